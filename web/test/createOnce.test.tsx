import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import * as GroupCreatePage from '../src/features/groups/GroupCreatePage';
import * as QuestionFormPage from '../src/features/questions/QuestionFormPage';
import { renderWithProviders } from './renderWithProviders';
import { answer, operationNamed, withSuspense, type Environment } from './groupsSetup';
import { fill, resolveCreate } from './questionsSetup';
import questionFormScreen from '../src/app/loaders/questionForm';
import { routeLoader } from '../src/app/routeLoader';

// On a slow link a create form stays locked until the next screen shows, and every create
// carries one clientMutationId for the life of the form, so a retry cannot make a second record.

/** A next screen whose loader never answers: the navigation after a create stays pending. */
const slowScreen = (path: string): RouteObject => ({ path, loader: () => new Promise(() => {}), element: <p>Siguiente pantalla</p> });

const mutationCount = (environment: Environment) => (environment.executeMutation as unknown as Mock).mock.calls.length;

/**
 * Once a create has succeeded and the next screen loads: the button says 'Creando...' and stays disabled, and a
 * second tap or Enter on the form sends nothing more (still one mutation).
 */
async function expectLockedWhileLeaving(environment: Environment, router: { state: { navigation: { state: string } } }, formName: string) {
  await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
  const button = screen.getByRole('button', { name: 'Creando...' });
  expect((button as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(button);
  fireEvent.submit(screen.getByRole('form', { name: formName }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(mutationCount(environment)).toBe(1);
}

afterEach(() => vi.restoreAllMocks());

describe('create group on a slow link', () => {
  const routes = withSuspense([slowScreen('/groups'), { path: '/groups/add', Component: GroupCreatePage.Component }]);
  const group = { __typename: 'StudyGroup', id: 'R3JvdXA6Mg', name: 'Química', description: null, viewerIsOwner: true };

  it('keeps the button disabled after success while the next screen loads, and sends one mutation for two clicks', async () => {
    const { user, environment, router } = renderWithProviders(routes, { initialPath: '/groups/add' });
    await user.type(screen.getByLabelText(/^Nombre/), 'Química');
    await user.click(screen.getByRole('button', { name: 'Crear grupo' }));
    await answer(environment, 'useCreateStudyGroupMutation', { data: { createStudyGroup: { studyGroupEdge: { cursor: 'c2', node: group } } } });
    await expectLockedWhileLeaving(environment, router, 'Crear grupo');
    expect(router.state.location.pathname).toBe('/groups/add');
  });

  it('sends a clientMutationId that stays the same on a retry after a failure', async () => {
    const { user, environment } = renderWithProviders(routes, { initialPath: '/groups/add' });
    await user.type(screen.getByLabelText(/^Nombre/), 'Química');
    await user.click(screen.getByRole('button', { name: 'Crear grupo' }));
    const first = await operationNamed(environment, 'useCreateStudyGroupMutation');
    const id = (first.request.variables.input as { clientMutationId: string }).clientMutationId;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    act(() => environment.mock.reject(first, new Error('Error del servidor. Por favor, inténtelo de nuevo más tarde')));
    // Only a failure unlocks the form.
    const button = await screen.findByRole('button', { name: 'Crear grupo' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    const retry = await operationNamed(environment, 'useCreateStudyGroupMutation');
    expect((retry.request.variables.input as { clientMutationId: string }).clientMutationId).toBe(id);
  });
});

describe('create question on a slow link', () => {
  const routes = [
    slowScreen('/profile/questions'),
    { path: '/profile/addQuestion', Component: QuestionFormPage.Component, loader: routeLoader(questionFormScreen) },
  ];

  it("keeps 'Creando...' disabled after success, sends one mutation for two clicks and one clientMutationId", async () => {
    const { user, environment, router } = renderWithProviders(routes, { initialPath: '/profile/addQuestion' });
    await screen.findByRole('heading', { name: 'Añadir Pregunta' });
    await fill(user, await screen.findByLabelText(/Enunciado/), 'La Tierra es plana');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    const variables = await act(() => resolveCreate(environment, 'TrueOrFalseQuestion'));
    expect((variables.input as { clientMutationId?: string }).clientMutationId).toEqual(expect.any(String));
    await expectLockedWhileLeaving(environment, router, 'Pregunta de verdadero o falso');
  });
});
