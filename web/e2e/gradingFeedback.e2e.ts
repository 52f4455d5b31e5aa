import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, graphql, openAs, settledShot, wait } from './harness';
import { assignmentJourney, submitAttempt } from './solveSteps';

// The teacher corrects and explains grades (Moodle's manual grading and comments): a new attempt appears on the open
// grades screen, any answer is overridden with the automatic score beside it, comments go to the student with their
// grade, and 'Recalificar' applies a corrected key. Phone (412 × 823) and desktop, axe on every screen.

const phone = { viewport: { width: 412, height: 823 } };
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('grade corrections and feedback', () => {
  const { journey, teacher, student, assignment } = assignmentJourney(
    'gradingFeedback',
    // Due an hour ago: the attempt is late, and the 'Entregada con retraso' chip must keep its contrast.
    { name: 'Polígonos', description: 'Repaso de geometría', maxAttempts: null, dueAt: new Date(Date.now() - 3_600_000).toISOString() },
    [
      // A wrong key: the Earth is not flat.
      { statement: 'La Tierra es plana', trueOrFalse: { correctAnswer: true } },
      { statement: '¿Qué polígono tiene tres lados?', shortAnswer: { acceptedAnswers: ['triángulo'] } },
    ],
  );
  let attemptId: string;
  const gradesPath = () => `/groups/assignments/grades?${new URLSearchParams({ assignmentId: assignment.id })}`;
  const studentLink = (page: Page) => page.getByRole('link', { name: new RegExp(student.profile.username) });

  beforeAll(async () => {
    expect(assignment.questionIds).toHaveLength(2);
    // New assignments are drafts until published.
    await graphql(
      journey,
      'mutation ($input: PublishAssignmentInput!) { publishAssignment(input: $input) { assignment { id } } }',
      { input: { id: assignment.id } },
      teacher.token,
    );
  });

  it('a new attempt appears on the open grades screen, marked late with readable contrast', async () => {
    const page = await openAs(journey, teacher, gradesPath());
    await page.getByText('Todavía no hay intentos para esta tarea.').waitFor(wait);
    const [earth, triangle] = assignment.questionIds;
    const attempt = await submitAttempt(journey, student, assignment.id, [
      { questionId: earth, trueOrFalseAnswer: false },
      { questionId: triangle, shortAnswer: 'triangulo' },
    ]);
    attemptId = attempt.id;
    expect(attempt.score).toBe(0);
    // No navigation: the notifications stream brings it in.
    await page.evaluate(() => ((window as unknown as { sinRecarga: boolean }).sinRecarga = true));
    await studentLink(page).getByText('Entregada con retraso').waitFor(wait);
    expect(await page.evaluate(() => (window as unknown as { sinRecarga?: boolean }).sinRecarga)).toBe(true);
    await page.getByRole('button', { name: 'Recalificar' }).waitFor(wait);
    await expectAccessible(page);
    await settledShot(journey, page, 'live-attempt');
    await page.context().close();
  });

  it("overrides 'triangulo' without its accent with the automatic score beside, and comments on the answer and the attempt", async () => {
    const page = await openAs(
      journey,
      teacher,
      `/groups/assignments/questionsAttemptsByProfile?${new URLSearchParams({ assignmentAttemptId: attemptId, profileId: student.profile.id })}`,
    );
    const triangle = page.getByRole('article', { name: '¿Qué polígono tiene tres lados?' });
    await triangle.getByText('Automática: 0.00%').waitFor(wait);
    await triangle.getByLabel('Nota (0 a 100)').fill('100');
    await triangle.getByLabel('Comentario para el estudiante').fill('Correcto, pero falta la tilde: triángulo.');
    await triangle.getByRole('button', { name: 'Calificar' }).click();
    await page.getByText('Nota guardada').waitFor(wait);
    await page.getByText('Nota total: 50.00%').waitFor(wait);
    await triangle.getByText(/Automática: 0\.00%, corregida a mano/).waitFor(wait);
    await triangle.getByText(/0\.00% → 100\.00%, calificada a mano/).waitFor(wait);

    const comment = page.getByLabel('Comentario del intento');
    await comment.fill('x'.repeat(2001));
    await page.getByRole('button', { name: 'Guardar comentario' }).click();
    await page.getByText('El comentario admite como máximo 2000 caracteres').waitFor(wait);
    await comment.fill('Buen trabajo. Revise la pregunta 1.');
    await page.getByRole('button', { name: 'Guardar comentario' }).click();
    await page.getByText('Comentario guardado').waitFor(wait);
    await expectAccessible(page);
    await settledShot(journey, page, 'teacher-override-feedback');
    await page.context().close();
  });

  it("after the key is corrected, 'Recalificar' says how many grades changed", async () => {
    await graphql(
      journey,
      'mutation ($input: UpdateQuestionInput!) { updateQuestion(input: $input) { question { __typename } } }',
      { input: { id: assignment.questionIds[0], trueOrFalse: { correctAnswer: false } } },
      teacher.token,
    );
    const page = await openAs(journey, teacher, gradesPath(), phone);
    await page.getByText(/La clave de una pregunta cambió después de calificar 1 respuesta/).waitFor(wait);
    expect(await fitsWidth(page)).toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Recalificar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Recalificar' });
    await confirm.getByText(/Se volverá a calificar 1 respuesta/).waitFor(wait);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Recalificar' }).click();
    await page.getByRole('status').getByText('1 calificación cambió.').waitFor(wait);
    await studentLink(page)
      .getByText(/Nota: 100\.00%/)
      .waitFor(wait);
    await expect(page.getByText(/La clave de una pregunta cambió/).count()).resolves.toBe(0);
    await settledShot(journey, page, 'regraded-phone');

    // The answer card shows the key it is now graded with beside the new automatic score: 'Falso', as answered.
    await page.goto(
      `/groups/assignments/questionsAttemptsByProfile?${new URLSearchParams({ assignmentAttemptId: attemptId, profileId: student.profile.id })}`,
    );
    const earth = page.getByRole('article', { name: 'La Tierra es plana' });
    await earth.getByText('Automática: 100.00%').waitFor(wait);
    expect(await earth.getByText('Falso', { exact: true }).count()).toBe(2);
    expect(await earth.getByText('Verdadero', { exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('the student reads the grade with the comments on a phone, and is told', async () => {
    const page = await openAs(journey, student, '/notifications', phone);
    await page.getByText('Su docente calificó o comentó su intento en la tarea «Polígonos»').click();
    await page.waitForURL('**/profile/grades/questions?**', wait);
    await page.getByText('Nota total: 100.00%').waitFor(wait);
    await page.getByText('Buen trabajo. Revise la pregunta 1.').waitFor(wait);
    const triangle = page.getByRole('article', { name: '¿Qué polígono tiene tres lados?' });
    await triangle.getByText('Correcto, pero falta la tilde: triángulo.').waitFor(wait);
    await triangle.getByText(/Automática: 0\.00%/).waitFor(wait);
    const earth = page.getByRole('article', { name: 'La Tierra es plana' });
    await earth.getByText(/0\.00% → 100\.00%, recalificada tras corregir la clave/).waitFor(wait);
    // The student never grades.
    await expect(page.getByLabel('Nota (0 a 100)').count()).resolves.toBe(0);
    expect(await fitsWidth(page)).toBe(true);
    await expectAccessible(page);
    await settledShot(journey, page, 'student-feedback-phone');

    await page.goto('/profile/grades');
    const card = page.getByRole('link', { name: /Polígonos/ });
    await card.getByText('Buen trabajo. Revise la pregunta 1.').waitFor(wait);
    await card.getByText('Entregada con retraso').waitFor(wait);
    await expectAccessible(page);
    await page.context().close();
  });
});
