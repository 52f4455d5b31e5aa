import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

// Reads: viewer, its connections and profile search, the nested group tree, node/nodes for every Node type, the
// Question union with inline fragments, and what a student may (not) see of an answer key.

let h: Harness;

/** Runs an operation that must succeed and returns its data. */
async function ok<T = any>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const result = await h.graphql<T>(query, variables, token);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  expect(result.status).toBe(200);
  return result.data!;
}

const forge = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const rawId = (globalId: string) => Buffer.from(globalId, 'base64url').toString('utf8').split(':')[1]!;

interface Person {
  token: string;
  userId: string;
  profileId: string;
  username: string;
}

async function signUp(firstName: string, lastName = 'Quispe'): Promise<Person> {
  const data = await ok(
    `mutation($input: SignUpInput!) { signUp(input: $input) { token user { id } profile { id username } } }`,
    { input: { firstName, lastName, email: `${firstName.toLowerCase()}@consultas.test`, phone: '+51 987654321', password: 'clave12345' } },
  );
  return { token: data.signUp.token, userId: data.signUp.user.id, profileId: data.signUp.profile.id, username: data.signUp.profile.username };
}

const questionFields = `
  __typename
  ... on QuestionCommon { id type statement difficulty isActive viewerSeesAnswerKey author { username } }
  ... on TrueOrFalseQuestion { imageUrl correctAnswer }
  ... on FillBlanksQuestion { segments blankCount correctWords }
  ... on MatchColumnsQuestion { leftColumn rightColumn }
  ... on MultipleAnswerQuestion { options correctOptionsIndex }
  ... on ShortAnswerQuestion { acceptedAnswers }
`;

let teacher: Person;
let student: Person;
let outsider: Person;
const groups: string[] = [];
const questions: Record<string, string> = {};
let assignment: string;
let quiz: string;
let attempt: string;
let questionAttempts: string[];

beforeAll(async () => {
  h = await startHarness();
  teacher = await signUp('Tania');
  student = await signUp('Sergio');
  outsider = await signUp('Olga');
  // More namesakes, so a search for "quispe" finds more than 5.
  for (const name of ['Ana', 'Beto', 'Caro', 'Dani']) await signUp(name);

  for (const [name, memberIds] of [['Álgebra', [student.profileId]], ['Geometría', []], ['Historia', []]] as const) {
    const data = await ok(
      `mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { studyGroup { id } } }`,
      { input: { name, memberIds } },
      teacher.token,
    );
    groups.push(data.createStudyGroup.studyGroup.id);
  }

  const inputs: Record<string, Record<string, unknown>> = {
    TrueOrFalseQuestion: { statement: 'El sol es una estrella', trueOrFalse: { correctAnswer: true } },
    FillBlanksQuestion: { statement: 'Lima es la capital del Perú', fillBlanks: { correctWords: ['Lima', 'Perú'] } },
    MatchColumnsQuestion: {
      statement: 'Una cada país con su capital',
      matchColumns: { leftColumn: ['Perú', 'Chile', 'Brasil'], rightColumn: ['Lima', 'Santiago', 'Brasilia'] },
    },
    MultipleAnswerQuestion: {
      statement: 'Marque los números primos',
      difficulty: 'HARD',
      multipleAnswer: { options: ['2', '3', '4', '5'], correctOptionsIndex: [0, 1, 3] },
    },
    ShortAnswerQuestion: { statement: 'Explique la fotosíntesis', shortAnswer: { acceptedAnswers: ['*luz*'] } },
  };
  for (const [typename, input] of Object.entries(inputs)) {
    const data = await ok(
      `mutation($input: CreateQuestionInput!) { createQuestion(input: $input) { question { ... on QuestionCommon { id } } } }`,
      { input },
      teacher.token,
    );
    questions[typename] = data.createQuestion.question.id;
  }

  const create = async (name: string, questionIds: string[]) =>
    (
      await ok(
        `mutation($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id } } }`,
        { input: { studyGroupId: groups[0], name, description: 'Para practicar', questionIds } },
        teacher.token,
      )
    ).createAssignment.assignment.id as string;
  assignment = await create('Repaso general', Object.values(questions));
  quiz = await create('Prueba corta', [questions.TrueOrFalseQuestion!]);

  const submit = `mutation($input: SubmitAssignmentAttemptInput!) {
    submitAssignmentAttempt(input: $input) { assignmentAttempt { id questionAttempts { id } } }
  }`;
  const answered = await ok(
    submit,
    {
      input: {
        assignmentId: assignment,
        clientSubmissionId: randomUUID(),
        answers: [
          { questionId: questions.TrueOrFalseQuestion, trueOrFalseAnswer: true },
          { questionId: questions.FillBlanksQuestion, filledBlanks: ['lima', 'Peru'] },
          { questionId: questions.MatchColumnsQuestion, userColumnsOrder: ['Lima', 'Santiago', 'Brasilia'] },
          { questionId: questions.MultipleAnswerQuestion, chosenOptionsIndex: [0, 1] },
          { questionId: questions.ShortAnswerQuestion, shortAnswer: 'Con la luz del sol' },
        ],
      },
    },
    student.token,
  );
  attempt = answered.submitAssignmentAttempt.assignmentAttempt.id;
  questionAttempts = answered.submitAssignmentAttempt.assignmentAttempt.questionAttempts.map((qa: { id: string }) => qa.id);
  for (const answer of [true, false]) {
    await ok(
      submit,
      { input: { assignmentId: quiz, clientSubmissionId: randomUUID(), answers: [{ questionId: questions.TrueOrFalseQuestion, trueOrFalseAnswer: answer }] } },
      student.token,
    );
  }
});
afterAll(() => h.close());

