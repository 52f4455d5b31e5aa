import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestions,
  createAssignment,
  createStudyGroup,
  expectAccessible,
  journeyFor,
  openAs,
  publish,
  signUp,
  wait,
  type Session,
} from './harness';
import { submitAttempt } from './solveSteps';

// In the browser: the owner's statistics of an assignment, opened from its grades, on a desktop and on a phone (axe
// clean); each chart's numbers (the counts written on its bars) are its table's; a student's new attempt changes them
// while the screen is open, without a reload; the CSV and XLSX download.

const phone = { viewport: { width: 412, height: 823 } };

/** Nothing wider than the screen, no sideways scrolling, and no table cut off by its card. */
const fitsWidth = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.scrollWidth <= window.innerWidth &&
      [...document.querySelectorAll('table')].every(
        (table) => table.getBoundingClientRect().right <= table.parentElement!.getBoundingClientRect().right + 0.5,
      ),
  );

/** The counts a bar chart writes at its bars' ends, smallest first. */
async function chartCounts(chart: Locator) {
  const labels = await chart.locator('.MuiBarChart-label').allTextContents();
  return labels.map(Number).sort((a, b) => a - b);
}

/** One numeric column of a table's body rows (0: the row's heading), as numbers. */
async function tableColumn(table: Locator, column: number) {
  const rows = await table.locator('tbody tr').all();
  const values: number[] = [];
  for (const row of rows) values.push(Number(await row.locator('th, td').nth(column).textContent()));
  return values;
}

/** A chart and the table its aria-describedby names. */
async function chartAndTable(page: Page, scope: Locator, name: string) {
  const chart = scope.getByRole('img', { name });
  // A chart is drawn once it comes near the screen.
  await chart.scrollIntoViewIfNeeded();
  await chart.locator('.MuiBarChart-label').first().waitFor(wait);
  const tableId = await chart.getAttribute('aria-describedby');
  return { chart, table: page.locator(`[id="${tableId}"]`) };
}

/** The chart's counts are the table's counts, leaving out the empty rows (an empty bar has no label). */
async function expectAgree(page: Page, scope: Locator, name: string, column: number) {
  const { chart, table } = await chartAndTable(page, scope, name);
  const fromTable = (await tableColumn(table, column)).filter((count) => count > 0).sort((a, b) => a - b);
  expect(await chartCounts(chart)).toEqual(fromTable);
  return fromTable;
}

