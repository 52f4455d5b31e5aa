import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../renderWithProviders';
import { answer, operationNamed, operations } from '../operations';
import { game, gameId, liveRegion, multipleAnswer, openHostScreen, player, routes } from './hostSetup';

// The host's screen of a live game: lobby, question, reveal, top five, podium and results, driven by the stream.

const noAttemptsLeft = 'Ya usó todos los intentos de esta tarea.';

describe('the host of a live game', () => {
  it('shows the PIN, the join link and its QR code, the players as they arrive, and starts from the lobby it saw', async () => {
    const { environment, user } = await openHostScreen({});
    expect(screen.getByText('PIN del juego').nextElementSibling?.textContent).toBe('482 913');
    expect(screen.getByRole('link', { name: `${location.origin}/play?pin=482913` })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Código QR del enlace para unirse' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Empezar' }) as HTMLButtonElement).disabled).toBe(true);

    const stream = await operationNamed(environment, 'useLiveHostUpdatesSubscription');
    expect(stream.request.variables).toEqual({ id: gameId });
    act(() =>
      environment.mock.nextValue(stream, {
        data: { liveGameUpdated: game({ playerCount: 2, players: [{ nickname: 'ana' }, { nickname: 'beto' }] }) },
      }),
    );
    expect(
      within(screen.getByRole('list', { name: 'Jugadores' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ana', 'beto']);
    expect(liveRegion().textContent).toBe('2 jugadores');

    await user.click(screen.getByRole('button', { name: 'Empezar' }));
    const advance = await operationNamed(environment, 'useAdvanceLiveGameMutation');
    expect(advance.request.variables).toEqual({ input: { id: gameId, fromStatus: 'LOBBY', fromQuestionIndex: null } });
  });

  it('counts the answers against the clock, reveals the key and the spread, then the top five and the next question', async () => {
    const { environment, user } = await openHostScreen({
      status: 'QUESTION',
      questionIndex: 0,
      questionTimeLeftMs: 12_400,
      playerCount: 3,
      answerCount: 1,
      question: multipleAnswer(false),
    });
    expect(liveRegion().textContent).toBe('Pregunta 1 de 2');
    expect(screen.getByLabelText('Quedan 13 segundos')).toBeTruthy();
    expect(screen.getByText('1 de 3 respuestas')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Opciones' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['▲2', '◆4', '●5']);

    const stream = await operationNamed(environment, 'useLiveHostUpdatesSubscription');
    const reveal = game({
      status: 'REVEAL',
      questionIndex: 0,
      playerCount: 3,
      answerCount: 3,
      question: multipleAnswer(true),
      answerDistribution: [
        { label: '2', count: 2, correct: true },
        { label: '4', count: 1, correct: false },
        { label: 'Sin respuesta', count: 0, correct: null },
      ],
      leaderboard: [player('ana', 1, 1850), player('beto', 2, 900), player('carla', 3, 0)],
    });
    act(() => environment.mock.nextValue(stream, { data: { liveGameUpdated: reveal } }));
    // Everyone answered before the time was up: that closed the question, not the clock.
    await waitFor(() => expect(liveRegion().textContent).toBe('Todos respondieron'));
    expect(screen.getByText('Todos respondieron', { ignore: '[aria-live]' })).toBeTruthy();
    // A right answer says so in words, not only by its colour.
    expect(screen.getByText(/^2 \(correcta\):/)).toBeTruthy();
    expect(screen.getByText(/^4:/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(liveRegion().textContent).toBe('Clasificación');
    const ranks = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(ranks).toEqual(['1.ºanaRacha de 21850 puntos', '2.ºbeto900 puntos', '3.ºcarla0 puntos']);

    await user.click(screen.getByRole('button', { name: 'Siguiente pregunta' }));
    const advance = await operationNamed(environment, 'useAdvanceLiveGameMutation');
    expect(advance.request.variables).toEqual({ input: { id: gameId, fromStatus: 'REVEAL', fromQuestionIndex: 0 } });
  });

  it('ends on the podium with the winner announced, closes the stream, and shows the results per player and question', async () => {
    const { environment, user } = await openHostScreen({
      status: 'QUESTION',
      questionIndex: 1,
      questionTimeLeftMs: 5_000,
      playerCount: 2,
      countsAsAttempt: true,
      question: multipleAnswer(false),
    });
    await operationNamed(environment, 'useLiveHostUpdatesSubscription');
    await user.click(screen.getByRole('button', { name: 'Terminar juego' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Terminar' }));
    const end = await operationNamed(environment, 'useEndLiveGameMutation');
    expect(end.request.variables).toEqual({ input: { id: gameId } });
    const finished = game({
      status: 'FINISHED',
      questionIndex: 1,
      playerCount: 2,
      countsAsAttempt: true,
      leaderboard: [player('ana', 1, 1850), player('beto', 2, 900)],
    });
    act(() => environment.mock.resolve(end, { data: { endLiveGame: { liveGame: finished } } }));

    await screen.findByRole('heading', { name: 'Podio' });
    // The teacher learns whose game will not become a graded attempt, and why.
    const notes = await operationNamed(environment, 'LivePodiumAttemptNotesQuery');
    expect(notes.request.variables).toEqual({ id: gameId });
    act(() =>
      environment.mock.resolve(notes, {
        data: {
          node: {
            __typename: 'LiveGame',
            __isNode: 'LiveGame',
            id: gameId,
            players: [
              { nickname: 'ana', attemptNote: null },
              { nickname: 'beto', attemptNote: noAttemptsLeft },
            ],
          },
        },
      }),
    );
    expect((await screen.findByRole('note')).textContent).toBe(`beto: No cuenta como intento: ${noAttemptsLeft}`);
    expect(liveRegion().textContent).toBe('Juego terminado. Ganador: ana');
    // Nothing changes after the end: the stream is not kept open (nor reopened).
    expect(operations(environment, 'useLiveHostUpdatesSubscription')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Terminar juego' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ver resultados' }));
    await answer(environment, 'LiveResultsTableQuery', {
      data: {
        node: {
          __typename: 'LiveGame',
          __isNode: 'LiveGame',
          id: gameId,
          questionCount: 2,
          points: 'STANDARD',
          players: [
            {
              ...player('ana', 1, 1850),
              attemptNote: null,
              answers: [
                { questionIndex: 0, summary: '2, 5', score: 100, points: 950, correct: true },
                { questionIndex: 1, summary: 'Verdadero', score: 100, points: 900, correct: true },
              ],
            },
            {
              ...player('beto', 2, 900),
              attemptNote: noAttemptsLeft,
              answers: [
                // Half of a multiple answer's options: partial credit, not wrong.
                { questionIndex: 0, summary: '2', score: 50, points: 900, correct: false },
                // A short answer without accepted answers: nobody grades it in a game.
                { questionIndex: 1, summary: 'Es un ciclo', score: null, points: 0, correct: null },
              ],
            },
          ],
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Resultados' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Puesto', 'Jugador', 'Pregunta 1', 'Pregunta 2', 'Total', 'Aciertos'],
      ['1', 'ana', '2, 5 (correcta, 950 puntos)', 'Verdadero (correcta, 900 puntos)', '1850', '2 de 2'],
      ['2', `betoNo cuenta como intento: ${noAttemptsLeft}`, '2 (en parte correcta, 900 puntos)', 'Es un ciclo (sin calificar)', '900', '1 de 2'],
    ]);
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeTruthy();
  });

  it("says 'Tiempo terminado' only when the clock closed the question", async () => {
    const { environment } = await openHostScreen({
      status: 'QUESTION',
      questionIndex: 0,
      questionTimeLeftMs: 300,
      playerCount: 3,
      answerCount: 1,
      question: multipleAnswer(false),
    });
    const stream = await operationNamed(environment, 'useLiveHostUpdatesSubscription');
    const reveal = game({
      status: 'REVEAL',
      questionIndex: 0,
      playerCount: 3,
      answerCount: 1,
      question: multipleAnswer(true),
      answerDistribution: [],
    });
    act(() => environment.mock.nextValue(stream, { data: { liveGameUpdated: reveal } }));
    await waitFor(() => expect(liveRegion().textContent).toBe('Tiempo terminado'));
    expect(screen.getByText('Tiempo terminado', { ignore: '[aria-live]' })).toBeTruthy();
  });

  it("says 'Pregunta cerrada' when the host closed the question with time left", async () => {
    const { environment, user } = await openHostScreen({
      status: 'QUESTION',
      questionIndex: 0,
      questionTimeLeftMs: 15_000,
      playerCount: 3,
      answerCount: 1,
      question: multipleAnswer(false),
    });
    await user.click(screen.getByRole('button', { name: 'Cerrar pregunta' }));
    const advance = await operationNamed(environment, 'useAdvanceLiveGameMutation');
    const reveal = game({
      status: 'REVEAL',
      questionIndex: 0,
      playerCount: 3,
      answerCount: 1,
      question: multipleAnswer(true),
      answerDistribution: [],
    });
    act(() => environment.mock.resolve(advance, { data: { advanceLiveGame: { liveGame: reveal } } }));
    await waitFor(() => expect(liveRegion().textContent).toBe('Pregunta cerrada'));
    expect(screen.queryByText('Tiempo terminado')).toBeNull();
  });

  it('says that a short answer without accepted answers is not graded in the game, not that the teacher grades it', async () => {
    const shortAnswer = {
      __typename: 'ShortAnswerQuestion',
      __isQuestionCommon: 'ShortAnswerQuestion',
      id: 'q-sa',
      statement: '¿Qué opina del ciclo del agua?',
      viewerSeesAnswerKey: true,
      acceptedAnswers: [],
    };
    await openHostScreen({ status: 'REVEAL', questionIndex: 0, playerCount: 3, answerCount: 2, question: shortAnswer, answerDistribution: [] });
    const key = screen.getByRole('group', { name: 'Respuestas aceptadas' });
    expect(key.textContent).toBe('Respuestas aceptadasSin respuestas aceptadas: no se califica en el juego');
    expect(screen.queryByText(/la califica el docente/)).toBeNull();
  });

  it('tells anyone but the host that the game is not theirs', async () => {
    const { environment } = renderWithProviders(routes, { initialPath: `/live/${gameId}` });
    await answer(environment, 'LiveHostPageQuery', { data: { node: game({ viewerIsHost: false }) } });
    await screen.findByRole('heading', { name: 'Acceso restringido' });
    expect(screen.queryByText('482 913')).toBeNull();
  });
});
