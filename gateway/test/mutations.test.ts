import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

// Every mutation of schema.graphql on its success path and on its error codes, with the product's Spanish messages.

let h: Harness;

const UNAUTHENTICATED = ['UNAUTHENTICATED', 'Las credenciales no son válidas'] as const;
const FORBIDDEN = ['FORBIDDEN', 'Acceso restringido. No tiene los roles para esta acción'] as const;
const NOT_FOUND = ['NOT_FOUND', 'No se encontró el recurso'] as const;
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** `mutation($input: <Name>Input!) { name(input: $input) { selection } }` */
const doc = (name: string, selection: string) =>
  `mutation($input: ${name[0]!.toUpperCase()}${name.slice(1)}Input!) { ${name}(input: $input) { ${selection} } }`;

/** Runs a mutation that must succeed and returns its payload. */
async function mutate<T = any>(name: string, input: Record<string, unknown>, selection: string, token?: string): Promise<T> {
  const result = await h.graphql(doc(name, selection), { input }, token);
  expect(result.errors, `${name}: ${JSON.stringify(result.errors)}`).toBeUndefined();
  return result.data[name];
}

/** Runs a mutation that must fail with this code and message (and no data). */
async function refuses(name: string, input: Record<string, unknown>, token: string | undefined, [code, message]: readonly [string, string]) {
  const result = await h.graphql(doc(name, '__typename'), { input }, token);
  expect(result.status, name).toBe(200);
  expect(result.errors, name).toHaveLength(1);
  expect(result.errors![0], name).toMatchObject({ message, extensions: { code }, path: [name] });
  expect(result.data, name).toBeNull();
}
const badInput = (message: string) => ['BAD_USER_INPUT', message] as const;

const forge = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
/** A well-formed global id of a kind that points at nothing. */
const missing = (kind: string) => forge(`${kind}:${randomUUID()}`);

interface Person {
  token: string;
  userId: string;
  profileId: string;
  email: string;
}

const signUpInput = (firstName: string) => ({
  firstName,
  lastName: 'Vargas',
  email: `${firstName.toLowerCase()}@mutaciones.test`,
  phone: '+51 987-654 321',
  password: 'clave12345',
});
const authSelection = 'token user { id email phone firstName lastName isActive } profile { id username }';

let teacher: Person;
let student: Person;
let outsider: Person;
const asPerson = (payload: any): Person => ({ token: payload.token, userId: payload.user.id, profileId: payload.profile.id, email: payload.user.email });

beforeAll(async () => {
  h = await startHarness();
  student = asPerson(await mutate('signUp', signUpInput('Sofia'), authSelection));
  outsider = asPerson(await mutate('signUp', signUpInput('Omar'), authSelection));
});
afterAll(() => h.close());

describe('signUp', () => {
  it('creates the account and its profile, and logs in', async () => {
    const payload = await mutate('signUp', { ...signUpInput('Tomas'), email: '  Tomas@Mutaciones.TEST ' }, authSelection);
    expect(payload.user).toMatchObject({ email: 'tomas@mutaciones.test', phone: '+51 987654321', firstName: 'Tomas', lastName: 'Vargas', isActive: true });
    expect(payload.profile.username).toBe('tomasvargas');
    teacher = asPerson(payload);
    const viewer = await h.graphql('{ viewer { user { id } profile { id } } }', {}, teacher.token);
    expect(viewer.data).toEqual({ viewer: { user: { id: teacher.userId }, profile: { id: teacher.profileId } } });
  });

  it('CONFLICT for an e-mail already taken', async () => {
    await refuses('signUp', { ...signUpInput('Otro'), email: 'SOFIA@mutaciones.test' }, undefined, ['CONFLICT', 'Este usuario ya existe']);
  });

  it('BAD_USER_INPUT with the validation messages', async () => {
    await refuses('signUp', { ...signUpInput('Al'), email: 'al@mutaciones.test' }, undefined, badInput('Necesita tener 3 caracteres como mínimo'));
    await refuses('signUp', { ...signUpInput('Alba'), lastName: '  a ' }, undefined, badInput('Necesita tener 3 caracteres como mínimo'));
    await refuses('signUp', { ...signUpInput('Alba'), email: 'no-es-correo' }, undefined, badInput('El correo debe tener un formato adecuado'));
    await refuses('signUp', { ...signUpInput('Alba'), phone: '987' }, undefined, badInput('Debe tener formato de celular'));
    await refuses('signUp', { ...signUpInput('Alba'), password: 'corta' }, undefined, badInput('La contraseña debe tener un mínimo de 8 caracteres'));
  });
});

describe('logIn', () => {
  it('logs in with e-mail (trimmed, any case) and password', async () => {
    const payload = await mutate('logIn', { email: ' SOFIA@Mutaciones.test', password: 'clave12345' }, authSelection);
    expect(payload.user.id).toBe(student.userId);
    expect(payload.profile.id).toBe(student.profileId);
    expect((await h.graphql('{ viewer { user { email } } }', {}, payload.token)).data).toEqual({ viewer: { user: { email: student.email } } });
  });

  it('UNAUTHENTICATED for a wrong password or an unknown e-mail', async () => {
    await refuses('logIn', { email: student.email, password: 'equivocada' }, undefined, UNAUTHENTICATED);
    await refuses('logIn', { email: 'nadie@mutaciones.test', password: 'clave12345' }, undefined, UNAUTHENTICATED);
  });

  it('BAD_USER_INPUT for a malformed e-mail or a short password', async () => {
    await refuses('logIn', { email: 'sofia', password: 'clave12345' }, undefined, badInput('El correo debe tener un formato adecuado'));
    await refuses('logIn', { email: '', password: 'clave12345' }, undefined, badInput('El correo electrónico es obligatorio'));
    await refuses('logIn', { email: student.email, password: '' }, undefined, badInput('La contraseña es obligatoria'));
    await refuses('logIn', { email: student.email, password: 'corta' }, undefined, badInput('La contraseña debe tener un mínimo de 8 caracteres'));
  });

  it('TOO_MANY_REQUESTS after 5 failed logins for one e-mail, even with the right password', async () => {
    const account = asPerson(await mutate('signUp', signUpInput('Bruno'), authSelection));
    for (let i = 0; i < 5; i++) await refuses('logIn', { email: account.email, password: `mala-clave-${i}` }, undefined, UNAUTHENTICATED);
    const tooMany = ['TOO_MANY_REQUESTS', 'Demasiados intentos fallidos. Inténtelo de nuevo en 30 segundos'] as const;
    await refuses('logIn', { email: account.email, password: 'mala-clave-6' }, undefined, tooMany);
    await refuses('logIn', { email: account.email, password: 'clave12345' }, undefined, tooMany);
    // Other accounts are not affected.
    await mutate('logIn', { email: student.email, password: 'clave12345' }, 'token');
  });
});