describe('viewer', () => {
  it('is null without a token, with a garbage token and with a forged JWT, without errors', async () => {
    const query = '{ viewer { user { id } profile { username } } }';
    const forgedJwt = `${forge('{"alg":"HS256","typ":"JWT"}')}.${forge(`{"sub":"${randomUUID()}"}`)}.${forge('firma')}`;
    for (const token of [undefined, 'garbage', forgedJwt]) {
      const result = await h.graphql(query, {}, token);
      expect(result.status).toBe(200);
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ viewer: null });
    }
  });

  it('gives the logged-in user and profile', async () => {
    const data = await ok(
      '{ viewer { user { id firstName lastName email phone isActive } profile { id username profilePictureUrl } } }',
      {},
      teacher.token,
    );
    expect(data.viewer).toEqual({
      user: { id: teacher.userId, firstName: 'Tania', lastName: 'Quispe', email: 'tania@consultas.test', phone: '+51 987654321', isActive: true },
      profile: { id: teacher.profileId, username: 'taniaquispe', profilePictureUrl: null },
    });
  });

  it('pages studyGroups with first/after, cursors and pageInfo', async () => {
    const query = `query($first: Int, $after: String) {
      viewer { studyGroups(first: $first, after: $after) {
        edges { cursor node { id name viewerIsOwner } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      } }
    }`;
    const first = (await ok(query, { first: 2 }, teacher.token)).viewer.studyGroups;
    expect(first.edges.map((e: any) => e.node.name)).toEqual(['Álgebra', 'Geometría']);
    expect(first.edges.every((e: any) => e.node.viewerIsOwner)).toBe(true);
    expect(first.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: first.edges[0].cursor,
      endCursor: first.edges[1].cursor,
    });
    expect(first.edges[0].cursor).not.toBe(first.edges[1].cursor);

    const second = (await ok(query, { first: 2, after: first.pageInfo.endCursor }, teacher.token)).viewer.studyGroups;
    expect(second.edges.map((e: any) => e.node.name)).toEqual(['Historia']);
    expect(second.pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: true,
      startCursor: second.edges[0].cursor,
      endCursor: second.edges[0].cursor,
    });

    // A student sees the one group they belong to, not as its owner.
    const mine = (await ok(query, { first: 20 }, student.token)).viewer.studyGroups;
    expect(mine.edges.map((e: any) => [e.node.name, e.node.viewerIsOwner])).toEqual([['Álgebra', false]]);
    expect(mine.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses a page size out of range and a bad cursor with BAD_USER_INPUT', async () => {
    const tooMany = await h.graphql('{ viewer { studyGroups(first: 101) { edges { cursor } } } }', {}, teacher.token);
    expect(tooMany.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(tooMany.errors![0]!.message).toBe('"first" debe estar entre 1 y 100');
    const badCursor = await h.graphql('{ viewer { studyGroups(first: 2, after: "bm9wZQ") { edges { cursor } } } }', {}, teacher.token);
    expect(badCursor.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(badCursor.errors![0]!.message).toBe('El cursor no es válido');
  });

  it('pages the question bank, and filters it by type', async () => {
    const query = `query($after: String, $type: QuestionType) {
      viewer { questions(first: 2, after: $after, type: $type) {
        edges { cursor node { __typename ... on QuestionCommon { id } } }
        pageInfo { hasNextPage hasPreviousPage endCursor }
      } }
    }`;
    const seen: string[] = [];
    let after: string | null = null;
    const pages: boolean[][] = [];
    do {
      const page: any = (await ok(query, { after }, teacher.token)).viewer.questions;
      seen.push(...page.edges.map((e: any) => e.node.__typename));
      pages.push([page.pageInfo.hasNextPage, page.pageInfo.hasPreviousPage]);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(['TrueOrFalseQuestion', 'FillBlanksQuestion', 'MatchColumnsQuestion', 'MultipleAnswerQuestion', 'ShortAnswerQuestion']);
    expect(pages).toEqual([[true, false], [true, true], [false, true]]);

    const fill = (await ok(query, { type: 'FILL_BLANKS' }, teacher.token)).viewer.questions;
    expect(fill.edges.map((e: any) => e.node.id)).toEqual([questions.FillBlanksQuestion]);
    // Someone else's bank is their own: the student wrote nothing.
    expect((await ok(query, {}, student.token)).viewer.questions.edges).toEqual([]);
  });

  it("pages the viewer's own attempts (grades)", async () => {
    const query = `query($after: String) {
      viewer { assignmentAttempts(first: 2, after: $after) {
        edges { cursor node { id score assignment { name } profile { username } } }
        pageInfo { hasNextPage hasPreviousPage endCursor }
      } }
    }`;
    const first = (await ok(query, {}, student.token)).viewer.assignmentAttempts;
    expect(first.edges.map((e: any) => e.node.assignment.name)).toEqual(['Repaso general', 'Prueba corta']);
    expect(first.edges[0].node.id).toBe(attempt);
    expect(first.edges[0].node.score).toBeCloseTo((100 + 50 + 100 + 200 / 3 + 100) / 5, 5);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = (await ok(query, { after: first.pageInfo.endCursor }, student.token)).viewer.assignmentAttempts;
    expect(second.edges.map((e: any) => [e.node.assignment.name, e.node.score, e.node.profile.username])).toEqual([
      ['Prueba corta', 0, 'sergioquispe'],
    ]);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    // The teacher submitted nothing.
    expect((await ok(query, {}, teacher.token)).viewer.assignmentAttempts.edges).toEqual([]);
  });

  it('searches profiles: at most 5, never the viewer, empty search gives []', async () => {
    const query = `query($search: String, $excludeGroupId: ID, $first: Int) {
      viewer { profiles(search: $search, excludeGroupId: $excludeGroupId, first: $first) { id username profilePictureUrl } }
    }`;
    const found = (await ok(query, { search: 'QUISPE' }, teacher.token)).viewer.profiles;
    expect(found).toHaveLength(5);
    expect(found.map((p: any) => p.id)).not.toContain(teacher.profileId);
    expect(found.every((p: any) => p.username.endsWith('quispe'))).toBe(true);

    const fewer = (await ok(query, { search: 'quispe', first: 2 }, teacher.token)).viewer.profiles;
    expect(fewer).toHaveLength(2);
    const one = (await ok(query, { search: 'serg' }, teacher.token)).viewer.profiles;
    expect(one).toEqual([{ id: student.profileId, username: 'sergioquispe', profilePictureUrl: null }]);
    expect((await ok(query, { search: 'tania' }, teacher.token)).viewer.profiles).toEqual([]);

    for (const search of ['', '   ', null]) {
      expect((await ok(query, { search }, teacher.token)).viewer.profiles).toEqual([]);
    }

    // Leaving out the members of a group the viewer owns: the student and the teacher are in Álgebra.
    const notMembers = (await ok(query, { search: 'quispe', excludeGroupId: groups[0] }, teacher.token)).viewer.profiles;
    expect(notMembers).toHaveLength(5);
    expect(notMembers.map((p: any) => p.id)).not.toContain(student.profileId);

    const tooMany = await h.graphql(query, { search: 'quispe', first: 6 }, teacher.token);
    expect(tooMany.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    // Only a group you own may be excluded.
    const notOwner = await h.graphql(query, { search: 'quispe', excludeGroupId: groups[0] }, student.token);
    expect(notOwner.errors![0]).toMatchObject({
      message: 'Acceso restringido. No tiene los roles para esta acción',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('the nested tree: group → members/assignments → questions/attempts → question attempts → question', () => {
  const tree = `{
    viewer { studyGroups(first: 10) { edges { node {
      name viewerIsOwner owner { username }
      members { totalCount edges { node { username } } pageInfo { hasNextPage } }
      assignments { edges { node {
        name questionCount viewerIsOwner assigner { username } studyGroup { name }
        questions { __typename }
        studentsWithAttempts { username }
        attempts { edges { node {
          score pendingCount profile { username }
          questionAttempts {
            score trueOrFalseAnswer filledBlanks userColumnsOrder chosenOptionsIndex shortAnswer profile { username }
            question { __typename ... on QuestionCommon { statement } }
          }
        } } }
      } } }
    } } } }
  }`;

  it("the teacher sees every group, its members, assignments and the students' attempts", async () => {
    const data = await ok(tree, {}, teacher.token);
    const [algebra, geometry] = data.viewer.studyGroups.edges.map((e: any) => e.node);
    expect(geometry).toMatchObject({ name: 'Geometría', members: { totalCount: 1 }, assignments: { edges: [] } });
    expect(algebra.owner.username).toBe('taniaquispe');
    expect(algebra.members.totalCount).toBe(2);
    expect(algebra.members.edges.map((e: any) => e.node.username)).toEqual(['taniaquispe', 'sergioquispe']);
    const [review, shortQuiz] = algebra.assignments.edges.map((e: any) => e.node);
    expect(review).toMatchObject({
      name: 'Repaso general',
      questionCount: 5,
      viewerIsOwner: true,
      assigner: { username: 'taniaquispe' },
      studyGroup: { name: 'Álgebra' },
      studentsWithAttempts: [{ username: 'sergioquispe' }],
    });
    expect(review.questions.map((q: any) => q.__typename)).toEqual([
      'TrueOrFalseQuestion',
      'FillBlanksQuestion',
      'MatchColumnsQuestion',
      'MultipleAnswerQuestion',
      'ShortAnswerQuestion',
    ]);
    const [graded] = review.attempts.edges.map((e: any) => e.node);
    expect(graded.profile.username).toBe('sergioquispe');
    expect(graded.pendingCount).toBe(0);
    expect(graded.questionAttempts).toEqual([
      expect.objectContaining({ score: 100, trueOrFalseAnswer: true, question: { __typename: 'TrueOrFalseQuestion', statement: 'El sol es una estrella' } }),
      expect.objectContaining({ score: 50, filledBlanks: ['lima', 'Peru'], trueOrFalseAnswer: null, question: expect.objectContaining({ __typename: 'FillBlanksQuestion' }) }),
      expect.objectContaining({ score: 100, userColumnsOrder: ['Lima', 'Santiago', 'Brasilia'] }),
      expect.objectContaining({ chosenOptionsIndex: [0, 1] }),
      expect.objectContaining({ score: 100, shortAnswer: 'Con la luz del sol', profile: { username: 'sergioquispe' } }),
    ]);
    expect(graded.questionAttempts[3].score).toBeCloseTo(200 / 3, 5);
    expect(shortQuiz.attempts.edges.map((e: any) => e.node.score)).toEqual([100, 0]);
  });

  it('a student sees the group as a member, and only their own attempts', async () => {
    const data = await ok(tree, {}, student.token);
    const [algebra] = data.viewer.studyGroups.edges.map((e: any) => e.node);
    expect(algebra.viewerIsOwner).toBe(false);
    expect(algebra.members.totalCount).toBe(2);
    const review = algebra.assignments.edges[0].node;
    expect(review.viewerIsOwner).toBe(false);
    expect(review.attempts.edges).toHaveLength(1);
    // The solver view of the fill-blanks question, even inside the attempt.
    expect(review.attempts.edges[0].node.questionAttempts[1].question.statement).toBe('____ es la capital del ____');
  });

  it('pages a nested connection with first/after', async () => {
    const query = `query($id: ID!, $after: String) { node(id: $id) { ... on StudyGroup {
      members(first: 1, after: $after) { totalCount edges { cursor node { username } } pageInfo { hasNextPage hasPreviousPage endCursor } }
    } } }`;
    const first = (await ok(query, { id: groups[0] }, teacher.token)).node.members;
    expect(first).toMatchObject({ totalCount: 2, edges: [{ node: { username: 'taniaquispe' } }], pageInfo: { hasNextPage: true, hasPreviousPage: false } });
    const second = (await ok(query, { id: groups[0], after: first.pageInfo.endCursor }, teacher.token)).node.members;
    expect(second).toMatchObject({ edges: [{ node: { username: 'sergioquispe' } }], pageInfo: { hasNextPage: false, hasPreviousPage: true } });
  });
});

describe('node and nodes', () => {
  const everyNode = () => ({
    User: teacher.userId,
    Profile: teacher.profileId,
    StudyGroup: groups[0]!,
    Assignment: assignment,
    ...questions,
    AssignmentAttempt: attempt,
    QuestionAttempt: questionAttempts[0]!,
  });

  it('reads back every Node type by its id', async () => {
    const ids = everyNode();
    expect(Object.keys(ids)).toHaveLength(11);
    for (const [typename, id] of Object.entries(ids)) {
      const data = await ok('query($id: ID!) { node(id: $id) { __typename id } }', { id }, teacher.token);
      expect(data.node).toEqual({ __typename: typename, id });
    }
  });

  it('ids are opaque: no raw uuid, and each kind has its own', async () => {
    const ids = Object.values(everyNode());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).not.toMatch(/^[0-9a-f]{8}-/);
  });

  it('nodes(ids) answers in the order asked, null for what cannot be read', async () => {
    const ids = everyNode();
    const list = [...Object.values(ids)].reverse();
    const data = await ok('query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }', { ids: list }, teacher.token);
    expect(data.nodes.map((n: any) => n.id)).toEqual(list);
    expect(data.nodes.map((n: any) => n.__typename)).toEqual(Object.keys(ids).reverse());

    const mixed = await h.graphql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [groups[0], 'garbage', assignment] }, teacher.token);
    expect(mixed.data).toEqual({ nodes: [{ id: groups[0] }, null, { id: assignment }] });
    expect(mixed.errors).toEqual([expect.objectContaining({ message: 'No se encontró el recurso', path: ['nodes', 1], extensions: { code: 'NOT_FOUND' } })]);

    const tooMany = await h.graphql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: Array(101).fill(groups[0]) }, teacher.token);
    expect(tooMany.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('a forged, garbage or other-kind id is NOT_FOUND, not a crash', async () => {
    const group = rawId(groups[0]!);
    const forged = [
      'garbage',
      '',
      '!!!',
      forge('Course:' + group),
      forge('StudyGroup:not-a-uuid'),
      forge('StudyGroup:' + group + ':extra'),
      forge('StudyGroup:' + randomUUID()),
      forge('StudyGroup:' + rawId(assignment)),
      forge('Assignment:' + group),
      forge('Question:' + rawId(attempt)),
      forge('QuestionAttempt:' + rawId(questions.TrueOrFalseQuestion!)),
      forge('User:' + rawId(student.userId)),
      forge("StudyGroup:' OR 1=1 --"),
    ];
    for (const id of forged) {
      const result = await h.graphql('query($id: ID!) { node(id: $id) { __typename id } }', { id }, teacher.token);
      expect(result.status, id).toBe(200);
      expect(result.data, id).toEqual({ node: null });
      expect(result.errors, id).toEqual([expect.objectContaining({ message: 'No se encontró el recurso', path: ['node'], extensions: { code: 'NOT_FOUND' } })]);
    }
  });

  it("another person's objects are NOT_FOUND too", async () => {
    for (const id of [groups[0], assignment, attempt, questions.FillBlanksQuestion, questionAttempts[0], teacher.userId]) {
      const result = await h.graphql('query($id: ID!) { node(id: $id) { id } }', { id }, outsider.token);
      expect(result.data).toEqual({ node: null });
      expect(result.errors![0]).toMatchObject({ message: 'No se encontró el recurso', extensions: { code: 'NOT_FOUND' } });
    }
  });
});

describe('the Question union', () => {
  const query = `query($id: ID!) { node(id: $id) { ... on Assignment { questions { ${questionFields} } } } }`;

  it("the author sees every type with its answer key", async () => {
    const list = (await ok(query, { id: assignment }, teacher.token)).node.questions;
    const common = { isActive: true, viewerSeesAnswerKey: true, author: { username: 'taniaquispe' } };
    expect(list).toEqual([
      { __typename: 'TrueOrFalseQuestion', ...common, id: questions.TrueOrFalseQuestion, type: 'TRUE_OR_FALSE', statement: 'El sol es una estrella', difficulty: 'EASY', imageUrl: null, correctAnswer: true },
      {
        __typename: 'FillBlanksQuestion',
        ...common,
        id: questions.FillBlanksQuestion,
        type: 'FILL_BLANKS',
        statement: 'Lima es la capital del Perú',
        difficulty: 'EASY',
        segments: ['', ' es la capital del ', ''],
        blankCount: 2,
        correctWords: ['Lima', 'Perú'],
      },
      {
        __typename: 'MatchColumnsQuestion',
        ...common,
        id: questions.MatchColumnsQuestion,
        type: 'MATCH_COLUMNS',
        statement: 'Una cada país con su capital',
        difficulty: 'EASY',
        leftColumn: ['Perú', 'Chile', 'Brasil'],
        rightColumn: ['Lima', 'Santiago', 'Brasilia'],
      },
      {
        __typename: 'MultipleAnswerQuestion',
        ...common,
        id: questions.MultipleAnswerQuestion,
        type: 'MULTIPLE_ANSWER',
        statement: 'Marque los números primos',
        difficulty: 'HARD',
        options: ['2', '3', '4', '5'],
        correctOptionsIndex: [0, 1, 3],
      },
      { __typename: 'ShortAnswerQuestion', ...common, id: questions.ShortAnswerQuestion, type: 'SHORT_ANSWER', statement: 'Explique la fotosíntesis', difficulty: 'EASY', acceptedAnswers: ['*luz*'] },
    ]);
  });

  it('a member student sees no answer key: fill blanks as segments, the right column shuffled', async () => {
    const list = (await ok(query, { id: assignment }, student.token)).node.questions;
    const [trueOrFalse, fillBlanks, matchColumns, multipleAnswer, shortAnswer] = list;
    for (const question of list) expect(question.viewerSeesAnswerKey).toBe(false);
    expect(trueOrFalse).toMatchObject({ __typename: 'TrueOrFalseQuestion', statement: 'El sol es una estrella', correctAnswer: null });
    expect(fillBlanks).toMatchObject({
      __typename: 'FillBlanksQuestion',
      statement: '____ es la capital del ____',
      segments: ['', ' es la capital del ', ''],
      blankCount: 2,
      correctWords: null,
    });
    expect(matchColumns.leftColumn).toEqual(['Perú', 'Chile', 'Brasil']);
    // The student's own order: any of the six, the author's included, so only the items are checked here.
    expect([...matchColumns.rightColumn].sort()).toEqual(['Brasilia', 'Lima', 'Santiago']);
    expect(multipleAnswer).toMatchObject({ options: ['2', '3', '4', '5'], correctOptionsIndex: null });
    expect(shortAnswer).toMatchObject({ __typename: 'ShortAnswerQuestion', acceptedAnswers: null });
    const text = JSON.stringify(list);
    expect(text).not.toContain('Lima es la capital');
    expect(text).not.toContain('*luz*');
  });

  it('the same holds for each question read by node(id)', async () => {
    for (const [typename, id] of Object.entries(questions)) {
      const asAuthor = (await ok(`query($id: ID!) { node(id: $id) { ${questionFields} } }`, { id }, teacher.token)).node;
      const asStudent = (await ok(`query($id: ID!) { node(id: $id) { ${questionFields} } }`, { id }, student.token)).node;
      expect(asAuthor.__typename).toBe(typename);
      expect(asStudent.__typename).toBe(typename);
      expect(asAuthor.viewerSeesAnswerKey).toBe(true);
      expect(asStudent.viewerSeesAnswerKey).toBe(false);
      for (const key of ['correctAnswer', 'correctWords', 'correctOptionsIndex', 'acceptedAnswers']) {
        if (key in asAuthor) {
          expect(asAuthor[key], key).not.toBeNull();
          expect(asStudent[key], key).toBeNull();
        }
      }
    }
  });
});
