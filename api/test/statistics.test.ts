import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from './helpers.js';
import { createStatisticsClass, expected, near } from './statisticsFixture.js';

// An assignment's item analysis over HTTP on the hand-made class of statisticsFixture.ts: every number compared
// within 0.01 with the one computed there from the raw scores, for GRADED (the grading method is HIGHEST: each
// student's best), FIRST and ALL; owners only; the spreadsheet read back with exceljs.

let api: TestApi;
let teacher: TestUser;
let students: TestUser[];
let assignmentId: string;
let questionIds: string[];

const statistics = (attempts?: string, user = teacher, id = assignmentId) =>
  api.call('GET', `statistics/${id}${attempts ? `?attempts=${attempts}` : ''}`, { token: user.token });

beforeAll(async () => {
  api = await startTestApi();
  ({ teacher, students, assignmentId, questionIds } = await createStatisticsClass(api));
});
afterAll(() => api.close());

describe('GET /statistics/:assignmentId', () => {
  for (const mode of ['GRADED', 'FIRST', 'ALL'] as const) {
    it(`computes Moodle's numbers over the ${mode} attempts`, async () => {
      const reply = await statistics(mode);
      expect(reply.status).toBe(200);
      const got = reply.body;
      const want = expected(mode);
      expect(got.attempts).toBe(mode);
      expect(got.attemptCount).toBe(want.attemptCount);
      expect(got.studentCount).toBe(want.studentCount);
      near(got.mean, want.mean);
      near(got.median, want.median);
      near(got.standardDeviation, want.standardDeviation);
      expect(got.histogram).toEqual(want.histogram);
      near(got.cronbachAlpha, want.cronbachAlpha);
      expect(got.pendingCount).toBe(want.pendingCount);
      expect(got.questions.map((q: { questionId: string }) => q.questionId)).toEqual(questionIds);
      got.questions.forEach((q: Record<string, any>, i: number) => {
        const w = want.questions[i]!;
        expect(q.position).toBe(i + 1);
        expect(q.attemptCount).toBe(w.attemptCount);
        expect(q.pendingCount).toBe(w.pendingCount);
        near(q.facility, w.facility);
        near(q.standardDeviation, w.standardDeviation);
        near(q.discrimination, w.discrimination);
        const reasons = [
          ...(w.facility !== null && w.facility < 20 ? ['Muy difícil: facilidad por debajo de 20'] : []),
          ...(w.facility !== null && w.facility > 95 ? ['Muy fácil: facilidad por encima de 95'] : []),
          ...(w.discrimination !== null && w.discrimination < 20 ? ['Discrimina poco: discriminación por debajo de 20'] : []),
        ];
        expect(q.flagReasons).toEqual(reasons);
        expect(q.flagged).toBe(reasons.length > 0);
      });
    });
  }

  it('takes GRADED by default, and the numbers of a few cases by hand', async () => {
    const got = (await statistics()).body;
    expect(got.attempts).toBe('GRADED');
    // Best attempts: 100, 62.5, 25, 12.5, 87.5 (Elena's first), 87.5, 100, 25 (Hugo's second).
    expect(got.attemptCount).toBe(8);
    near(got.mean, 62.5);
    near(got.median, 75);
    expect(got.histogram).toEqual([0, 1, 2, 0, 0, 0, 1, 0, 2, 2]);
    // True/false over the best attempts: 100, 100, 100 (override), 0, 100, 100, 100, 0.
    near(got.questions[0].facility, 75);
  });

  it("is the group owner's only: 403 in Spanish for a member, 404 for an unknown assignment, 400 for a bad mode", async () => {
    const member = await statistics('GRADED', students[0]);
    expect(member.status).toBe(403);
    expect(member.body.message).toBe('Acceso restringido. No tiene los roles para esta acción');
    expect((await statistics('GRADED', teacher, randomUUID())).status).toBe(404);
    expect((await statistics('SOME')).status).toBe(400);
  });
});

describe('GET /statistics/:assignmentId/file', () => {
  const file = (query: string, user = teacher) => api.call('GET', `statistics/${assignmentId}/file?${query}`, { token: user.token });

  it('writes the XLSX with the gradebook exporter: a summary, then one row per question', async () => {
    const reply = await file('format=xlsx&attempts=GRADED');
    expect(reply.status).toBe(200);
    expect(reply.body.fileName).toBe('estadisticas-fotosintesis-repaso-1.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(reply.body.base64, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = new Map<string, ExcelJS.CellValue>();
    sheet.eachRow((row) => rows.set(String(row.getCell(1).value), row.getCell(2).value));
    const want = expected('GRADED');
    expect(rows.get('Intentos')).toBe(8);
    expect(Number(rows.get('Media'))).toBeCloseTo(want.mean, 2);
    expect(Number(rows.get('Alfa de Cronbach'))).toBeCloseTo(want.cronbachAlpha, 2);
    let header = 0;
    sheet.eachRow((row, n) => {
      if (row.getCell(1).value === 'Posición') header = n;
    });
    expect((sheet.getRow(header).values as ExcelJS.CellValue[]).slice(1)).toEqual([
      'Posición',
      'Enunciado',
      'Tipo',
      'Respuestas contadas',
      'Pendientes',
      'Facilidad',
      'Desviación típica',
      'Discriminación',
      'Avisos',
    ]);
    const fourth = (sheet.getRow(header + 4).values as ExcelJS.CellValue[]).slice(1);
    expect(fourth.slice(0, 5)).toEqual([
      4,
      '¿Qué necesita la fotosíntesis?',
      'Respuesta Corta',
      want.questions[3]!.attemptCount,
      want.questions[3]!.pendingCount,
    ]);
    expect(Number(fourth[5])).toBeCloseTo(want.questions[3]!.facility!, 2);
    expect(sheet.getRow(header + 1).getCell(6).numFmt).toBe('0.00');
  });

  it("writes the CSV with ';' and decimal commas, and is refused to a member", async () => {
    const reply = await file('format=csv&separator=semicolon&attempts=ALL');
    expect(reply.body.fileName).toBe('estadisticas-fotosintesis-repaso-1.csv');
    const lines = Buffer.from(reply.body.base64, 'base64')
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('Intentos considerados;Todos');
    // Counts and positions are whole numbers; grades keep two decimals; kinds are named as on the screen.
    expect(lines[1]).toBe('Intentos;11');
    expect(lines[2]).toBe('Estudiantes;8');
    const buckets = lines.filter((line) => line.startsWith('"Intentos con nota'));
    expect(buckets).toHaveLength(10);
    expect(buckets.every((line) => /";\d+$/.test(line))).toBe(true);
    expect(lines).toContain('Posición;Enunciado;Tipo;Respuestas contadas;Pendientes;Facilidad;Desviación típica;Discriminación;Avisos');
    const first = lines.find((line) => line.startsWith('1;'))!.split(';');
    expect(first.slice(0, 5)).toEqual(['1', 'Las plantas hacen fotosíntesis', 'Verdadero o Falso', '11', '0']);
    expect(first[5]).toMatch(/^\d+,\d{2}$/);
    expect((await file('format=csv', students[0])).status).toBe(403);
  });
});
