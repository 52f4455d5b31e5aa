import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption, renderWithProviders } from '../renderWithProviders';
import { assignmentData, operationNamed, routes } from '../assignmentsSetup';

// 'Jugar en vivo' on the owner's assignments list: the game's settings, then the host's screen.

const listPath = '/groups/assignments/group-info?groupId=group-1&ownerId=profile-1';
const withHostScreen = [...routes, { path: '/live/:liveGameId', element: <p>Pantalla del anfitrión</p> }];

async function openList(assignment: ReturnType<typeof assignmentData>) {
  const rendered = renderWithProviders(withHostScreen, { initialPath: listPath });
  const query = await operationNamed(rendered.environment, 'AssignmentListPageQuery');
  act(() =>
    rendered.environment.mock.resolve(query, {
      data: {
        node: {
          __typename: 'StudyGroup',
          id: 'group-1',
          name: 'Matemática 3A',
          viewerIsOwner: true,
          assignments: { edges: [{ cursor: 'c0', node: assignment }], pageInfo: { endCursor: null, hasNextPage: false } },
        },
      },
    }),
  );
  await screen.findByRole('heading', { name: 'Tareas' });
  return rendered;
}

describe("the owner's way into a live game", () => {
  it('asks for the settings (5 to 240 seconds), starts the game with them and opens its host screen', async () => {
    const { environment, user, router } = await openList(assignmentData({ status: 'PUBLISHED', liveGames: [] }));
    await user.click(screen.getByRole('button', { name: 'Jugar en vivo: Repaso de álgebra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jugar en vivo' });
    const seconds = within(dialog).getByRole('textbox', { name: 'Segundos por pregunta' });
    expect((seconds as HTMLInputElement).value).toBe('20');

    await user.clear(seconds);
    await user.type(seconds, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Crear juego' }));
    expect(await within(dialog).findByText('Entre 5 y 240 segundos')).toBeTruthy();
    await user.clear(seconds);
    await user.type(seconds, '30');
    await chooseOption(user, 'Puntos', 'Dobles (hasta 2000 por pregunta)');
    await user.click(within(dialog).getByRole('switch', { name: 'Bonificación por racha' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Cuenta como intento calificado' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear juego' }));

    const start = await operationNamed(environment, 'useStartLiveGameMutation');
    expect(start.request.variables).toEqual({
      input: { assignmentId: 'assignment-1', questionSeconds: 30, points: 'DOUBLE', streakBonus: false, countsAsAttempt: true },
    });
    act(() =>
      environment.mock.resolve(start, {
        data: {
          startLiveGame: {
            liveGame: {
              id: 'game-1',
              assignment: { ...assignmentData({ status: 'PUBLISHED' }), liveGames: [{ id: 'game-1', status: 'LOBBY' }] },
            },
          },
        },
      }),
    );
    await screen.findByText('Pantalla del anfitrión');
    expect(router.state.location.pathname).toBe('/live/game-1');
  });

  it('leads back to the open game instead of starting another', async () => {
    await openList(assignmentData({ status: 'PUBLISHED', liveGames: [{ id: 'game-1', status: 'QUESTION' }] }));
    expect(screen.getByRole('link', { name: 'Volver al juego en vivo' }).getAttribute('href')).toBe('/live/game-1');
    expect(screen.queryByRole('button', { name: /Jugar en vivo/ })).toBeNull();
  });

  it("leads again to the newest finished game's results, and still starts a new game", async () => {
    const { user } = await openList(assignmentData({ status: 'PUBLISHED', liveGames: [{ id: 'game-7', status: 'FINISHED' }] }));
    const results = screen.getByRole('link', { name: 'Resultados del juego en vivo: Repaso de álgebra' });
    expect(results.getAttribute('href')).toBe('/live/game-7');
    await user.click(screen.getByRole('button', { name: 'Jugar en vivo: Repaso de álgebra' }));
    expect(await screen.findByRole('dialog', { name: 'Jugar en vivo' })).toBeTruthy();
  });

  it('offers nothing on an assignment the members cannot see yet', async () => {
    await openList(assignmentData({ status: 'DRAFT', liveGames: [] }));
    expect(screen.queryByRole('button', { name: /Jugar en vivo/ })).toBeNull();
  });
});
