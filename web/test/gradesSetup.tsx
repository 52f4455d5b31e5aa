import { within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import * as AssignmentGradesPage from '../src/features/grades/AssignmentGradesPage';
import * as OwnGradesPage from '../src/features/grades/OwnGradesPage';
import * as QuestionAttemptsPage from '../src/features/grades/QuestionAttemptsPage';
import * as StudentAttemptsPage from '../src/features/grades/StudentAttemptsPage';
import { withSuspense } from './operations';
import assignmentGradesScreen from '../src/app/loaders/assignmentGrades';
import ownGradesScreen from '../src/app/loaders/ownGrades';
import questionAttemptsScreen from '../src/app/loaders/questionAttempts';
import studentAttemptsScreen from '../src/app/loaders/studentAttempts';
import { routeLoader } from '../src/app/routeLoader';

// What the tests of grades share: routes, fixtures and helpers.

/** The grade screens inside a Suspense boundary, as the shell has them, on their real paths. */
export const routes: RouteObject[] = withSuspense([
  { path: '/profile/grades', loader: routeLoader(ownGradesScreen), Component: OwnGradesPage.Component },
  { path: '/profile/grades/questions', loader: routeLoader(questionAttemptsScreen), Component: QuestionAttemptsPage.Component },
  { path: '/groups/assignments/grades', loader: routeLoader(assignmentGradesScreen), Component: AssignmentGradesPage.Component },
  { path: '/groups/assignments/attemptsByProfile', loader: routeLoader(studentAttemptsScreen), Component: StudentAttemptsPage.Component },
  {
    path: '/groups/assignments/questionsAttemptsByProfile',
    loader: routeLoader(questionAttemptsScreen),
    Component: QuestionAttemptsPage.Component,
  },
]);

export { answer, operationNamed, operations, type Environment } from './operations';

export const student = { __typename: 'Profile', id: 'profile-2', username: 'diego.flores' };
export const assignment = { __typename: 'Assignment', id: 'assignment-1', name: 'Repaso de álgebra', description: 'Ecuaciones lineales' };

/** AssignmentGradesPageQuery's answer: the assignment of group-1 (owned by profile-1) with these students' grades. */
export const assignmentGrades = (studentGrades: unknown[], viewerIsOwner = true) => ({
  data: {
    node: {
      ...assignment,
      viewerIsOwner,
      answersToRegrade: viewerIsOwner ? 0 : null,
      studyGroup: { __typename: 'StudyGroup', id: 'group-1', owner: { __typename: 'Profile', id: 'profile-1' } },
      studentGrades,
    },
  },
});

/** A line of Assignment.studentGrades. */
export function studentGrade(
  profile: Record<string, unknown>,
  { bestScore = 100, latestScore = 100, pendingCount = 0, attemptCount = 1, grade, lateCount = 0 }: Partial<Record<string, number>> = {},
) {
  return { profile, bestScore, latestScore, pendingCount, attemptCount, grade: grade ?? bestScore, lateCount };
}

export function attemptCardData(id: string, score: number, pendingCount = 0, submittedAt = '2026-11-21T19:30:00') {
  return { __typename: 'AssignmentAttempt', id, score, pendingCount, submittedAt, feedback: null, assignment };
}

export const question = (typename: string, id: string, statement: string, extra: Record<string, unknown> = {}) => ({
  __typename: typename,
  __isQuestionCommon: typename,
  __isNode: typename,
  id,
  statement,
  ...extra,
});

export const answerFields = {
  trueOrFalseAnswer: null,
  filledBlanks: null,
  userColumnsOrder: null,
  chosenOptionsIndex: null,
  shortAnswer: null,
  numericalAnswer: null,
  orderingAnswer: null,
  orderedItems: null,
};

/**
 * A question attempt: its score (the automatic one, no comment, no changes unless `grading` says), the answer fields
 * of its kind (the others null) and the question as answered.
 */
export const questionAttempt = (
  id: string,
  score: number | null,
  answer: Record<string, unknown>,
  questionVersion: unknown,
  grading: Record<string, unknown> = {},
) => ({
  __typename: 'QuestionAttempt',
  id,
  score,
  autoScore: score,
  scoreOverridden: false,
  feedback: null,
  scoreHistory: [],
  ...grading,
  ...answerFields,
  ...answer,
  questionVersion,
});

/** The texts of the list items inside an element, in order. */
export const itemTexts = (element: HTMLElement) =>
  within(element)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

export function attemptData({ viewerIsOwner = true, score = 50, pendingCount = 1 } = {}) {
  return {
    __typename: 'AssignmentAttempt',
    id: 'attempt-1',
    score,
    pendingCount,
    submittedAt: '2026-11-21T19:30:00',
    feedback: null,
    profile: student,
    assignment: { __typename: 'Assignment', id: 'assignment-1', name: 'Repaso de álgebra', viewerIsOwner },
    questionAttempts: [
      questionAttempt('qa-1', 100, { trueOrFalseAnswer: true }, question('TrueOrFalseQuestion', 'q-1', 'El agua hierve a 100 °C')),
      questionAttempt('qa-2', null, { shortAnswer: 'Una igualdad con incógnitas' }, question('ShortAnswerQuestion', 'q-2', '¿Qué es una ecuación?')),
    ],
  };
}

export const teacherPath = '/groups/assignments/questionsAttemptsByProfile?assignmentAttemptId=attempt-1&profileId=profile-2';
