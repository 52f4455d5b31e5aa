import { screen, within, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as LoginPage from '../src/features/auth/LoginPage';
import * as RegisterPage from '../src/features/auth/RegisterPage';
import { renderWithProviders } from './renderWithProviders';

/** Login and sign-up go through the real network function: the gateway is stubbed at `fetch`. */
function answerGraphQL(body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const sentVariables = (fetch: ReturnType<typeof answerGraphQL>) =>
  JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)).variables;
const session = {
  token: 'token-de-prueba',
  user: { id: 'VXNlcjox', firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com' },
  profile: { id: 'UHJvZmlsZTox', username: 'anaperez' },
};
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** Types each text into the field with that label, in order. */
async function typeAll(user: ReturnType<typeof renderWithProviders>['user'], texts: Record<string, string>) {
  for (const [label, text] of Object.entries(texts)) await user.type(screen.getByLabelText(label), text);
}

const routes = [
  { path: '/login', Component: LoginPage.Component },
  { path: '/register', Component: RegisterPage.Component },
  { path: '/groups', element: <p>Pantalla de grupos</p> },
];

describe('login form', () => {
  it('shows the required messages when sent empty', async () => {
    const { user } = renderWithProviders(routes, { initialPath: '/login' });
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeTruthy();
    expect(screen.getByText('La contraseña es obligatoria')).toBeTruthy();
  });

  it('shows the format and length messages', async () => {
    const { user } = renderWithProviders(routes, { initialPath: '/login' });
    await typeAll(user, { 'Correo electrónico': 'no-es-correo', Contraseña: 'corta' });
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El correo debe tener un formato adecuado')).toBeTruthy();
    expect(screen.getByText('La contraseña debe tener un mínimo de 8 caracteres')).toBeTruthy();
  });

  it("sends the e-mail trimmed and lowercased, then shows the success modal; unremembered, the session is this tab's only", async () => {
    const fetch = answerGraphQL({ data: { logIn: session } });
    const { user } = renderWithProviders(routes, { initialPath: '/login' });
    await typeAll(user, { 'Correo electrónico': '  Ana@Example.COM ', Contraseña: 'secreto123' });
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sentVariables(fetch)).toEqual({ input: { email: 'ana@example.com', password: 'secreto123', remember: false } });
    expect(await screen.findByText('Inicio de sesión exitoso. Redirigiendo...')).toBeTruthy();
    expect(screen.getByText('Éxito')).toBeTruthy();
    expect(sessionStorage.getItem('jwt')).toBe('token-de-prueba');
    expect(JSON.parse(sessionStorage.getItem('user')!)).toEqual(session.user);
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(await screen.findByText('Pantalla de grupos', {}, { timeout: 3000 })).toBeTruthy();
  });

  it("with 'Recordarme' sends remember and keeps the session past the browser, in place of any other", async () => {
    const fetch = answerGraphQL({ data: { logIn: session } });
    const { user } = renderWithProviders(routes, { initialPath: '/login' });
    // Another session left in this tab (a login elsewhere in the app): only the new one stays.
    sessionStorage.setItem('jwt', 'sesion-anterior');
    expect((screen.getByLabelText('Recordarme') as HTMLInputElement).checked).toBe(false);
    await typeAll(user, { 'Correo electrónico': 'ana@example.com', Contraseña: 'secreto123' });
    await user.click(screen.getByLabelText('Recordarme'));
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sentVariables(fetch).input.remember).toBe(true);
    expect(await screen.findByText('Inicio de sesión exitoso. Redirigiendo...')).toBeTruthy();
    expect(localStorage.getItem('jwt')).toBe('token-de-prueba');
    expect(sessionStorage.getItem('jwt')).toBeNull();
    // The replaced session is ended on the server with its own token, not only forgotten here.
    const ending = (fetch.mock.calls[1] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(ending.body)).operationName).toBe('endReplacedSessionMutation');
    expect((ending.headers as Record<string, string>).authorization).toBe('Bearer sesion-anterior');
  });

  it('links to password recovery, the terms and the privacy policy', async () => {
    const { user, router } = renderWithProviders(
      [...routes, { path: '/forgot-password', element: <p>Recuperar</p> }, { path: '/terminos', element: <p>Términos</p> }],
      { initialPath: '/login' },
    );
    expect(screen.getByRole('link', { name: 'Política de privacidad' }).getAttribute('href')).toBe('/privacidad');
    await user.click(screen.getByRole('link', { name: 'Términos y condiciones' }));
    expect(router.state.location.pathname).toBe('/terminos');
    await router.navigate('/login');
    await user.click(await screen.findByRole('link', { name: '¿Olvidó su contraseña?' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('shows the server message in an Error modal with Cerrar', async () => {
    answerGraphQL({ data: null, errors: [{ message: 'Las credenciales no son válidas', extensions: { code: 'UNAUTHENTICATED' } }] });
    const { user } = renderWithProviders(routes, { initialPath: '/login' });
    await typeAll(user, { 'Correo electrónico': 'ana@example.com', Contraseña: 'equivocada1' });
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Las credenciales no son válidas')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByText('Las credenciales no son válidas')).toBeNull());
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(sessionStorage.getItem('jwt')).toBeNull();
  });
});

describe('register form', () => {
  it('shows every validation message for the field that triggers it', async () => {
    const { user } = renderWithProviders(routes, { initialPath: '/register' });
    await typeAll(user, {
      Nombres: '  Al ',
      Apellidos: 'Li',
      'Correo electrónico': 'ana@',
      Celular: '12',
      Contraseña: 'corta',
      'Confirmar contraseña': 'distinta123',
    });
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(await screen.findAllByText('Necesita tener 3 caracteres como mínimo')).toHaveLength(2);
    expect(screen.getByText('El correo debe tener un formato adecuado')).toBeTruthy();
    expect(screen.getByText('Debe tener formato de celular')).toBeTruthy();
    expect(screen.getByText('La contraseña debe tener un mínimo de 8 caracteres')).toBeTruthy();
    expect(screen.getByText('Las contraseñas deben coincidir')).toBeTruthy();
  });

  it('keeps only digits, spaces and hyphens in the phone and sends code + digits', async () => {
    const fetch = answerGraphQL({ data: { signUp: session } });
    const { user } = renderWithProviders(routes, { initialPath: '/register' });
    await typeAll(user, { Nombres: 'Ana  María', Apellidos: 'Pérez', 'Correo electrónico': 'Ana@Example.com' });
    const phone = screen.getByLabelText('Celular') as HTMLInputElement;
    await user.type(phone, '987-abc 654.321');
    expect(phone.value).toBe('987- 654321');
    await typeAll(user, { Contraseña: 'secreto123', 'Confirmar contraseña': 'secreto123' });
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sentVariables(fetch).input).toEqual({
      firstName: 'Ana María',
      lastName: 'Pérez',
      email: 'ana@example.com',
      phone: '+51 987654321',
      password: 'secreto123',
    });
    // Signing up logs the user in, for this browser session.
    expect(await screen.findByText('Pantalla de grupos')).toBeTruthy();
    expect(sessionStorage.getItem('jwt')).toBe('token-de-prueba');
  });

  it('offers the 13 country codes, Bolivia and Ecuador among them', async () => {
    const { user } = renderWithProviders(routes, { initialPath: '/register' });
    await user.click(screen.getByRole('combobox', { name: 'Código de país' }));
    expect(await screen.findAllByRole('option')).toHaveLength(13);
    expect(screen.getByRole('option', { name: '+591 Bolivia' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '+593 Ecuador' })).toBeTruthy();
  });

  it("says 'Este usuario ya existe' (the gateway's CONFLICT) when the e-mail is taken, under the field and in the toast", async () => {
    answerGraphQL({ data: null, errors: [{ message: 'Este usuario ya existe', extensions: { code: 'CONFLICT' } }] });
    const { user } = renderWithProviders(routes, { initialPath: '/register' });
    await typeAll(user, {
      Nombres: 'Ana',
      Apellidos: 'Pérez',
      'Correo electrónico': 'ana@example.com',
      Celular: '987654321',
      Contraseña: 'secreto123',
      'Confirmar contraseña': 'secreto123',
    });
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(await screen.findByText('Error al registrar')).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByText('Este usuario ya existe')).toBeTruthy();
    expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
    expect(localStorage.getItem('jwt')).toBeNull();
  });
});
