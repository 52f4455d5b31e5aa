import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ForgotPasswordPage from '../src/features/auth/ForgotPasswordPage';
import { resetLinkSentMessage } from '../src/features/auth/ForgotPasswordPage';
import * as ResetPasswordPage from '../src/features/auth/ResetPasswordPage';
import { invalidLinkMessage } from '../src/features/auth/ResetPasswordPage';
import { renderWithProviders, type User } from './renderWithProviders';

/** The anonymous screens' mutations go through the real network function: the gateway is stubbed at `fetch`. */
function answerGraphQL(body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const sentVariables = (fetch: ReturnType<typeof answerGraphQL>) =>
  JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)).variables;
const refusal = (message: string, code: string, field?: string) => ({ data: null, errors: [{ message, extensions: { code, field } }] });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const routes = [
  { path: '/forgot-password', Component: ForgotPasswordPage.Component },
  { path: '/reset-password', Component: ResetPasswordPage.Component },
  { path: '/login', element: <p>Pantalla de inicio de sesión</p> },
  { path: '/groups', element: <p>Pantalla de grupos</p> },
];

async function typeAll(user: User, texts: Record<string, string>) {
  for (const [label, text] of Object.entries(texts)) await user.type(screen.getByLabelText(label), text);
}

describe('¿Olvidó su contraseña?', () => {
  it('checks the e-mail as login does, then sends it lowercased and says the same whatever the answer', async () => {
    const fetch = answerGraphQL({ data: { requestPasswordReset: { accepted: true } } });
    const { user } = renderWithProviders(routes, { initialPath: '/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeTruthy();
    await typeAll(user, { 'Correo electrónico': 'ana@' });
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('El correo debe tener un formato adecuado')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Correo electrónico'));
    await typeAll(user, { 'Correo electrónico': ' Ana@Example.COM ' });
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect((await screen.findByRole('status')).textContent).toBe(resetLinkSentMessage);
    // The form is gone: the focus is on the message, not lost to the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
    expect(sentVariables(fetch)).toEqual({ input: { email: 'ana@example.com' } });
    // The form can be used again for another address.
    await user.click(screen.getByRole('button', { name: 'Usar otro correo' }));
    expect(screen.getByLabelText('Correo electrónico')).toBeTruthy();
  });

  it('shows the Spanish message of too many requests and keeps the form', async () => {
    answerGraphQL(refusal('Demasiadas solicitudes. Inténtelo de nuevo en 15 minutos', 'TOO_MANY_REQUESTS'));
    const { user } = renderWithProviders(routes, { initialPath: '/forgot-password' });
    await typeAll(user, { 'Correo electrónico': 'ana@example.com' });
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Demasiadas solicitudes. Inténtelo de nuevo en 15 minutos')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar enlace' })).toBeTruthy();
  });

  it('leads back to /login', async () => {
    const { user, router } = renderWithProviders(routes, { initialPath: '/forgot-password' });
    await user.click(screen.getByRole('link', { name: 'Inicie sesión' }));
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('choosing a new password from the link', () => {
  const auth = {
    token: 'token-nuevo',
    deviceToken: 'dispositivo',
    sessionExpiresAt: '2026-11-27T22:00:00.000Z',
    user: { id: 'VXNlcjox', firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com' },
    profile: { id: 'UHJvZmlsZTox', username: 'anaperez' },
  };

  it('without a token in the link says it is not valid and offers a new one', async () => {
    const { user, router } = renderWithProviders(routes, { initialPath: '/reset-password' });
    expect(screen.getByText(invalidLinkMessage)).toBeTruthy();
    expect(screen.queryByLabelText('Contraseña nueva')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Pedir un enlace nuevo' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('asks for a password of 8 characters, repeated', async () => {
    const fetch = answerGraphQL({ data: { resetPassword: auth } });
    const { user } = renderWithProviders(routes, { initialPath: '/reset-password?token=abc' });
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findAllByText('La contraseña es obligatoria')).toHaveLength(2);
    await typeAll(user, { 'Contraseña nueva': 'corta', 'Confirmar contraseña': 'distinta1' });
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('La contraseña debe tener un mínimo de 8 caracteres')).toBeTruthy();
    expect(screen.getByText('Las contraseñas deben coincidir')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('saves it, logs in (remembered when asked) and lands on the groups with a confirmation', async () => {
    const fetch = answerGraphQL({ data: { resetPassword: auth } });
    const { user, router } = renderWithProviders(routes, { initialPath: '/reset-password?token=abc%2B1' });
    await typeAll(user, { 'Contraseña nueva': 'nueva-clave-1', 'Confirmar contraseña': 'nueva-clave-1' });
    await user.click(screen.getByLabelText('Recordarme'));
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Pantalla de grupos')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/groups');
    expect(sentVariables(fetch)).toEqual({ input: { token: 'abc+1', password: 'nueva-clave-1', remember: true } });
    expect(await screen.findByText('Guardamos su contraseña nueva y ya inició sesión.')).toBeTruthy();
    expect(localStorage.getItem('jwt')).toBe('token-nuevo');
    expect(sessionStorage.getItem('jwt')).toBeNull();
  });

  it("ends on the server the other account's session it replaces in this browser", async () => {
    localStorage.setItem('jwt', 'token-de-bruno');
    localStorage.setItem('user', JSON.stringify({ id: 'VXNlcjoy', firstName: 'Bruno', lastName: 'Díaz', email: 'bruno@example.com' }));
    const bruno = { user: JSON.parse(localStorage.getItem('user')!), profile: { id: 'UHJvZmlsZToy', username: 'brunodiaz' } };
    // The session check at start finds Bruno logged in; the reset answers Ana's session.
    const fetch = vi.fn(async (_url: string, request: RequestInit) => {
      const body = JSON.parse(String(request.body)) as { operationName: string };
      const data = body.operationName === 'SessionProviderQuery' ? { viewer: bruno } : { resetPassword: auth };
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    const { user } = renderWithProviders(routes, { initialPath: '/reset-password?token=abc' });
    await screen.findByLabelText('Contraseña nueva');
    await typeAll(user, { 'Contraseña nueva': 'nueva-clave-1', 'Confirmar contraseña': 'nueva-clave-1' });
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Pantalla de grupos')).toBeTruthy();
    const requests = fetch.mock.calls.map(([, request]) => request);
    const ending = requests.filter((request) => JSON.parse(String(request.body)).operationName === 'endReplacedSessionMutation');
    expect(ending.map((request) => (request.headers as Record<string, string>).authorization)).toEqual(['Bearer token-de-bruno']);
    expect(sessionStorage.getItem('jwt')).toBe('token-nuevo');
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('shows the server message for a used or expired link, with the way to a new one', async () => {
    answerGraphQL(refusal(invalidLinkMessage, 'BAD_USER_INPUT', 'token'));
    const { user } = renderWithProviders(routes, { initialPath: '/reset-password?token=usado' });
    await typeAll(user, { 'Contraseña nueva': 'nueva-clave-1', 'Confirmar contraseña': 'nueva-clave-1' });
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText(invalidLinkMessage)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe(invalidLinkMessage));
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeTruthy();
    expect(screen.queryByLabelText('Contraseña nueva')).toBeNull();
    expect(sessionStorage.getItem('jwt')).toBeNull();
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it("puts the server's word on the password under its field", async () => {
    answerGraphQL(refusal('La contraseña admite como máximo 72 caracteres', 'BAD_USER_INPUT', 'password'));
    const { user } = renderWithProviders(routes, { initialPath: '/reset-password?token=abc' });
    await typeAll(user, { 'Contraseña nueva': 'nueva-clave-1', 'Confirmar contraseña': 'nueva-clave-1' });
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(screen.getByLabelText('Contraseña nueva').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('La contraseña admite como máximo 72 caracteres')).toBeTruthy();
  });
});
