import type { Page } from 'playwright-core';
import { createAssignment, createQuestion, createStudyGroup, graphql as graphqlOf, signUp, wait, type Journey } from './harness';

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

  async function chooseType(page: Page, label: string) {
    await page.getByRole('combobox', { name: 'Tipo de pregunta' }).click();
    await page.getByRole('option', { name: label, exact: true }).click();
    await page
      .getByRole('option')
      .first()
      .waitFor({ state: 'detached', ...wait });
  }

  async function createAndAnswer(page: Page, answer: 'Sí' | 'No') {
    await page.getByRole('button', { name: 'Crear pregunta' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Deseas añadir otra pregunta?' });
    await dialog.waitFor(wait);
    await dialog.getByRole('button', { name: answer, exact: true }).click();
    await dialog.waitFor({ state: 'detached', ...wait });
  }

  return { graphql, teacherWithAssignment, assignmentQuestions, logIn, shot, chooseType, createAndAnswer };
}
