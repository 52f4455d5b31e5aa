import { screen } from '@testing-library/react';
import { ConnectionHandler, generateClientID, ROOT_ID } from 'relay-runtime';
import { expect } from 'vitest';
import * as QuestionBankPage from '../src/features/questions/QuestionBankPage';
import * as QuestionFormPage from '../src/features/questions/QuestionFormPage';
import { chooseOption, renderWithProviders } from './renderWithProviders';
import { firstOperationNamed as operationNamed, type Environment } from './operations';
import questionBankScreen from '../src/app/loaders/questionBank';
import questionFormScreen from '../src/app/loaders/questionForm';
import { routeLoader } from '../src/app/routeLoader';

// What the tests of questions share: routes, fixtures and helpers.

export const form = { Component: QuestionFormPage.Component, loader: routeLoader(questionFormScreen) };
export const bank = { Component: QuestionBankPage.Component, loader: routeLoader(questionBankScreen) };
export const routes = [
  { path: '/profile/addQuestion', ...form },
  { path: '/groups/assignments/add/link-question', ...form },
  { path: '/profile/questions/update/:type', ...form },
  { path: '/groups/assignments/update-question-assignment/:fromAssign/:type', ...form },
  { path: '/profile/questions', ...bank },
  { path: '/groups/assignments/add/questions-repository', ...bank },
  { path: '/profile', element: <p>Pantalla de perfil</p> },
  { path: '/groups/assignments/group-info', element: <p>Tareas del grupo</p> },
  { path: '/groups/assignments/update', element: <p>Editar tarea</p> },
];

export { firstOperationNamed as operationNamed, lastUploadables, type Environment } from './operations';

export type User = ReturnType<typeof renderWithProviders>['user'];

/** Types a text at once (a paste): the forms re-validate on each key, which is slow on a shared machine. */
export async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

export const bankConnection = ConnectionHandler.getConnectionID(generateClientID(ROOT_ID, 'viewer'), 'QuestionBankPage_questions');

/** A question record as the server sends it (Relay asks __isNode / __isQuestionCommon for its refinements). */
export function questionData(typename: string, fields: Record<string, unknown>) {
  return {
    __typename: typename,
    __isNode: typename,
    __isQuestion: typename,
    __isQuestionCommon: typename,
    difficulty: 'EASY',
    isActive: true,
    ...fields,
  };
}

/** Renders /profile/addQuestion with the form of the given type label, once that form is there. */
export async function openCreate(typeLabel: string, path = '/profile/addQuestion') {
  const rendered = renderWithProviders(routes, { initialPath: path });
  await screen.findByRole('heading', { name: 'Añadir Pregunta' });
  if (typeLabel !== 'Verdadero o Falso') {
    await chooseOption(rendered.user, 'Tipo de pregunta', typeLabel);
  }
  // Each kind's form loads with its first use.
  await screen.findByLabelText(/Enunciado/);
  return rendered;
}

/** Presses 'Crear pregunta' on a form that does not pass: its first message shows and nothing is sent. */
export async function createRefused(user: User, environment: Environment, message: string) {
  await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
  expect(await screen.findByText(message)).toBeTruthy();
  expect(environment.mock.getAllOperations()).toHaveLength(0);
}

/** Opens the bank's edit form of a saved question (its type in the path), answered with that question. */
export async function openUpdate(question: Record<string, unknown>) {
  const rendered = renderWithProviders(routes, {
    initialPath: `/profile/questions/update/${String(question.type)}?questionId=${String(question.id)}`,
  });
  rendered.environment.mock.resolve(await operationNamed(rendered.environment, 'QuestionFormPageQuery'), { data: { question } });
  return rendered;
}

/** Answers createQuestion with a new question and returns its variables. */
export async function resolveCreate(environment: Environment, typename: string, assignment: unknown = null) {
  const mutation = await operationNamed(environment, 'useCreateQuestionMutation');
  const variables = mutation.request.variables;
  const input = variables.input as { statement: string };
  const node = questionData(typename, { id: 'q-new', type: 'TRUE_OR_FALSE', statement: input.statement });
  environment.mock.resolve(mutation, { data: { createQuestion: { questionEdge: { cursor: 'c-new', node }, assignment } } });
  return variables;
}
