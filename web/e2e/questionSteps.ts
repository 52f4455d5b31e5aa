import type { Page } from 'playwright-core';
import { createAssignment, createQuestion, createStudyGroup, graphql as graphqlOf, signUp, wait, type Journey } from './harness';

/** Picks a kind in the question form's 'Tipo de pregunta' selector: its list closes and the kind's form shows. */
export async function chooseType(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Tipo de pregunta' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await page
    .getByRole('option')
    .first()
    .waitFor({ state: 'detached', ...wait });
  await page.getByLabel('Enunciado').waitFor(wait);
}

/** The match-columns form's rows: one to start, 'Añadir fila' for each other, then each filled (left, right). */
export async function fillRows(page: Page, rows: Array<[left: string, right: string]>) {
  for (let added = 1; added < rows.length; added++) await page.getByRole('button', { name: 'Añadir fila' }).click();
  for (const [index, [left, right]] of rows.entries()) {
    await page.getByRole('textbox', { name: `Izquierda ${index + 1}`, exact: true }).fill(left);
    await page.getByRole('textbox', { name: `Derecha ${index + 1}`, exact: true }).fill(right);
  }
}

/** 'Crear pregunta', then the answer to '¿Deseas añadir otra pregunta?' ('Sí': the form again, empty). */
export async function createAndAnswer(page: Page, answer: 'Sí' | 'No') {
  await page.getByRole('button', { name: 'Crear pregunta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Deseas añadir otra pregunta?' });
  await dialog.waitFor(wait);
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await dialog.waitFor({ state: 'detached', ...wait });
}

/** What the question journeys do again and again, for the journey given (see journeyFor). */
export function questionSteps(journey: Journey) {
  /** Setup straight through GraphQL, where the screens are not the thing under test. */
  const graphql = <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
    graphqlOf<T>(journey, query, variables, token);

  async function teacherWithAssignment() {
    const teacher = await signUp(journey, 'Rosa', 'Quispe');
    const groupId = await createStudyGroup(journey, teacher, { name: 'Ciencias 3.º B', description: 'Grupo de ciencias' });
    const assignmentId = await createAssignment(journey, teacher, {
      studyGroupId: groupId,
      name: 'Repaso del sistema solar',
      description: 'Preguntas variadas',
    });
    const { token } = teacher;
    const bankQuestion = (statement: string) => createQuestion(journey, token, { statement, shortAnswer: { acceptedAnswers: [] } });
    return { token, groupId, ownerId: teacher.profile.id, assignmentId, bankQuestion };
  }

  async function assignmentQuestions(token: string, assignmentId: string) {
    const { node } = await graphql(
      `
        query ($id: ID!) {
          node(id: $id) {
            ... on Assignment {
              questions {
                __typename
                ... on QuestionCommon {
                  id
                  type
                  statement
                }
                ... on TrueOrFalseQuestion {
                  correctAnswer
                  imageUrl
                }
                ... on FillBlanksQuestion {
                  correctWords
                }
                ... on MatchColumnsQuestion {
                  leftColumn
                  rightColumn
                }
                ... on MultipleAnswerQuestion {
                  options
                  correctOptionsIndex
                }
                ... on ShortAnswerQuestion {
                  acceptedAnswers
                }
              }
            }
          }
        }
      `,
      { id: assignmentId },
      token,
    );
    return node.questions as Array<Record<string, any>>;
  }

  /** The browser keeps the session token under `jwt`; the app verifies it on start. */
  async function logIn(page: Page, token: string) {
    await page.goto('/login');
    await page.evaluate((jwt) => localStorage.setItem('jwt', jwt), token);
    await page.goto('/groups');
    await page.getByRole('heading', { name: 'Grupos' }).waitFor(wait);
  }

  /** A screenshot once transitions (chips, ripples, dialogs) have finished, so it shows the settled screen. */
  async function shot(page: Page, name: string) {
    await page
      .waitForFunction(
        () =>
          document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
        undefined,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
    await journey.shot(page, name);
  }

  return { graphql, teacherWithAssignment, assignmentQuestions, logIn, shot };
}
