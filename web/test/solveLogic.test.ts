import { describe, expect, it, vi } from 'vitest';
import { applyDraft, completeAnswer, type Answers } from '../src/questionKinds/answers';
import { formatDecimal, parseDecimal, thousandsWarning } from '../src/questionKinds/numerical/decimal';
import { moveEntry, orderingAnswer } from '../src/questionKinds/ordering/order';
import { pendingSubmissions, saveOffline, sendPending, savedAnswerPrefix } from '../src/offline/offlineQueue';
import { formatGrade, formatSpanishDate } from '../src/lib/format';
import { withTestVault } from './vaultSetup';

withTestVault();

describe('answer-storing rules', () => {
  it('stores a true/false answer on the first choice and replaces it when answered again', () => {
    let answers: Answers = {};
    answers = applyDraft(answers, 'q1', { type: 'TRUE_OR_FALSE', value: null });
    expect(answers).toEqual({});
    answers = applyDraft(answers, 'q1', { type: 'TRUE_OR_FALSE', value: false });
    expect(answers.q1).toEqual({ questionId: 'q1', trueOrFalseAnswer: false });
    answers = applyDraft(answers, 'q1', { type: 'TRUE_OR_FALSE', value: true });
    expect(answers.q1).toEqual({ questionId: 'q1', trueOrFalseAnswer: true });
  });

  it('stores fill blanks only when every blank is filled, and drops them when one is emptied', () => {
    let answers: Answers = {};
    answers = applyDraft(answers, 'q', { type: 'FILL_BLANKS', values: ['sol', ''] });
    expect(answers).toEqual({});
    answers = applyDraft(answers, 'q', { type: 'FILL_BLANKS', values: [' sol ', 'estrella'] });
    expect(answers.q).toEqual({ questionId: 'q', filledBlanks: ['sol', 'estrella'] });
    answers = applyDraft(answers, 'q', { type: 'FILL_BLANKS', values: ['sol', '   '] });
    expect(answers).toEqual({});
  });

  it('stores match columns only when every left item has a value', () => {
    expect(completeAnswer('q', { type: 'MATCH_COLUMNS', values: ['Lima', null] })).toBeNull();
    expect(completeAnswer('q', { type: 'MATCH_COLUMNS', values: ['Lima', 'Santiago'] })).toEqual({
      questionId: 'q',
      userColumnsOrder: ['Lima', 'Santiago'],
    });
    const stored = applyDraft({}, 'q', { type: 'MATCH_COLUMNS', values: ['Lima', 'Santiago'] });
    expect(applyDraft(stored, 'q', { type: 'MATCH_COLUMNS', values: ['Lima', null] })).toEqual({});
  });

  it('stores a multiple answer only with at least one option chosen', () => {
    expect(completeAnswer('q', { type: 'MULTIPLE_ANSWER', chosen: [] })).toBeNull();
    expect(completeAnswer('q', { type: 'MULTIPLE_ANSWER', chosen: [2, 0] })).toEqual({ questionId: 'q', chosenOptionsIndex: [0, 2] });
    const stored = applyDraft({}, 'q', { type: 'MULTIPLE_ANSWER', chosen: [1] });
    expect(applyDraft(stored, 'q', { type: 'MULTIPLE_ANSWER', chosen: [] })).toEqual({});
  });

  it('stores a short answer only when non-empty', () => {
    expect(completeAnswer('q', { type: 'SHORT_ANSWER', text: '   ' })).toBeNull();
    expect(completeAnswer('q', { type: 'SHORT_ANSWER', text: ' Por la luz ' })).toEqual({ questionId: 'q', shortAnswer: 'Por la luz' });
  });

  it("reads '3,14' and '3.14' as 3.14 and stores a numerical answer only when it is a number", () => {
    expect(parseDecimal('3,14')).toBe(3.14);
    expect(parseDecimal(' 3.14 ')).toBe(3.14);
    expect(parseDecimal('-2')).toBe(-2);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('1e3')).toBe(1000);
    for (const text of ['abc', '', '3,1,4', '1.000,5', '3 14', '--2', 'Infinity', '1e999']) expect(parseDecimal(text)).toBeNull();
    expect(completeAnswer('q', { type: 'NUMERICAL', text: 'tres' })).toBeNull();
    expect(completeAnswer('q', { type: 'NUMERICAL', text: '-0,5' })).toEqual({ questionId: 'q', numericalAnswer: -0.5 });
    // A key written back into the form keeps every digit (a save without changes never changes it).
    for (const value of [3.14, 6.62607015e-34, -1.602e-19, Math.PI, 1e300, 0.1 + 0.2]) expect(parseDecimal(formatDecimal(value))).toBe(value);
    expect(formatDecimal(3.14)).toBe('3,14');
    // '1.000' is read as 1, and the student is told so.
    expect(thousandsWarning('1.000')).toMatch(/^Se leerá como 1: /);
    expect(thousandsWarning('3,141')).toBeNull();
    expect(thousandsWarning('3.14')).toBeNull();
    const stored = applyDraft({}, 'q', { type: 'NUMERICAL', text: '3,14' });
    expect(applyDraft(stored, 'q', { type: 'NUMERICAL', text: '3,14x' })).toEqual({});
  });

  it('sends the position given to each item as shown: reversed, one swap, untouched', () => {
    // order[k] = the shown item put at position k.
    expect(orderingAnswer([3, 2, 1, 0])).toEqual([3, 2, 1, 0]);
    expect(orderingAnswer([1, 0, 2])).toEqual([1, 0, 2]);
    expect(orderingAnswer([2, 0, 1])).toEqual([1, 2, 0]);
    expect(completeAnswer('q', { type: 'ORDERING', order: [0, 1, 2] })).toEqual({ questionId: 'q', orderingAnswer: [0, 1, 2] });
    expect(completeAnswer('q', { type: 'ORDERING', order: [0, 0, 2] })).toBeNull();
    expect(completeAnswer('q', { type: 'ORDERING', order: [] })).toBeNull();
    expect(moveEntry(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('keeps other questions untouched', () => {
    const answers = applyDraft({ other: { questionId: 'other', shortAnswer: 'x' } }, 'q', { type: 'SHORT_ANSWER', text: '' });
    expect(answers).toEqual({ other: { questionId: 'other', shortAnswer: 'x' } });
  });
});

describe('Spanish dates and grades', () => {
  it("formats '{day} de {month} del {year} a las {HH:mm}' in 24-hour time", () => {
    expect(formatSpanishDate(new Date(2026, 10, 21, 19, 5))).toBe('21 de noviembre del 2026 a las 19:05');
    expect(formatSpanishDate(new Date(2027, 0, 3, 7, 30))).toBe('3 de enero del 2027 a las 07:30');
  });

  it("says 'Fecha inválida' for a bad date", () => {
    expect(formatSpanishDate('no es fecha')).toBe('Fecha inválida');
    expect(formatSpanishDate(null)).toBe('Fecha inválida');
  });

  it('shows grades with two decimals and a % sign', () => {
    expect(formatGrade(66.66666)).toBe('66.67%');
    expect(formatGrade(100)).toBe('100.00%');
    expect(formatGrade(0)).toBe('0.00%');
  });
});

describe('offline queue', () => {
  const submission = { assignmentId: 'a1', clientSubmissionId: 'c-123', answers: [{ questionId: 'q', shortAnswer: 'x' }], ownerId: 'ana' };

  it("saves under 'savedAnswer-' plus a UUID, sealed in the vault", async () => {
    const key = await saveOffline(submission);
    expect(key).toMatch(new RegExp(`^${savedAnswerPrefix}[0-9a-f-]{36}$`));
    expect(await pendingSubmissions('ana')).toEqual([{ key, submission: { ...submission, savedAt: expect.any(String) } }]);
  });

  it('resends with the same client submission id and removes the entry only after the server confirms', async () => {
    await saveOffline(submission);
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    expect(await sendPending(send, { ownerId: 'ana' })).toBe(0);
    expect(await pendingSubmissions('ana')).toHaveLength(1);
    expect(await sendPending(send, { ownerId: 'ana' })).toBe(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls.map(([s]) => s.clientSubmissionId)).toEqual(['c-123', 'c-123']);
    expect(await pendingSubmissions('ana')).toEqual([]);
  });

  it('leaves plaintext entries it cannot read alone', async () => {
    localStorage.setItem(`${savedAnswerPrefix}roto`, '{no json');
    expect(await pendingSubmissions('ana')).toEqual([]);
    await sendPending(async () => {}, { ownerId: 'ana' });
    expect(localStorage.getItem(`${savedAnswerPrefix}roto`)).toBe('{no json');
  });
});

describe('offline queue: owners and refusals', () => {
  const base = { assignmentId: 'a1', answers: [{ questionId: 'q', shortAnswer: 'x' }] };

  it("sends only the logged-in user's entries", async () => {
    await saveOffline({ ...base, clientSubmissionId: 'ana-1', ownerId: 'ana' });
    await saveOffline({ ...base, clientSubmissionId: 'bruno-1', ownerId: 'bruno' });
    const sent: string[] = [];
    await sendPending(async (s) => void sent.push(s.clientSubmissionId), { ownerId: 'bruno' });
    expect(sent).toEqual(['bruno-1']);
    expect((await pendingSubmissions('ana')).map((p) => p.submission.clientSubmissionId)).toEqual(['ana-1']);
  });

  it('keeps an entry the server refuses and still sends the next one; a lost connection stops the round', async () => {
    await saveOffline({ ...base, clientSubmissionId: 'refused', ownerId: 'ana' });
    await saveOffline({ ...base, clientSubmissionId: 'fine', ownerId: 'ana' });
    const lostConnection = new Error('offline');
    const refusal = new Error('La pregunta no pertenece a la tarea');
    const sent = await sendPending(
      async (s) => {
        if (s.clientSubmissionId === 'refused') throw refusal;
      },
      { ownerId: 'ana', stopOn: (error) => error === lostConnection },
    );
    expect(sent).toBe(1);
    expect((await pendingSubmissions('ana')).map((p) => p.submission.clientSubmissionId)).toEqual(['refused']);
    expect(await sendPending(async () => Promise.reject(lostConnection), { ownerId: 'ana', stopOn: (error) => error === lostConnection })).toBe(0);
    expect(await pendingSubmissions('ana')).toHaveLength(1);
  });
});