describe('updateProfilePicture', () => {
  async function upload(file: Blob, name: string, token?: string) {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: doc('updateProfilePicture', 'profile { id profilePictureUrl }'), variables: { input: { picture: null } } }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.input.picture'] }));
    form.append('0', file, name);
    const response = await h.gateway.yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'x-graphql-yoga-csrf': '1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
    return (await response.json()) as { data: any; errors?: Array<{ message: string; extensions: { code: string } }> };
  }

  it('sets the picture from a multipart upload', async () => {
    const result = await upload(new Blob([png], { type: 'image/png' }), 'yo.png', student.token);
    expect(result.errors).toBeUndefined();
    expect(result.data.updateProfilePicture.profile.id).toBe(student.profileId);
    expect(result.data.updateProfilePicture.profile.profilePictureUrl).toMatch(/^\/storage\/[0-9a-f-]{36}\.png$/);
  });

  it('UNAUTHENTICATED without a token, BAD_USER_INPUT for a file that is not an image', async () => {
    const anonymous = await upload(new Blob([png], { type: 'image/png' }), 'yo.png');
    expect(anonymous.errors![0]).toMatchObject({ message: UNAUTHENTICATED[1], extensions: { code: UNAUTHENTICATED[0] } });
    const text = await upload(new Blob(['hola'], { type: 'image/png' }), 'yo.png', student.token);
    expect(text.errors![0]).toMatchObject({
      message: 'Formato de imagen no admitido. Use PNG, JPEG, WebP o GIF',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

// --- Study groups -----------------------------------------------------------------------------------------

const groupSelection = `studyGroup {
  id name description isActive isPublic requiresRequest code viewerIsOwner owner { id }
  members { totalCount edges { node { id } } }
}`;
let group: string;
let emptyGroup: string;
const memberIdsOf = (studyGroup: any) => studyGroup.members.edges.map((e: any) => e.node.id);

describe('createStudyGroup', () => {
  it('creates a group owned by the viewer, with members, normalised name and defaults', async () => {
    const payload = await mutate(
      'createStudyGroup',
      { name: '  Matemática   básica ', description: 'Álgebra y números', memberIds: [student.profileId] },
      `${groupSelection} studyGroupEdge { cursor node { id } }`,
      teacher.token,
    );
    expect(payload.studyGroup).toMatchObject({
      name: 'Matemática básica',
      description: 'Álgebra y números',
      isActive: true,
      isPublic: true,
      requiresRequest: false,
      viewerIsOwner: true,
      owner: { id: teacher.profileId },
      members: { totalCount: 2 },
    });
    expect(payload.studyGroup.code).toMatch(/^\w{6,}$/);
    expect(memberIdsOf(payload.studyGroup)).toEqual([teacher.profileId, student.profileId]);
    expect(payload.studyGroupEdge.node.id).toBe(payload.studyGroup.id);
    expect(typeof payload.studyGroupEdge.cursor).toBe('string');
    group = payload.studyGroup.id;

    const empty = await mutate('createStudyGroup', { name: 'Sin miembros', isPublic: false, requiresRequest: true }, groupSelection, teacher.token);
    expect(empty.studyGroup).toMatchObject({ description: null, isPublic: false, requiresRequest: true, members: { totalCount: 1 } });
    emptyGroup = empty.studyGroup.id;
  });

  it('BAD_USER_INPUT for a short name or an unknown member; NOT_FOUND for a forged member id; UNAUTHENTICATED', async () => {
    await refuses('createStudyGroup', { name: 'ab' }, teacher.token, badInput('Necesita tener 3 caracteres como mínimo'));
    await refuses('createStudyGroup', { name: '   a     ' }, teacher.token, badInput('Necesita tener 3 caracteres como mínimo'));
    await refuses('createStudyGroup', { name: 'Grupo', memberIds: [missing('Profile')] }, teacher.token, badInput('Alguno de los perfiles no existe'));
    await refuses('createStudyGroup', { name: 'Grupo', memberIds: ['basura'] }, teacher.token, NOT_FOUND);
    await refuses('createStudyGroup', { name: 'Grupo', memberIds: [group] }, teacher.token, NOT_FOUND);
    await refuses('createStudyGroup', { name: 'Grupo' }, undefined, UNAUTHENTICATED);
  });
});

describe('updateStudyGroup', () => {
  it('changes the fields given and keeps the others', async () => {
    const payload = await mutate('updateStudyGroup', { id: group, name: '  Matemática   avanzada', isPublic: false }, groupSelection, teacher.token);
    expect(payload.studyGroup).toMatchObject({ id: group, name: 'Matemática avanzada', description: 'Álgebra y números', isPublic: false, requiresRequest: false });
    const cleared = await mutate('updateStudyGroup', { id: group, description: null, isPublic: true }, groupSelection, teacher.token);
    expect(cleared.studyGroup).toMatchObject({ name: 'Matemática avanzada', description: null, isPublic: true });
  });

  it('FORBIDDEN for a member and an outsider, NOT_FOUND, BAD_USER_INPUT, UNAUTHENTICATED', async () => {
    await refuses('updateStudyGroup', { id: group, name: 'Mío ahora' }, student.token, FORBIDDEN);
    await refuses('updateStudyGroup', { id: group, name: 'Mío ahora' }, outsider.token, FORBIDDEN);
    await refuses('updateStudyGroup', { id: missing('StudyGroup'), name: 'Nada' }, teacher.token, NOT_FOUND);
    await refuses('updateStudyGroup', { id: forge('Assignment:' + randomUUID()), name: 'Nada' }, teacher.token, NOT_FOUND);
    await refuses('updateStudyGroup', { id: group, name: 'ab' }, teacher.token, badInput('Debe tener mínimo 3 caracteres'));
    await refuses('updateStudyGroup', { id: group, name: 'Nada' }, undefined, UNAUTHENTICATED);
  });
});

describe('addStudyGroupMembers and removeStudyGroupMember', () => {
  it('adds members and returns their edges', async () => {
    const payload = await mutate(
      'addStudyGroupMembers',
      { id: emptyGroup, memberIds: [student.profileId, outsider.profileId] },
      `${groupSelection} memberEdges { cursor node { id username } }`,
      teacher.token,
    );
    expect(memberIdsOf(payload.studyGroup)).toEqual([teacher.profileId, student.profileId, outsider.profileId]);
    expect(payload.memberEdges.map((e: any) => e.node.id)).toEqual([student.profileId, outsider.profileId]);
  });

  it('removes a member', async () => {
    const payload = await mutate('removeStudyGroupMember', { id: emptyGroup, profileId: outsider.profileId }, `${groupSelection} removedProfileId`, teacher.token);
    expect(payload.removedProfileId).toBe(outsider.profileId);
    expect(memberIdsOf(payload.studyGroup)).toEqual([teacher.profileId, student.profileId]);
  });

  it('addStudyGroupMembers: FORBIDDEN, NOT_FOUND, BAD_USER_INPUT, UNAUTHENTICATED', async () => {
    await refuses('addStudyGroupMembers', { id: group, memberIds: [outsider.profileId] }, student.token, FORBIDDEN);
    await refuses('addStudyGroupMembers', { id: group, memberIds: [outsider.profileId] }, outsider.token, FORBIDDEN);
    await refuses('addStudyGroupMembers', { id: missing('StudyGroup'), memberIds: [outsider.profileId] }, teacher.token, NOT_FOUND);
    await refuses('addStudyGroupMembers', { id: group, memberIds: [] }, teacher.token, badInput('Seleccione al menos un usuario'));
    await refuses('addStudyGroupMembers', { id: group, memberIds: [missing('Profile')] }, teacher.token, badInput('Alguno de los perfiles no existe'));
    await refuses('addStudyGroupMembers', { id: group, memberIds: [outsider.profileId] }, undefined, UNAUTHENTICATED);
  });

  it('removeStudyGroupMember: FORBIDDEN, NOT_FOUND, BAD_USER_INPUT, UNAUTHENTICATED', async () => {
    await refuses('removeStudyGroupMember', { id: emptyGroup, profileId: student.profileId }, student.token, FORBIDDEN);
    await refuses('removeStudyGroupMember', { id: emptyGroup, profileId: student.profileId }, outsider.token, FORBIDDEN);
    // Not a member (any more).
    await refuses('removeStudyGroupMember', { id: emptyGroup, profileId: outsider.profileId }, teacher.token, NOT_FOUND);
    await refuses('removeStudyGroupMember', { id: missing('StudyGroup'), profileId: student.profileId }, teacher.token, NOT_FOUND);
    await refuses('removeStudyGroupMember', { id: emptyGroup, profileId: teacher.profileId }, teacher.token, badInput('No se puede eliminar al propietario del grupo'));
    await refuses('removeStudyGroupMember', { id: emptyGroup, profileId: student.profileId }, undefined, UNAUTHENTICATED);
  });
});

describe('deactivateStudyGroup', () => {
  it('FORBIDDEN for a member and an outsider, NOT_FOUND, UNAUTHENTICATED', async () => {
    await refuses('deactivateStudyGroup', { id: emptyGroup }, student.token, FORBIDDEN);
    await refuses('deactivateStudyGroup', { id: emptyGroup }, outsider.token, FORBIDDEN);
    await refuses('deactivateStudyGroup', { id: missing('StudyGroup') }, teacher.token, NOT_FOUND);
    await refuses('deactivateStudyGroup', { id: emptyGroup }, undefined, UNAUTHENTICATED);
  });

  it('soft-deletes the group: it leaves the members\' lists', async () => {
    const payload = await mutate('deactivateStudyGroup', { id: emptyGroup }, `studyGroup { id isActive name } deactivatedStudyGroupId`, teacher.token);
    expect(payload).toEqual({ studyGroup: { id: emptyGroup, isActive: false, name: 'Sin miembros' }, deactivatedStudyGroupId: emptyGroup });
    for (const person of [teacher, student]) {
      const data = (await h.graphql('{ viewer { studyGroups { edges { node { id } } } } }', {}, person.token)).data;
      expect(data.viewer.studyGroups.edges.map((e: any) => e.node.id)).toEqual([group]);
    }
  });
});

// --- Questions and assignments ------------------------------------------------------------------------------

const questionSelection = `question {
  __typename
  ... on QuestionCommon { id type statement difficulty isActive viewerSeesAnswerKey author { id } }
  ... on TrueOrFalseQuestion { correctAnswer imageUrl }
  ... on FillBlanksQuestion { correctWords segments blankCount }
  ... on MatchColumnsQuestion { leftColumn rightColumn }
  ... on MultipleAnswerQuestion { options correctOptionsIndex }
  ... on ShortAnswerQuestion { acceptedAnswers }
}`;
const q: Record<string, string> = {};
const typeInputs = {
  trueOrFalse: { statement: 'El sol es una estrella', trueOrFalse: { correctAnswer: true } },
  fillBlanks: { statement: '  Lima es la   capital del Perú ', fillBlanks: { correctWords: ['Lima', 'Perú'] } },
  matchColumns: { statement: 'Una cada país con su capital', matchColumns: { leftColumn: ['Perú', 'Chile'], rightColumn: ['Lima', 'Santiago'] } },
  multipleAnswer: { statement: 'Marque los números primos', difficulty: 'HARD', multipleAnswer: { options: ['2', '3', '4', '5'], correctOptionsIndex: [0, 1, 3] } },
  shortAnswer: { statement: 'Explique la fotosíntesis', difficulty: 'INTERMEDIATE', shortAnswer: {} },
};

describe('createQuestion', () => {
  it('creates each of the five types, seen whole by its author', async () => {
    const created: Record<string, any> = {};
    for (const [key, input] of Object.entries(typeInputs)) {
      const payload = await mutate('createQuestion', input, `${questionSelection} questionEdge { cursor node { __typename } } assignment { id }`, teacher.token);
      expect(payload.assignment).toBeNull();
      expect(payload.questionEdge.node.__typename).toBe(payload.question.__typename);
      expect(payload.question).toMatchObject({ isActive: true, viewerSeesAnswerKey: true, author: { id: teacher.profileId } });
      created[key] = payload.question;
      q[key] = payload.question.id;
    }
    expect(created.trueOrFalse).toMatchObject({ __typename: 'TrueOrFalseQuestion', type: 'TRUE_OR_FALSE', difficulty: 'EASY', correctAnswer: true, imageUrl: null });
    expect(created.fillBlanks).toMatchObject({
      __typename: 'FillBlanksQuestion',
      statement: 'Lima es la capital del Perú',
      correctWords: ['Lima', 'Perú'],
      segments: ['', ' es la capital del ', ''],
      blankCount: 2,
    });
    expect(created.matchColumns).toMatchObject({ __typename: 'MatchColumnsQuestion', leftColumn: ['Perú', 'Chile'], rightColumn: ['Lima', 'Santiago'] });
    expect(created.multipleAnswer).toMatchObject({ __typename: 'MultipleAnswerQuestion', difficulty: 'HARD', correctOptionsIndex: [0, 1, 3] });
    expect(created.shortAnswer).toMatchObject({ __typename: 'ShortAnswerQuestion', difficulty: 'INTERMEDIATE', acceptedAnswers: [] });
    const bank = (await h.graphql('{ viewer { questions { edges { node { ... on QuestionCommon { id } } } } } }', {}, teacher.token)).data;
    expect(bank.viewer.questions.edges.map((e: any) => e.node.id)).toEqual(Object.values(q));
  });

  it('BAD_USER_INPUT for zero or two type inputs and for each rule of the question forms', async () => {
    const one = 'Indique exactamente un tipo de pregunta';
    await refuses('createQuestion', { statement: 'Sin tipo de pregunta' }, teacher.token, badInput(one));
    await refuses('createQuestion', { statement: 'Dos tipos a la vez', trueOrFalse: {}, shortAnswer: {} }, teacher.token, badInput(one));
    await refuses('createQuestion', { statement: 'ab', trueOrFalse: {} }, teacher.token, badInput('El enunciado debe tener al menos 3 caracteres'));
    await refuses('createQuestion', { statement: 'Lima', fillBlanks: { correctWords: ['Lima'] } }, teacher.token, badInput('Debe colocar al menos 5 caracteres'));
    await refuses('createQuestion', { statement: 'Lima es bonita', fillBlanks: { correctWords: [] } }, teacher.token, badInput('Debe colocar al menos una palabra correcta'));
    await refuses(
      'createQuestion',
      { statement: 'Lima es bonita', fillBlanks: { correctWords: ['Cusco'] } },
      teacher.token,
      badInput('Las palabras correctas deben aparecer en el enunciado, en orden'),
    );
    await refuses(
      'createQuestion',
      { statement: 'Una las columnas', matchColumns: { leftColumn: ['a', ' '], rightColumn: ['b', 'c'] } },
      teacher.token,
      badInput('Debe colocar al menos una opción'),
    );
    await refuses(
      'createQuestion',
      { statement: 'Elija las correctas', multipleAnswer: { options: ['sí'], correctOptionsIndex: [0] } },
      teacher.token,
      badInput('Debe proporcionar al menos 2 opciones'),
    );
    await refuses(
      'createQuestion',
      { statement: 'Elija las correctas', multipleAnswer: { options: ['sí', ''], correctOptionsIndex: [0] } },
      teacher.token,
      badInput('Debe colocar una opción'),
    );
    await refuses(
      'createQuestion',
      { statement: 'Elija las correctas', multipleAnswer: { options: ['sí', 'no'], correctOptionsIndex: [] } },
      teacher.token,
      badInput('Debe marcar al menos una opción como correcta'),
    );
    await refuses('createQuestion', { statement: 'Hola', shortAnswer: {} }, teacher.token, badInput('Debe colocar al menos 5 caracteres'));
  });

  it('UNAUTHENTICATED without a token', async () => {
    await refuses('createQuestion', typeInputs.trueOrFalse, undefined, UNAUTHENTICATED);
  });
});

const assignmentSelection = `assignment {
  id name description difficulty dueDate isActive questionCount viewerIsOwner
  studyGroup { id } assigner { id }
  questions { ... on QuestionCommon { id } }
}`;
let assignment: string;
const questionIdsOf = (a: any) => a.questions.map((question: any) => question.id);

describe('createAssignment', () => {
  it('creates an assignment in a group the viewer owns, with its questions', async () => {
    const payload = await mutate(
      'createAssignment',
      {
        studyGroupId: group,
        name: '  Tarea   uno ',
        description: 'Resolver en clase',
        dueDate: '2030-05-01T15:00:00.000Z',
        questionIds: [q.trueOrFalse, q.fillBlanks],
      },
      `${assignmentSelection} assignmentEdge { cursor node { id } }`,
      teacher.token,
    );
    expect(payload.assignment).toMatchObject({
      name: 'Tarea uno',
      description: 'Resolver en clase',
      difficulty: 'EASY',
      dueDate: '2030-05-01T15:00:00.000Z',
      isActive: true,
      questionCount: 2,
      viewerIsOwner: true,
      studyGroup: { id: group },
      assigner: { id: teacher.profileId },
    });
    expect(questionIdsOf(payload.assignment)).toEqual([q.trueOrFalse, q.fillBlanks]);
    expect(payload.assignmentEdge.node.id).toBe(payload.assignment.id);
    assignment = payload.assignment.id;
  });

  it('FORBIDDEN for a member and an outsider, NOT_FOUND, BAD_USER_INPUT, UNAUTHENTICATED', async () => {
    const input = { studyGroupId: group, name: 'Tarea dos', description: 'Otra' };
    await refuses('createAssignment', input, student.token, FORBIDDEN);
    await refuses('createAssignment', input, outsider.token, FORBIDDEN);
    await refuses('createAssignment', { ...input, studyGroupId: missing('StudyGroup') }, teacher.token, NOT_FOUND);
    await refuses('createAssignment', { ...input, studyGroupId: 'no-es-un-id' }, teacher.token, NOT_FOUND);
    await refuses('createAssignment', { ...input, name: 'ab' }, teacher.token, badInput('El título debe tener al menos 3 caracteres'));
    await refuses('createAssignment', { ...input, description: '   ' }, teacher.token, badInput('La descripción no puede estar vacía'));
    await refuses('createAssignment', { ...input, dueDate: 'mañana' }, teacher.token, badInput('La fecha límite no es válida'));
    await refuses('createAssignment', input, undefined, UNAUTHENTICATED);
  });
});

describe('createQuestion with assignmentId', () => {
  it('adds the new question at the end of the assignment', async () => {
    const payload = await mutate(
      'createQuestion',
      { ...typeInputs.matchColumns, statement: 'Una cada río con su país', assignmentId: assignment },
      `${questionSelection} ${assignmentSelection}`,
      teacher.token,
    );
    expect(payload.assignment.questionCount).toBe(3);
    expect(questionIdsOf(payload.assignment)).toEqual([q.trueOrFalse, q.fillBlanks, payload.question.id]);
    q.linked = payload.question.id;
  });

  it('FORBIDDEN for a member, NOT_FOUND for an unknown assignment, UNAUTHENTICATED', async () => {
    await refuses('createQuestion', { ...typeInputs.trueOrFalse, assignmentId: assignment }, student.token, FORBIDDEN);
    await refuses('createQuestion', { ...typeInputs.trueOrFalse, assignmentId: assignment }, outsider.token, FORBIDDEN);
    await refuses('createQuestion', { ...typeInputs.trueOrFalse, assignmentId: missing('Assignment') }, teacher.token, NOT_FOUND);
    await refuses('createQuestion', { ...typeInputs.trueOrFalse, assignmentId: assignment }, undefined, UNAUTHENTICATED);
  });
});

describe('updateAssignment', () => {
  it('changes the fields given; questionIds becomes the list in that order', async () => {
    const payload = await mutate(
      'updateAssignment',
      { id: assignment, name: 'Tarea uno (revisada)', difficulty: 'HARD', questionIds: [q.fillBlanks, q.trueOrFalse] },
      assignmentSelection,
      teacher.token,
    );
    expect(payload.assignment).toMatchObject({ name: 'Tarea uno (revisada)', description: 'Resolver en clase', difficulty: 'HARD', questionCount: 2 });
    expect(questionIdsOf(payload.assignment)).toEqual([q.fillBlanks, q.trueOrFalse]);
    const dateCleared = await mutate('updateAssignment', { id: assignment, dueDate: null }, assignmentSelection, teacher.token);
    expect(dateCleared.assignment).toMatchObject({ dueDate: null, name: 'Tarea uno (revisada)', questionCount: 2 });
  });

  it('FORBIDDEN for a member and an outsider, NOT_FOUND, BAD_USER_INPUT, UNAUTHENTICATED', async () => {
    await refuses('updateAssignment', { id: assignment, name: 'Cambiada' }, student.token, FORBIDDEN);
    await refuses('updateAssignment', { id: assignment, name: 'Cambiada' }, outsider.token, FORBIDDEN);
    await refuses('updateAssignment', { id: missing('Assignment'), name: 'Cambiada' }, teacher.token, NOT_FOUND);
    await refuses('updateAssignment', { id: assignment, name: 'ab' }, teacher.token, badInput('El título debe tener al menos 3 caracteres'));
    await refuses('updateAssignment', { id: assignment, description: '' }, teacher.token, badInput('La descripción no puede estar vacía'));
    await refuses('updateAssignment', { id: assignment, questionIds: [q.trueOrFalse, q.trueOrFalse] }, teacher.token, badInput('Una pregunta no puede repetirse en la tarea'));
    await refuses('updateAssignment', { id: assignment, questionIds: [missing('Question')] }, teacher.token, badInput('Alguna de las preguntas no existe o no es suya'));
    await refuses('updateAssignment', { id: assignment, name: 'Cambiada' }, undefined, UNAUTHENTICATED);
  });
});

describe('setAssignmentQuestions', () => {
  it("makes the given questions the assignment's, in order", async () => {
    const payload = await mutate('setAssignmentQuestions', { id: assignment, questionIds: [q.multipleAnswer, q.trueOrFalse, q.matchColumns] }, assignmentSelection, teacher.token);
    expect(questionIdsOf(payload.assignment)).toEqual([q.multipleAnswer, q.trueOrFalse, q.matchColumns]);
    expect(payload.assignment.questionCount).toBe(3);
  });

  it("BAD_USER_INPUT for someone else's question; FORBIDDEN, NOT_FOUND, UNAUTHENTICATED", async () => {
    const theirs = await mutate('createQuestion', { statement: 'Pregunta de Sofía', trueOrFalse: {} }, 'question { ... on QuestionCommon { id } }', student.token);
    await refuses(
      'setAssignmentQuestions',
      { id: assignment, questionIds: [theirs.question.id] },
      teacher.token,
      badInput('Alguna de las preguntas no existe o no es suya'),
    );
    await refuses('setAssignmentQuestions', { id: assignment, questionIds: [q.trueOrFalse] }, student.token, FORBIDDEN);
    await refuses('setAssignmentQuestions', { id: assignment, questionIds: [q.trueOrFalse] }, outsider.token, FORBIDDEN);
    await refuses('setAssignmentQuestions', { id: missing('Assignment'), questionIds: [q.trueOrFalse] }, teacher.token, NOT_FOUND);
    await refuses('setAssignmentQuestions', { id: assignment, questionIds: ['basura'] }, teacher.token, NOT_FOUND);
    await refuses('setAssignmentQuestions', { id: assignment, questionIds: [q.trueOrFalse] }, undefined, UNAUTHENTICATED);
  });
});

describe('unlinkAssignmentQuestion', () => {
  it('takes a question out of the assignment; it stays in the bank', async () => {
    const payload = await mutate(
      'unlinkAssignmentQuestion',
      { id: assignment, questionId: q.trueOrFalse },
      `${assignmentSelection} ${questionSelection} unlinkedQuestionId`,
      teacher.token,
    );
    expect(payload.unlinkedQuestionId).toBe(q.trueOrFalse);
    expect(payload.question).toMatchObject({ id: q.trueOrFalse, isActive: false });
    expect(questionIdsOf(payload.assignment)).toEqual([q.multipleAnswer, q.matchColumns]);
    const bank = (await h.graphql('{ viewer { questions { edges { node { ... on QuestionCommon { id isActive } } } } } }', {}, teacher.token)).data;
    expect(bank.viewer.questions.edges.map((e: any) => e.node)).toContainEqual({ id: q.trueOrFalse, isActive: true });
  });

  it('NOT_FOUND when it is not linked (any more); FORBIDDEN; UNAUTHENTICATED', async () => {
    await refuses('unlinkAssignmentQuestion', { id: assignment, questionId: q.trueOrFalse }, teacher.token, NOT_FOUND);
    await refuses('unlinkAssignmentQuestion', { id: missing('Assignment'), questionId: q.matchColumns }, teacher.token, NOT_FOUND);
    await refuses('unlinkAssignmentQuestion', { id: assignment, questionId: q.matchColumns }, student.token, FORBIDDEN);
    await refuses('unlinkAssignmentQuestion', { id: assignment, questionId: q.matchColumns }, outsider.token, FORBIDDEN);
    await refuses('unlinkAssignmentQuestion', { id: assignment, questionId: q.matchColumns }, undefined, UNAUTHENTICATED);
  });
});

describe('updateQuestion', () => {
  it('changes the fields given, with the input of its own type', async () => {
    const payload = await mutate(
      'updateQuestion',
      { id: q.trueOrFalse, statement: '  La   Tierra es plana ', trueOrFalse: { correctAnswer: false } },
      questionSelection,
      teacher.token,
    );
    expect(payload.question).toMatchObject({ id: q.trueOrFalse, statement: 'La Tierra es plana', correctAnswer: false, difficulty: 'EASY' });
    const words = await mutate('updateQuestion', { id: q.fillBlanks, fillBlanks: { correctWords: ['capital'] } }, questionSelection, teacher.token);
    expect(words.question).toMatchObject({ statement: 'Lima es la capital del Perú', correctWords: ['capital'], blankCount: 1 });
    const harder = await mutate('updateQuestion', { id: q.shortAnswer, difficulty: 'HARD' }, questionSelection, teacher.token);
    expect(harder.question).toMatchObject({ difficulty: 'HARD', statement: 'Explique la fotosíntesis', acceptedAnswers: [] });
  });

  it('leaves out of an update what the type input does not name (no create defaults on update)', async () => {
    const kept = await mutate('updateQuestion', { id: q.trueOrFalse, trueOrFalse: { removeImage: true } }, questionSelection, teacher.token);
    expect(kept.question).toMatchObject({ correctAnswer: false, imageUrl: null });
    await mutate('updateQuestion', { id: q.shortAnswer, shortAnswer: { acceptedAnswers: ['*clorofila*'] } }, questionSelection, teacher.token);
    const still = await mutate('updateQuestion', { id: q.shortAnswer, shortAnswer: {} }, questionSelection, teacher.token);
    expect(still.question).toMatchObject({ acceptedAnswers: ['*clorofila*'] });
  });

  it("FORBIDDEN for someone else's question, BAD_USER_INPUT, NOT_FOUND, UNAUTHENTICATED", async () => {
    await refuses('updateQuestion', { id: q.trueOrFalse, statement: 'Mía ahora' }, student.token, FORBIDDEN);
    await refuses('updateQuestion', { id: q.trueOrFalse, statement: 'Mía ahora' }, outsider.token, FORBIDDEN);
    await refuses('updateQuestion', { id: q.trueOrFalse, fillBlanks: { correctWords: ['Tierra'] } }, teacher.token, badInput('No se puede cambiar el tipo de una pregunta'));
    await refuses('updateQuestion', { id: q.trueOrFalse, trueOrFalse: {}, shortAnswer: {} }, teacher.token, badInput('Indique exactamente un tipo de pregunta'));
    await refuses('updateQuestion', { id: q.trueOrFalse, statement: 'no' }, teacher.token, badInput('El enunciado debe tener al menos 3 caracteres'));
    await refuses('updateQuestion', { id: q.multipleAnswer, multipleAnswer: { options: ['a', 'b'], correctOptionsIndex: [] } }, teacher.token, badInput('Debe marcar al menos una opción como correcta'));
    await refuses('updateQuestion', { id: missing('Question'), statement: 'Nada aquí' }, teacher.token, NOT_FOUND);
    await refuses('updateQuestion', { id: group, statement: 'Nada aquí' }, teacher.token, NOT_FOUND);
    await refuses('updateQuestion', { id: q.trueOrFalse, statement: 'Nada aquí' }, undefined, UNAUTHENTICATED);
  });
});

describe('deactivateQuestion', () => {
  it("FORBIDDEN for someone else's question, NOT_FOUND, UNAUTHENTICATED", async () => {
    await refuses('deactivateQuestion', { id: q.linked }, student.token, FORBIDDEN);
    await refuses('deactivateQuestion', { id: missing('Question') }, teacher.token, NOT_FOUND);
    await refuses('deactivateQuestion', { id: q.linked }, undefined, UNAUTHENTICATED);
  });

  it('soft-deletes the question: it leaves the bank and the assignments using it', async () => {
    const payload = await mutate('deactivateQuestion', { id: q.linked }, `${questionSelection} deactivatedQuestionId`, teacher.token);
    expect(payload.deactivatedQuestionId).toBe(q.linked);
    expect(payload.question).toMatchObject({ id: q.linked, isActive: false });
    const data = (
      await h.graphql(
        'query($id: ID!) { viewer { questions { edges { node { ... on QuestionCommon { id } } } } } node(id: $id) { ... on Assignment { questions { ... on QuestionCommon { id } } } } }',
        { id: assignment },
        teacher.token,
      )
    ).data;
    expect(data.viewer.questions.edges.map((e: any) => e.node.id)).not.toContain(q.linked);
    expect(data.node.questions.map((x: any) => x.id)).toEqual([q.multipleAnswer, q.matchColumns]);
  });
});

describe('deactivateAssignment', () => {
  it('FORBIDDEN for a member and an outsider, NOT_FOUND, UNAUTHENTICATED', async () => {
    await refuses('deactivateAssignment', { id: assignment }, student.token, FORBIDDEN);
    await refuses('deactivateAssignment', { id: assignment }, outsider.token, FORBIDDEN);
    await refuses('deactivateAssignment', { id: missing('Assignment') }, teacher.token, NOT_FOUND);
    await refuses('deactivateAssignment', { id: assignment }, undefined, UNAUTHENTICATED);
  });

  it('soft-deletes the assignment: the owner still sees it inactive, members no more', async () => {
    const payload = await mutate('deactivateAssignment', { id: assignment }, `assignment { id isActive } deactivatedAssignmentId`, teacher.token);
    expect(payload).toEqual({ assignment: { id: assignment, isActive: false }, deactivatedAssignmentId: assignment });
    const tree = 'query($id: ID!) { node(id: $id) { ... on StudyGroup { assignments { edges { node { id isActive } } } } } }';
    expect((await h.graphql(tree, { id: group }, teacher.token)).data.node.assignments.edges).toEqual([{ node: { id: assignment, isActive: false } }]);
    expect((await h.graphql(tree, { id: group }, student.token)).data.node.assignments.edges).toEqual([]);
    await refuses('submitAssignmentAttempt', { assignmentId: assignment, clientSubmissionId: randomUUID(), answers: [] }, student.token, NOT_FOUND);
  });
});

// --- Attempts ---------------------------------------------------------------------------------------------

describe('submitAssignmentAttempt and gradeQuestionAttempt', () => {
  const attemptSelection = `alreadySubmitted assignmentAttempt {
    id score pendingCount submittedAt profile { id } assignment { id }
    questionAttempts { id score question { __typename } trueOrFalseAnswer filledBlanks userColumnsOrder chosenOptionsIndex shortAnswer }
  }`;
  const exam: Record<string, string> = {};
  let examId: string;
  let answers: Array<Record<string, unknown>>;
  let first: any;

  beforeAll(async () => {
    for (const [key, input] of Object.entries(typeInputs)) {
      exam[key] = (await mutate('createQuestion', input, 'question { ... on QuestionCommon { id } }', teacher.token)).question.id;
    }
    examId = (
      await mutate('createAssignment', { studyGroupId: group, name: 'Examen', description: 'Final', questionIds: Object.values(exam) }, 'assignment { id }', teacher.token)
    ).assignment.id;
    answers = [
      { questionId: exam.trueOrFalse, trueOrFalseAnswer: true },
      { questionId: exam.fillBlanks, filledBlanks: ['  lima ', 'Peru'] },
      { questionId: exam.matchColumns, userColumnsOrder: ['Lima', 'Santiago'] },
      { questionId: exam.multipleAnswer, chosenOptionsIndex: [0, 1] },
      { questionId: exam.shortAnswer, shortAnswer: 'Las plantas usan la luz' },
    ];
  });

  it('grades on the server: each answer and the attempt', async () => {
    const clientSubmissionId = randomUUID();
    const payload = await mutate('submitAssignmentAttempt', { assignmentId: examId, clientSubmissionId, answers }, attemptSelection, student.token);
    expect(payload.alreadySubmitted).toBe(false);
    const attempt = payload.assignmentAttempt;
    expect(attempt).toMatchObject({ pendingCount: 1, profile: { id: student.profileId }, assignment: { id: examId } });
    expect(Date.now() - Date.parse(attempt.submittedAt)).toBeLessThan(60_000);
    const scores = attempt.questionAttempts.map((qa: any) => qa.score);
    expect(scores.slice(0, 3)).toEqual([100, 50, 100]);
    expect(scores[3]).toBeCloseTo(200 / 3, 5);
    expect(scores[4]).toBeNull();
    expect(attempt.score).toBeCloseTo((100 + 50 + 100 + 200 / 3 + 0) / 5, 5);
    expect(attempt.questionAttempts.map((qa: any) => qa.question.__typename)).toEqual([
      'TrueOrFalseQuestion',
      'FillBlanksQuestion',
      'MatchColumnsQuestion',
      'MultipleAnswerQuestion',
      'ShortAnswerQuestion',
    ]);
    // Only the field of each question's type is set.
    expect(attempt.questionAttempts[0]).toMatchObject({ trueOrFalseAnswer: true, filledBlanks: null, shortAnswer: null });
    expect(attempt.questionAttempts[4]).toMatchObject({ shortAnswer: 'Las plantas usan la luz', trueOrFalseAnswer: null });
    first = { ...attempt, clientSubmissionId };
  });

  it('the same clientSubmissionId again returns the same attempt, alreadySubmitted', async () => {
    const again = await mutate(
      'submitAssignmentAttempt',
      { assignmentId: examId, clientSubmissionId: first.clientSubmissionId, answers: [{ questionId: exam.trueOrFalse, trueOrFalseAnswer: false }] },
      attemptSelection,
      student.token,
    );
    expect(again.alreadySubmitted).toBe(true);
    expect(again.assignmentAttempt.id).toBe(first.id);
    expect(again.assignmentAttempt.score).toBe(first.score);
    const grades = (await h.graphql('{ viewer { assignmentAttempts { edges { node { id } } } } }', {}, student.token)).data;
    expect(grades.viewer.assignmentAttempts.edges).toEqual([{ node: { id: first.id } }]);
  });

  it('a new clientSubmissionId is a new attempt; missing answers count 0', async () => {
    const payload = await mutate(
      'submitAssignmentAttempt',
      { assignmentId: examId, clientSubmissionId: randomUUID(), answers: [{ questionId: exam.trueOrFalse, trueOrFalseAnswer: true }] },
      attemptSelection,
      student.token,
    );
    expect(payload.alreadySubmitted).toBe(false);
    expect(payload.assignmentAttempt.id).not.toBe(first.id);
    expect(payload.assignmentAttempt.score).toBe(20);
  });

  it('submitAssignmentAttempt: FORBIDDEN for an outsider, NOT_FOUND, BAD_USER_INPUT, UNAUTHENTICATED', async () => {
    const input = { assignmentId: examId, clientSubmissionId: randomUUID(), answers };
    await refuses('submitAssignmentAttempt', input, outsider.token, FORBIDDEN);
    await refuses('submitAssignmentAttempt', { ...input, assignmentId: missing('Assignment') }, student.token, NOT_FOUND);
    await refuses('submitAssignmentAttempt', { ...input, answers: [{ questionId: missing('Question'), trueOrFalseAnswer: true }] }, student.token, badInput('La pregunta no pertenece a la tarea'));
    await refuses(
      'submitAssignmentAttempt',
      { ...input, answers: [{ questionId: exam.trueOrFalse, filledBlanks: ['sí'] }] },
      student.token,
      badInput('La respuesta no corresponde al tipo de pregunta'),
    );
    await refuses(
      'submitAssignmentAttempt',
      { ...input, answers: [answers[0], answers[0]] },
      student.token,
      badInput('Solo se admite una respuesta por pregunta'),
    );
    await refuses('submitAssignmentAttempt', { ...input, clientSubmissionId: 'envío número 1' }, student.token, badInput('El identificador de envío no es válido'));
    await refuses('submitAssignmentAttempt', input, undefined, UNAUTHENTICATED);
  });

  it("gradeQuestionAttempt grades a pending short answer and recomputes the attempt's score", async () => {
    const pending = first.questionAttempts[4];
    const payload = await mutate(
      'gradeQuestionAttempt',
      { id: pending.id, score: 100 },
      'questionAttempt { id score shortAnswer } assignmentAttempt { id score pendingCount }',
      teacher.token,
    );
    expect(payload.questionAttempt).toEqual({ id: pending.id, score: 100, shortAnswer: 'Las plantas usan la luz' });
    expect(payload.assignmentAttempt.id).toBe(first.id);
    expect(payload.assignmentAttempt.pendingCount).toBe(0);
    expect(payload.assignmentAttempt.score).toBeCloseTo((100 + 50 + 100 + 200 / 3 + 100) / 5, 5);
    // The student reads the new grade.
    const seen = (await h.graphql('query($id: ID!) { node(id: $id) { ... on AssignmentAttempt { score pendingCount } } }', { id: first.id }, student.token)).data;
    expect(seen.node.score).toBeCloseTo(payload.assignmentAttempt.score, 5);
    expect(seen.node.pendingCount).toBe(0);
  });

  it('gradeQuestionAttempt: FORBIDDEN for the student, BAD_USER_INPUT, NOT_FOUND, UNAUTHENTICATED', async () => {
    const [trueOrFalse, , , , shortAnswer] = first.questionAttempts;
    await refuses('gradeQuestionAttempt', { id: shortAnswer.id, score: 100 }, student.token, FORBIDDEN);
    await refuses('gradeQuestionAttempt', { id: shortAnswer.id, score: 100 }, outsider.token, FORBIDDEN);
    await refuses('gradeQuestionAttempt', { id: shortAnswer.id, score: 150 }, teacher.token, badInput('La nota debe ser un número entre 0 y 100'));
    await refuses('gradeQuestionAttempt', { id: shortAnswer.id, score: -1 }, teacher.token, badInput('La nota debe ser un número entre 0 y 100'));
    await refuses('gradeQuestionAttempt', { id: trueOrFalse.id, score: 0 }, teacher.token, badInput('Solo se califican a mano las respuestas cortas'));
    await refuses('gradeQuestionAttempt', { id: missing('QuestionAttempt'), score: 50 }, teacher.token, NOT_FOUND);
    await refuses('gradeQuestionAttempt', { id: first.id, score: 50 }, teacher.token, NOT_FOUND);
    await refuses('gradeQuestionAttempt', { id: shortAnswer.id, score: 50 }, undefined, UNAUTHENTICATED);
  });
});
