import { liveGameMessages } from '@aula/common';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/routes/paths';
import { renderWithProviders } from '../renderWithProviders';
import { operationNamed, operations } from '../operations';
import { gameId, routes } from './playSetup';

const joined = { data: { joinLiveGame: { liveGame: { id: gameId } } } };

describe("'Unirse a un juego'", () => {
  it('asks for the six digits before sending anything', async () => {
    const { environment, user } = renderWithProviders(routes, { initialPath: '/play' });
    const field = await screen.findByLabelText('PIN del juego');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    await user.type(field, '12a34');
    // Only digits get in.
    expect((field as HTMLInputElement).value).toBe('1234');
    await user.click(screen.getByRole('button', { name: 'Unirse' }));
    expect(await screen.findByText('Escriba los 6 dígitos del PIN.')).toBeTruthy();
    expect(operations(environment, 'useJoinLiveGameMutation')).toHaveLength(0);
  });

  it("shows the server's refusal, then joins and opens the game's screen", async () => {
    const { environment, router, user } = renderWithProviders(routes, { initialPath: '/play' });
    await user.type(await screen.findByLabelText('PIN del juego'), '482 913');
    await user.click(screen.getByRole('button', { name: 'Unirse' }));
    const refused = await operationNamed(environment, 'useJoinLiveGameMutation');
    expect(refused.request.variables.input).toEqual({ pin: '482913' });
    act(() => environment.mock.reject(refused, new Error(liveGameMessages.over)));
    expect((await screen.findByRole('alert')).textContent).toBe(liveGameMessages.over);

    await user.click(screen.getByRole('button', { name: 'Unirse' }));
    const accepted = await operationNamed(environment, 'useJoinLiveGameMutation');
    act(() => environment.mock.resolve(accepted, joined));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.playGame.href(gameId)));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('joins at once with the PIN of a link, and Back does not return to the link', async () => {
    const { environment, router } = renderWithProviders(routes, { initialPath: '/play?pin=482913' });
    expect(((await screen.findByLabelText('PIN del juego')) as HTMLInputElement).value).toBe('482913');
    const join = await operationNamed(environment, 'useJoinLiveGameMutation');
    expect(join.request.variables.input).toEqual({ pin: '482913' });
    act(() => environment.mock.resolve(join, joined));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.playGame.href(gameId)));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
