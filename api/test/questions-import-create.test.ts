import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssignment, createGroup, publish, sampleQuestions, signUp, tinyPng, type TestUser } from './helpers.js';
import { api, bankSize, errors, importText, startImportApi, type ImportReply } from './importFixture.js';

// Issue 29: creating what a file holds (one transaction, reuse, limits), the GIFT round trip, and explanations.

let teacher: TestUser;
let student: TestUser;
let groupId: string;

beforeAll(async () => {
  await startImportApi();
  teacher = await signUp(api, { firstName: 'Gift', lastName: 'Importadora' });
  student = await signUp(api, { firstName: 'Ana', lastName: 'Alumna' });
  groupId = (await createGroup(api, teacher, [student])).id;
});
afterAll(() => api.close());

describe('creating', () => {
  const fifty = (bad: number | null) =>
    Array.from({ length: 50 }, (_, i) => (i === bad ? `::Mala::Pregunta ${i} {=a ~b` : `::P${i}::Pregunta número ${i} del lote.{T}`)).join('\n\n');

  it('creates none when one question of 50 has a problem, yet shows the others as they would be', async () => {
    const user = await signUp(api, { firstName: 'Lote', lastName: 'Fallido' });
    const reply = await importText(user, fifty(37));
    expect(reply.status).toBe(200);
    expect(reply.body.imported).toBe(0);
    expect(reply.body.questions).toHaveLength(49);
    expect(errors(reply.body)).toEqual([
      { line: 75, message: "Pregunta «Mala»: falta la llave de cierre '}' del bloque de respuestas", warning: false },
    ]);
    expect(await bankSize(user)).toBe(0);
  });

  it('creates all 50 in order, links them to the assignment, and a second import reuses them', async () => {
    const assignmentId = (await createAssignment(api, teacher, groupId, { name: 'Importadas' })).id;
    const first = await importText(teacher, fifty(null), { assignmentId });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ imported: 50, problems: [], assignmentId });
    const ids = first.body.questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(50);
    const assignment = await api.call('GET', `assignments/getOne?id=${assignmentId}`, { token: teacher.token });
    expect(assignment.body.questionsIds).toEqual(ids);

    const before = await bankSize(teacher);
    const again = await importText(teacher, fifty(null), { assignmentId });
    expect(again.body.imported).toBe(50);
    expect(again.body.questions.map((q) => q.id)).toEqual(ids);
    expect(await bankSize(teacher)).toBe(before);
    expect((await api.call('GET', `assignments/getOne?id=${assignmentId}`, { token: teacher.token })).body.questionsIds).toEqual(ids);
  });

  it('creates nothing on a dry run, and shows an identical question already in the bank with its own id', async () => {
    const user = await signUp(api, { firstName: 'Seco', lastName: 'Ensayo' });
    const text = '::A::Primera pregunta de prueba.{T}';
    const dry = await importText(user, text, { dryRun: true });
    expect(dry.body).toMatchObject({ imported: 0, questions: [{ id: 'vista-previa-1' }] });
    expect(await bankSize(user)).toBe(0);
    const created = await importText(user, text);
    const again = await importText(user, text, { dryRun: true });
    expect(again.body.questions[0]!.id).toBe(created.body.questions[0]!.id);
  });

  it("refuses another teacher's assignment", async () => {
    const stranger = await signUp(api, { firstName: 'Otro', lastName: 'Profesor' });
    const assignmentId = (await createAssignment(api, teacher, groupId, { name: 'Ajena' })).id;
    const reply = await importText(stranger, 'Pregunta ajena de prueba.{T}', { assignmentId });
    expect(reply.status).toBe(403);
    expect(await bankSize(stranger)).toBe(0);
  });

  it('takes the file as multipart (UTF-8 with a BOM) and refuses text and file together', async () => {
    const user = await signUp(api, { firstName: 'Archivo', lastName: 'Multiparte' });
    const form = new FormData();
    form.set('format', 'GIFT');
    form.set('file', new Blob([Buffer.from('\uFEFF¿Está en un archivo?{T}\r\n', 'utf8')]), 'preguntas.gift.txt');
    const reply = await api.call<ImportReply>('POST', 'question/import', { token: user.token, body: form });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ imported: 1, questions: [{ statement: '¿Está en un archivo?' }] });
    form.set('text', 'Otra{T}');
    const both = await api.call('POST', 'question/import', { token: user.token, body: form });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('Envíe el texto o el archivo, no ambos');
  });

  it('refuses a file over 2 MiB (413) and over 1,000 questions (400), with the numbers', async () => {
    const big = `${'x'.repeat(2 * 1024 * 1024)}{T}`;
    const tooBig = await importText(teacher, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('El archivo ocupa 2,01 MiB (2097155 bytes) y supera el máximo de 2 MiB (2097152 bytes) por importación');
    const many = Array.from({ length: 1001 }, (_, i) => `Pregunta ${i}{T}`).join('\n\n');
    const tooMany = await importText(teacher, many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('El archivo tiene 1001 preguntas; se admiten como máximo 1000 por importación');
  });
});

