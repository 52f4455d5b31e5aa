import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../src/relay/errors';
import { openProfile, operationNamed, phoneSession, tabletSession, thisSession } from './profileSetup';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const section = (name: string) => screen.findByRole('region', { name });

/** A blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe("/profile 'Sesiones'", () => {
  it("lists each session with its device, Spanish dates and 'Esta sesión'; only the others can be closed", async () => {
    await openProfile();
    const list = within(await section('Sesiones')).getByRole('list', { name: 'Sesiones abiertas' });
    const [current, other] = within(list).getAllByRole('listitem');
    expect(current!.textContent).toContain('Chrome en Linux');
    expect(within(current!).getByText('Esta sesión')).toBeTruthy();
    expect(current!.textContent).toContain('Iniciada el 20 de noviembre del 2026 a las 09:05');
    expect(current!.textContent).toContain('Último uso: 27 de noviembre del 2026 a las 10:15');
    expect(within(current!).queryByRole('button')).toBeNull();
    expect(other!.textContent).toContain('Safari en iPhone');
    expect(within(other!).queryByText('Esta sesión')).toBeNull();
    expect(within(other!).getByRole('button', { name: /^Cerrar sesión/ })).toBeTruthy();
  });

  it("'Cerrar sesión' on another session takes its row away at once, and back if the server refuses", async () => {
    const { user, environment } = await openProfile();
    const part = await section('Sesiones');
    const close = within(part).getByRole('button', { name: 'Cerrar sesión: Safari en iPhone, iniciada el 21 de noviembre del 2026 a las 18:30' });
    await user.click(close);
    const ending = await operationNamed(environment, 'useEndSessionMutation');
    expect(ending.request.variables.input).toEqual({ id: phoneSession.id });
    expect(within(part).queryByText('Safari en iPhone')).toBeNull();
    act(() => environment.mock.reject(ending, new AppError('No encontrado', 'NOT_FOUND')));
    expect(await within(part).findByText('Safari en iPhone')).toBeTruthy();

    await user.click(within(part).getByRole('button', { name: /^Cerrar sesión: Safari en iPhone/ }));
    const again = await operationNamed(environment, 'useEndSessionMutation');
    act(() => environment.mock.resolve(again, { data: { endSession: { endedSessionId: phoneSession.id } } }));
    expect(await screen.findByText('Sesión cerrada')).toBeTruthy();
    expect(within(part).queryByText('Safari en iPhone')).toBeNull();
    expect(within(part).getByText('No hay sesiones abiertas en otros dispositivos.')).toBeTruthy();
  });

  it("after 'Cerrar sesión' on a row the focus goes to the next row's button, then to the title", async () => {
    const { user, environment } = await openProfile([thisSession, phoneSession, tabletSession]);
    const part = await section('Sesiones');
    await user.click(within(part).getByRole('button', { name: /^Cerrar sesión: Safari en iPhone/ }));
    expect(document.activeElement).toBe(within(part).getByRole('button', { name: /^Cerrar sesión: Firefox en Android/ }));
    const ending = await operationNamed(environment, 'useEndSessionMutation');
    act(() => environment.mock.resolve(ending, { data: { endSession: { endedSessionId: phoneSession.id } } }));
    await user.keyboard('{Enter}');
    expect(within(part).queryByRole('button', { name: /^Cerrar sesión:/ })).toBeNull();
    expect(document.activeElement).toBe(within(part).getByRole('heading', { name: 'Sesiones' }));
  });

  it("'Cerrar sesión en todos los dispositivos' asks, ends them all and logs out here", async () => {
    const { user, environment, router } = await openProfile();
    await user.click(within(await section('Sesiones')).getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar sesión en todos los dispositivos?' });
    expect(dialog.textContent).toContain('también esta');
    // Not on the button that ends them all: a second Enter must not log out every device.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancelar' })));
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar todas las sesiones' }));
    const ending = await operationNamed(environment, 'useLogOutEverywhereMutation');
    act(() => environment.mock.resolve(ending, { data: { logOutEverywhere: { endedSessionCount: 2 } } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect([localStorage.getItem('jwt'), localStorage.getItem('user')]).toEqual([null, null]);
    expect(await screen.findByText('Se cerró la sesión en todos los dispositivos')).toBeTruthy();
  });
});

describe("/profile 'Sus datos'", () => {
  it("'Descargar mis datos' saves the viewer's data export as aula-mis-datos-<username>.json", async () => {
    const saved: Array<{ name: string; blob: Blob }> = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          saved.push({ name: '', blob });
          return 'blob:mis-datos';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.at(-1)!.name = this.download;
    });
    const { user, environment } = await openProfile();
    await user.click(within(await section('Sus datos')).getByRole('button', { name: 'Descargar mis datos' }));
    const exportQuery = await operationNamed(environment, 'DataSectionExportQuery');
    const document = JSON.stringify({ account: { firstName: 'Ana' }, attempts: [{ assignment: 'Repaso de álgebra' }] });
    act(() => environment.mock.resolve(exportQuery, { data: { viewer: { dataExport: document } } }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('aula-mis-datos-ana.perez.json');
    expect(saved[0]!.blob.type).toBe('application/json');
    expect(JSON.parse(await textOf(saved[0]!.blob))).toEqual(JSON.parse(document));
  });

  it("'Eliminar cuenta' explains what happens, wants the password, and logs out to /login once deleted", async () => {
    const { user, environment, router } = await openProfile([thisSession]);
    await user.click(within(await section('Sus datos')).getByRole('button', { name: 'Eliminar cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar su cuenta?' });
    expect(dialog.textContent).toContain('No se puede deshacer');
    expect(dialog.textContent).toContain('a nombre de «Usuario eliminado»');
    expect(dialog.textContent).toContain('Los grupos de los que es propietario se desactivan');
    // A member who submitted attempts stays in those groups (the teacher keeps the grades): the dialog says so.
    expect(dialog.textContent).toContain('salvo de aquellos en los que entregó intentos');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await within(dialog).findByText('La contraseña es obligatoria')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Contraseña'), 'equivocada1');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    const refused = await operationNamed(environment, 'useDeleteAccountMutation');
    expect(refused.request.variables.input).toEqual({ password: 'equivocada1' });
    act(() => environment.mock.reject(refused, new AppError('La contraseña no es correcta', 'BAD_USER_INPUT', 'password')));
    expect(await within(dialog).findByText('La contraseña no es correcta')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');

    await user.clear(within(dialog).getByLabelText('Contraseña'));
    await user.type(within(dialog).getByLabelText('Contraseña'), 'correcta123');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    const deleting = await operationNamed(environment, 'useDeleteAccountMutation');
    act(() => environment.mock.resolve(deleting, { data: { deleteAccount: { deleted: true } } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(await screen.findByText('Su cuenta se eliminó. Gracias por haber usado Aula.')).toBeTruthy();
  });
});
