import { liveGameMessages } from '@aula/common';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ungradedKeyText } from '../../src/features/live/LiveAnswerKey';
import { offlineAnswerMessage } from '../../src/features/live/play/PlayQuestion';
import { tileStyleAt } from '../../src/features/live/tiles';
import { theme } from '../../src/app/theme';
import { AppError } from '../../src/relay/errors';
import { renderWithProviders } from '../renderWithProviders';
import { answer, operationNamed, operations, type Environment } from '../operations';
import { game, gameId, lastAnswer, multipleAnswer, ordering, question as questionOf, routes, trueOrFalse } from './playSetup';

const subscriptionName = 'usePlayerLiveGameSubscription';

async function openGame(state: ReturnType<typeof game>) {
  const rendered = renderWithProviders(routes, { initialPath: `/play/${gameId}` });
  await answer(rendered.environment, 'PlayPageQuery', { data: { node: state } });
  await screen.findByRole('heading', { name: 'Repaso de ciencias' });
  return rendered;
}

/** The game's stream delivers a new state. */
async function update(environment: Environment, state: ReturnType<typeof game>) {
  const stream = await operationNamed(environment, subscriptionName);
  act(() => environment.mock.nextValue(stream, { data: { liveGameUpdated: state } }));
}

/** Text on screen, apart from the live region that repeats it for screen readers. */
const shown = (text: string) => screen.getByText(text, { ignore: '[aria-live], script, style' });

/** How relay/network.ts reports a fetch that never reached the server. */
const lostConnection = () => new AppError('Error del servidor. Por favor, inténtelo de nuevo más tarde', 'INTERNAL_SERVER_ERROR');

const liveRegion = () => screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite')!;

const question = (index: number, fields: Record<string, unknown> = {}) => ({
  status: 'QUESTION',
  questionIndex: index,
  questionTimeLeftMs: 20_000,
  question: trueOrFalse(),
  ...fields,
});

