import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestions,
  createAssignment,
  createStudyGroup,
  expectAccessible,
  graphql,
  journeyFor,
  openAs,
  publish,
  signUp,
  wait,
  type Session,
} from './harness';

// In the browser: the teacher's group dashboard ('Panel del grupo') on a desktop and a phone, axe clean, its chart
// and its table telling the same story, a new attempt showing while it is open, the answers to grade linked; and
// the student's line of grades in 'Mis notas'.

const phone = { viewport: { width: 412, height: 823 } };

/** Each row of the table as its cells' texts. */
const rowsOf = (table: Locator) =>
  table.locator('tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')));

/** The x-axis labels the chart drew, in order (its points); a label too long for its room ends in '…'. */
const chartLabels = (chart: Locator) =>
  chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').evaluateAll((labels) => labels.map((label) => label.textContent?.trim() ?? ''));

/** The chart's points are these names, in order (each label the name, or its start cut with '…'). */
async function expectPoints(chart: Locator, names: string[]) {
  const labels = await chartLabels(chart);
  expect(labels).toHaveLength(names.length);
  labels.forEach((label, i) => expect(label === names[i] || (label.endsWith('…') && names[i]!.startsWith(label.slice(0, -1)))).toBe(true));
}

/** The chart of the page: drawn (its SVG has its lines) once the charts library loaded. */
async function drawnChart(page: Page, name: string) {
  const chart = page.getByRole('img', { name });
  await chart.locator('.MuiLineChart-line').first().waitFor(wait);
  return chart;
}

