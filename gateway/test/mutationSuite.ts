import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { mutationDoc, publishFilled, questionKindFields, startHarness, type Harness } from './harness.js';

// What the mutations-*.test.ts files share: the error codes and messages they expect, a way to run a mutation that
// must succeed or must fail, the people, group and questions most tests start from, and the selections they read
// back. Each test file gets its own copy of this module (vitest isolates files), so the bindings below are that
// file's harness and fixtures, set by startSuite() before its tests run.

export const UNAUTHENTICATED = ['UNAUTHENTICATED', 'Las credenciales no son válidas'] as const;
export const FORBIDDEN = ['FORBIDDEN', 'Acceso restringido. No tiene los roles para esta acción'] as const;
export const NOT_FOUND = ['NOT_FOUND', 'No se encontró el recurso'] as const;
export const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export let h: Harness;
export let teacher: Person;
export let student: Person;
export let outsider: Person;
/** The teacher's group, the student a member. */
export let group: string;
/** The teacher's questions of typeInputs, one of each kind: their global ids by type. */
export let q: Record<string, string>;

/**
 * A harness for this test file (closed after it) and the fixtures asked for: the student and the outsider, then the
 * teacher, signed up in that order; the group; the questions.
 */
export function startSuite(fixtures: { people?: boolean; group?: boolean; questions?: boolean } = {}) {
  beforeAll(async () => {
    h = await startHarness();
    if (fixtures.people) {
      student = asPerson(await mutate('signUp', signUpInput('Sofia'), authSelection));
      outsider = asPerson(await mutate('signUp', signUpInput('Omar'), authSelection));
      teacher = asPerson(await mutate('signUp', signUpInput('Tomas'), authSelection));
    }
    if (fixtures.group) {
      const payload = await mutate(
        'createStudyGroup',
        { name: 'Matemática básica', description: 'Álgebra y números', memberIds: [student.profileId] },
        'studyGroup { id }',
        teacher.token,
      );
      group = payload.studyGroup.id;
    }
    if (fixtures.questions) {
      q = {};
      for (const [key, input] of Object.entries(typeInputs)) {
        q[key] = (await mutate('createQuestion', input, 'question { ... on QuestionCommon { id } }', teacher.token)).question.id;
      }
    }
  });
  afterAll(() => h.close());
}

/** Runs a mutation that must succeed and returns its payload. */
export async function mutate<T = any>(name: string, input: Record<string, unknown>, selection: string, token?: string): Promise<T> {
  const result = await h.graphql(mutationDoc(name, selection), { input }, token);
  expect(result.errors, `${name}: ${JSON.stringify(result.errors)}`).toBeUndefined();
  await publishFilled(h.ok, name, input, result.data[name], token);
  return result.data[name];
}

/** Runs a mutation that must fail with this code and message (a string, or a matcher such as expect.stringMatching), and no data. */
export async function refuses(name: string, input: Record<string, unknown>, token: string | undefined, [code, message]: readonly [string, unknown]) {
  const result = await h.graphql(mutationDoc(name, '__typename'), { input }, token);
  expect(result.status, name).toBe(200);
  expect(result.errors, name).toHaveLength(1);
  expect(result.errors![0], name).toMatchObject({ message, extensions: { code }, path: [name] });
  expect(result.data, name).toBeNull();
}

/**
 * A mutation only the owner may run on that input: FORBIDDEN for the member and for the outsider, NOT_FOUND for the
 * owner on `missingInput` (naming a node that is not there), UNAUTHENTICATED without a token.
 */
export async function refusesAllButOwner(name: string, input: Record<string, unknown>, missingInput: Record<string, unknown>) {
  await refuses(name, input, student.token, FORBIDDEN);
  await refuses(name, input, outsider.token, FORBIDDEN);
  await refuses(name, missingInput, teacher.token, NOT_FOUND);
  await refuses(name, input, undefined, UNAUTHENTICATED);
}

export const badInput = (message: string) => ['BAD_USER_INPUT', message] as const;

export const forge = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
/** A well-formed global id of a kind that points at nothing. */
export const missing = (kind: string) => forge(`${kind}:${randomUUID()}`);

export interface Person {
  token: string;
  userId: string;
  profileId: string;
  email: string;
}

export const signUpInput = (firstName: string) => ({
  firstName,
  lastName: 'Vargas',
  email: `${firstName.toLowerCase()}@mutaciones.test`,
  phone: '+51 987-654 321',
  password: 'clave12345',
});
export const authSelection = 'token user { id email phone firstName lastName isActive } profile { id username }';
export const asPerson = (payload: any): Person => ({
  token: payload.token,
  userId: payload.user.id,
  profileId: payload.profile.id,
  email: payload.user.email,
});

export const groupSelection = `studyGroup {
  id name description isActive isPublic requiresRequest code viewerIsOwner owner { id }
  members { totalCount edges { node { id } } }
}`;
export const memberIdsOf = (studyGroup: any) => studyGroup.members.edges.map((e: any) => e.node.id);

export const questionSelection = `question {
  __typename
  ... on QuestionCommon { id type statement difficulty isActive viewerSeesAnswerKey author { id } }
  ${questionKindFields}
}`;
/** One question of each type, as createQuestion's input. */
export const typeInputs = {
  trueOrFalse: { statement: 'El sol es una estrella', trueOrFalse: { correctAnswer: true } },
  fillBlanks: { statement: '  Lima es la   capital del Perú ', fillBlanks: { correctWords: ['Lima', 'Perú'] } },
  matchColumns: { statement: 'Una cada país con su capital', matchColumns: { leftColumn: ['Perú', 'Chile'], rightColumn: ['Lima', 'Santiago'] } },
  multipleAnswer: {
    statement: 'Marque los números primos',
    difficulty: 'HARD',
    multipleAnswer: { options: ['2', '3', '4', '5'], correctOptionsIndex: [0, 1, 3] },
  },
  shortAnswer: { statement: 'Explique la fotosíntesis', difficulty: 'INTERMEDIATE', shortAnswer: {} },
  numerical: {
    statement: '¿Cuánto vale pi con dos decimales?',
    numerical: {
      answers: [
        { value: 3.14, tolerance: 0.01 },
        { value: 3, credit: 50 },
      ],
    },
  },
  ordering: { statement: 'Ordene los números de menor a mayor', ordering: { items: ['uno', 'dos', 'tres', 'cuatro'] } },
};

export const assignmentSelection = `assignment {
  id name description difficulty dueDate isActive questionCount viewerIsOwner
  studyGroup { id } assigner { id }
  questions { ... on QuestionCommon { id } }
}`;
export const questionIdsOf = (a: any) => a.questions.map((question: any) => question.id);
