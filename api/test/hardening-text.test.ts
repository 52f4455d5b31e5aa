import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAssignment, createGroup, sampleQuestions, tinyPng, type CallOptions } from './helpers.js';
import { api, assignmentId, groupId, member, nul, outsider, owner, questionId, questions, startHardeningFixture } from './hardeningFixture.js';

// Text the api refuses or normalises (control characters, nothing visible), validation messages that name their
// field, and ids that name only what the caller may see.

startHardeningFixture();

describe('control characters in text', () => {
  /** [method, path, body, the field the message must name] — every place a client's text reaches the database. */
  const cases = (): [string, string, unknown, string][] => {
    const group = { name: 'Grupo de química', description: 'Prácticas' };
    const assignment = { name: 'Tarea de química', description: 'Resolver', studyGroupId: groupId };
    const answer = (fields: Record<string, unknown>) => ({ assignmentId, clientSubmissionId: randomUUID(), answers: [fields] });
    return [
      [
        'POST',
        'auth/create',
        { firstName: `Ana${nul}`, lastName: 'Paz', email: 'ana@x.test', phone: '+51 987654321', password: 'contraseña123' },
        'firstName',
      ],
      [
        'POST',
        'auth/create',
        { firstName: 'Ana', lastName: `Paz${nul}`, email: 'ana@x.test', phone: '+51 987654321', password: 'contraseña123' },
        'lastName',
      ],
      [
        'POST',
        'auth/create',
        { firstName: 'Ana', lastName: 'Paz', email: `ana${nul}@x.test`, phone: '+51 987654321', password: 'contraseña123' },
        'correo',
      ],
      [
        'POST',
        'auth/create',
        {
          firstName: 'Ana',
          lastName: 'Paz',
          email: 'ana@x.test',
          phone: '+51 987654321',
          password: 'contraseña123',
          subscriptionMethod: `web${nul}`,
        },
        'subscriptionMethod',
      ],
      ['POST', 'auth/login', { email: `ana@x.test${nul}`, password: 'contraseña123' }, 'correo'],
      ['POST', 'profile/create', { username: `ana${nul}` }, 'username'],
      ['GET', `profile/getOne?username=ana%00`, undefined, 'username'],
      ['GET', `profile/getAll?username=an%00a`, undefined, 'username'],
      ['GET', `profile/getAllExcept?profileIds=${owner.profileId}&username=%00`, undefined, 'username'],
      ['POST', 'study-group/create', { ...group, name: `Grupo${nul}` }, 'name'],
      ['POST', 'study-group/create', { ...group, description: `Prácticas${nul}` }, 'description'],
      ['PATCH', `study-group/update/${groupId}`, { name: `Grupo${nul}nuevo` }, 'name'],
      ['PATCH', `study-group/update/${groupId}`, { description: `${nul}` }, 'description'],
      ['POST', 'assignments/create', { ...assignment, name: `Tarea${nul}` }, 'name'],
      ['POST', 'assignments/create', { ...assignment, description: `Resolver${nul}` }, 'description'],
      ['PATCH', `assignments/update/${assignmentId}`, { name: `Tarea${nul}` }, 'name'],
      ['PATCH', `assignments/update/${assignmentId}`, { description: `Resolver${nul}` }, 'description'],
      ['POST', 'question/createTrueOrFalseQuestion', { ...sampleQuestions.TRUE_OR_FALSE, statement: `La Tierra${nul} es redonda` }, 'statement'],
      ['POST', 'question/createFillBlanksQuestion', { ...sampleQuestions.FILL_BLANKS, correctWords: [`sol${nul}`, 'estrella'] }, 'correctWords[0]'],
      [
        'POST',
        'question/createMatchColumnsQuestion',
        { ...sampleQuestions.MATCH_COLUMNS, rightColumn: ['Lima', `Santiago${nul}`, 'Ciudad de México'] },
        'rightColumn[1]',
      ],
      [
        'POST',
        'question/createMatchColumnsQuestion',
        { ...sampleQuestions.MATCH_COLUMNS, leftColumn: [`Perú${nul}`, 'Chile', 'México'] },
        'leftColumn[0]',
      ],
      ['POST', 'question/createMultipleAnswerQuestion', { ...sampleQuestions.MULTIPLE_ANSWER, options: ['2', `4${nul}`, '5', '9'] }, 'options[1]'],
      ['POST', 'question/createShortAnswerQuestion', { ...sampleQuestions.SHORT_ANSWER, acceptedAnswers: [`luz${nul}`] }, 'acceptedAnswers[0]'],
      ['POST', 'question/createShortAnswerQuestion', { ...sampleQuestions.SHORT_ANSWER, statement: `Explique${nul} la fotosíntesis` }, 'statement'],
      ['POST', 'question/createNumericalQuestion', { ...sampleQuestions.NUMERICAL, statement: `¿Cuánto${nul} vale pi?` }, 'statement'],
      ['POST', 'question/createOrderingQuestion', { ...sampleQuestions.ORDERING, items: ['Imperio inca', `Virreinato${nul}`] }, 'items[1]'],
      ['PATCH', `question/updateQuestion/${questionId}`, { statement: `Explique la${nul} respiración` }, 'statement'],
      ['PATCH', `question/updateQuestion/${questionId}`, { acceptedAnswers: [`oxígeno${nul}`] }, 'acceptedAnswers[0]'],
      [
        'POST',
        'assignments-questions/createAssignmentsQuestions',
        { assignmentId, question: { ...sampleQuestions.SHORT_ANSWER, statement: `Defina${nul} célula` } },
        'question.statement',
      ],
      ['POST', 'assignments/submit', answer({ questionId: questions.SHORT_ANSWER, shortAnswer: `la luz${nul}` }), 'answers[0].shortAnswer'],
      [
        'POST',
        'assignments/submit',
        answer({ questionId: questions.FILL_BLANKS, filledBlanks: ['sol', `estrella${nul}`] }),
        'answers[0].filledBlanks[1]',
      ],
      [
        'POST',
        'assignments/submit',
        answer({ questionId: questions.MATCH_COLUMNS, userColumnsOrder: [`Lima${nul}`] }),
        'answers[0].userColumnsOrder[0]',
      ],
      ['POST', 'question/createManyAttempt', [{ questionId: questions.SHORT_ANSWER, shortAnswer: `${nul}` }], '[0].shortAnswer'],
      ['GET', 'question/getAll?type=SHORT%00ANSWER', undefined, 'pregunta'],
      ['PATCH', 'study-group/deactivate/%00', undefined, 'groupId'],
    ];
  };

  it('answers 400 naming the field for a NUL byte in every text a client sends, never a 500', async () => {
    for (const [method, path, body, field] of cases()) {
      const reply = await api.call(method, path, { token: owner.token, body });
      expect(reply.status, `${method} ${path} ${field}`).toBe(400);
      expect(reply.body.message, `${method} ${path}`).toContain(field);
    }
  });

  it('refuses other C0 and C1 controls and lone surrogates', async () => {
    for (const name of [
      'Grupo\u001b[31m',
      'Grupo\u0007',
      'Grupo\u007f',
      'Grupo\u0085',
      'Grupo\u009b',
      'Grupo\ud800',
      'Grupo\udfff x',
      'Grupo\u000bx',
    ]) {
      const reply = await api.call('POST', 'study-group/create', { token: owner.token, body: { name } });
      expect(reply.status, JSON.stringify(name)).toBe(400);
      expect(reply.body.message).toBe("El campo 'name' contiene caracteres no permitidos");
    }
  });

  it('takes tabs and line breaks as whitespace, collapsed like any other, and keeps emoji with their joiners', async () => {
    const reply = await api.call('POST', 'study-group/create', {
      token: owner.token,
      body: { name: 'Familia\t👨‍👩‍👧 unida', description: 'Primera línea\r\nsegunda\tlínea' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ name: 'Familia 👨‍👩‍👧 unida', description: 'Primera línea segunda línea' });
    const escape = await api.call('POST', 'study-group/create', { token: owner.token, body: { name: 'Grupo', description: 'a\u001bb' } });
    expect(escape.status).toBe(400);
    expect(escape.body.message).toBe("El campo 'description' contiene caracteres no permitidos");
  });
});

describe('text with nothing visible', () => {
  const invisible = [
    '\u200b\u200b\u200b',
    '\u202e\u202d\u200f',
    '\u00ad\u00ad\u00ad',
    '\u2800\u2800\u2800',
    '\ufeff\u2060\u200d',
    ' \u3164 \u115f ',
    '\u0301\u0301\u0301',
  ];

  it("is empty: each form's own required message, on sign-up, groups, assignments and questions", async () => {
    for (const blank of invisible) {
      const signUpReply = await api.call('POST', 'auth/create', {
        body: { firstName: blank, lastName: 'Paz', email: `${randomUUID()}@x.test`, phone: '+51 987654321', password: 'contraseña123' },
      });
      expect(signUpReply.body.message, JSON.stringify(blank)).toBe('Necesita tener 3 caracteres como mínimo');
      const group = await api.call('POST', 'study-group/create', { token: owner.token, body: { name: blank } });
      expect(group.body.message).toBe('Necesita tener 3 caracteres como mínimo');
      const edit = await api.call('PATCH', `study-group/update/${groupId}`, { token: owner.token, body: { name: blank } });
      expect(edit.body.message).toBe('Debe tener mínimo 3 caracteres');
      const assignment = await api.call('POST', 'assignments/create', {
        token: owner.token,
        body: { name: 'Tarea', description: blank, studyGroupId: groupId },
      });
      expect(assignment.body.message).toBe('La descripción no puede estar vacía');
      const option = await api.call('POST', 'question/createMultipleAnswerQuestion', {
        token: owner.token,
        body: { ...sampleQuestions.MULTIPLE_ANSWER, options: ['2', blank, '5'] },
      });
      expect(option.body.message).toBe('Debe colocar una opción');
    }
  });

  it('keeps an optional description that is only invisible characters as none', async () => {
    const reply = await api.call('POST', 'study-group/create', { token: owner.token, body: { name: 'Grupo visible', description: '\u200b\u2800' } });
    expect(reply.status).toBe(201);
    expect(reply.body.description).toBeNull();
  });
});

describe('validation messages name their field', () => {
  it.each([
    ['POST', 'study-group/create', { name: 'Grupo de prueba', isPublic: 'sí' }, "El campo 'isPublic' debe ser verdadero o falso"],
    ['POST', 'study-group/create', { name: 'Grupo de prueba', profilesId: 'todos' }, "El campo 'profilesId' debe ser una lista"],
    ['POST', 'study-group/create', { name: 42 }, "El campo 'name' debe ser un texto"],
    ['POST', 'study-group/create', { name: 'x'.repeat(101) }, 'El nombre admite como máximo 100 caracteres'],
    ['POST', 'auth/create', 'texto suelto', 'La solicitud debe ser un objeto'],
    [
      'POST',
      'auth/create',
      { firstName: 'Ana', lastName: 'Paz', email: 'a@x.test', phone: '+51 987654321', password: 'contraseña123', subscriptionMethod: 'x'.repeat(41) },
      "El campo 'subscriptionMethod' admite como máximo 40 caracteres",
    ],
    [
      'POST',
      'assignments/create',
      { name: 'Tarea', description: 'Algo', studyGroupId: randomUUID(), difficulty: 'EASY', dueDate: 5 },
      'La fecha límite no es válida',
    ],
    ['PATCH', `question/updateQuestion/${randomUUID()}`, { correctAnswer: 'sí' }, "El campo 'correctAnswer' debe ser verdadero o falso"],
    [
      'POST',
      'question/createMultipleAnswerQuestion',
      { ...sampleQuestions.MULTIPLE_ANSWER, correctOptionsIndex: [-1] },
      "El campo 'correctOptionsIndex[0]' debe ser mayor o igual que 0",
    ],
    [
      'POST',
      'question/createNumericalQuestion',
      { ...sampleQuestions.NUMERICAL, answers: [{ value: 1, tolerance: 'poca' }] },
      "El campo 'answers[0].tolerance' debe ser un número",
    ],
    [
      'POST',
      'question/createManyAttempt',
      [{ questionId: randomUUID(), orderingAnswer: [0, 1.5] }],
      "El campo '[0].orderingAnswer[1]' debe ser un número entero",
    ],
    [
      'POST',
      'question/createManyAttempt',
      [{ questionId: randomUUID(), trueOrFalseAnswer: 'sí' }],
      "El campo '[0].trueOrFalseAnswer' debe ser verdadero o falso",
    ],
    ['PATCH', 'question/gradeAttempt/' + randomUUID(), { score: 'cien' }, 'La nota debe ser un número entre 0 y 100'],
    ['GET', 'profile/getAll?limit=muchos', undefined, "El campo 'limit' debe ser un número"],
    ['GET', 'assignments/getAll?isActive=quizás', undefined, "El campo 'isActive' debe ser uno de estos valores: true, false"],
  ] as [string, string, unknown, string][])('%s %s %j → %s', async (method, path, body, message) => {
    const options: CallOptions =
      typeof body === 'string' ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : { body };
    const reply = await api.call(method, path, { ...options, token: owner.token });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });
});

describe('questions and assignments name only what the caller may', () => {
  it('answers 404 for a question written for an unknown assignment and 403 for another teacher’s', async () => {
    const othersGroup = (await createGroup(api, outsider)).id;
    const othersAssignment = (await createAssignment(api, outsider, othersGroup)).id;
    for (const [path, question] of [
      ['question/createShortAnswerQuestion', sampleQuestions.SHORT_ANSWER],
      ['question/createFillBlanksQuestion', sampleQuestions.FILL_BLANKS],
      ['question/createTrueOrFalseQuestion', sampleQuestions.TRUE_OR_FALSE],
      ['question/createNumericalQuestion', sampleQuestions.NUMERICAL],
      ['question/createOrderingQuestion', sampleQuestions.ORDERING],
    ] as const) {
      const unknown = await api.call('POST', path, { token: owner.token, body: { ...question, assignmentId: randomUUID() } });
      expect(unknown.status, path).toBe(404);
      expect(unknown.body.message).toBe('No se encontró el recurso');
      const others = await api.call('POST', path, { token: owner.token, body: { ...question, assignmentId: othersAssignment } });
      expect(others.status, path).toBe(403);
      const own = await api.call('POST', path, { token: owner.token, body: { ...question, assignmentId } });
      expect(own.status, path).toBe(201);
      expect(own.body.assignmentId).toBe(assignmentId);
    }
    // As multipart, the image is not stored for a refused question.
    const before = await api.storedImages();
    const form = new FormData();
    form.append('statement', 'El Misti es un volcán');
    form.append('assignmentId', othersAssignment);
    form.append('image', new Blob([tinyPng]), 'foto.png');
    const multipart = await api.call('POST', 'question/createTrueOrFalseQuestion', { token: owner.token, body: form });
    expect(multipart.status).toBe(403);
    expect(await api.storedImages()).toEqual(before);
  });

  it('assigns an assignment only to a member of its group', async () => {
    const message = "El campo 'assigneeProfileId' debe ser un miembro del grupo";
    for (const assignee of [outsider.profileId, randomUUID()]) {
      const created = await api.call('POST', 'assignments/create', {
        token: owner.token,
        body: { name: 'Tarea asignada', description: 'Algo', studyGroupId: groupId, assigneeProfileId: assignee },
      });
      expect(created.status).toBe(400);
      expect(created.body.message).toBe(message);
      const updated = await api.call('PATCH', `assignments/update/${assignmentId}`, { token: owner.token, body: { assigneeProfileId: assignee } });
      expect(updated.status).toBe(400);
      expect(updated.body.message).toBe(message);
    }
    for (const assignee of [member.profileId, owner.profileId]) {
      const updated = await api.call('PATCH', `assignments/update/${assignmentId}`, { token: owner.token, body: { assigneeProfileId: assignee } });
      expect(updated.status).toBe(200);
      expect(updated.body.assigneeProfileId).toBe(assignee);
    }
  });
});