describe('progress journeys', () => {
  const journey = journeyFor('progress');
  let teacher: Session;
  let ana: Session;
  let beto: Session;
  let groupId: string;
  let examId: string;
  let essayId: string;
  let examQuestion: string;
  let essayQuestion: string;

  const submit = (student: Session, assignmentId: string, answer: Record<string, unknown>) =>
    graphql(
      journey,
      'mutation ($input: SubmitAssignmentAttemptInput!) { submitAssignmentAttempt(input: $input) { assignmentAttempt { id } } }',
      { input: { assignmentId, clientSubmissionId: randomUUID(), answers: [answer] } },
      student.token,
    );

  beforeAll(async () => {
    teacher = await signUp(journey, 'Rosa', 'Huamán');
    ana = await signUp(journey, 'Ana', 'Núñez');
    beto = await signUp(journey, 'Beto', 'Ríos');
    groupId = await createStudyGroup(journey, teacher, { name: 'Historia 5.º A', description: 'Perú', memberIds: [ana.profile.id, beto.profile.id] });
    // The exam has a due date (a week ahead: nobody is late, 0 %); the essay has none (late makes no sense: '—').
    examId = await createAssignment(journey, teacher, {
      studyGroupId: groupId,
      name: 'Examen',
      description: 'Incas',
      maxAttempts: null,
      dueDate: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
    });
    examQuestion = (
      await addQuestions(journey, teacher, examId, [{ statement: 'Cusco fue la capital inca', trueOrFalse: { correctAnswer: true, image: null } }])
    )[0]!;
    await publish(journey, teacher.token, examId);
    essayId = await createAssignment(journey, teacher, { studyGroupId: groupId, name: 'Ensayo', description: 'Virreinato', maxAttempts: null });
    essayQuestion = (
      await addQuestions(journey, teacher, essayId, [{ statement: '¿Qué fue el virreinato?', shortAnswer: { acceptedAnswers: [] } }])
    )[0]!;
    await publish(journey, teacher.token, essayId);
    // Exam: Ana 100, Beto 0 (mean 50, 2 of 2). Essay: Ana's answer waits for the teacher (0 meanwhile, 1 of 2).
    await submit(ana, examId, { questionId: examQuestion, trueOrFalseAnswer: true });
    await submit(beto, examId, { questionId: examQuestion, trueOrFalseAnswer: false });
    await submit(ana, essayId, { questionId: essayQuestion, shortAnswer: 'Un gobierno de la Corona española' });
  });

  it("a teacher opens 'Panel del grupo' from the group: chart and table agree, the answer to grade is linked (desktop)", async () => {
    const page = await openAs(journey, teacher, `/groups/${encodeURIComponent(groupId)}`);
    await page.getByRole('link', { name: /Panel del grupo/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Panel de Historia 5.º A' }).waitFor(wait);
    const table = page.getByRole('table', { name: 'Progreso de las tareas' });
    const rows = await rowsOf(table);
    expect(rows.map((row) => [row[0], row[2], row[3], row[4], row[5]])).toEqual([
      ['Tarea', 'Media de las notas', 'Entregas', 'Entregas tardías', 'Por calificar'],
      ['Examen', '50 %', '2 de 2 (100 %)', '0 %', '0'],
      ['Ensayo', '0 %', '1 de 2 (50 %)', '—', '1'],
    ]);
    const chart = await drawnChart(page, 'Media de las notas y tasa de entrega de cada tarea, en el orden en que se publicaron');
    expect(await chart.getAttribute('aria-describedby')).toBe(await table.getAttribute('id'));
    // The chart's points are the table's assignments, in the same order; one line per series (mean, submissions).
    await expectPoints(chart, ['Examen', 'Ensayo']);
    expect(await chart.locator('.MuiLineChart-line').count()).toBe(2);
    await expectAccessible(page, 'group dashboard');
    expect(await chart.locator('[tabindex]:not([tabindex="-1"])').count()).toBe(0);
    await journey.shot(page, 'group-dashboard');

    await page.getByText('Hay 1 respuesta por calificar').waitFor(wait);
    await page.getByRole('link', { name: 'Calificar Ensayo' }).click();
    await page.waitForURL(/\/groups\/assignments\/grades\?assignmentId=.*&pendiente=1/, wait);
    await page.context().close();
  });

  it('a new attempt shows on the open dashboard, on a phone', async () => {
    const page = await openAs(journey, teacher, `/groups/dashboard?studyGroupId=${encodeURIComponent(groupId)}`, phone);
    const table = page.getByRole('table', { name: 'Progreso de las tareas' });
    await table.waitFor(wait);
    await drawnChart(page, 'Media de las notas y tasa de entrega de cada tarea, en el orden en que se publicaron');
    await expectAccessible(page, 'group dashboard (412px)');
    // Nothing wider than the phone but the table's own scroller.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    await submit(beto, essayId, { questionId: essayQuestion, shortAnswer: 'No lo sé' });
    await table
      .getByRole('row', { name: /Ensayo/ })
      .getByText('2 de 2')
      .waitFor(wait);
    await page.getByText('Hay 2 respuestas por calificar').waitFor(wait);
    await journey.shot(page, 'group-dashboard-phone');
    await page.context().close();
  });

  it("a student sees their progress line in 'Mis notas', with the same numbers in its table", async () => {
    const page = await openAs(journey, ana, '/profile/grades', phone);
    await page.getByRole('heading', { name: 'Mi progreso' }).waitFor(wait);
    const chart = await drawnChart(page, 'Sus notas por tarea, en el orden en que las entregó');
    const table = page.getByRole('table', { name: 'Sus notas por tarea' });
    expect(await chart.getAttribute('aria-describedby')).toBe(await table.getAttribute('id'));
    expect((await rowsOf(table)).map((row) => [row[0], row[2]])).toEqual([
      ['Tarea', 'Nota'],
      ['Examen', '100.00%'],
      ['Ensayo', '0.00% (por calificar)'],
    ]);
    await expectPoints(chart, ['Examen', 'Ensayo']);
    expect(await chart.locator('.MuiLineChart-line').count()).toBe(1);
    await page.getByText('Tiene respuestas por calificar en Ensayo: esas notas aún pueden subir.').waitFor(wait);
    await expectAccessible(page, 'Mis notas with progress (412px)');
    await journey.shot(page, 'own-progress-phone');
    await page.context().close();
  });
});
