import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as suite from './mutationSuite.js';

// Issue 32 through GraphQL against a real api: the account's offline key (AuthPayload.offlineKey, Viewer.offlineKey)
// and the drafts of an open attempt start (AttemptStart.draft, saveAttemptDraft), with their error codes, the field
// a refused draft names, and the student's alone.

suite.startSuite({ people: true, group: true });

const viewerKey = async (token: string) => (await suite.h.ok<any>('{ viewer { offlineKey } }', {}, token)).viewer.offlineKey as string;
const logIn = (email: string, password = 'clave12345') => suite.mutate('logIn', { email, password }, 'token offlineKey');
const startSelection = 'attemptStart { id draft { step answers savedAt } } resumed';
const draftSelection = 'attemptStart { id startedAt draft { step answers savedAt } }';

describe('the offline key', () => {
  it('comes with signUp and logIn, the same as Viewer.offlineKey, and differs between accounts', async () => {
    const signed = await suite.mutate(
      'signUp',
      { ...suite.signUpInput('Clara'), email: `${randomUUID()}@offline.test` },
      'token offlineKey user { email }',
    );
    expect(Buffer.from(signed.offlineKey, 'base64')).toHaveLength(32);
    expect(await viewerKey(signed.token)).toBe(signed.offlineKey);
    const again = await logIn(signed.user.email);
    expect(again.offlineKey).toBe(signed.offlineKey);
    expect(again.token).not.toBe(signed.token);

    const studentKey = await viewerKey(suite.student.token);
    expect(studentKey).not.toBe(signed.offlineKey);
    expect((await logIn(suite.student.email)).offlineKey).toBe(studentKey);
  });

  it('is asked for with a session only, and is gone with the account', async () => {
    // Without a session there is no viewer, so no key.
    expect(await suite.h.graphql('{ viewer { offlineKey } }')).toEqual({ status: 200, data: { viewer: null } });

    const email = `${randomUUID()}@offline.test`;
    const leaving = await suite.mutate('signUp', { ...suite.signUpInput('Lidia'), email }, 'token offlineKey');
    await suite.mutate('deleteAccount', { password: 'clave12345' }, 'deleted', leaving.token);
    expect(await suite.h.graphql('{ viewer { offlineKey } }', {}, leaving.token)).toEqual({ status: 200, data: { viewer: null } });
    const back = await suite.mutate('signUp', { ...suite.signUpInput('Lidia'), email }, 'token offlineKey');
    expect(back.offlineKey).not.toBe(leaving.offlineKey);
  });
});

describe('saveAttemptDraft and AttemptStart.draft', () => {
  let assignmentId: string;

  beforeAll(async () => {
    const questionId = (
      await suite.mutate('createQuestion', suite.typeInputs.trueOrFalse, 'question { ... on QuestionCommon { id } }', suite.teacher.token)
    ).question.id;
    assignmentId = (
      await suite.mutate(
        'createAssignment',
        { studyGroupId: suite.group, name: 'Tarea en el bus', description: 'Sin conexión', questionIds: [questionId], maxAttempts: null },
        'assignment { id }',
        suite.teacher.token,
      )
    ).assignment.id;
  });

  it('keeps the answers so far, resumed by another device; only the student writes them; the submission clears them', async () => {
    const started = await suite.mutate('startAssignmentAttempt', { assignmentId }, startSelection, suite.student.token);
    expect(started).toMatchObject({ resumed: false, attemptStart: { draft: null } });
    const startId = started.attemptStart.id;

    const answers = '{"respuestas":{"1":true},"texto":"Ñandú"}';
    const saved = await suite.mutate('saveAttemptDraft', { attemptStartId: startId, step: 1, answers }, draftSelection, suite.student.token);
    expect(saved.attemptStart).toMatchObject({ id: startId, draft: { step: 1, answers } });
    expect(Math.abs(Date.parse(saved.attemptStart.draft.savedAt) - Date.now())).toBeLessThan(60_000);

    // Another device: a new session of the same student resumes the start with its draft.
    const phone = await logIn(suite.student.email);
    const resumed = await suite.mutate('startAssignmentAttempt', { assignmentId }, startSelection, phone.token);
    expect(resumed).toEqual({ resumed: true, attemptStart: { id: startId, draft: saved.attemptStart.draft } });

    // Not the teacher's, nor anybody else's: it looks like no start at all.
    await suite.refuses('saveAttemptDraft', { attemptStartId: startId, step: 0, answers: '{}' }, suite.teacher.token, suite.NOT_FOUND);
    await suite.refuses('saveAttemptDraft', { attemptStartId: startId, step: 0, answers: '{}' }, suite.outsider.token, suite.NOT_FOUND);
    await suite.refuses(
      'saveAttemptDraft',
      { attemptStartId: suite.missing('AttemptStart'), step: 0, answers: '{}' },
      suite.student.token,
      suite.NOT_FOUND,
    );
    await suite.refuses('saveAttemptDraft', { attemptStartId: startId, step: 0, answers: '{}' }, undefined, suite.UNAUTHENTICATED);

    const input = { assignmentId, clientSubmissionId: randomUUID(), answers: [], attemptStartId: startId };
    await suite.mutate('submitAssignmentAttempt', input, 'assignmentAttempt { id }', phone.token);
    await suite.refuses('saveAttemptDraft', { attemptStartId: startId, step: 1, answers }, suite.student.token, [
      'CONFLICT',
      'Este intento ya fue enviado o se acabó su tiempo: sus respuestas ya no se guardan en el servidor',
    ]);
    const next = await suite.mutate('startAssignmentAttempt', { assignmentId }, startSelection, suite.student.token);
    expect(next).toMatchObject({ resumed: false, attemptStart: { draft: null } });
  });

  it('refuses a draft that is not JSON, too large or with a bad step, naming the field', async () => {
    const startId = (await suite.mutate('startAssignmentAttempt', { assignmentId }, startSelection, suite.student.token)).attemptStart.id;
    const refusal = async (step: number, answers: string) => {
      const result = await suite.h.graphql(
        'mutation($input: SaveAttemptDraftInput!) { saveAttemptDraft(input: $input) { __typename } }',
        { input: { attemptStartId: startId, step, answers } },
        suite.student.token,
      );
      expect(result.data?.saveAttemptDraft ?? null).toBeNull();
      return { message: result.errors?.[0]?.message, ...result.errors?.[0]?.extensions };
    };
    expect(await refusal(0, '{"sin cerrar":')).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'answers',
      message: 'Las respuestas del borrador (answers) no son un JSON válido',
    });
    expect(await refusal(0, `"${'x'.repeat(256 * 1024)}"`)).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'answers',
      message: 'Las respuestas del borrador (answers) superan el tamaño máximo de 256 KiB',
    });
    expect(await refusal(-1, '{}')).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'step',
      message: 'La pregunta del borrador (step) debe ser un número entero entre 0 y 1000',
    });
  });
});
