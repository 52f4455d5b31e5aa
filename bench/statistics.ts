/**
 * The statistics budget: Assignment.statistics of an assignment with 1,000 attempts × 20 questions answers in
 * ≤ 300 ms p50 through the gateway, timed side by side with one of 10 attempts × 20 questions. The attempts are
 * submitted through the api (every kind of question, short answers some graded at once and some pending).
 */
import { request } from 'undici';
import { toGlobalId } from '../gateway/src/graphql/globalId.js';
import { api, everyKindQuestions, inBatches, type Dataset } from './dataset.js';
import { gatewayUrl, graphqlCall, latencies, round } from './measure.js';

const questions = everyKindQuestions;

/** A varied answer to each kind, from the attempt's number and the question's. */
function answerTo(question: (typeof questions)[number], questionId: string, n: number) {
  const pick = (n * 7 + questionId.charCodeAt(0)) % 5;
  switch (question.type) {
    case 'TRUE_OR_FALSE':
      return { questionId, trueOrFalseAnswer: pick !== 0 };
    case 'MULTIPLE_ANSWER':
      return { questionId, chosenOptionsIndex: [[0, 2], [0], [1], [0, 2, 3], [2]][pick]! };
    case 'FILL_BLANKS':
      return {
        questionId,
        filledBlanks: [
          ['sol', 'estrella'],
          ['luna', 'estrella'],
          ['sol', 'planeta'],
          ['Sol', 'Estrella'],
          ['', 'luna'],
        ][pick]!,
      };
    case 'MATCH_COLUMNS':
      return { questionId, userColumnsOrder: pick < 3 ? ['Lima', 'Santiago', 'Ciudad de México'] : ['Santiago', 'Lima', 'Ciudad de México'] };
    case 'SHORT_ANSWER':
      return { questionId, shortAnswer: ['oxígeno', 'O2', 'nitrógeno', 'dióxido de carbono', 'Oxígeno '][pick]! };
    case 'NUMERICAL':
      return { questionId, numericalAnswer: [3.14, 3.15, 3, 3.1416, 22 / 7][pick]! };
    default:
      return { questionId, orderingAnswer: pick < 2 ? [0, 1, 2] : [2, 0, 1] };
  }
}

/** An assignment of 20 questions (the kinds in turn) with `size` attempts, the students submitting in turn. */
async function assignmentWithAttempts(apiUrl: string, data: Dataset, groupId: string, size: number) {
  const assignment = await api(apiUrl, 'POST', '/assignments/create', data.teacher.token, {
    name: `Estadísticas de ${size} intentos`,
    description: 'Tarea de referencia',
    studyGroupId: groupId,
    maxAttempts: null,
  });
  const made: Array<{ id: string; question: (typeof questions)[number] }> = [];
  for (let i = 0; i < 20; i++) {
    const question = questions[i % questions.length]!;
    const { createdQuestion } = await api(apiUrl, 'POST', '/assignments-questions/createAssignmentsQuestions', data.teacher.token, {
      assignmentId: assignment.id,
      question: { ...question, statement: `${question.statement} (${i + 1})` },
    });
    made.push({ id: createdQuestion.id, question });
  }
  await api(apiUrl, 'POST', `/assignments/publish/${assignment.id}`, data.teacher.token, {});
  await inBatches(
    Array.from({ length: size }, (_, n) => n),
    8,
    (n) =>
      api(apiUrl, 'POST', '/assignments/submit', data.students[n % data.students.length]!.token, {
        assignmentId: assignment.id,
        clientSubmissionId: `estadisticas-${size}-${n}`,
        answers: made.map(({ id, question }) => answerTo(question, id, n)),
      }),
  );
  return assignment.id as string;
}

/** What the statistics screen asks for, over every attempt: the summary, every question's numbers, its question and its answers. */
export const statisticsQuery = `query Statistics($id: ID!) { node(id: $id) { ... on Assignment { statistics(attempts: ALL) {
  attemptCount studentCount mean median standardDeviation histogram cronbachAlpha pendingCount
  questions { question { ... on QuestionCommon { id statement } } position attemptCount pendingCount facility standardDeviation
    discrimination flagged flagReasons responses { label answerCount rightShare answers { answer count share correct mostChosenWrong } } }
} } } }`;

export async function statisticsFigures(apiUrl: string, data: Dataset) {
  const group = await api(apiUrl, 'POST', '/study-group/create', data.teacher.token, {
    name: 'Estadísticas',
    profilesId: data.students.map((s) => s.profileId),
  });
  const ids: Record<number, string> = {};
  for (const size of [10, 1000]) ids[size] = await assignmentWithAttempts(apiUrl, data, group.id, size);
  const calls = [10, 1000].map((size) => graphqlCall(data.teacher.token, statisticsQuery, { id: toGlobalId('Assignment', ids[size]!) }));
  // Each answers the numbers of all its attempts (a check that the figure times real statistics).
  for (const [i, size] of [10, 1000].entries()) {
    const response = await request(`${gatewayUrl}${calls[i]!.path}`, { method: 'POST', headers: calls[i]!.headers, body: calls[i]!.body });
    const body = (await response.body.json()) as { data?: { node?: { statistics?: { attemptCount: number } } } };
    if (body.data?.node?.statistics?.attemptCount !== size) throw new Error(`statistics of ${size} attempts: ${JSON.stringify(body).slice(0, 300)}`);
  }
  const [small, large] = await latencies(calls, 100, 10);
  return {
    '10 attempts × 20 questions, p50/p95 ms': `${small!.p50} / ${small!.p95}`,
    '1,000 attempts × 20 questions, p50/p95 ms': `${large!.p50} / ${large!.p95}`,
    '1,000 / 10 at p50': round(large!.p50 / small!.p50),
    'budget (1,000 attempts, p50)': '≤ 300 ms',
  };
}
