import * as PlayJoinPage from '../../src/features/live/play/PlayJoinPage';
import * as PlayPage from '../../src/features/live/play/PlayPage';
import playGameScreen from '../../src/app/loaders/playGame';
import { routeLoader } from '../../src/app/routeLoader';
import { withSuspense } from '../operations';

// What the player's screen tests share: the routes and the game as the api gives it to a player.

export const gameId = 'TGl2ZUdhbWU6MQ==';

export const routes = withSuspense([
  { path: '/play', Component: PlayJoinPage.Component },
  { path: '/play/:liveGameId', loader: routeLoader(playGameScreen), Component: PlayPage.Component },
  { path: '/profile/grades', element: <p>Pantalla de notas</p> },
]);

/** A question as a player gets it (the solver's view while QUESTION; with its key from REVEAL on). */
export const question = (typename: string, id: string, fields: Record<string, unknown>) => ({
  __typename: typename,
  __isNode: typename,
  __isQuestionCommon: typename,
  id,
  viewerSeesAnswerKey: false,
  ...fields,
});

export const trueOrFalse = (correctAnswer: boolean | null = null) =>
  question('TrueOrFalseQuestion', 'q-tf', { statement: 'La Tierra gira alrededor del Sol', imageUrl: null, correctAnswer });

export const multipleAnswer = question('MultipleAnswerQuestion', 'q-ma', {
  statement: '¿Cuáles son números primos?',
  options: ['2', '3', '4'],
  correctOptionsIndex: null,
});

/** The items in the order the api shows them to this player (shuffled). */
export const ordering = question('OrderingQuestion', 'q-or', {
  statement: 'Ordene los planetas desde el Sol',
  items: ['Tierra', 'Mercurio', 'Venus'],
});

export interface LastAnswer {
  questionIndex: number;
  summary?: string;
  score?: number | null;
  correct?: boolean | null;
  points?: number | null;
  streakBonus?: number | null;
}

export const lastAnswer = (fields: LastAnswer) => ({ summary: 'Verdadero', score: null, correct: null, points: null, streakBonus: null, ...fields });

/** The game in the lobby with the viewer as its player 'lucia'; `fields` and `player` change what differs. */
export const game = (fields: Record<string, unknown> = {}, player: Record<string, unknown> = {}) => ({
  __typename: 'LiveGame',
  id: gameId,
  pin: '123456',
  status: 'LOBBY',
  points: 'STANDARD',
  countsAsAttempt: false,
  viewerIsHost: false,
  assignment: { id: 'a-1', name: 'Repaso de ciencias' },
  questionIndex: null,
  questionCount: 3,
  questionSeconds: 20,
  questionTimeLeftMs: null,
  answerCount: 0,
  playerCount: 3,
  question: null,
  viewerPlayer: { nickname: 'lucia', rank: 1, score: 0, streak: 0, correctCount: 0, attemptNote: null, lastAnswer: null, ...player },
  ...fields,
});
