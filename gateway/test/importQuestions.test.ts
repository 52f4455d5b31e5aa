import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Account, type Harness } from './harness.js';

// Issue 29 through GraphQL: importQuestions (text and a file upload), Viewer.questionsExport and explanations.

let h: Harness;
let teacher: Account;

beforeAll(async () => {
  h = await startHarness();
  teacher = await h.signUp('Gema', 'Importa');
});
afterAll(() => h.close());

const importDoc = `mutation($input: ImportQuestionsInput!) {
  importQuestions(input: $input) {
    imported
    problems { line message warning }
    assignment { id name }
    questions {
      __typename
      ... on QuestionCommon { id statement difficulty explanation viewerSeesAnswerKey }
      ... on TrueOrFalseQuestion { correctAnswer }
      ... on NumericalQuestion { answers { value tolerance credit } }
    }
  }
}`;

const gift = [
  '::Tierra::La Tierra gira alrededor del Sol.{TRUE ####Lo propuso Copérnico.}',
  '',
  '// [aula:difficulty=HARD]',
  '¿Cuánto vale pi con dos decimales?{#3.14:0.005}',
].join('\n');

it('a dry run shows the questions as they would be, with their problems, and creates nothing', async () => {
  const result = await h.ok(importDoc, { input: { format: 'GIFT', text: `${gift}\n\n::Rota::Sin cierre {=a`, dryRun: true } }, teacher.token);
  expect(result.importQuestions).toMatchObject({
    imported: 0,
    assignment: null,
    problems: [{ line: 6, message: "Pregunta «Rota»: falta la llave de cierre '}' del bloque de respuestas", warning: false }],
    questions: [
      {
        __typename: 'TrueOrFalseQuestion',
        statement: 'La Tierra gira alrededor del Sol.',
        correctAnswer: true,
        explanation: 'Lo propuso Copérnico.',
      },
      { __typename: 'NumericalQuestion', difficulty: 'HARD', answers: [{ value: 3.14, tolerance: 0.005, credit: 100 }] },
    ],
  });
  const bank = await h.ok('{ viewer { questions(first: 10) { edges { node { __typename } } } } }', {}, teacher.token);
  expect(bank.viewer.questions.edges).toEqual([]);
});

it('imports a file into an assignment, and exports it back in GIFT', async () => {
  const groupId = await h.create('studyGroup', { name: 'Física 5A', description: 'Importación' }, teacher.token);
  const assignmentId = await h.create('assignment', { studyGroupId: groupId, name: 'Importada', description: 'Desde GIFT' }, teacher.token);
  const query = importDoc;
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { input: { format: 'GIFT', file: null, assignmentId } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([`\uFEFF${gift.replaceAll('\n', '\r\n')}`], { type: 'text/plain' }), 'banco.gift.txt');
  const response = await h.gateway.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { authorization: `Bearer ${teacher.token}`, 'x-graphql-yoga-csrf': '1' },
    body: form,
  });
  const body = (await response.json()) as { data?: any; errors?: unknown };
  expect(body.errors).toBeUndefined();
  const result = body.data.importQuestions;
  expect(result).toMatchObject({ imported: 2, problems: [], assignment: { id: assignmentId, name: 'Importada' } });

  const exported = await h.ok('query($id: ID) { viewer { questionsExport(format: GIFT, assignmentId: $id) } }', { id: assignmentId }, teacher.token);
  expect(exported.viewer.questionsExport).toBe(
    'La Tierra gira alrededor del Sol. {TRUE ####Lo propuso Copérnico.}\n\n// [aula:difficulty=HARD]\n¿Cuánto vale pi con dos decimales? {#3.14:0.005}\n',
  );
  const onlyFirst = await h.ok(
    'query($ids: [ID!]) { viewer { questionsExport(format: AIKEN, ids: $ids) questionsExportSkipped(format: AIKEN, ids: $ids) } }',
    { ids: [result.questions[0].id] },
    teacher.token,
  );
  expect(onlyFirst.viewer.questionsExport).toBe('La Tierra gira alrededor del Sol.\nA. Verdadero\nB. Falso\nANSWER: A\n');
  expect(onlyFirst.viewer.questionsExportSkipped).toBe(0);
  // QA2 N11: what Aiken leaves out (the numerical question) is counted, never dropped silently.
  const aiken = await h.ok(
    'query($id: ID) { viewer { questionsExport(format: AIKEN, assignmentId: $id) questionsExportSkipped(format: AIKEN, assignmentId: $id) } }',
    { id: assignmentId },
    teacher.token,
  );
  expect(aiken.viewer).toEqual({
    questionsExport: 'La Tierra gira alrededor del Sol.\nA. Verdadero\nB. Falso\nANSWER: A\n',
    questionsExportSkipped: 1,
  });
});

