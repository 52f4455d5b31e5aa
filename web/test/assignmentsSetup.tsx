import * as AssignmentFormPage from '../src/features/assignments/AssignmentFormPage';
import * as AssignmentListPage from '../src/features/assignments/AssignmentListPage';
import assignmentFormScreen from '../src/app/loaders/assignmentForm';
import assignmentListScreen from '../src/app/loaders/assignmentList';
import { routeLoader } from '../src/app/routeLoader';

// What the tests of assignments share: routes, fixtures and helpers.

export const routes = [
  { path: '/groups/assignments/group-info', loader: routeLoader(assignmentListScreen), Component: AssignmentListPage.Component },
  { path: '/groups/assignments/add', loader: routeLoader(assignmentFormScreen), Component: AssignmentFormPage.Component },
  { path: '/groups/assignments/update', loader: routeLoader(assignmentFormScreen), Component: AssignmentFormPage.Component },
  { path: '/groups/assignments/add/link-question', element: <p>Crear y vincular pregunta</p> },
  { path: '/groups/assignments/add/questions-repository', element: <p>Banco de preguntas</p> },
  { path: '/assignment/main/:id', element: <p>Resumen de la tarea</p> },
];

export { firstOperationNamed as operationNamed, type Environment as MockEnvironment } from './operations';

/** The helper text MUI links to an input through aria-describedby: the message shown "for" that input. */
export function descriptionOf(input: HTMLElement) {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

export const owner = { __typename: 'Profile', id: 'profile-1' };
export const group = { __typename: 'StudyGroup', id: 'group-1', owner };

export function assignmentData(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Assignment',
    id: 'assignment-1',
    isActive: true,
    name: 'Repaso de álgebra',
    description: 'Ecuaciones lineales',
    difficulty: 'INTERMEDIATE',
    questionCount: 1,
    viewerIsOwner: true,
    maxAttempts: 2,
    gradingMethod: 'AVERAGE',
    dueAt: null,
    openForPractice: false,
    studyGroup: group,
    questions: [],
    ...overrides,
  };
}