describe('a journey', () => {
  it('imports a GIFT file into an assignment, a student solves it and sees the explanation once submitted', async () => {
    const assignmentId = (await createAssignment(api, teacher, groupId, { name: 'Banco importado' })).id;
    const text = [
      '::Sol::El Sol es una estrella.{TRUE ####Es una enana amarilla.}',
      '',
      '::Pi::¿Cuánto vale pi con dos decimales?{#3.14:0.005}',
      '',
      '::Capital::La capital del Perú es {=Lima} desde 1535.',
    ].join('\n');
    const imported = await importText(teacher, text, { assignmentId });
    expect(imported.body).toMatchObject({ imported: 3, problems: [] });
    await publish(api, teacher, assignmentId);
    const [sun, pi, capital] = imported.body.questions.map((q) => q.id as string);

    const shown = await api.call('GET', `question/getQuestionsByAssignment?assignmentId=${assignmentId}`, { token: student.token });
    expect(shown.body.map((q: { id: string }) => q.id)).toEqual([sun, pi, capital]);
    expect(shown.body[2].statement).toBe('La capital del Perú es ____ desde 1535.');
    const submitted = await api.call('POST', 'assignments/submit', {
      token: student.token,
      body: {
        assignmentId,
        clientSubmissionId: randomUUID(),
        answers: [
          { questionId: sun, trueOrFalseAnswer: true },
          { questionId: pi, numericalAnswer: 3.1416 },
          { questionId: capital, filledBlanks: ['Cusco'] },
        ],
      },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect(submitted.body.questionAttempts.map((a: { score: number }) => a.score)).toEqual([100, 100, 0]);
    const answers = await api.call('GET', `question/getAllAttempts?includeQuestion=true&assignmentAttemptId=${submitted.body.assignmentAttempt.id}`, {
      token: student.token,
    });
    expect(answers.body.map((a: { explanation: string | null }) => a.explanation)).toEqual(['Es una enana amarilla.', null, null]);
  });
});

describe('GIFT round trip', () => {
  it('exports every kind and imports it into a new account: same kind, statement, key, explanation and difficulty', async () => {
    const owner = await signUp(api, { firstName: 'Ida', lastName: 'Vuelta' });
    const bodies = [
      { ...sampleQuestions.TRUE_OR_FALSE, explanation: 'Lo midió Eratóstenes.', difficulty: 'INTERMEDIATE' },
      { ...sampleQuestions.FILL_BLANKS, explanation: 'El sol es la estrella más cercana.' },
      { type: 'FILL_BLANKS', statement: 'La capital de Francia es París', correctWords: ['París'] },
      { ...sampleQuestions.MATCH_COLUMNS, difficulty: 'HARD' },
      { ...sampleQuestions.MULTIPLE_ANSWER, explanation: '2 y 5 solo se dividen entre 1 y sí mismos: {ojo} = #1' },
      { type: 'MULTIPLE_ANSWER', statement: '¿Cuál es un color primario?', options: ['Rojo', 'Verde: no', 'Negro'], correctOptionsIndex: [0] },
      sampleQuestions.SHORT_ANSWER,
      { type: 'SHORT_ANSWER', statement: '¿Quién escribió el Quijote?', acceptedAnswers: ['Cervantes', 'Miguel de Cervantes'] },
      { ...sampleQuestions.NUMERICAL, difficulty: 'HARD' },
      { type: 'NUMERICAL', statement: '¿Año de la independencia del Perú?', answers: [{ value: 1821 }, { value: 1824, tolerance: 1, credit: 50 }] },
      { ...sampleQuestions.ORDERING, explanation: 'Orden cronológico.' },
    ];
    const originals = [];
    for (const body of bodies) {
      const reply = await api.call('POST', 'question/create', { token: owner.token, body });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      originals.push(reply.body);
    }
    const exported = await api.call('GET', 'question/export/json?format=GIFT', { token: owner.token });
    expect(exported.status).toBe(200);
    expect(exported.body).toMatchObject({ format: 'GIFT', fileName: 'preguntas.gift.txt', notExported: [] });

    const newcomer = await signUp(api, { firstName: 'Nueva', lastName: 'Cuenta' });
    const imported = await importText(newcomer, exported.body.text);
    expect(imported.body.problems).toEqual([]);
    expect(imported.body.imported).toBe(bodies.length);
    const comparable = ({ id, profileId, assignmentId, ...rest }: Record<string, unknown>) => rest;
    expect(imported.body.questions.map(comparable)).toEqual(originals.map(comparable));
  });

  it('exports given ids (own only) and an assignment (its owner only)', async () => {
    const owner = await signUp(api, { firstName: 'Solo', lastName: 'Mías' });
    const mine = (await api.call('POST', 'question/create', { token: owner.token, body: sampleQuestions.TRUE_OR_FALSE })).body.id;
    const reply = await api.call('GET', `question/export?format=GIFT&ids=${mine}`, { token: owner.token });
    expect(reply.body).toBe('La Tierra es redonda {TRUE}\n');
    expect((await api.call('GET', `question/export?format=GIFT&ids=${mine}`, { token: teacher.token })).status).toBe(403);
    // GIFT holds no image: the file says so rather than dropping it silently.
    const form = new FormData();
    form.set('image', new Blob([tinyPng], { type: 'image/png' }), 'punto.png');
    const image = (await api.call('POST', 'images/upload', { token: owner.token, body: form })).body.key;
    const pictured = await api.call('POST', 'question/create', { token: owner.token, body: { ...sampleQuestions.TRUE_OR_FALSE, image } });
    const withImage = await api.call('GET', `question/export?format=GIFT&ids=${pictured.body.id}`, { token: owner.token });
    expect(withImage.body).toBe('// La imagen de esta pregunta no se exporta en GIFT (expórtela en Moodle XML)\nLa Tierra es redonda {TRUE}\n');
    const assignmentId = (await createAssignment(api, teacher, groupId, { name: 'Exportable' })).id;
    expect((await api.call('GET', `question/export?format=GIFT&assignmentId=${assignmentId}`, { token: owner.token })).status).toBe(403);
  });
});

describe('explanation', () => {
  it('is trimmed, empty means none, at most 2000 characters, and editable', async () => {
    const created = await api.call('POST', 'question/create', {
      token: teacher.token,
      body: { ...sampleQuestions.TRUE_OR_FALSE, explanation: '  Es un geoide.  ' },
    });
    expect(created.body.explanation).toBe('Es un geoide.');
    const empty = await api.call('POST', 'question/createShortAnswerQuestion', {
      token: teacher.token,
      body: { ...sampleQuestions.SHORT_ANSWER, explanation: '   ' },
    });
    expect(empty.body.explanation).toBeNull();
    const long = await api.call('POST', 'question/create', {
      token: teacher.token,
      body: { ...sampleQuestions.TRUE_OR_FALSE, explanation: 'x'.repeat(2001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('La explicación admite como máximo 2000 caracteres');
    const edited = await api.call('PATCH', `question/updateQuestion/${created.body.id}`, {
      token: teacher.token,
      body: { explanation: 'Casi esférica.' },
    });
    expect(edited.body.explanation).toBe('Casi esférica.');
    const removed = await api.call('PATCH', `question/updateQuestion/${created.body.id}`, { token: teacher.token, body: { explanation: '' } });
    expect(removed.body.explanation).toBeNull();
  });

  it("comes with a practice answer's check (the question's author view), never before in the practice list", async () => {
    const openId = (await createAssignment(api, teacher, groupId, { name: 'Repaso con explicación', openForPractice: true })).id;
    const link = await api.call('POST', 'assignments-questions/createAssignmentsQuestions', {
      token: teacher.token,
      body: { assignmentId: openId, question: { ...sampleQuestions.NUMERICAL, explanation: 'Pi es 3,14159…' } },
    });
    if (link.body.updatedAssignment.status === 'DRAFT') await publish(api, teacher, openId);
    const questionId = link.body.createdQuestion.id;
    const list = await api.call('GET', `practice/questions?studyGroupId=${groupId}`, { token: student.token });
    const listed = list.body.find((q: { id: string }) => q.id === questionId);
    expect(listed.view).toBe('SOLVER');
    expect(listed).not.toHaveProperty('explanation');
    const checked = await api.call('POST', 'practice/check', { token: student.token, body: { questionId, answer: { numericalAnswer: 3 } } });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body).toMatchObject({ correct: false, question: { explanation: 'Pi es 3,14159…' } });
  });

  it('is never in a solver view; the attempt keeps the one answered, shown to its student once submitted and to the owner', async () => {
    const assignmentId = (await createAssignment(api, teacher, groupId, { name: 'Con explicación' })).id;
    const link = await api.call('POST', 'assignments-questions/createAssignmentsQuestions', {
      token: teacher.token,
      body: { assignmentId, question: { ...sampleQuestions.TRUE_OR_FALSE, explanation: 'La primera explicación.' } },
    });
    const questionId = link.body.createdQuestion.id;
    if (link.body.updatedAssignment.status === 'DRAFT') await publish(api, teacher, assignmentId);

    const solver = await api.call('GET', `question/getQuestionsByAssignment?assignmentId=${assignmentId}`, { token: student.token });
    expect(solver.body[0].view).toBe('SOLVER');
    expect(solver.body[0]).not.toHaveProperty('explanation');

    const submitted = await api.call('POST', 'assignments/submit', {
      token: student.token,
      body: { assignmentId, clientSubmissionId: randomUUID(), answers: [{ questionId, trueOrFalseAnswer: true }] },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    await api.call('PATCH', `question/updateQuestion/${questionId}`, { token: teacher.token, body: { explanation: 'Otra explicación.' } });

    const attemptId = submitted.body.assignmentAttempt.id;
    const attemptsOf = (user: TestUser) =>
      api.call('GET', `question/getAllAttempts?includeQuestion=true&assignmentAttemptId=${attemptId}`, { token: user.token });
    const mine = await attemptsOf(student);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body[0].explanation).toBe('La primera explicación.');
    expect(mine.body[0].question).not.toHaveProperty('explanation');
    const owners = await attemptsOf(teacher);
    expect(owners.body[0].explanation).toBe('La primera explicación.');
    expect(owners.body[0].question.explanation).toBe('La primera explicación.');
    expect(owners.body[0].currentQuestion.explanation).toBe('Otra explicación.');
  });
});
