import { beforeAll, describe, expect, it } from 'vitest';
import { createAssignment, createQuestion, expectAccessible, openAs, settledShot, wait } from './harness';
import { groupJourney, submitAttempt } from './solveSteps';

/**
 * History stays true. A graded attempt keeps each question as it was answered: after the teacher
 * edits the bank question (statement and key), the student's and the teacher's attempt views still show the old
 * statement, and the teacher sees the key of that version beside the student's answer.
 */
describe('history after a question is edited', () => {
  const { journey, teacher, student, group } = groupJourney('history', {
    teacher: ['Nora', 'Salas'],
    student: ['Bruno', 'Paz'],
    group: { name: 'Astronomía', description: 'Los viernes' },
  });
  let attemptId: string;
  const oldStatement = 'La Luna tiene luz propia';
  const newStatement = 'El Sol tiene luz propia';

  beforeAll(async () => {
    const questionId = await createQuestion(journey, teacher.token, { statement: oldStatement, trueOrFalse: { correctAnswer: false } });
    const assignmentId = await createAssignment(journey, teacher, {
      studyGroupId: group.id,
      name: 'El cielo',
      description: 'Luz y sombra',
      questionIds: [questionId],
    });
    const attempt = await submitAttempt(journey, student, assignmentId, [{ questionId, trueOrFalseAnswer: false }]);
    attemptId = attempt.id;
    expect(attempt.score).toBe(100);
  });

  it('the teacher edits the bank question in the browser: statement and key change', async () => {
    const page = await openAs(journey, teacher, '/profile/questions');
    await page.getByRole('button', { name: `Opciones de la pregunta ${oldStatement}` }).click(wait);
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await page.waitForURL('**/profile/questions/update/TRUE_OR_FALSE?**', wait);
    const statement = page.getByLabel('Enunciado');
    await expect.poll(() => statement.inputValue(), wait).toBe(oldStatement);
    await statement.fill(newStatement);
    await page.getByRole('switch', { name: /Respuesta correcta/ }).click();
    expect(await page.getByRole('switch', { name: 'Respuesta correcta: Verdadero' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Actualizar pregunta' }).click();
    await page.getByText('Pregunta actualizada').waitFor(wait);
    await page.goto('/profile/questions');
    await page.getByRole('button', { name: `Opciones de la pregunta ${newStatement}` }).waitFor(wait);
    await page.context().close();
  });

  it("the student's graded attempt still shows the question as answered, with its grade", async () => {
    const page = await openAs(journey, student, '/profile/grades', { viewport: { width: 412, height: 823 } });
    const card = page.getByRole('link', { name: /El cielo/ });
    await card.getByText('Nota total: 100.00%').waitFor(wait);
    await card.click();
    await page.waitForURL('**/profile/grades/questions?**', wait);
    const answered = page.getByRole('article', { name: oldStatement });
    await answered.getByText('Falso').waitFor(wait);
    await answered.getByText('Nota: 100.00%').waitFor(wait);
    expect(await page.getByText(newStatement).count()).toBe(0);
    // A student never sees a key.
    expect(await page.getByRole('group', { name: 'Respuesta correcta' }).count()).toBe(0);
    await expectAccessible(page, "student's attempt after the edit (phone)");
    await settledShot(journey, page, 'student-attempt-after-edit');
    await page.context().close();
  });

  it("the teacher's attempt view shows that version, its key beside the student's answer", async () => {
    const path = `/groups/assignments/questionsAttemptsByProfile?${new URLSearchParams({ assignmentAttemptId: attemptId, profileId: student.profile.id })}`;
    const page = await openAs(journey, teacher, path);
    const answered = page.getByRole('article', { name: oldStatement });
    await answered.waitFor(wait);
    const key = answered.getByRole('group', { name: 'Respuesta correcta' });
    // The key answered against (Falso), not today's (Verdadero).
    await key.getByText('Falso').waitFor(wait);
    expect(await key.getByText('Verdadero').count()).toBe(0);
    await answered.getByText('Nota: 100.00%').waitFor(wait);
    expect(await page.getByText(newStatement).count()).toBe(0);
    await expectAccessible(page, "teacher's attempt view after the edit");
    await settledShot(journey, page, 'teacher-attempt-after-edit');
    await page.context().close();
  });
});
