import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption, renderWithProviders } from './renderWithProviders';
import { routes as groupRoutes } from './groupsSetup';
import { openCreate } from './questionsSetup';

// What a person typed is not lost by changing the question type or by leaving.

describe('question form: changing the type', () => {
  it('keeps the statement and the difficulty', async () => {
    const { user } = await openCreate('Verdadero o Falso');
    await user.type(screen.getByLabelText(/^Enunciado/), 'La capital del Perú es Lima');
    await chooseOption(user, 'Dificultad', 'Difícil');

    await chooseOption(user, 'Tipo de pregunta', 'Respuesta Corta');
    await waitFor(() => expect(screen.getByRole('form', { name: 'Pregunta de respuesta corta' })).toBeTruthy());
    expect((screen.getByLabelText(/^Enunciado/) as HTMLTextAreaElement).value).toBe('La capital del Perú es Lima');
    expect(screen.getByRole('combobox', { name: 'Dificultad' }).textContent).toBe('Difícil');
  });
});

describe('unsaved forms ask before leaving', () => {
  it("group create: 'Volver a Grupos' asks; 'Seguir editando' (or Escape) stays with the input, 'Salir' leaves", async () => {
    const { user, router } = renderWithProviders(groupRoutes, { initialPath: '/groups/add' });
    await user.type(screen.getByLabelText(/^Nombre/), 'Álgebra');
    await user.click(screen.getByRole('link', { name: 'Volver a Grupos' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/groups/add');
    expect((screen.getByLabelText(/^Nombre/) as HTMLInputElement).value).toBe('Álgebra');

    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/groups/add');

    await user.click(screen.getByRole('link', { name: 'Volver a Grupos' }));
    dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Salir' }));
    expect(await screen.findByText('Pantalla de grupos')).toBeTruthy();
  });

  it('an untouched form leaves without asking', async () => {
    const { user } = renderWithProviders(groupRoutes, { initialPath: '/groups/add' });
    await user.click(screen.getByRole('link', { name: 'Volver a Grupos' }));
    expect(await screen.findByText('Pantalla de grupos')).toBeTruthy();
  });

  it('question form: leaving with a statement typed asks, also after a change of type', async () => {
    const { user } = await openCreate('Verdadero o Falso');
    await user.type(screen.getByLabelText(/^Enunciado/), 'Una pregunta a medias');
    await chooseOption(user, 'Tipo de pregunta', 'Llenar espacios');
    await user.click(screen.getByRole('link', { name: 'Volver al banco de preguntas' }));
    expect(await screen.findByRole('dialog', { name: '¿Salir sin guardar?' })).toBeTruthy();
  });
});
