import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { inBatches } from '../dataset.js';
import { answersRight, answerTo, expectedScore, type ShownQuestion } from './answers.js';
import type { Exam } from './exam.js';
import { globalId, Refusal, RetryableFailure, type WebClient } from './webClient.js';

/**
 * The simulated students of an exam, each doing what the web app does for a student (the solve screen's operations,
 * in its order): the assignment's page, the solve screen (a timed exam shows no question before the start), the
 * start, the solve screen again with the questions, one answer per question with the draft going to the server
 * as useKeptAttempt sends it, and 'Finalizar'. What fails for want of an answer (no connection, a 5xx, a worker
 * gone) is sent again as the web sends it again: a screen by reloading, a submission by the offline queue with the
 * same client submission id. Drafts that fail are dropped, as the web drops them (the device keeps its copy).
 */

export interface BurstPlan {
  /** Seconds over which the students open the exam, evenly (the class bell). */
  windowSeconds: number;
  /** Milliseconds a student spends on each question before answering it. */
  thinkMs: number;
  /** How long after the last change the draft goes to the server: the web's 2,000 ms (useKeptAttempt's serverDraftDelayMs) unless a test compresses the clock. */
  draftDelayMs: number;
  /** Every `resendEvery`-th student sends the submission again afterwards (the offline queue re-sending). */
  resendEvery: number;
}

export interface StudentResult {
  n: number;
  profileId: string;
  clientSubmissionId: string;
  /** The attempt the server acknowledged, and its score; absent when it never did. */
  attemptId?: string;
  score?: number;
  expectedScore: number;
  /** Sent again afterwards: did the server answer with the first attempt (alreadySubmitted)? */
  resent: boolean;
  resendRecognised?: boolean;
  /** From the first 'Finalizar' to the acknowledgement, retries included. */
  submitMs?: number;
  /** Requests of this student sent again because the first got no answer or a 5xx. */
  retries: number;
  draftsSent: number;
  draftsFailed: number;
  /** The server's final refusal of something this student needed, if any. */
  refusal?: string;
}

/** How often a request is tried before the student gives up (about two minutes of tries). */
const maxTries = 40;

async function withRetries<T>(
  client: WebClient,
  counter: { retries: number },
  operation: string,
  variables: Record<string, unknown>,
  token?: string,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await client.send<T>(operation, variables, token);
    } catch (error) {
      if (!(error instanceof RetryableFailure) || attempt >= maxTries) throw error;
      counter.retries += 1;
      await sleep(Math.min(250 * 2 ** (attempt - 1), 4000));
    }
  }
}

/** Every student logs in through the gateway (useLogInMutation), `parallel` at a time; their tokens in order. */
export async function logInStudents(client: WebClient, exam: Exam, parallel: number) {
  const counter = { retries: 0 };
  const tokens = await inBatches(exam.students, parallel, async (student) => {
    const data = await withRetries<{ logIn: { token: string } }>(client, counter, 'useLogInMutation', {
      input: { email: student.email, password: exam.password },
    });
    return data.logIn.token;
  });
  return { tokens, retries: counter.retries };
}

type SolveNode = { questions: Array<ShownQuestion & { __typename: string }> };

async function takeExam(client: WebClient, exam: Exam, n: number, token: string, plan: BurstPlan): Promise<StudentResult> {
  const student = exam.students[n]!;
  const assignmentId = globalId('Assignment', exam.assignmentId);
  const result: StudentResult = {
    n,
    profileId: student.profileId,
    clientSubmissionId: randomUUID(),
    expectedScore: expectedScore(n, exam.questions.length),
    resent: (n + 1) % plan.resendEvery === 0,
    retries: 0,
    draftsSent: 0,
    draftsFailed: 0,
  };
  const call = <T>(operation: string, variables: Record<string, unknown>) => withRetries<T>(client, result, operation, variables, token);
  try {
    await call('AssignmentOverviewPageQuery', { id: assignmentId });
    await call('SolvePageQuery', { id: assignmentId });
    const { startAssignmentAttempt } = await call<{ startAssignmentAttempt: { attemptStart: { id: string } } }>('useStartAssignmentAttemptMutation', {
      input: { assignmentId },
    });
    const attemptStartId = startAssignmentAttempt.attemptStart.id;
    const { node } = await call<{ node: SolveNode }>('SolvePageQuery', { id: assignmentId });
    if (node.questions.length !== exam.questions.length) throw new Refusal(`SolvePageQuery: ${node.questions.length} questions after the start`);

    const drafts: Record<string, unknown> = {};
    const answers = [];
    const inFlight: Array<Promise<void>> = [];
    let pending: NodeJS.Timeout | undefined;
    const saveDraft = (step: number, text: string) => {
      result.draftsSent += 1;
      inFlight.push(
        client.send('useSaveAttemptDraftMutation', { input: { attemptStartId, step, answers: text } }, token).then(
          () => {},
          () => void (result.draftsFailed += 1),
        ),
      );
    };
    for (const [position, shown] of node.questions.entries()) {
      await sleep(plan.thinkMs);
      const { input, draft } = answerTo(exam.questions[position]!.spec, shown, answersRight(n, position));
      answers.push(input);
      drafts[shown.id] = draft;
      clearTimeout(pending);
      const step = Math.min(position + 1, node.questions.length - 1);
      const text = JSON.stringify(drafts);
      pending = setTimeout(() => saveDraft(step, text), plan.draftDelayMs);
    }
    await sleep(plan.thinkMs);
    // 'Finalizar': a draft still waiting is not sent (finished()).
    clearTimeout(pending);
    const input = { assignmentId, clientSubmissionId: result.clientSubmissionId, answers, attemptStartId };
    type Submitted = { submitAssignmentAttempt: { alreadySubmitted: boolean; assignmentAttempt: { id: string; score: number } } };
    const began = performance.now();
    const { submitAssignmentAttempt: first } = await call<Submitted>('useSubmitAssignmentAttemptMutation', { input });
    result.submitMs = performance.now() - began;
    result.attemptId = first.assignmentAttempt.id;
    result.score = first.assignmentAttempt.score;
    if (result.resent) {
      const { submitAssignmentAttempt: again } = await call<Submitted>('useSubmitAssignmentAttemptMutation', { input });
      result.resendRecognised = again.alreadySubmitted && again.assignmentAttempt.id === first.assignmentAttempt.id;
    }
    await Promise.all(inFlight);
  } catch (error) {
    result.refusal = (error as Error).message;
  }
  return result;
}

/** The burst: student n opens the exam n × window / N seconds after `startsAt` (Date.now() time). */
export async function runBurst(client: WebClient, exam: Exam, tokens: string[], plan: BurstPlan, startsAt = Date.now()) {
  return Promise.all(
    tokens.map(async (token, n) => {
      await sleep(Math.max(0, startsAt + (n * plan.windowSeconds * 1000) / tokens.length - Date.now()));
      return takeExam(client, exam, n, token, plan);
    }),
  );
}