it('refuses both text and file missing, and edits the explanation of a question', async () => {
  const none = await h.graphql(importDoc, { input: { format: 'AIKEN' } }, teacher.token);
  expect(none.errors?.[0]).toMatchObject({ message: 'Falta el texto o el archivo que importar', extensions: { code: 'BAD_USER_INPUT' } });

  const created = await h.ok(
    `mutation($input: CreateQuestionInput!) { createQuestion(input: $input) { question { ... on QuestionCommon { id explanation } } } }`,
    { input: { statement: '¿Es el agua H2O?', explanation: '  Dos de hidrógeno y uno de oxígeno. ', trueOrFalse: { correctAnswer: true } } },
    teacher.token,
  );
  const question = created.createQuestion.question;
  expect(question.explanation).toBe('Dos de hidrógeno y uno de oxígeno.');
  const updateDoc = `mutation($input: UpdateQuestionInput!) { updateQuestion(input: $input) { question { ... on QuestionCommon { explanation } } } }`;
  const kept = await h.ok(updateDoc, { input: { id: question.id, statement: '¿Es el agua H2O pura?' } }, teacher.token);
  expect(kept.updateQuestion.question.explanation).toBe('Dos de hidrógeno y uno de oxígeno.');
  const removed = await h.ok(updateDoc, { input: { id: question.id, explanation: '' } }, teacher.token);
  expect(removed.updateQuestion.question.explanation).toBeNull();
});

it('QuestionAttempt.explanation: the one answered, for the student once submitted and for the owner', async () => {
  const student = await h.signUp('Sara', 'Estudia', 'rest');
  const owner = await h.signUp('Olga', 'Dueña', 'rest');
  const question = await h.rest('POST', '/question/create', owner.token, {
    type: 'TRUE_OR_FALSE',
    statement: 'El agua hierve a 100 grados al nivel del mar',
    explanation: 'A una atmósfera de presión.',
  });
  const group = await h.rest('POST', '/study-group/create', owner.token, { name: 'Química 4B', profilesId: [student.profileId] });
  const assignment = await h.rest('POST', '/assignments/create', owner.token, {
    studyGroupId: group.id,
    name: 'Con explicación',
    description: 'Una pregunta',
    questionsIds: [question.id],
  });
  const submitted = await h.rest('POST', '/assignments/submit', student.token, {
    assignmentId: assignment.id,
    clientSubmissionId: `envio-${assignment.id}`,
    answers: [{ questionId: question.id, trueOrFalseAnswer: true }],
  });
  await h.rest('PATCH', `/question/updateQuestion/${question.id}`, owner.token, { explanation: 'Cambiada después.' });
  const attemptId = Buffer.from(`AssignmentAttempt:${submitted.assignmentAttempt.id}`).toString('base64url');
  const query = 'query($id: ID!) { node(id: $id) { ... on AssignmentAttempt { questionAttempts { score explanation } } } }';
  for (const token of [student.token, owner.token]) {
    const data = await h.ok(query, { id: attemptId }, token);
    expect(data.node.questionAttempts).toEqual([{ score: 100, explanation: 'A una atmósfera de presión.' }]);
  }
});
