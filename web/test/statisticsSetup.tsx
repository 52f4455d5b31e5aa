import { within } from '@testing-library/react';
import statisticsScreen from '../src/app/loaders/assignmentStatistics';
import { routeLoader } from '../src/app/routeLoader';
import * as StatisticsPage from '../src/features/statistics/AssignmentStatisticsPage';
import { withSuspense } from './operations';

// What the tests of the statistics screen share: its route, fixtures and helpers.

export const routes = withSuspense([
  { path: '/groups/assignments/statistics', loader: routeLoader(statisticsScreen), Component: StatisticsPage.Component },
]);

export const answerCount = (answer: string, count: number, total: number, marks: { correct?: boolean; mostChosenWrong?: boolean } = {}) => ({
  answer,
  count,
  share: (100 * count) / total,
  correct: marks.correct ?? false,
  mostChosenWrong: marks.mostChosenWrong ?? false,
});

export const statistics = (overrides: Record<string, unknown> = {}) => ({
  attemptCount: 9,
  studentCount: 8,
  mean: 66.6667,
  median: 70,
  standardDeviation: 12.3456,
  histogram: [0, 0, 0, 1, 0, 2, 3, 2, 1, 0],
  cronbachAlpha: 71.25,
  pendingCount: 2,
  questions: [
    {
      position: 1,
      inAssignment: true,
      attemptCount: 9,
      pendingCount: 0,
      facility: 33.3333,
      standardDeviation: 50,
      discrimination: 12.5,
      flagged: true,
      flagReasons: ['La discriminación es menor que 20: no distingue a quienes dominan el tema.'],
      question: {
        __typename: 'MultipleAnswerQuestion',
        __isQuestionCommon: 'MultipleAnswerQuestion',
        id: 'q-ma',
        type: 'MULTIPLE_ANSWER',
        statement: '¿Cuál es la capital de Bolivia?',
      },
      responses: [
        {
          label: null,
          answerCount: 9,
          rightShare: null,
          answers: [
            answerCount('Sucre', 3, 9, { correct: true }),
            answerCount('La Paz', 5, 9, { mostChosenWrong: true }),
            answerCount('Cochabamba', 1, 9),
          ],
        },
      ],
    },
    {
      position: 2,
      inAssignment: true,
      attemptCount: 7,
      pendingCount: 2,
      facility: 85.7143,
      standardDeviation: null,
      discrimination: null,
      flagged: false,
      flagReasons: [],
      question: {
        __typename: 'FillBlanksQuestion',
        __isQuestionCommon: 'FillBlanksQuestion',
        id: 'q-fb',
        type: 'FILL_BLANKS',
        statement: 'El agua hierve a ___ grados',
      },
      responses: [
        {
          label: 'Espacio 1',
          answerCount: 7,
          rightShare: 85.7143,
          answers: [answerCount('100', 6, 7, { correct: true }), answerCount('90', 1, 7, { mostChosenWrong: true })],
        },
      ],
    },
  ],
  ...overrides,
});

export const assignmentData = (stats: unknown, answersToRegrade = 0) => ({
  data: {
    node: {
      __typename: 'Assignment',
      __isNode: 'Assignment',
      id: 'a-1',
      name: 'Capitales',
      viewerIsOwner: true,
      answersToRegrade,
      studyGroup: { id: 'g-1', owner: { id: 'p-1' } },
      statistics: stats,
    },
  },
});

/** The cells of a table's body rows, as text. */
export const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
