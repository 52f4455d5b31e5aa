import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  assignment,
  attempt,
  forge,
  groups,
  h,
  ok,
  outsider,
  questionAttempts,
  questionFields,
  questions,
  rawId,
  student,
  teacher,
  startQueryFixture,
} from './queryFixture.js';

// node and nodes for every Node type, the Question union with inline fragments, and what a student may (not) see
// of an answer key.

startQueryFixture();

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
    expect(Object.keys(ids)).toHaveLength(13);
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
    expect(mixed.errors).toEqual([
      expect.objectContaining({ message: 'No se encontró el recurso', path: ['nodes', 1], extensions: { code: 'NOT_FOUND' } }),
    ]);

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
      expect(result.errors, id).toEqual([
        expect.objectContaining({ message: 'No se encontró el recurso', path: ['node'], extensions: { code: 'NOT_FOUND' } }),
      ]);
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

  it('the author sees every type with its answer key', async () => {
    const list = (await ok(query, { id: assignment }, teacher.token)).node.questions;
    const common = { isActive: true, viewerSeesAnswerKey: true, author: { username: 'taniaquispe' } };
    expect(list).toEqual([
      {
        __typename: 'TrueOrFalseQuestion',
        ...common,
        id: questions.TrueOrFalseQuestion,
        type: 'TRUE_OR_FALSE',
        statement: 'El sol es una estrella',
        difficulty: 'EASY',
        imageUrl: null,
        correctAnswer: true,
      },
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
      {
        __typename: 'ShortAnswerQuestion',
        ...common,
        id: questions.ShortAnswerQuestion,
        type: 'SHORT_ANSWER',
        statement: 'Explique la fotosíntesis',
        difficulty: 'EASY',
        acceptedAnswers: ['*luz*'],
      },
      {
        __typename: 'NumericalQuestion',
        ...common,
        id: questions.NumericalQuestion,
        type: 'NUMERICAL',
        statement: '¿Cuánto es 7 por 6?',
        difficulty: 'EASY',
        answers: [{ value: 42, tolerance: 0, credit: 100 }],
      },
      {
        __typename: 'OrderingQuestion',
        ...common,
        id: questions.OrderingQuestion,
        type: 'ORDERING',
        statement: 'Ordene de menor a mayor',
        difficulty: 'EASY',
        items: ['uno', 'dos', 'tres'],
      },
    ]);
  });

  it('a member student sees no answer key: fill blanks as segments, the right column and the items to order shuffled', async () => {
    const list = (await ok(query, { id: assignment }, student.token)).node.questions;
    const [trueOrFalse, fillBlanks, matchColumns, multipleAnswer, shortAnswer, numerical, ordering] = list;
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
    expect(numerical).toMatchObject({ __typename: 'NumericalQuestion', statement: '¿Cuánto es 7 por 6?', answers: null });
    // In the student's own order, the same every time they look.
    expect([...ordering.items].sort()).toEqual(['dos', 'tres', 'uno']);
    expect((await ok(query, { id: assignment }, student.token)).node.questions[6].items).toEqual(ordering.items);
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
      for (const key of ['correctAnswer', 'correctWords', 'correctOptionsIndex', 'acceptedAnswers', 'answers']) {
        if (key in asAuthor) {
          expect(asAuthor[key], key).not.toBeNull();
          expect(asStudent[key], key).toBeNull();
        }
      }
    }
  });
});
