import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf } from '../src/graphql/globalId.js';
import { startHarness, type Account, type Harness } from './harness.js';

// The gradebook through GraphQL: weights (setAssignmentGradebookWeight, Gradebook.weights), each row's
// weighted average, 'Sin intento' as a null grade, and StudyGroup.gradebookFile, the XLSX and CSV downloads.

let h: Harness;
let teacher: Account;
let ana: Account;
let beto: Account;
let group: string;
let quiz: string;
let review: string;

const submit = (student: Account, assignmentId: string, questionId: string, trueOrFalseAnswer: boolean) =>
  h.mutate(
    'submitAssignmentAttempt',
    { assignmentId, clientSubmissionId: randomUUID(), answers: [{ questionId, trueOrFalseAnswer }] },
    'assignmentAttempt { id }',
    student.token,
  );

beforeAll(async () => {
  h = await startHarness();
  teacher = await h.signUp('Teresa', 'Paz');
  ana = await h.signUp('Ana', 'Quispe');
  beto = await h.signUp('Beto', 'Mamani');
  group = await h.create('studyGroup', { name: 'Historia 5.º A', memberIds: [ana.profileId, beto.profileId] }, teacher.token);
  const question = await h.create('question', { statement: 'Lima es la capital del Perú', trueOrFalse: { correctAnswer: true } }, teacher.token);
  const assignment = async (name: string) => {
    const id = await h.create(
      'assignment',
      { studyGroupId: group, name, description: 'Repaso', questionIds: [question], maxAttempts: null },
      teacher.token,
    );
    // New assignments are drafts: published, members see it (publishing a published one changes nothing).
    await h.rest('POST', `/assignments/publish/${idOf(id, 'Assignment')}`, teacher.token, {});
    return id;
  };
  quiz = await assignment('Examen');
  review = await assignment('Repaso');
  // Ana: 100 on the exam, 0 on the review. Beto: nothing.
  await submit(ana, quiz, question, true);
  await submit(ana, review, question, false);
});
afterAll(() => h.close());

const setWeight = (id: string, weight: number, token = teacher.token) =>
  h.graphql(
    `mutation($input: SetAssignmentGradebookWeightInput!) { setAssignmentGradebookWeight(input: $input) { assignment { id name } weight } }`,
    { input: { id, weight } },
    token,
  );

const gradebookQuery = `query($id: ID!) { node(id: $id) { ... on StudyGroup { gradebook {
  assignments { name } weights
  rows { student { username } average grades { grade attemptCount } }
} } } }`;

describe('gradebook weights and averages', () => {
  it('lets the owner weigh an assignment, and the average follows', async () => {
    const set = await setWeight(quiz, 3);
    expect(set.errors).toBeUndefined();
    expect(set.data.setAssignmentGradebookWeight).toEqual({ assignment: { id: quiz, name: 'Examen' }, weight: 3 });
    const { gradebook } = (await h.ok(gradebookQuery, { id: group }, teacher.token)).node;
    expect(gradebook.assignments).toEqual([{ name: 'Examen' }, { name: 'Repaso' }]);
    expect(gradebook.weights).toEqual([3, 1]);
    const rows = Object.fromEntries(gradebook.rows.map((row: { student: { username: string } }) => [row.student.username, row]));
    // (100 × 3 + 0 × 1) / 4; Beto never tried: null grades and no average, never 0.
    expect(rows[ana.username]).toMatchObject({ average: 75, grades: [{ grade: 100 }, { grade: 0 }] });
    expect(rows[beto.username]).toEqual({
      student: { username: beto.username },
      average: null,
      grades: [
        { grade: null, attemptCount: 0 },
        { grade: null, attemptCount: 0 },
      ],
    });
  });

  it('refuses a weight out of range in Spanish, and anyone but the owner', async () => {
    const outOfRange = await setWeight(quiz, 150);
    expect(outOfRange.errors?.[0]).toMatchObject({ message: 'El peso debe ser un número entre 0 y 100', extensions: { code: 'BAD_USER_INPUT' } });
    const student = await setWeight(quiz, 2, ana.token);
    expect(student.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('StudyGroup.gradebookFile', () => {
  const fileQuery = `query($id: ID!, $format: GradebookFileFormat!, $separator: CsvSeparator) { node(id: $id) { ... on StudyGroup {
    gradebookFile(format: $format, separator: $separator) { fileName contentType base64 }
  } } }`;

  it('gives the owner the XLSX workbook, named after the group', async () => {
    const file = (await h.ok(fileQuery, { id: group, format: 'XLSX' }, teacher.token)).node.gradebookFile;
    expect(file.fileName).toBe('calificaciones-historia-5-a.xlsx');
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // An XLSX is a ZIP archive.
    expect(Buffer.from(file.base64, 'base64').subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it("gives the CSV with ';' and decimal commas when asked", async () => {
    const file = (await h.ok(fileQuery, { id: group, format: 'CSV', separator: 'SEMICOLON' }, teacher.token)).node.gradebookFile;
    expect(file.fileName).toBe('calificaciones-historia-5-a.csv');
    const lines = Buffer.from(file.base64, 'base64')
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('Nombre;Apellido;Usuario;Examen;Examen (estado);Repaso;Repaso (estado);Promedio');
    expect(lines).toContain(`Ana;Quispe;${ana.username};100,00;Calificada;0,00;Calificada;75,00`);
  });

  it('is refused to a student', async () => {
    const result = await h.graphql(fileQuery, { id: group, format: 'XLSX' }, ana.token);
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
