import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
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

// In the browser: the teacher's gradebook with names, 'Sin intento' apart from 0, the weights of the average, a new
// attempt appearing while it is open, and its files downloaded in Chromium: the XLSX read back with exceljs, the
// CSV for Spanish spreadsheets (';' and decimal commas). On a phone and on a desktop, with axe.

const phone = { viewport: { width: 412, height: 823 } };

/** A download the button starts, its suggested name and bytes. */
async function downloadFrom(page: Page, button: string) {
  const [download] = await Promise.all([page.waitForEvent('download', wait), page.getByRole('button', { name: button }).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

async function sheetOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('gradebook export journeys', () => {
  const journey = journeyFor('gradebookExport');
  let teacher: Session;
  let ana: Session;
  let beto: Session;
  let groupId: string;
  let examId: string;
  let questionId: string;

  const submit = (student: Session, answer: boolean) =>
    graphql(
      journey,
      'mutation ($input: SubmitAssignmentAttemptInput!) { submitAssignmentAttempt(input: $input) { assignmentAttempt { id } } }',
      { input: { assignmentId: examId, clientSubmissionId: randomUUID(), answers: [{ questionId, trueOrFalseAnswer: answer }] } },
      student.token,
    );

  /** New assignments are drafts: published, students see it (publishing a published one changes nothing). */
  const publish = (id: string) =>
    graphql(
      journey,
      'mutation ($input: PublishAssignmentInput!) { publishAssignment(input: $input) { assignment { id } } }',
      { input: { id } },
      teacher.token,
    );

  beforeAll(async () => {
    teacher = await signUp(journey, 'Marta', 'Quispe');
    ana = await signUp(journey, 'Ana', 'Núñez');
    beto = await signUp(journey, 'Beto', 'Ríos');
    groupId = await createStudyGroup(journey, teacher, {
      name: 'Química 4.º B',
      description: 'Laboratorio',
      memberIds: [ana.profile.id, beto.profile.id],
    });
    examId = await createAssignment(journey, teacher, { studyGroupId: groupId, name: 'Examen', description: 'Unidad 1', maxAttempts: null });
    questionId = (
      await addQuestions(journey, teacher, examId, [{ statement: 'El agua es H2O', trueOrFalse: { correctAnswer: true, image: null } }])
    )[0]!;
    await publish(examId);
    const practice = await createAssignment(journey, teacher, {
      studyGroupId: groupId,
      name: 'Repaso libre',
      description: 'Práctica',
      openForPractice: true,
    });
    await addQuestions(journey, teacher, practice, [{ statement: 'El oro es un metal', trueOrFalse: { correctAnswer: true, image: null } }]);
    await publish(practice);
    await submit(ana, true);
    // Added by the teacher without an attempt, Beto's names show once he opened the group.
    await graphql(journey, 'query ($id: ID!) { node(id: $id) { id } }', { id: groupId }, beto.token);
  });

  it('a teacher sees names and Sin intento, weighs the exam and downloads the XLSX and the CSV (desktop)', async () => {
    const page = await openAs(journey, teacher, `/groups/gradebook?studyGroupId=${groupId}`);
    const table = page.getByRole('table', { name: 'Calificaciones de Química 4.º B' });
    await table.waitFor(wait);
    const anaRow = table.getByRole('row', { name: /Ana Núñez/ });
    const betoRow = table.getByRole('row', { name: /Beto Ríos/ });
    expect(await anaRow.getByText('100.00%').count()).toBe(2); // the exam and the average
    expect(await betoRow.getByText('Sin intento').count()).toBe(1);
    expect(await betoRow.getByText('Sin notas').count()).toBe(1);
    // The practice-only assignment has no column.
    expect(await table.getByRole('columnheader', { name: /Repaso libre/ }).count()).toBe(0);
    await expectAccessible(page, 'gradebook');
    await journey.shot(page, 'gradebook');

    await page.getByRole('button', { name: 'Pesos del promedio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pesos del promedio' });
    const weight = dialog.getByLabel('Peso de Examen');
    await weight.fill('150');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El peso debe ser un número entre 0 y 100').waitFor(wait);
    await expectAccessible(page, 'weights dialog');
    await weight.fill('2,5');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Pesos guardados').waitFor(wait);
    await table.getByRole('columnheader', { name: /Peso 2,5/ }).waitFor(wait);

    const xlsx = await downloadFrom(page, 'Descargar XLSX');
    expect(xlsx.name).toBe('calificaciones-quimica-4-b.xlsx');
    const sheet = await sheetOf(xlsx.bytes);
    expect(sheet.name).toBe('Química 4.º B');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect((sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1)).toEqual([
      'Nombre',
      'Apellido',
      'Usuario',
      'Examen',
      'Examen (estado)',
      'Promedio',
    ]);
    expect((sheet.getRow(2).values as ExcelJS.CellValue[]).slice(1)).toEqual(['Ana', 'Núñez', ana.profile.username, 100, 'Calificada', 100]);
    expect(sheet.getCell('D2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('D2').numFmt).toBe('0.00');
    expect(sheet.getCell('D3').type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.getCell('E3').value).toBe('Sin intento');

    await page.getByLabel('CSV para Excel en español (; y coma decimal)').check();
    const csv = await downloadFrom(page, 'Descargar CSV');
    expect(csv.name).toBe('calificaciones-quimica-4-b.csv');
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Nombre;Apellido;Usuario;Examen;Examen (estado);Promedio',
      `Ana;Núñez;${ana.profile.username};100,00;Calificada;100,00`,
      `Beto;Ríos;${beto.profile.username};;Sin intento;`,
    ]);
    await page.context().close();
  });

  it('a new attempt appears on the open gradebook, and the XLSX downloads on a phone', async () => {
    const page = await openAs(journey, teacher, `/groups/gradebook?studyGroupId=${groupId}`, phone);
    const betoRow = page.getByRole('row', { name: /Beto Ríos/ });
    await betoRow.getByText('Sin intento').waitFor(wait);
    await expectAccessible(page, 'gradebook (412px)');
    // Beto answers wrong while the teacher looks: his 0 appears, not 'Sin intento'.
    await submit(beto, false);
    await betoRow.getByText('0.00%').first().waitFor(wait);
    expect(await betoRow.getByText('Sin intento').count()).toBe(0);
    await journey.shot(page, 'gradebook-live-phone');

    const sheet = await sheetOf((await downloadFrom(page, 'Descargar XLSX')).bytes);
    expect(sheet.getCell('D3').value).toBe(0);
    expect(sheet.getCell('D3').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('E3').value).toBe('Calificada');
    await page.context().close();
  });
});