/** A summary figure by its label ('Intentos', 'Media', …). */
const figure = (page: Page, label: string) =>
  page
    .getByLabel('Resumen de la tarea')
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/** Waits until a summary figure reads that value. */
const figureReads = (page: Page, label: string, value: string) =>
  page.waitForFunction(
    ([label, value]) => [...document.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling?.textContent === value,
    [label, value] as const,
    wait,
  );

async function downloadFrom(page: Page, button: string) {
  const [download] = await Promise.all([page.waitForEvent('download', wait), page.getByRole('button', { name: button }).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

describe('statistics journeys', () => {
  const journey = journeyFor('statistics');
  let teacher: Session;
  const students: Session[] = [];
  let assignmentId: string;
  let trueOrFalseId: string;
  let capitalId: string;

  const answers = (student: Session, right: boolean, option: number) =>
    submitAttempt(journey, student, assignmentId, [
      { questionId: trueOrFalseId, trueOrFalseAnswer: right },
      { questionId: capitalId, chosenOptionsIndex: [option] },
    ]);

  beforeAll(async () => {
    teacher = await signUp(journey, 'Marta', 'Quispe');
    for (const [first, last] of [
      ['Ana', 'Núñez'],
      ['Beto', 'Ríos'],
      ['Carla', 'Paz'],
      ['Dani', 'Soto'],
    ] as const)
      students.push(await signUp(journey, first, last));
    const groupId = await createStudyGroup(journey, teacher, {
      name: 'Geografía 2.º A',
      description: 'Capitales',
      memberIds: students.map((student) => student.profile.id),
    });
    assignmentId = await createAssignment(journey, teacher, {
      studyGroupId: groupId,
      name: 'Capitales de América',
      description: 'Unidad 2',
      maxAttempts: null,
    });
    [trueOrFalseId, capitalId] = (await addQuestions(journey, teacher, assignmentId, [
      { statement: 'Lima es la capital del Perú', trueOrFalse: { correctAnswer: true, image: null } },
      { statement: '¿Cuál es la capital de Bolivia?', multipleAnswer: { options: ['Sucre', 'La Paz', 'Cochabamba'], correctOptionsIndex: [0] } },
    ])) as [string, string];
    await publish(journey, teacher.token, assignmentId);
    // Ana right twice; Beto and Carla choose La Paz, the wrong answer most chosen.
    await answers(students[0]!, true, 0);
    await answers(students[1]!, false, 1);
    await answers(students[2]!, true, 1);
  });

  it('the teacher opens the statistics from the grades: summary, histogram and answers agree with their tables, axe clean, and a new attempt arrives live (desktop)', async () => {
    const page = await openAs(journey, teacher, `/groups/assignments/grades?${new URLSearchParams({ assignmentId })}`);
    await page.getByRole('link', { name: 'Estadísticas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Estadísticas' }).waitFor(wait);
    await page.getByText('Capitales de América').first().waitFor(wait);
    expect(await figure(page, 'Intentos').textContent()).toBe('3');
    expect(await figure(page, 'Estudiantes').textContent()).toBe('3');

    const histogram = await expectAgree(page, page.locator('body'), 'Histograma de las notas de los intentos', 1);
    expect(histogram.reduce((sum, count) => sum + count, 0)).toBe(3);
    const capital = page.getByRole('region', { name: 'Pregunta 2' });
    await capital.getByText('¿Cuál es la capital de Bolivia?').waitFor(wait);
    await expectAgree(page, capital, 'Respuestas de la pregunta 2', 1);
    const laPaz = capital.getByRole('row', { name: /La Paz/ });
    expect(await laPaz.locator('td').last().textContent()).toBe('Incorrecta más elegida');
    expect(await laPaz.locator('td').first().textContent()).toBe('2');
    expect(await capital.getByRole('row', { name: /Sucre/ }).locator('td').last().textContent()).toBe('Correcta');
    await expectAccessible(page, 'statistics');
    // No chart is a tab stop (no nameless, invisible focus): the tables beside them carry the numbers. Every chart
    // drawn first (each is drawn as it nears the screen).
    const charts = page.locator('main [role="img"][aria-describedby]');
    for (const chart of await charts.all()) await chart.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => [...document.querySelectorAll('main [role="img"][aria-describedby]')].every((chart) => chart.querySelector('svg')),
      undefined,
      wait,
    );
    expect(await charts.count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('[role="img"] [tabindex]:not([tabindex="-1"])').count()).toBe(0);
    await journey.shot(page, 'statistics-desktop');

    // Dani submits while the teacher looks: the numbers change in place, the page is not loaded again.
    await page.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true));
    await answers(students[3]!, true, 2);
    await figureReads(page, 'Intentos', '4');
    expect(await page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(true);
    expect(await figure(page, 'Estudiantes').textContent()).toBe('4');
    const after = await expectAgree(page, page.locator('body'), 'Histograma de las notas de los intentos', 1);
    expect(after.reduce((sum, count) => sum + count, 0)).toBe(4);
    await expect(
      capital
        .getByRole('row', { name: /Cochabamba/ })
        .locator('td')
        .first()
        .textContent(),
    ).resolves.toBe('1');
    await expectAgree(page, capital, 'Respuestas de la pregunta 2', 1);

    const csv = await downloadFrom(page, 'Descargar CSV');
    expect(csv.name).toMatch(/\.csv$/);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.bytes.subarray(3).toString('utf8')).toContain('¿Cuál es la capital de Bolivia?');
    await page.context().close();
  });

  it('on a phone the statistics fit the screen, axe clean, the counted attempts change and the XLSX downloads', async () => {
    const page = await openAs(journey, teacher, `/groups/assignments/statistics?${new URLSearchParams({ assignmentId })}`, phone);
    await page.getByRole('heading', { level: 1, name: 'Estadísticas' }).waitFor(wait);
    await figureReads(page, 'Intentos', '4');
    const truth = page.getByRole('region', { name: 'Pregunta 1' });
    await expectAgree(page, truth, 'Respuestas de la pregunta 1', 1);
    expect(await fitsWidth(page)).toBe(true);
    await expectAccessible(page, 'statistics (412px)');
    await journey.shot(page, 'statistics-phone');

    await page.getByRole('combobox', { name: 'Intentos contados' }).click();
    await page.getByRole('option', { name: 'Todos los intentos' }).click();
    await page.waitForURL(/intentos=todos/, wait);
    await figureReads(page, 'Intentos', '4');

    const xlsx = await downloadFrom(page, 'Descargar XLSX');
    expect(xlsx.name).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes.buffer.slice(xlsx.bytes.byteOffset, xlsx.bytes.byteOffset + xlsx.bytes.length) as ArrayBuffer);
    expect(workbook.worksheets.length).toBeGreaterThan(0);
    await page.context().close();
  });
});
