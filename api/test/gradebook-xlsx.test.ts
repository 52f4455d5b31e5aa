import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQuestion, createAssignment, createGroup, sampleQuestions, signUp, startTestApi, type TestApi, type TestUser } from './helpers.js';

// The gradebook as a spreadsheet: the XLSX read back with exceljs (cell types, values, number format, frozen header,
// sheet name), the CSV in both styles, weights in the average, 'Sin intento' never a 0, practice-only and draft
// assignments left out, and text from people never becoming a formula.

let api: TestApi;
let teacher: TestUser;
let ana: TestUser;
let beto: TestUser;
let carla: TestUser;
let groupId: string;
let quizId: string;
let essayId: string;

const groupName = 'Matemáticas [3B]: ¿repaso?/2026 y álgebra lineal';
const submit = (user: TestUser, assignmentId: string, answers: unknown[]) =>
  api.call('POST', 'assignments/submit', { token: user.token, body: { assignmentId, clientSubmissionId: randomUUID(), answers } });
const download = (path: string, token?: string) =>
  fetch(`${api.origin}/api/v1/gradebook/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

async function workbookOf(bytes: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  return workbook;
}
/** A row's values from column A on (exceljs keeps index 0 empty). */
const valuesOf = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as ExcelJS.CellValue[]).slice(1);

beforeAll(async () => {
  api = await startTestApi();
  teacher = await signUp(api, { firstName: 'Carmen', lastName: 'Salazar' });
  ana = await signUp(api, { firstName: 'Ana', lastName: 'Núñez' });
  // A name a spreadsheet would run as a formula, and one with the CSV's separators and quotes.
  beto = await signUp(api, { firstName: '=1+1', lastName: 'Ríos; "Beto"' });
  carla = await signUp(api, { firstName: 'Carla', lastName: 'Peña' });
  groupId = (await createGroup(api, teacher, [ana, beto, carla], { name: groupName })).id;
  // Added by the teacher, they open the group: the gradebook then shows their names (issue 26, F4).
  for (const member of [ana, beto, carla]) await api.call('GET', `study-group/getOne?id=${groupId}`, { token: member.token });
  quizId = (await createAssignment(api, teacher, groupId, { name: 'Evaluación, parte 1' })).id;
  const tf = (await addQuestion(api, teacher, quizId, sampleQuestions.TRUE_OR_FALSE)).id;
  essayId = (await createAssignment(api, teacher, groupId, { name: '@Ensayo', dueDate: new Date(Date.now() - 3_600_000).toISOString() })).id;
  const essay = (await addQuestion(api, teacher, essayId, sampleQuestions.SHORT_ANSWER)).id;
  const practice = (await createAssignment(api, teacher, groupId, { name: 'Práctica libre', openForPractice: true })).id;
  await addQuestion(api, teacher, practice, sampleQuestions.MULTIPLE_ANSWER);
  // A draft no student sees yet has no column either.
  const draft = (await createAssignment(api, teacher, groupId, { name: 'Borrador', draft: true })).id;
  await addQuestion(api, teacher, draft, sampleQuestions.TRUE_OR_FALSE);
  // Ana: 100 on the quiz, a late essay waiting for the teacher (0 so far). Beto: 0 on the quiz. Carla: nothing.
  await submit(ana, quizId, [{ questionId: tf, trueOrFalseAnswer: true }]);
  await submit(ana, essayId, [{ questionId: essay, shortAnswer: 'La luz se vuelve azúcar' }]);
  await submit(beto, quizId, [{ questionId: tf, trueOrFalseAnswer: false }]);
});
afterAll(() => api.close());

describe('gradebook weights', () => {
  it('are set by the owner between 0 and 100, refused otherwise in Spanish', async () => {
    const set = (weight: unknown, user = teacher, id = quizId) =>
      api.call('PATCH', `gradebook/weights/${id}`, { token: user.token, body: { weight } });
    for (const weight of [101, -1, 'tres', null]) {
      const refused = await set(weight);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('El peso debe ser un número entre 0 y 100');
    }
    expect((await set(3, ana)).status).toBe(403);
    expect((await set(3, teacher, randomUUID())).status).toBe(404);
    expect(await set(3)).toMatchObject({ status: 200, body: { assignment: { id: quizId, name: 'Evaluación, parte 1' }, weight: 3 } });
    const table = (await api.call('GET', `gradebook/${groupId}`, { token: teacher.token })).body;
    expect(table.assignments.map((a: { weight: number }) => a.weight)).toEqual([3, 1]);
    // Ana: (100 × 3 + 0 × 1) / 4; Beto has only the quiz; Carla has no grade, so no average (not 0).
    const averages = Object.fromEntries(table.students.map((s: { username: string; average: number | null }) => [s.username, s.average]));
    expect(averages).toEqual({ [ana.username]: 75, [beto.username]: 0, [carla.username]: null });
  });
});

describe('the XLSX export', () => {
  it('is a workbook named after the group, its header frozen, practice-only and draft assignments left out', async () => {
    const response = await download(`${groupId}/xlsx`, teacher.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="calificaciones-matematicas-3b-repaso-2026-y-algebra-lineal.xlsx"',
    );
    const workbook = await workbookOf(await response.arrayBuffer());
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0]!;
    // Excel's rules: no []:*?/\ and at most 31 characters.
    expect(sheet.name).toBe('Matemáticas 3B ¿repaso 2026 y á');
    expect(sheet.name.length).toBeLessThanOrEqual(31);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, xSplit: 3 });
    expect(valuesOf(sheet, 1)).toEqual([
      'Nombre',
      'Apellido',
      'Usuario',
      'Evaluación, parte 1',
      'Evaluación, parte 1 (estado)',
      "'@Ensayo",
      "'@Ensayo (estado)",
      'Promedio',
    ]);
    expect(sheet.getCell('D1').note).toBe('Peso en el promedio: 3');
    expect(sheet.rowCount).toBe(4);
  });

  it('writes grades as numbers with two decimals, statuses beside them, and no attempt as an empty cell', async () => {
    const sheet = (await workbookOf(await (await download(`${groupId}/xlsx`, teacher.token)).arrayBuffer())).worksheets[0]!;
    // By last name: Núñez, Peña, Ríos.
    expect(valuesOf(sheet, 2)).toEqual(['Ana', 'Núñez', ana.username, 100, 'Calificada', 0, 'Pendiente de calificar, entregada con retraso', 75]);
    for (const address of ['D2', 'F2', 'H2', 'D4', 'H4']) {
      expect(sheet.getCell(address).type, address).toBe(ExcelJS.ValueType.Number);
      expect(sheet.getCell(address).numFmt, address).toBe('0.00');
    }
    // Carla never tried: empty grades (not 0), 'Sin intento', no average.
    const carlaRow = sheet.getRow(3);
    expect(carlaRow.getCell(3).value).toBe(carla.username);
    expect(carlaRow.getCell(4).type).toBe(ExcelJS.ValueType.Null);
    expect(carlaRow.getCell(5).value).toBe('Sin intento');
    expect(carlaRow.getCell(6).type).toBe(ExcelJS.ValueType.Null);
    expect(carlaRow.getCell(7).value).toBe('Sin intento');
    expect(carlaRow.getCell(8).type).toBe(ExcelJS.ValueType.Null);
    // Beto's 0 is a number, and his name is text that no spreadsheet runs.
    expect(valuesOf(sheet, 4)).toEqual(["'=1+1", 'Ríos; "Beto"', beto.username, 0, 'Calificada', undefined, 'Sin intento', 0]);
    for (const address of ['A4', 'B4', 'C4', 'F1']) {
      expect(sheet.getCell(address).type, address).toBe(ExcelJS.ValueType.String);
      expect(sheet.getCell(address).formula, address).toBeUndefined();
    }
  });

  it('comes as JSON with its name and bytes, for the gateway', async () => {
    const reply = await api.call('GET', `gradebook/${groupId}/file?format=xlsx`, { token: teacher.token });
    expect(reply.status).toBe(200);
    expect(reply.body.fileName).toBe('calificaciones-matematicas-3b-repaso-2026-y-algebra-lineal.xlsx');
    const bytes = Buffer.from(reply.body.base64, 'base64');
    const sheet = (await workbookOf(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer)).worksheets[0]!;
    expect(sheet.getCell('H2').value).toBe(75);
    const refused = await api.call('GET', `gradebook/${groupId}/file?format=pdf`, { token: teacher.token });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("El formato debe ser 'xlsx' o 'csv'");
  });

  it('is for the owner only, as the CSV', async () => {
    for (const path of [`${groupId}/xlsx`, `${groupId}/file?format=xlsx`, `${groupId}/csv?separator=semicolon`]) {
      expect((await download(path, ana.token)).status, path).toBe(403);
      expect((await download(path)).status, path).toBe(401);
    }
    expect((await download(`${randomUUID()}/xlsx`, teacher.token)).status).toBe(404);
  });
});

describe('the CSV export', () => {
  const linesOf = async (path: string) => {
    const response = await download(path, teacher.token);
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return bytes.subarray(3).toString('utf8').split('\r\n');
  };

  it("with separator=semicolon has ';' between fields and decimal commas, for spreadsheets in Spanish", async () => {
    const lines = await linesOf(`${groupId}/csv?separator=semicolon`);
    expect(lines).toEqual([
      `Nombre;Apellido;Usuario;"Evaluación, parte 1";"Evaluación, parte 1 (estado)";'@Ensayo;'@Ensayo (estado);Promedio`,
      `Ana;Núñez;${ana.username};100,00;Calificada;0,00;"Pendiente de calificar, entregada con retraso";75,00`,
      `Carla;Peña;${carla.username};;Sin intento;;Sin intento;`,
      `'=1+1;"Ríos; ""Beto""";${beto.username};0,00;Calificada;;Sin intento;0,00`,
      '',
    ]);
  });

  it('by default has commas and decimal points, names with separators kept in one field', async () => {
    const lines = await linesOf(`${groupId}/csv`);
    expect(lines[1]).toBe(`Ana,Núñez,${ana.username},100.00,Calificada,0.00,"Pendiente de calificar, entregada con retraso",75.00`);
    expect(lines[3]).toBe(`'=1+1,"Ríos; ""Beto""",${beto.username},0.00,Calificada,,Sin intento,0.00`);
    const refused = await api.call('GET', `gradebook/${groupId}/csv?separator=tab`, { token: teacher.token });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("El separador debe ser 'comma' o 'semicolon'");
  });
});
