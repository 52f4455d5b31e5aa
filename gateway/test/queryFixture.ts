import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { questionKindFields, startHarness, type Harness } from './harness.js';

// What the queries-*.test.ts files read: people, three groups, one question of each type, two assignments and a
// student's attempts, made through the gateway's own mutations. Each test file gets its own copy of this module
// (vitest isolates files), so the bindings below are that file's harness and data, set before its tests run.

export let h: Harness;

/** Runs an operation that must succeed and returns its data. */
export async function ok<T = any>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const result = await h.graphql<T>(query, variables, token);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  expect(result.status).toBe(200);
  return result.data!;
}

export const forge = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
export const rawId = (globalId: string) => Buffer.from(globalId, 'base64url').toString('utf8').split(':')[1]!;

export interface Person {
  token: string;
  userId: string;
  profileId: string;
  username: string;
}

export async function signUp(firstName: string, lastName = 'Quispe'): Promise<Person> {
  const data = await ok(`mutation($input: SignUpInput!) { signUp(input: $input) { token user { id } profile { id username } } }`, {
    input: { firstName, lastName, email: `${firstName.toLowerCase()}@consultas.test`, phone: '+51 987654321', password: 'clave12345' },
  });
  return { token: data.signUp.token, userId: data.signUp.user.id, profileId: data.signUp.profile.id, username: data.signUp.profile.username };
}

export const questionFields = `
  __typename
  ... on QuestionCommon { id type statement difficulty isActive viewerSeesAnswerKey author { username } }
  ${questionKindFields}
`;

export let teacher: Person;
export let student: Person;
export let outsider: Person;
/** Álgebra (the student a member), Geometría, Historia: the teacher's. */
export const groups: string[] = [];
/** One question of each type, by its GraphQL type name. */
export const questions: Record<string, string> = {};
/** All seven questions; the student has answered them once. */
export let assignment: string;
/** The true-or-false question alone; the student has submitted it twice. */
export let quiz: string;
export let attempt: string;
export let questionAttempts: string[];

/** A harness for this test file, with the data above made before its tests (and closed after them). */
export function startQueryFixture() {
  beforeAll(async () => {
    h = await startHarness();
    teacher = await signUp('Tania');
    student = await signUp('Sergio');
    outsider = await signUp('Olga');
    // More namesakes, so a search for "quispe" finds more than 5.
    for (const name of ['Ana', 'Beto', 'Caro', 'Dani']) await signUp(name);

    for (const [name, memberIds] of [
      ['Álgebra', [student.profileId]],
      ['Geometría', []],
      ['Historia', []],
    ] as const) {
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
      NumericalQuestion: { statement: '¿Cuánto es 7 por 6?', numerical: { answers: [{ value: 42 }] } },
      OrderingQuestion: { statement: 'Ordene de menor a mayor', ordering: { items: ['uno', 'dos', 'tres'] } },
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
        await h.mutate(
          'createAssignment',
          { studyGroupId: groups[0], name, description: 'Para practicar', questionIds, maxAttempts: null },
          'assignment { id }',
          teacher.token,
        )
      ).assignment.id as string;
    assignment = await create('Repaso general', Object.values(questions));
    quiz = await create('Prueba corta', [questions.TrueOrFalseQuestion!]);

    // The student puts the items in order as they are shown to them: orderingAnswer[i] is the place of the i-th shown.
    const shown = (
      await ok(`query($id: ID!) { node(id: $id) { ... on OrderingQuestion { items } } }`, { id: questions.OrderingQuestion }, student.token)
    ).node.items;
    const orderingAnswer = shown.map((item: string) => ['uno', 'dos', 'tres'].indexOf(item));

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
            { questionId: questions.NumericalQuestion, numericalAnswer: 42 },
            { questionId: questions.OrderingQuestion, orderingAnswer },
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
        {
          input: {
            assignmentId: quiz,
            clientSubmissionId: randomUUID(),
            answers: [{ questionId: questions.TrueOrFalseQuestion, trueOrFalseAnswer: answer }],
          },
        },
        student.token,
      );
    }
  });
  afterAll(() => h.close());
}
