import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestions,
  createAssignment,
  createStudyGroup,
  expectAccessible,
  graphql,
  journeyFor,
  openAs,
  signUp,
  wait,
  type Session,
} from './harness';

// In the browser: Modo Libre with the solution after each answer, an assignment with one attempt that
// cannot be started again, and the teacher's gradebook exported as a CSV that lists every student.

const phone = { viewport: { width: 412, height: 823 } };

/** Modo Libre: answers the question, checks it, and sees the verdict and the solution (every key here: Verdadero). */
async function checkAnswer(page: Page, heading: string, answer: 'Verdadero' | 'Falso', verdict: string) {
  await page.getByRole('heading', { name: new RegExp(`^${heading}`) }).waitFor(wait);
  await page.getByLabel(answer).check();
  await page.getByRole('button', { name: 'Comprobar' }).click();
  await page.getByText(verdict).waitFor(wait);
  const solution = page.getByRole('region', { name: 'Solución' }).getByRole('group', { name: 'Respuesta correcta' });
  expect(await solution.getByText('Verdadero', { exact: true }).count()).toBe(1);
}

describe('practice, attempts policy and gradebook journeys', () => {
  const journey = journeyFor('practice');
  let teacher: Session;
  let ana: Session;
  let beto: Session;
  let groupId: string;

  async function newAssignment(name: string, fields: Record<string, unknown>, statements: string[]) {
    const assignmentId = await createAssignment(journey, teacher, { studyGroupId: groupId, name, description: 'Repaso', ...fields });
    const questionIds = await addQuestions(
      journey,
      teacher,
      assignmentId,
      statements.map((statement) => ({ statement, trueOrFalse: { correctAnswer: true, image: null } })),
    );
    return { assignmentId, questionIds };
  }

  beforeAll(async () => {
    teacher = await signUp(journey, 'Marta', 'Quispe');
    ana = await signUp(journey, 'Ana', 'Núñez');
    beto = await signUp(journey, 'Beto', 'Ríos');
    groupId = await createStudyGroup(journey, teacher, {
      name: 'Ciencias 2B',
      description: 'Curso de los jueves',
      memberIds: [ana.profile.id, beto.profile.id],
    });
  });

  let practised: { assignmentId: string; questionIds: string[] };

  it('a student practises an open assignment and sees the solution after each answer (phone)', async () => {
    practised = await newAssignment('Repaso libre', { openForPractice: true }, ['El agua hierve a 100 grados', 'La Tierra gira alrededor del Sol']);
    const page = await openAs(journey, ana, '/free-mode', phone);
    await page.getByRole('button', { name: 'Empezar práctica' }).waitFor(wait);
    await expectAccessible(page, 'free mode setup (412px)');
    await page.getByRole('button', { name: 'Empezar práctica' }).click();

    await checkAnswer(page, 'Pregunta 1 de 2', 'Verdadero', '¡Correcto!');
    await expectAccessible(page, 'free mode solution (412px)');

    await page.getByRole('button', { name: 'Siguiente' }).click();
    await checkAnswer(page, 'Pregunta 2 de 2', 'Falso', 'Incorrecto (0 de 100)');
    await page.getByRole('button', { name: 'Ver resultado' }).click();
    await page.getByText('1 de 2 correctas').waitFor(wait);
    await journey.shot(page, 'free-mode-summary');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });

  it('a teacher closing a practised Modo Libre for grading is told students saw the solutions, and confirms', async () => {
    const page = await openAs(journey, teacher, `/groups/assignments/update?assignmentId=${practised.assignmentId}&studyGroupId=${groupId}`);
    const practice = page.getByRole('switch', { name: 'Abrir para práctica (Modo Libre)' });
    await practice.waitFor(wait);
    await practice.uncheck();
    await page.getByRole('button', { name: 'Actualizar tarea' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Calificar con soluciones ya vistas?' });
    await dialog.waitFor(wait);
    expect(await dialog.getByText(/Los estudiantes ya vieron en Modo Libre las soluciones/).count()).toBe(1);
    await expectAccessible(page, 'practised keys confirmation');
    await journey.shot(page, 'practised-keys-dialog');
    await dialog.getByRole('button', { name: 'Sí, continuar' }).click();
    await page.getByText('Tarea actualizada').waitFor(wait);
    const { node } = await graphql<{ node: { openForPractice: boolean } }>(
      journey,
      `
        query ($id: ID!) {
          node(id: $id) {
            ... on Assignment {
              openForPractice
            }
          }
        }
      `,
      { id: practised.assignmentId },
      teacher.token,
    );
    expect(node.openForPractice).toBe(false);
    await page.context().close();
  });

  it('a student with one attempt allowed cannot start a second one', async () => {
    const { assignmentId } = await newAssignment('Control de lectura', { maxAttempts: 1, dueAt: new Date(Date.now() + 86_400_000).toISOString() }, [
      'El Sol es una estrella',
    ]);
    const page = await openAs(journey, beto, `/assignment/main/${assignmentId}`);
    await page.getByText('Intentos restantes: 1 de 1').waitFor(wait);
    expect(await page.getByText(/^Fecha de entrega: /).count()).toBe(1);
    await page.getByRole('link', { name: 'Empezar' }).click();
    await page.getByLabel('Verdadero').check();
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await page.waitForURL('**/groups', wait);

    await page.goto(`/assignment/main/${assignmentId}`);
    await page.getByText('Intentos restantes: 0 de 1').waitFor(wait);
    expect(await page.getByText('Ya usó todos los intentos permitidos de esta tarea').count()).toBe(1);
    expect(await page.getByText('Empezar').locator('xpath=ancestor-or-self::a').getAttribute('aria-disabled')).toBe('true');
    await expectAccessible(page, 'overview without attempts left');
    // Its address alone does not start one either.
    await page.goto(`/assignment/solve/${assignmentId}`);
    await page.getByText('Ya usó todos los intentos permitidos de esta tarea').waitFor(wait);
    expect(await page.getByRole('button', { name: 'Finalizar' }).count()).toBe(0);
    await page.context().close();
  });

  it('a teacher exports the gradebook and the file lists every student', async () => {
    const page = await openAs(journey, teacher, `/groups/${groupId}`);
    await page.getByRole('link', { name: /Calificaciones/ }).click();
    await page.getByRole('table', { name: 'Calificaciones de Ciencias 2B' }).waitFor(wait);
    await expectAccessible(page, 'gradebook');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('calificaciones-ciencias-2b.csv');
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Nombre,Apellido,Usuario,Repaso libre,Repaso libre (estado),Control de lectura,Control de lectura (estado),Promedio');
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[2])
        .sort(),
    ).toEqual([ana.profile.username, beto.profile.username].sort());
    expect(lines.find((line) => line.includes(beto.profile.username))).toBe(
      `Beto,Ríos,${beto.profile.username},,Sin intento,100.00,Calificada,100.00`,
    );
    await journey.shot(page, 'gradebook');

    const small = await openAs(journey, teacher, `/groups/gradebook?studyGroupId=${groupId}`, phone);
    await small.getByRole('table').waitFor(wait);
    await expectAccessible(small, 'gradebook (412px)');
    await small.context().close();
    await page.context().close();
  });
});
