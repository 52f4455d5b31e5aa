import { validationMessages } from '@aula/common';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../src/relay/errors';
import { lastUploadables, openProfile, operationNamed, operations, phoneSession, tabletSession, thisSession, user as account } from './profileSetup';

afterEach(() => {
  vi.unstubAllGlobals();
});

const section = (name: string) => screen.findByRole('region', { name });

describe("/profile 'Datos personales'", () => {
  it('shows the account filled in: names, the phone split into country and number, the username', async () => {
    await openProfile();
    expect(await screen.findByRole('heading', { name: 'Perfil', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Banco de preguntas' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mis notas' })).toBeTruthy();
    const data = await section('Datos personales');
    expect(within(data).getByLabelText<HTMLInputElement>('Nombres').value).toBe('Ana');
    expect(within(data).getByLabelText<HTMLInputElement>('Apellidos').value).toBe('Pérez');
    expect(within(data).getByRole('combobox', { name: 'Código de país' }).textContent).toContain('+51 Perú');
    expect(within(data).getByLabelText<HTMLInputElement>('Celular').value).toBe('987654321');
    expect(within(data).getByLabelText<HTMLInputElement>('Nombre de usuario').value).toBe('ana.perez');
  });

  it("says sign-up's messages under the fields and sends nothing while one is wrong", async () => {
    const { user, environment } = await openProfile();
    const data = await section('Datos personales');
    await user.clear(within(data).getByLabelText('Nombres'));
    await user.clear(within(data).getByLabelText('Celular'));
    await user.type(within(data).getByLabelText('Celular'), '12');
    await user.clear(within(data).getByLabelText('Nombre de usuario'));
    await user.type(within(data).getByLabelText('Nombre de usuario'), 'ana perez');
    await user.click(within(data).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(data).findByText('Necesita tener 3 caracteres como mínimo')).toBeTruthy();
    expect(within(data).getByText('Debe tener formato de celular')).toBeTruthy();
    expect(within(data).getByText(validationMessages.usernameCharacters)).toBeTruthy();
    expect(operations(environment, 'useUpdateProfileMutation')).toHaveLength(0);

    // Look-alike letters of another alphabet (Cyrillic 'с', 'а') and a name of dots only are refused too.
    for (const [typed, message] of [
      ['саrmen', validationMessages.usernameCharacters],
      ['...', validationMessages.usernameLetterOrDigit],
    ] as const) {
      await user.clear(within(data).getByLabelText('Nombre de usuario'));
      await user.type(within(data).getByLabelText('Nombre de usuario'), typed);
      await user.click(within(data).getByRole('button', { name: 'Guardar cambios' }));
      expect(await within(data).findByText(message)).toBeTruthy();
    }
    expect(operations(environment, 'useUpdateProfileMutation')).toHaveLength(0);
  });

  it('sends only what changed, cleaned as sign-up cleans it, and the session takes the new names', async () => {
    const { user, environment } = await openProfile();
    const data = await section('Datos personales');
    await user.clear(within(data).getByLabelText('Nombres'));
    await user.type(within(data).getByLabelText('Nombres'), '  Ana   María ');
    await user.click(within(data).getByRole('combobox', { name: 'Código de país' }));
    await user.click(await screen.findByRole('option', { name: '+34 España' }));
    await user.click(within(data).getByRole('button', { name: 'Guardar cambios' }));
    const saving = await operationNamed(environment, 'useUpdateProfileMutation');
    expect(saving.request.variables.input).toEqual({ firstName: 'Ana María', phone: '+34 987654321' });
    act(() =>
      environment.mock.resolve(saving, {
        data: {
          updateProfile: {
            user: { id: 'VXNlcjox', firstName: 'Ana María', lastName: 'Pérez', email: 'ana@example.com', phone: '+34 987654321' },
            profile: { id: 'UHJvZmlsZTox', username: 'ana.perez', firstName: 'Ana María', lastName: 'Pérez' },
          },
        },
      }),
    );
    expect(await screen.findByText('Sus datos se guardaron correctamente')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ firstName: 'Ana María', lastName: 'Pérez' });
    expect(within(data).getByLabelText<HTMLInputElement>('Nombres').value).toBe('Ana María');
  });

  it('keeps a phone the selector did not list: an edit of the names alone never sends it', async () => {
    for (const phone of ['+593 991234567', '+49 15123456789']) {
      const { user, environment, unmount } = await openProfile(undefined, null, { ...account, phone });
      const data = await section('Datos personales');
      expect(within(data).getByRole('combobox', { name: 'Código de país' }).textContent).toContain(phone.split(' ')[0]);
      expect(within(data).getByRole('combobox', { name: 'Código de país' }).textContent).not.toContain('Perú');
      await user.type(within(data).getByLabelText('Nombres'), ' Lucía');
      await user.click(within(data).getByRole('button', { name: 'Guardar cambios' }));
      const saving = await operationNamed(environment, 'useUpdateProfileMutation');
      expect(saving.request.variables.input).toEqual({ firstName: 'Ana Lucía' });
      unmount();
    }
  });

  it('shows a taken username under its field, without a toast', async () => {
    const { user, environment } = await openProfile();
    const data = await section('Datos personales');
    const field = within(data).getByLabelText('Nombre de usuario');
    await user.clear(field);
    await user.type(field, 'Luis.Rojas');
    await user.click(within(data).getByRole('button', { name: 'Guardar cambios' }));
    const saving = await operationNamed(environment, 'useUpdateProfileMutation');
    expect(saving.request.variables.input).toEqual({ username: 'Luis.Rojas' });
    act(() => environment.mock.reject(saving, new AppError('Ese nombre de usuario ya está en uso', 'BAD_USER_INPUT', 'username')));
    const message = await within(data).findByText('Ese nombre de usuario ya está en uso');
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe("/profile 'Contraseña'", () => {
  it('checks the repeat before sending, and shows a wrong current password under its field', async () => {
    const { user, environment } = await openProfile();
    const form = await section('Contraseña');
    await user.type(within(form).getByLabelText('Contraseña actual'), 'antigua123');
    await user.type(within(form).getByLabelText('Contraseña nueva'), 'nueva12345');
    await user.type(within(form).getByLabelText('Repita la contraseña nueva'), 'nueva1234');
    await user.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(form).findByText('Las contraseñas deben coincidir')).toBeTruthy();
    expect(operations(environment, 'useChangePasswordMutation')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Repita la contraseña nueva'), '5');
    await user.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    const changing = await operationNamed(environment, 'useChangePasswordMutation');
    expect(changing.request.variables.input).toEqual({ currentPassword: 'antigua123', newPassword: 'nueva12345' });
    act(() => environment.mock.reject(changing, new AppError('La contraseña actual no es correcta', 'BAD_USER_INPUT', 'currentPassword')));
    const message = await within(form).findByText('La contraseña actual no es correcta');
    expect(within(form).getByLabelText('Contraseña actual').getAttribute('aria-describedby')).toContain(message.id);
  });

  it('says how many other sessions ended, which leave the list; this one stays', async () => {
    const { user, environment } = await openProfile([thisSession, phoneSession, tabletSession]);
    const form = await section('Contraseña');
    await user.type(within(form).getByLabelText('Contraseña actual'), 'antigua123');
    await user.type(within(form).getByLabelText('Contraseña nueva'), 'nueva12345');
    await user.type(within(form).getByLabelText('Repita la contraseña nueva'), 'nueva12345');
    await user.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    const changing = await operationNamed(environment, 'useChangePasswordMutation');
    act(() => environment.mock.resolve(changing, { data: { changePassword: { endedSessionCount: 2 } } }));
    expect(await screen.findByText('Contraseña cambiada. Se cerraron 2 sesiones en otros dispositivos.')).toBeTruthy();
    const sessions = within(await section('Sesiones')).getAllByRole('listitem');
    expect(sessions.map((item) => item.textContent)).toEqual([expect.stringContaining('Chrome en Linux')]);
    expect(within(form).getByLabelText<HTMLInputElement>('Contraseña actual').value).toBe('');
  });
});

describe("/profile 'Foto de perfil'", () => {
  // The picker is the browser's own; what it hands over arrives as the input's change.
  const choose = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

  it('refuses a file that is not a picture before sending, and stores a picture at once', async () => {
    const { environment } = await openProfile();
    const part = await section('Foto de perfil');
    expect(within(part).getByRole('button', { name: 'Elegir foto' })).toBeTruthy();
    const input = within(part).getByLabelText('Foto de perfil', { selector: 'input' });
    choose(input, new File(['hola'], 'notas.txt', { type: 'text/plain' }));
    expect(await within(part).findByText('La foto debe ser PNG, JPEG, WebP o GIF')).toBeTruthy();
    expect(operations(environment, 'useUpdateProfilePictureMutation')).toHaveLength(0);

    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'yo.png', { type: 'image/png' });
    choose(input, picture);
    const uploading = await operationNamed(environment, 'useUpdateProfilePictureMutation');
    expect(lastUploadables(environment)).toEqual({ 'input.picture': picture });
    act(() =>
      environment.mock.resolve(uploading, {
        data: { updateProfilePicture: { profile: { id: 'UHJvZmlsZTox', profilePictureUrl: '/uploads/yo.png' } } },
      }),
    );
    expect(await screen.findByText('Foto de perfil actualizada')).toBeTruthy();
    await waitFor(() => expect(within(part).getByRole('img', { name: 'Foto de perfil de ana.perez' }).getAttribute('src')).toBe('/uploads/yo.png'));
    expect(within(part).getByRole('button', { name: 'Cambiar foto' })).toBeTruthy();
  });
});
