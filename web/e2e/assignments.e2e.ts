import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, openAs, settledShot, wait } from './harness';
import { groupJourney } from './solveSteps';

const groupInfo = (groupId: string, ownerId: string) => `/groups/assignments/group-info?${new URLSearchParams({ groupId, ownerId })}`;

/** The owner's options button of an assignment row. */
const optionsOf = (page: Page, name: string) => page.getByRole('button', { name: `Opciones de ${name}` });

describe('assignment journeys', () => {
  const { journey, teacher, student, group } = groupJourney('assignments', { group: { name: 'Álgebra 3A', description: 'Curso de los martes' } });
  let assignmentId: string;

  beforeAll(async () => {});

  it('the teacher creates an assignment through the form and the add-question dialog, and sees it in group-info', async () => {
    const page = await openAs(journey, teacher, groupInfo(group.id, teacher.profile.id));
    await page.getByText('Todavia no hay tareas. Pruebe a crear una').waitFor(wait);
    await settledShot(journey, page, 'group-info-empty');

    await page.getByRole('link', { name: 'Añadir' }).click();
    await page.waitForURL('**/groups/assignments/add?studyGroupId=*', wait);
    const addQuestions = page.getByRole('button', { name: 'Añadir pregunta(s)' });
    await addQuestions.waitFor(wait);
    expect(await addQuestions.isDisabled()).toBe(true);
    await page.getByLabel('Título').fill('  Repaso   de  álgebra ');
    // Touching the description and leaving it empty shows its message under it.
    await page.getByLabel('Descripción').focus();
    await page.getByLabel('Título').focus();
    await page.getByText('La descripción no puede estar vacía').waitFor(wait);
    expect(await addQuestions.isDisabled()).toBe(true);
    await page.getByLabel('Descripción').fill('Ecuaciones   lineales y sistemas');
    await page.getByRole('combobox', { name: 'Dificultad' }).click();
    await page.getByRole('option', { name: 'Difícil' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached', ...wait });
    await expect.poll(() => addQuestions.isEnabled(), wait).toBe(true);
    await settledShot(journey, page, 'assignment-create');

    await addQuestions.click();
    const dialog = page.getByRole('dialog', { name: 'Añadir pregunta(s)' });
    await dialog.waitFor(wait);
    // The created assignment is now the current one: this screen became its edit screen.
    await page.waitForURL('**/groups/assignments/update?assignmentId=*', wait);
    assignmentId = new URL(page.url()).searchParams.get('assignmentId') ?? '';
    expect(assignmentId).not.toBe('');
    expect(new URL(page.url()).searchParams.get('studyGroupId')).toBe(group.id);
    await dialog.getByRole('link', { name: /Buscar en repositorio/ }).waitFor(wait);
    await settledShot(journey, page, 'add-questions-dialog');

    await dialog.getByRole('link', { name: /Añadir pregunta/ }).click();
    await page.waitForURL('**/groups/assignments/add/link-question?assignmentId=*', wait);
    expect(new URL(page.url()).searchParams.get('assignmentId')).toBe(assignmentId);

    // Back: the edit screen of the created assignment (saved, normalised), without the dialog.
    await page.goBack();
    await page.waitForURL('**/groups/assignments/update?assignmentId=*', wait);
    await page.getByRole('heading', { name: 'Editar tarea' }).waitFor(wait);
    await expect.poll(() => page.getByLabel('Título').inputValue(), wait).toBe('Repaso de álgebra');
    expect(await page.getByLabel('Descripción').inputValue()).toBe('Ecuaciones lineales y sistemas');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByText('Esta tarea todavía no tiene preguntas.').waitFor(wait);
    await settledShot(journey, page, 'assignment-edit-new');

    // Back again: group-info lists it (one assignment, not two) with its menu.
    await page.goBack();
    await page.waitForURL('**/groups/assignments/group-info?*', wait);
    await page.getByRole('heading', { name: 'Repaso de álgebra' }).waitFor(wait);
    expect(await page.getByRole('heading', { name: 'Repaso de álgebra' }).count()).toBe(1);
    await page.getByText('Difícil').waitFor(wait);
    await optionsOf(page, 'Repaso de álgebra').click();
    for (const item of ['Editar', 'Eliminar', 'Notas']) await page.getByRole('menuitem', { name: item }).waitFor(wait);
    expect(await page.getByRole('menuitem', { name: 'Notas' }).getAttribute('href')).toBe(
      `/groups/assignments/grades?${new URLSearchParams({ assignmentId })}`,
    );
    await settledShot(journey, page, 'group-info-owner-menu');
    await page.keyboard.press('Escape');
  });

  it('the teacher edits the title with Actualizar tarea, unlinks a question, and returns to group-info', async () => {
    // Two questions linked to the assignment, made through the API (the question forms are another journey).
    for (const statement of ['¿Qué es una ecuación lineal?', 'Explique cómo se despeja x']) {
      await graphql(
        journey,
        `
          mutation ($input: CreateQuestionInput!) {
            createQuestion(input: $input) {
              question {
                __typename
              }
            }
          }
        `,
        { input: { statement, shortAnswer: {}, assignmentId } },
        teacher.token,
      );
    }

    const page = await openAs(journey, teacher, groupInfo(group.id, teacher.profile.id));
    await optionsOf(page, 'Repaso de álgebra').click(wait);
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await page.waitForURL('**/groups/assignments/update?*', wait);
    expect(new URL(page.url()).searchParams.get('assignmentId')).toBe(assignmentId);
    await expect.poll(() => page.getByLabel('Título').inputValue(), wait).toBe('Repaso de álgebra');
    const questions = page.getByRole('list', { name: 'Preguntas de la tarea' });
    await questions.getByText('¿Qué es una ecuación lineal?').waitFor(wait);
    await questions.getByText('Explique cómo se despeja x').waitFor(wait);
    expect(await page.getByRole('link', { name: 'Editar la pregunta: ¿Qué es una ecuación lineal?' }).getAttribute('href')).toContain(
      '/groups/assignments/update-question-assignment/true/SHORT_ANSWER?',
    );
    await settledShot(journey, page, 'assignment-edit-questions');

    await page.getByRole('button', { name: 'Desvincular la pregunta: Explique cómo se despeja x' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('¿Seguro que quiere desvincular la pregunta?').waitFor(wait);
    await settledShot(journey, page, 'unlink-confirm');
    await confirm.getByRole('button', { name: 'Sí' }).click();
    await questions.getByText('Explique cómo se despeja x').waitFor({ state: 'detached', ...wait });
    await page.getByText('Pregunta desvinculada correctamente').waitFor(wait);

    // A new assignment is a draft: published here, its group's members see it from now on.
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await page.getByText('Tarea publicada: los estudiantes ya la ven').waitFor(wait);

    await page.getByLabel('Título').fill('Repaso final de álgebra');
    await page.getByRole('button', { name: 'Actualizar tarea' }).click();
    await page.waitForURL('**/groups/assignments/group-info?*', wait);
    const url = new URL(page.url());
    expect([url.searchParams.get('groupId'), url.searchParams.get('ownerId')]).toEqual([group.id, teacher.profile.id]);
    await page.getByText('Tarea actualizada').waitFor(wait);
    await page.getByRole('heading', { name: 'Repaso final de álgebra' }).waitFor(wait);
    await settledShot(journey, page, 'group-info-updated');

    // The unlink stays when the edit screen is loaded again (here on a phone-sized screen).
    const phone = await openAs(journey, teacher, `/groups/assignments/update?${new URLSearchParams({ assignmentId, studyGroupId: group.id })}`, {
      viewport: { width: 390, height: 844 },
    });
    const phoneQuestions = phone.getByRole('list', { name: 'Preguntas de la tarea' });
    await phoneQuestions.getByText('¿Qué es una ecuación lineal?').waitFor(wait);
    expect(await phoneQuestions.getByText('Explique cómo se despeja x').count()).toBe(0);
    expect(await phone.getByLabel('Título').inputValue()).toBe('Repaso final de álgebra');
    await settledShot(journey, phone, 'assignment-edit-phone');
  });

  it('a member who is not the owner opens assignments from their rows, with no Editar, Eliminar or Notas', async () => {
    const page = await openAs(journey, student, groupInfo(group.id, teacher.profile.id), { viewport: { width: 390, height: 844 } });
    const row = page.getByRole('link', { name: /Repaso final de álgebra/ });
    await row.waitFor(wait);
    expect(await page.getByRole('button', { name: /^Opciones de/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Añadir' }).count()).toBe(0);
    for (const item of ['Editar', 'Eliminar', 'Notas']) expect(await page.getByText(item, { exact: true }).count()).toBe(0);
    await settledShot(journey, page, 'group-info-member-phone');
    await row.click();
    await page.waitForURL(`**/assignment/main/${encodeURIComponent(assignmentId)}`, wait);
  });

  it('the teacher deactivates the assignment: the row leaves at once and stays gone after a reload', async () => {
    const page = await openAs(journey, teacher, groupInfo(group.id, teacher.profile.id));
    const title = page.getByRole('heading', { name: 'Repaso final de álgebra' });
    await optionsOf(page, 'Repaso final de álgebra').click(wait);
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('¿Seguro que quiere eliminar la pregunta?').waitFor(wait);
    await confirm.getByRole('button', { name: 'Cancelar' }).waitFor(wait);
    await settledShot(journey, page, 'deactivate-confirm');
    await confirm.getByRole('button', { name: 'Sí' }).click();
    await title.waitFor({ state: 'detached', ...wait });
    await page.getByText('Tarea desactivada correctamente').waitFor(wait);
    await page.getByText('Todavia no hay tareas. Pruebe a crear una').waitFor(wait);
    await settledShot(journey, page, 'group-info-deactivated');

    await page.reload();
    await page.getByText('Todavia no hay tareas. Pruebe a crear una').waitFor(wait);
    expect(await title.count()).toBe(0);
  });

  it('on a slow link (1.5 s), a second tap or Enter creates no second assignment nor question', async () => {
    const page = await openAs(journey, teacher, `/groups/assignments/add?${new URLSearchParams({ studyGroupId: group.id })}`);
    const sent: string[] = [];
    await page.route('**/graphql', async (route) => {
      // The app sends persisted documents: the operation's name tells a mutation (Relay names end in 'Mutation').
      const operationName = /"operationName"\s*:\s*"(\w+)"/.exec(route.request().postData() ?? '')?.[1];
      if (operationName?.endsWith('Mutation')) sent.push(operationName);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });

    // 'Añadir pregunta(s)' creates the assignment.
    await page.getByLabel('Título').fill('Tarea en red lenta');
    await page.getByLabel('Descripción').fill('Dos toques seguidos');
    const create = page.getByRole('button', { name: 'Añadir pregunta(s)' });
    await expect.poll(() => create.isEnabled(), wait).toBe(true);
    await create.click();
    await page.waitForTimeout(300);
    await create.click({ force: true });
    await page.getByLabel('Título').press('Enter');
    await page.waitForURL('**/groups/assignments/update?assignmentId=*', wait);
    await page.getByRole('dialog', { name: 'Añadir pregunta(s)' }).waitFor(wait);
    const assignmentOnSlowLink = new URL(page.url()).searchParams.get('assignmentId') ?? '';

    // 'Añadir pregunta' from the dialog: 'Crear pregunta' tapped twice.
    await page
      .getByRole('dialog', { name: 'Añadir pregunta(s)' })
      .getByRole('link', { name: /Añadir pregunta/ })
      .click();
    await page.waitForURL('**/groups/assignments/add/link-question?**', wait);
    await page.getByLabel('Enunciado').fill('La luz tarda en llegar');
    const createQuestionButton = page.getByRole('button', { name: 'Crear pregunta' });
    await createQuestionButton.click();
    await page.waitForTimeout(300);
    await page.getByRole('button', { name: /Crear pregunta|Creando/ }).click({ force: true });
    await page.getByRole('dialog', { name: '¿Deseas añadir otra pregunta?' }).waitFor(wait);
    await page.unrouteAll({ behavior: 'wait' });

    expect(sent.filter((name) => /createAssignment/i.test(name))).toHaveLength(1);
    expect(sent.filter((name) => /createQuestion/i.test(name))).toHaveLength(1);
    const { node } = await graphql<{ node: { assignments: { edges: Array<{ node: { id: string; name: string; questionCount: number } }> } } }>(
      journey,
      `
        query ($id: ID!) {
          node(id: $id) {
            ... on StudyGroup {
              assignments(first: 50) {
                edges {
                  node {
                    id
                    name
                    questionCount
                  }
                }
              }
            }
          }
        }
      `,
      { id: group.id },
      teacher.token,
    );
    const slow = node.assignments.edges.filter(({ node: assignment }) => assignment.name === 'Tarea en red lenta');
    expect(slow.map(({ node: assignment }) => [assignment.id, assignment.questionCount])).toEqual([[assignmentOnSlowLink, 1]]);
    await page.context().close();
  });
});