describe("a player's game", () => {
  it('waits in the lobby, answers on the tap, and sees the result, the rank and the streak', async () => {
    const { environment, user } = await openGame(game());
    expect(shown('¡Ya está dentro! Espere a que empiece el juego.')).toBeTruthy();
    expect(liveRegion().textContent).toBe('¡Ya está dentro! Espere a que empiece el juego.');
    expect(screen.getByText('lucia')).toBeTruthy();
    expect(screen.getByText('3 jugadores')).toBeTruthy();
    expect((await operationNamed(environment, subscriptionName)).request.variables).toEqual({ id: gameId });

    await update(environment, game(question(0)));
    expect(await screen.findByText('Pregunta 1 de 3')).toBeTruthy();
    expect(liveRegion().textContent).toBe('Pregunta 1 de 3.');
    expect(screen.getByRole('heading', { name: 'La Tierra gira alrededor del Sol' })).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Tiempo restante' }).textContent).toBe('20 s');

    await user.click(screen.getByRole('button', { name: 'Verdadero' }));
    const sent = await operationNamed(environment, 'useAnswerLiveQuestionMutation');
    expect(sent.request.variables.input).toEqual({ liveGameId: gameId, answer: { questionId: 'q-tf', trueOrFalseAnswer: true } });
    act(() =>
      environment.mock.resolve(sent, {
        data: { answerLiveQuestion: { liveGame: game({ ...question(0), answerCount: 1 }, { lastAnswer: lastAnswer({ questionIndex: 0 }) }) } },
      }),
    );
    expect(await screen.findByText('Respuesta enviada')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Falso' })).toBeNull();
    expect(liveRegion().textContent).toBe('Respuesta enviada.');

    await update(
      environment,
      game(
        { ...question(0), status: 'REVEAL', questionTimeLeftMs: null, question: trueOrFalse(true), answerCount: 3 },
        {
          score: 1050,
          rank: 2,
          streak: 2,
          correctCount: 1,
          lastAnswer: lastAnswer({ questionIndex: 0, score: 100, correct: true, points: 1050, streakBonus: 100 }),
        },
      ),
    );
    expect(await screen.findByText('¡Correcto!')).toBeTruthy();
    expect(screen.getByText('+1050 puntos (+100 por racha)')).toBeTruthy();
    expect(screen.getByText('Respuesta correcta')).toBeTruthy();
    expect(screen.getByText('Puesto 2 de 3')).toBeTruthy();
    expect(screen.getByText('Puntuación: 1050')).toBeTruthy();
    expect(screen.getByText('Racha: 2')).toBeTruthy();
    expect(liveRegion().textContent).toBe('¡Correcto! +1050 puntos (+100 por racha). Puntuación: 1050. Puesto 2 de 3.');
  });

  it("says 'Sin respuesta' after a question left unanswered, and ends with the final rank and 'Ver mis notas'", async () => {
    const { environment, router, user } = await openGame(game({ ...question(1), countsAsAttempt: true }, { score: 900, correctCount: 1 }));
    await update(
      environment,
      game(
        { ...question(1), status: 'REVEAL', questionTimeLeftMs: null, question: trueOrFalse(false), countsAsAttempt: true },
        { score: 900, rank: 3, correctCount: 1, lastAnswer: lastAnswer({ questionIndex: 0, score: 100, correct: true, points: 900 }) },
      ),
    );
    expect(await screen.findByText('Sin respuesta')).toBeTruthy();
    expect(screen.queryByText(/puntos/)).toBeNull();

    await update(environment, game({ status: 'FINISHED', questionIndex: 2, countsAsAttempt: true }, { score: 1800, rank: 2, correctCount: 2 }));
    expect(await screen.findByRole('heading', { name: 'Juego terminado' })).toBeTruthy();
    expect(screen.getByText('Puesto 2 de 3')).toBeTruthy();
    expect(screen.getByText('Puntuación: 1800')).toBeTruthy();
    expect(liveRegion().textContent).toBe('Juego terminado. Puesto 2 de 3.');
    // The game is over: its stream is closed and not opened again.
    await waitFor(() => expect(operations(environment, subscriptionName)).toHaveLength(0));
    await user.click(screen.getByRole('link', { name: 'Ver mis notas' }));
    expect(router.state.location.pathname).toBe('/profile/grades');
  });

  it('shows right or wrong and the accuracy, without points, in a game without points', async () => {
    const { environment } = await openGame(game({ ...question(1), points: 'NONE' }));
    await update(
      environment,
      game(
        { ...question(1), points: 'NONE', status: 'REVEAL', questionTimeLeftMs: null, question: trueOrFalse(true) },
        { correctCount: 1, rank: 1, lastAnswer: lastAnswer({ questionIndex: 1, summary: 'Falso', score: 0, correct: false, points: 0 }) },
      ),
    );
    expect(await screen.findByText('Incorrecto')).toBeTruthy();
    expect(screen.getByText('Aciertos: 1 de 2 (50 %)')).toBeTruthy();
    expect(screen.queryByText(/puntos|Puntuación/)).toBeNull();
  });

  it('goes straight to its result when its answer is the last one, which closes the question', async () => {
    const { environment, user } = await openGame(game(question(0)));
    await user.click(screen.getByRole('button', { name: 'Verdadero' }));
    const sent = await operationNamed(environment, 'useAnswerLiveQuestionMutation');
    act(() =>
      environment.mock.resolve(sent, {
        data: {
          answerLiveQuestion: {
            liveGame: game(
              { ...question(0), status: 'REVEAL', questionTimeLeftMs: null, question: trueOrFalse(true), answerCount: 3 },
              { score: 990, correctCount: 1, lastAnswer: lastAnswer({ questionIndex: 0, score: 100, correct: true, points: 990 }) },
            ),
          },
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: '¡Correcto!' })).toBeTruthy();
    expect(screen.getByText('+990 puntos')).toBeTruthy();
    expect(screen.queryByText('Respuesta enviada')).toBeNull();
  });

  it("wears the projector's tiles: each option's shape and colour, not a green 'Verdadero' and a red 'Falso'", async () => {
    const { environment } = await openGame(game(question(0)));
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
    for (const [index, name] of ['Verdadero', 'Falso'].entries()) {
      const button = screen.getByRole('button', { name });
      expect(button.textContent).toBe(`${tileStyleAt(index).shape}${name}`);
      expect(getComputedStyle(button).backgroundColor).toBe(rgb(tileStyleAt(index).color));
    }

    await update(environment, game(question(1, { question: multipleAnswer })));
    const choices = await screen.findByRole('group', { name: '¿Cuáles son números primos?' });
    const labels = within(choices)
      .getAllByRole('checkbox')
      .map((checkbox) => checkbox.closest('label')!);
    expect(labels.map((label) => label.textContent)).toEqual(['▲2', '◆3', '●4']);
    expect(labels.map((label) => getComputedStyle(label).backgroundColor)).toEqual([0, 1, 2].map((index) => rgb(tileStyleAt(index).color)));
  });

  it('shows an answer already sent as sent after a reload', async () => {
    await openGame(game(question(1), { lastAnswer: lastAnswer({ questionIndex: 1 }) }));
    expect(screen.getByText('Respuesta enviada')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verdadero' })).toBeNull();
  });

  it("sends a multiple answer with 'Enviar respuesta' once chosen, and shows the server's refusal", async () => {
    const { environment, user } = await openGame(game(question(0, { question: multipleAnswer })));
    const send = screen.getByRole('button', { name: 'Enviar respuesta' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    const choices = screen.getByRole('group', { name: '¿Cuáles son números primos?' });
    await user.click(within(choices).getByRole('checkbox', { name: '3' }));
    await user.click(within(choices).getByRole('checkbox', { name: '2' }));
    await user.click(send);
    const sent = await operationNamed(environment, 'useAnswerLiveQuestionMutation');
    expect(sent.request.variables.input.answer).toEqual({ questionId: 'q-ma', chosenOptionsIndex: [0, 1] });
    act(() => environment.mock.reject(sent, new Error(liveGameMessages.timeUp)));
    expect((await screen.findByRole('alert')).textContent).toBe(liveGameMessages.timeUp);
  });

  it('sends an ordering as moved', async () => {
    const { environment, user } = await openGame(game(question(0, { question: ordering })));
    await user.click(screen.getByRole('button', { name: 'Bajar: Tierra' }));
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    const sent = await operationNamed(environment, 'useAnswerLiveQuestionMutation');
    // Tierra went down one place: it is second, Mercurio first.
    expect(sent.request.variables.input.answer).toEqual({ questionId: 'q-or', orderingAnswer: [1, 0, 2] });
  });

  it('sends an ordering as shown, without a move', async () => {
    const { environment, user } = await openGame(game(question(0, { question: ordering })));
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    const sent = await operationNamed(environment, 'useAnswerLiveQuestionMutation');
    expect(sent.request.variables.input.answer).toEqual({ questionId: 'q-or', orderingAnswer: [0, 1, 2] });
  });

  it("counts down from the time the server says is left, whatever the device's clock says", async () => {
    const { environment } = await openGame(game(question(0, { questionEndsAt: '2000-01-01T00:00:00.000Z' })));
    expect(screen.getByRole('timer', { name: 'Tiempo restante' }).textContent).toBe('20 s');
    // A later update (the stream opened again after a drop) carries the server's newer figure.
    await update(environment, game(question(0, { questionTimeLeftMs: 7_000 })));
    await waitFor(() => expect(screen.getByRole('timer', { name: 'Tiempo restante' }).textContent).toBe('7 s'));
  });

  it('sends nothing once the countdown reaches 0', async () => {
    const { environment } = await openGame(game(question(0, { questionTimeLeftMs: 0 })));
    expect(screen.getByText('Se acabó el tiempo.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Verdadero' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Falso' }) as HTMLButtonElement).disabled).toBe(true);
    expect(operations(environment, 'useAnswerLiveQuestionMutation')).toHaveLength(0);
  });

  it("says 'Sin calificar', in no colour of right or wrong and without points, for a short answer nobody grades", async () => {
    const shortAnswer = (acceptedAnswers: string[] | null) =>
      questionOf('ShortAnswerQuestion', 'q-sa', { statement: '¿Qué opina del ciclo del agua?', acceptedAnswers });
    const { environment } = await openGame(game(question(0, { question: shortAnswer(null) }), { score: 900, streak: 1 }));
    await update(
      environment,
      game(
        { ...question(0), status: 'REVEAL', questionTimeLeftMs: null, question: shortAnswer([]) },
        {
          score: 900,
          rank: 2,
          streak: 1,
          lastAnswer: lastAnswer({ questionIndex: 0, summary: 'Es un ciclo', score: null, correct: null, points: 0 }),
        },
      ),
    );
    const verdict = await screen.findByRole('heading', { name: 'Sin calificar' });
    expect(screen.queryByText('Incorrecto')).toBeNull();
    expect(screen.queryByText(/\+0 puntos/)).toBeNull();
    // Neither right nor wrong: the neutral colour of 'Sin respuesta'.
    expect(getComputedStyle(verdict).color).toBe(theme.palette.text.secondary);
    // The key box does not promise a teacher's grade that never comes in a game.
    expect(within(screen.getByRole('group', { name: 'Respuestas aceptadas' })).getByText(ungradedKeyText)).toBeTruthy();
    expect(screen.queryByText(/la califica el docente/)).toBeNull();
    expect(screen.getByText('Racha: 1')).toBeTruthy();
    expect(liveRegion().textContent).toBe('Sin calificar Puntuación: 900. Puesto 2 de 3.');
  });

  it('tells the player, in the lobby and at the end, that this game will not count as an attempt, and why', async () => {
    const note = 'Ya usó todos los intentos de esta tarea.';
    const { environment } = await openGame(game({ countsAsAttempt: true }, { attemptNote: note }));
    expect(screen.getByText(`No cuenta como intento: ${note}`)).toBeTruthy();
    await update(environment, game({ status: 'FINISHED', questionIndex: 2, countsAsAttempt: true }, { score: 1800, attemptNote: note }));
    await screen.findByRole('heading', { name: 'Juego terminado' });
    expect(screen.getByText(`No cuenta como intento: ${note}`)).toBeTruthy();
  });

  it("says 'Sin conexión' when the answer never reached the server, and clears it back online or on a retry that works", async () => {
    const { environment, user } = await openGame(game(question(0, { question: multipleAnswer })));
    const sending = () => operations(environment, 'useAnswerLiveQuestionMutation')[0]!;
    await user.click(screen.getByRole('checkbox', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    act(() => environment.mock.reject(sending(), lostConnection()));
    expect((await screen.findByRole('alert')).textContent).toBe(offlineAnswerMessage);
    expect(screen.queryByText(/Error del servidor/)).toBeNull();
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    act(() => environment.mock.reject(sending(), lostConnection()));
    expect((await screen.findByRole('alert')).textContent).toBe(offlineAnswerMessage);
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() =>
      environment.mock.resolve(sending(), {
        data: { answerLiveQuestion: { liveGame: game(question(0, { question: multipleAnswer }), { lastAnswer: lastAnswer({ questionIndex: 0 }) }) } },
      }),
    );
    expect(await screen.findByText('Respuesta enviada')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('drops the connection alert when the game moves on to the next question', async () => {
    const { environment, user } = await openGame(game(question(0, { question: multipleAnswer })));
    await user.click(screen.getByRole('checkbox', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    act(() => environment.mock.reject(operations(environment, 'useAnswerLiveQuestionMutation')[0]!, lostConnection()));
    expect((await screen.findByRole('alert')).textContent).toBe(offlineAnswerMessage);
    await update(environment, game(question(1)));
    await screen.findByText('Pregunta 2 de 3');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers to join a game the viewer has not joined, with its PIN', async () => {
    const { environment } = await openGame(game({ viewerPlayer: null }));
    expect(screen.getByText('Aún no se ha unido a este juego.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Unirse' }).getAttribute('href')).toBe('/play?pin=123456');
    expect(operations(environment, subscriptionName)).toHaveLength(0);
  });
});
