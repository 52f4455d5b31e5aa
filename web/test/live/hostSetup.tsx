import { act, screen } from '@testing-library/react';
import { expect } from 'vitest';
import * as LiveHostPage from '../../src/features/live/host/LiveHostPage';
import liveHostScreen from '../../src/app/loaders/liveHost';
import { routeLoader } from '../../src/app/routeLoader';
import { renderWithProviders } from '../renderWithProviders';
import { operationNamed, withSuspense } from '../operations';

// The host's screen of a live game as the server sends it, for the host's tests.

export const routes = withSuspense([{ path: '/live/:liveGameId', loader: routeLoader(liveHostScreen), Component: LiveHostPage.Component }]);
export const gameId = 'TGl2ZUdhbWU6MQ';

export const multipleAnswer = (withKey: boolean) => ({
  __typename: 'MultipleAnswerQuestion',
  __isQuestionCommon: 'MultipleAnswerQuestion',
  id: 'q-ma',
  statement: '¿Cuáles son números primos?',
  viewerSeesAnswerKey: withKey,
  options: ['2', '4', '5'],
  correctOptionsIndex: withKey ? [0, 2] : null,
});

export const player = (nickname: string, rank: number, score: number) => ({
  nickname,
  rank,
  score,
  streak: rank === 1 ? 2 : 0,
  correctCount: rank === 1 ? 2 : 1,
});

export const game = (fields: Record<string, unknown>) => ({
  __typename: 'LiveGame',
  __isNode: 'LiveGame',
  id: gameId,
  viewerIsHost: true,
  status: 'LOBBY',
  pin: '482913',
  points: 'STANDARD',
  countsAsAttempt: false,
  questionSeconds: 20,
  questionIndex: null,
  questionCount: 2,
  questionTimeLeftMs: null,
  playerCount: 0,
  players: [],
  answerCount: 0,
  answerDistribution: null,
  leaderboard: [],
  question: null,
  assignment: { id: 'a-1', name: 'Fracciones', studyGroup: { id: 'g-1', owner: { id: 'p-0' } } },
  ...fields,
});

export const liveRegion = () => screen.getByRole('status');

export async function openHostScreen(fields: Record<string, unknown>) {
  const rendered = renderWithProviders(routes, { initialPath: `/live/${gameId}` });
  const { environment } = rendered;
  const query = await operationNamed(environment, 'LiveHostPageQuery');
  expect(query.request.variables).toEqual({ id: gameId });
  act(() => environment.mock.resolve(query, { data: { node: game(fields) } }));
  await screen.findByRole('heading', { name: 'En vivo' });
  return rendered;
}
