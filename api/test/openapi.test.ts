import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApi, tinyPng, type TestApi, type TestUser } from './helpers.js';
import { documentChecker, operationsOf, type OpenApiDocument, type Operation } from './openapiChecker.js';
import { callPasswordRecovery } from './passwordResetFixture.js';
import { callAccountOperations } from './accountFixture.js';
import { callSessionOperations } from './sessionsFixture.js';

// The served OpenAPI document must say what the api really does. Every operation in it is called, with success and
// with refusals, and every real answer is checked against the document: its status must be documented, and its body
// must match the schema documented for that status and content type. An operation the document lists and this
// test never calls fails it, so a new route cannot go undocumented or unchecked.

let api: TestApi;
let doc: OpenApiDocument;
let operations: Operation[];
let call: ReturnType<typeof documentChecker>['call'];
let called: Set<string>;
let problems: string[];

beforeAll(async () => {
  api = await startTestApi({ authRateLimit: 1000 });
  doc = (await api.call('GET', 'docs/json')).body;
  operations = operationsOf(doc);
  ({ call, called, problems } = documentChecker(api, operations));
});
afterAll(() => api.close());

const imageForm = (fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([tinyPng], { type: 'image/png' }), 'foto.png');
  return form;
};

describe('the OpenAPI document', () => {
  it('names its server, and gives every operation a unique operationId', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([{ url: '/', description: 'This api' }]);
    const ids = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents the form of every multipart write: its image file, and the fields it takes', () => {
    const forms = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.values(methods)
        .filter((operation) => operation.requestBody?.content?.['multipart/form-data'])
        .map((operation) => [path, operation.requestBody.content['multipart/form-data'].schema]),
    );
    expect(Object.fromEntries(forms.map(([path, schema]) => [path, schema.properties.image]))).toEqual(
      Object.fromEntries(
        [
          '/api/v1/profile/uploadPicture',
          '/api/v1/study-group/uploadPicture/{groupId}',
          '/api/v1/question/createTrueOrFalseQuestion',
          '/api/v1/images/upload',
        ].map((path) => [path, expect.objectContaining({ type: 'string', format: 'binary' })]),
      ),
    );
    const trueOrFalse = doc.paths['/api/v1/question/createTrueOrFalseQuestion']!.post.requestBody.content;
    expect(Object.keys(trueOrFalse['multipart/form-data'].schema.properties)).toEqual(
      expect.arrayContaining(['statement', 'correctAnswer', 'difficulty']),
    );
    expect(trueOrFalse['application/json'].schema.properties.image).toMatchObject({ type: 'string' });
  });

  it('documents what every operation answers, success and refusals', async () => {
    const teacher = await signUp(api, { firstName: 'Olga', lastName: 'Documento' });
    const student = await signUp(api, { firstName: 'Pablo', lastName: 'Esquema' });
    const stranger = await signUp(api, { firstName: 'Quique', lastName: 'Ajeno' });
    const by = (user: TestUser, body?: unknown) => ({ token: user.token, body });

    // Accounts and profiles.
    const created = await call('POST', 'auth/create', {
      body: { firstName: 'Rosa', lastName: 'Contrato', email: `rosa-${randomUUID()}@aula.test`, phone: '+51 987654321', password: 'contraseña123' },
    });
    await call('POST', 'auth/login', { body: { email: created.body.email, password: 'contraseña123' } });
    await call('POST', 'auth/login', { body: { email: created.body.email, password: 'otra-clave-mala' } });
    await call('GET', 'auth/verifyToken', by(teacher));
    await callSessionOperations(call, { email: created.body.email, password: 'contraseña123' });
    await callPasswordRecovery(call, api.db, created.body);
    await call('POST', 'profile/create', by(teacher, {}));
    await call('GET', 'profile/getOne', by(teacher));
    await call('GET', `profile/getOne?id=${randomUUID()}`, by(teacher));
    await call('GET', `profile/getAll?username=pab`, by(teacher));
    await call('GET', `profile/getAllExcept?profileIds=${teacher.profileId}`, by(teacher));
    await call('POST', 'profile/uploadPicture', by(teacher, imageForm()));
    await call('POST', 'images/upload', by(teacher, imageForm()));

    // Groups.
    const group = (await call('POST', 'study-group/create', by(teacher, { name: 'Historia 4A', profilesId: [student.profileId] }))).body;
    const open = (await call('POST', 'study-group/create', by(teacher, { name: 'Club de lectura', isPublic: true, requiresRequest: true }))).body;
    await call('GET', 'study-group/getAll', by(teacher));
    await call('GET', `study-group/getByMember/${student.profileId}`, by(student));
    await call('GET', `study-group/getOne?id=${group.id}`, by(teacher));
    await call('GET', `study-group/getOne?id=${group.id}`, by(stranger));
    await call('PATCH', `study-group/update/${group.id}`, by(teacher, { description: 'Siglo XX' }));
    await call('PATCH', 'study-group/addMembers', by(teacher, { groupId: group.id, profilesId: [stranger.profileId] }));
    await call('DELETE', 'study-group/removeMember', by(teacher, { groupId: group.id, profileId: stranger.profileId }));
    await call('POST', `study-group/uploadPicture/${group.id}`, by(teacher, imageForm()));
    await call('PATCH', `study-group/regenerateCode/${group.id}`, by(teacher));
    await call('GET', 'study-group/public', by(stranger));
    const request = (await call('POST', 'study-group/join', by(stranger, { studyGroupId: open.id }))).body.joinRequest;
    await call('GET', `join-request/getAll?groupId=${open.id}`, by(teacher));
    await call('PATCH', `join-request/cancel/${request.id}`, by(stranger));
    const again = (await call('POST', 'study-group/join', by(stranger, { studyGroupId: open.id }))).body.joinRequest;
    await call('PATCH', `join-request/reject/${again?.id ?? randomUUID()}`, by(teacher));
    await call('PATCH', `join-request/approve/${randomUUID()}`, by(teacher));
    await call('POST', 'study-group/join', by(stranger, { code: 'NOEXISTE' }));
    await call('PATCH', `study-group/leave/${open.id}`, by(student));

    // Assignments and questions.
    const assignment = (
      await call(
        'POST',
        'assignments/create',
        by(teacher, { name: 'Guerras mundiales', description: 'Repaso', studyGroupId: group.id, maxAttempts: null }),
      )
    ).body;
    await call('GET', `assignments/getAll?studyGroupId=${group.id}`, by(teacher));
    await call('GET', `assignments/getPages?studyGroupIds=${group.id}`, by(teacher));
    await call('GET', `assignments/getOne?id=${assignment.id}&includeQuestions=true`, by(student));
    await call('PATCH', `assignments/update/${assignment.id}`, by(teacher, { description: 'Repaso general' }));
    const linked = (
      await call(
        'POST',
        'assignments-questions/createAssignmentsQuestions',
        by(teacher, {
          assignmentId: assignment.id,
          question: { type: 'TRUE_OR_FALSE', statement: 'La Primera Guerra Mundial empezó en 1914', correctAnswer: true },
        }),
      )
    ).body.createdQuestion;
    const withImage = (
      await call('POST', 'question/createTrueOrFalseQuestion', by(teacher, imageForm({ statement: 'Berlín fue dividida', correctAnswer: 'true' })))
    ).body;
    await call(
      'POST',
      'question/createTrueOrFalseQuestion',
      by(teacher, { type: 'TRUE_OR_FALSE', statement: 'Roma es la capital de Italia', correctAnswer: true }),
    );
    await call(
      'POST',
      'question/createFillBlanksQuestion',
      by(teacher, { type: 'FILL_BLANKS', statement: 'La guerra terminó en 1945.', correctWords: ['1945'] }),
    );
    await call(
      'POST',
      'question/createMatchColumnsQuestion',
      by(teacher, { type: 'MATCH_COLUMNS', statement: 'Relacione', leftColumn: ['a', 'b'], rightColumn: ['1', '2'] }),
    );
    await call(
      'POST',
      'question/createMultipleAnswerQuestion',
      by(teacher, { type: 'MULTIPLE_ANSWER', statement: '¿Cuáles?', options: ['x', 'y'], correctOptionsIndex: [0] }),
    );
    await call('POST', 'question/createShortAnswerQuestion', by(teacher, { type: 'SHORT_ANSWER', statement: 'Explique la paz' }));
    await call(
      'POST',
      'question/createNumericalQuestion',
      by(teacher, { type: 'NUMERICAL', statement: '¿En qué año cayó el muro?', answers: [{ value: 1989 }] }),
    );
    await call(
      'POST',
      'question/createOrderingQuestion',
      by(teacher, { type: 'ORDERING', statement: 'Ordene las guerras', items: ['Primera', 'Segunda'] }),
    );
    const year = (
      await call(
        'POST',
        'assignments-questions/createAssignmentsQuestions',
        by(teacher, {
          assignmentId: assignment.id,
          question: { type: 'NUMERICAL', statement: '¿En qué año terminó la guerra?', answers: [{ value: 1945 }, { value: 1944, credit: 50 }] },
        }),
      )
    ).body.createdQuestion;
    const events = (
      await call(
        'POST',
        'assignments-questions/createAssignmentsQuestions',
        by(teacher, {
          assignmentId: assignment.id,
          question: { type: 'ORDERING', statement: 'Ordene los hechos', items: ['Invasión de Polonia', 'Día D', 'Rendición de Japón'] },
        }),
      )
    ).body.createdQuestion;
    const short = (
      await call(
        'POST',
        'assignments-questions/createAssignmentsQuestions',
        by(teacher, { assignmentId: assignment.id, question: { type: 'SHORT_ANSWER', statement: 'Explique cómo llegó la paz' } }),
      )
    ).body.createdQuestion;
    // Drafts: published once it has its questions; a copy scheduled, then back to a draft.
    await call('POST', `assignments/publish/${assignment.id}`, by(teacher, {}));
    const copy = (await call('POST', `assignments/duplicate/${assignment.id}`, by(teacher, { studyGroupId: group.id }))).body;
    await call('POST', `assignments/publish/${copy.id}`, by(teacher, { publishAt: new Date(Date.now() + 3_600_000).toISOString() }));
    await call('POST', `assignments/unschedule/${copy.id}`, by(teacher));
    await call('POST', 'question/create', by(teacher, { type: 'SHORT_ANSWER', statement: 'Otra pregunta abierta' }));
    await call('GET', 'question/getAll', by(teacher));
    await call('GET', `question/getQuestionsByAssignment?assignmentId=${assignment.id}`, by(student));
    await call('PATCH', `question/updateQuestion/${withImage.id}`, by(teacher, { statement: 'Berlín fue dividida en cuatro' }));
    await call('PATCH', `question/deactivate/${withImage.id}`, by(teacher));
    await call('PATCH', `question/updateQuestion/${linked.id}`, by(student, { statement: 'No es mía' }));

    // Attempts and grading.
    const start = (await call('POST', 'assignments/startAttempt', by(student, { assignmentId: assignment.id }))).body;
    const answers = [
      { questionId: linked.id, trueOrFalseAnswer: true },
      { questionId: short.id, shortAnswer: 'Con acuerdos' },
      { questionId: year.id, numericalAnswer: 1944 },
      { questionId: events.id, orderingAnswer: [2, 0, 1] },
    ];
    const submitted = (
      await call(
        'POST',
        'assignments/submit',
        by(student, { assignmentId: assignment.id, clientSubmissionId: randomUUID(), answers, attemptStartId: start?.id }),
      )
    ).body;
    const stored = (await call('POST', 'question/createManyAttempt', by(student, answers))).body;
    await call(
      'POST',
      'assignments/createAttempt',
      by(student, { assignmentId: assignment.id, questionsAttemptsIds: [stored].flat().map((q: { id: string }) => q?.id) }),
    );
    await call('GET', `assignments/getAttempts?assignmentId=${assignment.id}`, by(teacher));
    await call('GET', `assignments/getAttemptPages?assignmentIds=${assignment.id}`, by(teacher));
    await call('GET', `assignments/getAttemptsWithAssignment?assignmentId=${assignment.id}`, by(student));
    const questionAttempts = (await call('GET', `question/getAllAttempts?assignmentAttemptId=${submitted.assignmentAttempt.id}`, by(teacher))).body;
    const pending = [questionAttempts].flat().find((q: { questionId: string }) => q?.questionId === short.id);
    await call('PATCH', `question/gradeAttempt/${pending?.id}`, by(teacher, { score: 80 }));
    await call('PATCH', `question/gradeAttempt/${pending?.id}`, by(teacher, {}));
    await call('PATCH', `question/gradeAttempt/${pending?.id}`, by(student, { feedback: 'Mío' }));
    await call('PATCH', `assignments/commentAttempt/${submitted.assignmentAttempt.id}`, by(teacher, { feedback: 'Bien' }));
    await call('PATCH', `assignments/commentAttempt/${submitted.assignmentAttempt.id}`, by(teacher, { feedback: 'x'.repeat(2001) }));
    await call('PATCH', `assignments/commentAttempt/${submitted.assignmentAttempt.id}`, by(student, { feedback: 'Mío' }));
    await call('PATCH', `assignments/commentAttempt/${randomUUID()}`, by(teacher, { feedback: 'Nada' }));
    await call('GET', `assignments/answersToRegrade?assignmentIds=${assignment.id}`, by(teacher));
    await call('POST', `assignments/regrade/${assignment.id}`, by(teacher));
    await call('POST', `assignments/regrade/${assignment.id}`, by(student));
    await call('POST', `assignments/regrade/${randomUUID()}`, by(teacher));
    await call('GET', `question/scoreChanges?questionAttemptIds=${pending?.id}`, by(student));
    await call('GET', `profile/getProfilesWithAttempts/${assignment.id}`, by(teacher));
    await call('GET', `gradebook/${group.id}`, by(teacher));
    await call('GET', `gradebook/${group.id}/csv`, by(teacher));
    await call('GET', `gradebook/${group.id}/csv`, by(student));
    await call('GET', `gradebook/${group.id}/csv?separator=semicolon`, by(teacher));
    await call('GET', `gradebook/${group.id}/csv?separator=tab`, by(teacher));
    await call('GET', `gradebook/${group.id}/xlsx`, by(teacher));
    await call('GET', `gradebook/${group.id}/xlsx`, by(student));
    await call('GET', `gradebook/${group.id}/file?format=xlsx`, by(teacher));
    await call('GET', `gradebook/${group.id}/file?format=pdf`, by(teacher));
    await call('PATCH', `gradebook/weights/${assignment.id}`, by(teacher, { weight: 2.5 }));
    await call('PATCH', `gradebook/weights/${assignment.id}`, by(teacher, { weight: 101 }));
    await call('PATCH', `gradebook/weights/${assignment.id}`, by(student, { weight: 2 }));

    // Practice.
    const practice = (
      await call(
        'POST',
        'assignments/create',
        by(teacher, { name: 'Práctica libre', description: 'Sin nota', studyGroupId: group.id, openForPractice: true }),
      )
    ).body;
    const practised = (
      await call(
        'POST',
        'assignments-questions/createAssignmentsQuestions',
        by(teacher, { assignmentId: practice.id, question: { type: 'TRUE_OR_FALSE', statement: 'El agua moja', correctAnswer: true } }),
      )
    ).body.createdQuestion;
    await call('GET', `practice/questions?studyGroupId=${group.id}`, by(student));
    await call('POST', 'practice/check', by(student, { questionId: practised.id, answer: { trueOrFalseAnswer: true } }));
    const practisedOrder = (
      await call(
        'POST',
        'assignments-questions/createAssignmentsQuestions',
        by(teacher, { assignmentId: practice.id, question: { type: 'ORDERING', statement: 'Ordene los números', items: ['uno', 'dos'] } }),
      )
    ).body.createdQuestion;
    await call('POST', 'practice/check', by(student, { questionId: practisedOrder.id, answer: { orderingAnswer: [1, 0] } }));
    await call('POST', 'practice/check', by(student, { questionId: linked.id, answer: { trueOrFalseAnswer: true } }));

    // Notifications, then retiring things.
    await call('GET', 'notification/getAll', by(teacher));
    await call('GET', 'notification/unreadCount', by(teacher));
    await call('PATCH', 'notification/markRead', by(teacher, {}));
    await call('PATCH', `assignments/delete/link-questions/${assignment.id}/${linked.id}`, by(teacher));
    await call('PATCH', `assignments/deactivate/${practice.id}`, by(teacher));
    await call('PATCH', `study-group/deactivate/${open.id}`, by(teacher));
    // The user's own data: the profile edited, the export (with an attempt in it), then an account deleted.
    await callAccountOperations(call, api, { teacher, student });

    // Refusals every operation can give: no token (401), a malformed id or body (400), a body not JSON (415).
    for (const operation of operations) {
      const [method, template] = operation.key.split(' ') as [string, string];
      const path = template.replace('/api/v1/', '').replace(/\{[^}]+\}/g, 'no-es-un-id');
      if (operation.protected) await call(method, path);
      if (operation.params) await call(method, path, { token: teacher.token, body: operation.body ? {} : undefined });
      if (operation.body) {
        await call(method, path.replace('no-es-un-id', randomUUID()), {
          token: teacher.token,
          body: '{"roto": ',
          headers: { 'content-type': 'application/json' },
        });
        await call(method, path.replace('no-es-un-id', randomUUID()), {
          token: teacher.token,
          body: 'hola',
          headers: { 'content-type': 'text/plain' },
        });
      }
    }

    expect(problems).toEqual([]);
    expect(operations.map((operation) => operation.key).filter((key) => !called.has(key))).toEqual([]);
  });
});
