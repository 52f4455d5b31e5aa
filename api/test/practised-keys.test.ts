import { errorMessages } from '@aula/common';
import { describe, expect, it } from 'vitest';
import { api, groupId, startClassroom, student, teacher } from './classroomFixture.js';
import { addQuestion, createAssignment, sampleQuestions } from './helpers.js';

// Students who saw a question's solution in Modo Libre know its key. Closing Modo Libre on such
// questions, or linking one to a graded assignment, is refused (409, saying why) until the teacher confirms.

startClassroom();

/** An assignment open for practice with one true/false question; `practised`: a student checked an answer. */
async function practiceAssignment(practised: boolean) {
  const assignment = await createAssignment(api, teacher, groupId, { name: 'Repaso libre', openForPractice: true });
  const question = await addQuestion(api, teacher, assignment.id, sampleQuestions.TRUE_OR_FALSE);
  if (practised) {
    const checked = await api.call('POST', 'practice/check', {
      token: student.token,
      body: { questionId: question.id, answer: { trueOrFalseAnswer: false } },
    });
    expect(checked.body.solution).toEqual({ type: 'TRUE_OR_FALSE', correctAnswer: true });
  }
  return { assignmentId: assignment.id, questionId: question.id };
}

const update = (id: string, body: Record<string, unknown>) => api.call('PATCH', `assignments/update/${id}`, { token: teacher.token, body });

describe('closing Modo Libre for grading', () => {
  it('asks the teacher to confirm when students saw the solutions, and does it once confirmed', async () => {
    const { assignmentId } = await practiceAssignment(true);
    const refused = await update(assignmentId, { openForPractice: false });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(errorMessages.practisedAssignment);
    expect(refused.body.message).toContain('Modo Libre');
    expect((await api.call('GET', `assignments/getOne?id=${assignmentId}`, { token: teacher.token })).body.openForPractice).toBe(true);
    const confirmed = await update(assignmentId, { openForPractice: false, confirmPractisedKeys: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.openForPractice).toBe(false);
  });

  it('does not ask when no student checked an answer, nor when the teacher practised alone', async () => {
    const { assignmentId, questionId } = await practiceAssignment(false);
    await api.call('POST', 'practice/check', { token: teacher.token, body: { questionId, answer: { trueOrFalseAnswer: true } } });
    const closed = await update(assignmentId, { openForPractice: false });
    expect(closed.status).toBe(200);
    expect(closed.body.openForPractice).toBe(false);
  });
});

describe('linking a practised question to a graded assignment', () => {
  it('asks to confirm on update, on create, and not for questions students have not seen', async () => {
    const { questionId } = await practiceAssignment(true);
    const fresh = await practiceAssignment(false);
    const exam = await createAssignment(api, teacher, groupId, { name: 'Examen' });
    expect((await update(exam.id, { questionsIds: [fresh.questionId] })).status).toBe(200);
    const refused = await update(exam.id, { questionsIds: [fresh.questionId, questionId] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(errorMessages.practisedQuestions);
    const linked = await update(exam.id, { questionsIds: [fresh.questionId, questionId], confirmPractisedKeys: true });
    expect(linked.status).toBe(200);
    expect(linked.body.questionsIds).toEqual([fresh.questionId, questionId]);
    // Once confirmed, reordering what it already uses asks nothing more.
    expect((await update(exam.id, { questionsIds: [questionId, fresh.questionId] })).status).toBe(200);

    const body = { name: 'Examen final', description: 'Con preguntas de repaso', studyGroupId: groupId, questionsIds: [questionId] };
    const create = (extra: Record<string, unknown>) => api.call('POST', 'assignments/create', { token: teacher.token, body: { ...body, ...extra } });
    const refusedCreate = await create({});
    expect(refusedCreate.status).toBe(409);
    expect(refusedCreate.body.message).toBe(errorMessages.practisedQuestions);
    expect((await create({ openForPractice: true })).status).toBe(201);
    expect((await create({ confirmPractisedKeys: true })).status).toBe(201);
  });
});
