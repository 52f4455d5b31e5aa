import { beforeAll, describe, expect, it } from 'vitest';
import { createAssignment, createQuestionMutation, createStudyGroup, expectAccessible, graphql, openAs, settledShot, wait } from './harness';
import { groupJourney, next } from './solveSteps';

// Drafts and publishing in the browser: the teacher's list says what each assignment is (Borrador, Programada,
// Publicada, due date, attempts, practice); the edit screen publishes now or at a time; 'Duplicar' copies into
// another group as a draft; a student meets practice-only assignments with a link to Modo Libre, a due date whose
// time shows on a phone, a late submission said to be late, and one advert per question.

const phone = { viewport: { width: 412, height: 823 } };
const groupInfo = (groupId: string, ownerId: string) => `/groups/assignments/group-info?${new URLSearchParams({ groupId, ownerId })}`;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('publishing journeys', () => {
  const { journey, teacher, student, group } = groupJourney('publish', { group: { name: 'Historia 4C', description: 'Curso de los viernes' } });
  let draftId = '';

  /** A true-or-false question written into the assignment, leaving it as it is (a draft stays a draft). */
  const addQuestion = (assignmentId: string, statement: string) =>
    graphql(journey, createQuestionMutation, { input: { statement, trueOrFalse: { correctAnswer: true }, assignmentId } }, teacher.token);

  beforeAll(async () => {
    draftId = await createAssignment(journey, teacher, {
      studyGroupId: group.id,
      name: 'Independencia del Perú',
      description: 'Dos preguntas',
      maxAttempts: 2,
      dueAt: hoursFromNow(48),
    });
    await addQuestion(draftId, 'San Martín proclamó la independencia en 1821');
    await addQuestion(draftId, 'La batalla de Ayacucho fue en 1824');
  });

  it('the teacher sees the draft marked in the list, with its due date and attempts; the student does not see it', async () => {
    const page = await openAs(journey, teacher, groupInfo(group.id, teacher.profile.id));
    const row = page.getByRole('listitem').filter({ hasText: 'Independencia del Perú' });
    await row.getByText('Borrador', { exact: true }).waitFor(wait);
    expect(await row.getByText(/^Entrega: \d+ de [a-z]+ del \d{4} a las \d{2}:\d{2}$/).count()).toBe(1);
    expect(await row.getByText('Intentos: 2', { exact: true }).count()).toBe(1);
    await expectAccessible(page, 'assignment list with a draft');
    await settledShot(journey, page, 'list-draft');

    const small = await openAs(journey, teacher, groupInfo(group.id, teacher.profile.id), phone);
    await small.getByText('Borrador', { exact: true }).waitFor(wait);
    await expectAccessible(small, 'assignment list with a draft on a phone');
    await settledShot(journey, small, 'list-draft-phone');
    await small.context().close();

    const theirs = await openAs(journey, student, groupInfo(group.id, teacher.profile.id), phone);
    await theirs.getByText('Todavia no hay tareas. Pruebe a crear una').waitFor(wait);
    await theirs.context().close();
    await page.context().close();
  });

  it('the teacher schedules it, confirmed in the SPEC date format, then publishes it now', async () => {
    const page = await openAs(
      journey,
      teacher,
      `/groups/assignments/update?${new URLSearchParams({ assignmentId: draftId, studyGroupId: group.id })}`,
    );
    const section = page.getByRole('region', { name: 'Publicación' });
    await section.getByText('Borrador: los estudiantes no la ven hasta que la publique.').waitFor(wait);
    await section.getByRole('button', { name: 'Programar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Programar la publicación' });
    await dialog.getByLabel('Fecha y hora de publicación').fill('2099-03-01T13:00');
    await dialog.getByText('Se publicará el 1 de marzo del 2099 a las 13:00').waitFor(wait);
    await expectAccessible(page, 'schedule dialog');
    await settledShot(journey, page, 'schedule-dialog');
    await dialog.getByRole('button', { name: 'Programar' }).click();
    await page.getByText('Tarea programada: se publicará el 1 de marzo del 2099 a las 13:00').waitFor(wait);
    await section.getByText('Programada', { exact: true }).waitFor(wait);

    await section.getByRole('button', { name: 'Publicar ahora' }).click();
    await page.getByText('Tarea publicada: los estudiantes ya la ven').waitFor(wait);
    await section.getByText('Publicada', { exact: true }).waitFor(wait);
    await expectAccessible(page, 'published assignment');
    await settledShot(journey, page, 'published');
    await page.context().close();
  });

  it('the student sees it on a phone with the whole due date, and the advert once per question', async () => {
    const page = await openAs(journey, student, `/assignment/main/${encodeURIComponent(draftId)}`, phone);
    const due = page.getByText(/^Fecha de entrega: .* a las \d{2}:\d{2}$/);
    await due.waitFor(wait);
    // Not cut: the label's text fits its box (it wraps rather than hiding the time).
    expect(await due.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
    await expectAccessible(page, 'overview on a phone');
    await settledShot(journey, page, 'overview-phone');

    await page.getByRole('link', { name: 'Empezar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pregunta 1 de 2' }).waitFor(wait);
    await page.getByRole('radio', { name: 'Verdadero' }).check();
    await next(page);
    await page.getByRole('button', { name: 'Anterior' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pregunta 1 de 2' }).waitFor(wait);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pregunta 2 de 2' }).waitFor(wait);
    expect(await page.getByRole('dialog', { name: 'Anuncio' }).count()).toBe(0);
    await page.context().close();
  });

  it('the teacher duplicates it into another group, where the copy is a draft', async () => {
    await createStudyGroup(journey, teacher, { name: 'Historia 5A', description: 'Curso de los lunes' });
    const page = await openAs(journey, teacher, groupInfo(group.id, teacher.profile.id));
    await page.getByRole('button', { name: 'Opciones de Independencia del Perú' }).click(wait);
    await page.getByRole('menuitem', { name: 'Duplicar' }).click();
    await page.getByRole('heading', { name: 'Duplicar tarea' }).waitFor(wait);
    await page.getByRole('combobox', { name: 'Grupo de destino' }).click();
    await page.getByRole('option', { name: 'Historia 5A' }).click();
    await expectAccessible(page, 'duplicate screen');
    await page.getByRole('button', { name: 'Duplicar' }).click();
    await page.getByText('Tarea duplicada como borrador: revísela y publíquela cuando esté lista').waitFor(wait);
    await page.waitForURL('**/groups/assignments/update?*', wait);
    await page.getByRole('region', { name: 'Publicación' }).getByText('Borrador', { exact: true }).waitFor(wait);
    expect(await page.getByLabel('Título').inputValue()).toBe('Independencia del Perú');
    await page.context().close();
  });

  it('a practice-only assignment links the student to Modo Libre; a late submission says it was late', async () => {
    const practiceId = await createAssignment(journey, teacher, {
      studyGroupId: group.id,
      name: 'Repaso libre',
      description: 'Práctica',
      openForPractice: true,
    });
    const lateId = await createAssignment(journey, teacher, {
      studyGroupId: group.id,
      name: 'Control tardío',
      description: 'Una pregunta',
      dueAt: hoursFromNow(-1),
    });
    for (const id of [practiceId, lateId]) {
      await addQuestion(id, 'Lima es la capital del Perú');
      await graphql(
        journey,
        `
          mutation ($input: PublishAssignmentInput!) {
            publishAssignment(input: $input) {
              assignment {
                id
              }
            }
          }
        `,
        { input: { id } },
        teacher.token,
      );
    }

    const page = await openAs(journey, student, `/assignment/main/${encodeURIComponent(practiceId)}`, phone);
    await page.getByRole('link', { name: 'Practicar en Modo Libre' }).waitFor(wait);
    expect(await page.getByRole('link', { name: 'Empezar' }).count()).toBe(0);
    await expectAccessible(page, 'practice-only overview');
    await page.getByRole('link', { name: 'Practicar en Modo Libre' }).click();
    await page.waitForURL('**/free-mode', wait);

    await page.goto(`/assignment/solve/${encodeURIComponent(lateId)}`);
    await page.getByRole('radio', { name: 'Verdadero' }).check();
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await page.getByText('Tarea entregada con retraso. Nota: 100.00%').waitFor(wait);
    await page.context().close();
  });
});
