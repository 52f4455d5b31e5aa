import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openAs, settledShot, wait } from './harness';
import { assignmentJourney, submitAttempt } from './solveSteps';

/** Nothing wider than the screen: readable at 390 px without sideways scrolling. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('grades journeys', () => {
  const { journey, teacher, student, assignment } = assignmentJourney('grades', { name: 'Repaso de ciencias', description: 'Agua y ecuaciones' }, [
    { statement: 'El agua hierve a 100 °C a nivel del mar', trueOrFalse: { correctAnswer: true } },
    // No accepted answers: the teacher grades it by hand.
    { statement: '¿Qué es una ecuación?', shortAnswer: { acceptedAnswers: [] } },
  ]);
  let attemptId: string;

  beforeAll(async () => {
    const [trueOrFalseId, shortAnswerId] = assignment.questionIds;
    const attempt = await submitAttempt(journey, student, assignment.id, [
      { questionId: trueOrFalseId, trueOrFalseAnswer: true },
      { questionId: shortAnswerId, shortAnswer: 'Una igualdad con una incógnita' },
    ]);
    attemptId = attempt.id;
    // The server's grading: true/false right (100), short answer pending (0) → 50.
    expect(attempt).toMatchObject({ score: 50, pendingCount: 1 });
  });

  it("the student sees 'Nota total: 50.00%' with the pending note and opens the question attempts", async () => {
    const page = await openAs(journey, student, '/profile/grades');
    await page.getByRole('heading', { name: `Notas de ${student.profile.username}` }).waitFor(wait);
    const card = page.getByRole('link', { name: /Repaso de ciencias/ });
    await card.getByText('Nota total: 50.00%').waitFor(wait);
    await card.getByText('Agua y ecuaciones').waitFor(wait);
    await card.getByText('Respuestas pendientes de calificar: 1').waitFor(wait);
    await expect(card.getByText(/^\d{1,2} de [a-z]+ del \d{4} a las \d{2}:\d{2}$/).count()).resolves.toBe(1);
    await settledShot(journey, page, 'student-grades');

    await card.click();
    await page.waitForURL('**/profile/grades/questions?**', wait);
    const url = new URL(page.url());
    expect(url.searchParams.get('assignmentAttemptId')).toBe(attemptId);
    expect(url.searchParams.get('profileId')).toBe(student.profile.id);
    await page.getByText('Nota total: 50.00%').waitFor(wait);
    const first = page.getByRole('article', { name: 'El agua hierve a 100 °C a nivel del mar' });
    await first.getByText('Verdadero').waitFor(wait);
    await first.getByText('Nota: 100.00%').waitFor(wait);
    const second = page.getByRole('article', { name: '¿Qué es una ecuación?' });
    await second.getByText('Una igualdad con una incógnita').waitFor(wait);
    await second.getByText('Nota: Pendiente').waitFor(wait);
    // A student never grades.
    await expect(page.getByLabel('Nota (0 a 100)').count()).resolves.toBe(0);
    await settledShot(journey, page, 'student-question-attempts');
    await page.context().close();
  });

  it('the teacher opens the grades, the student, the attempt, grades the short answer 80 and sees 90.00% at once', async () => {
    const page = await openAs(journey, teacher, `/groups/assignments/grades?${new URLSearchParams({ assignmentId: assignment.id })}`);
    await page.getByRole('heading', { name: 'Notas' }).waitFor(wait);
    await page.getByText('Repaso de ciencias').waitFor(wait);
    await settledShot(journey, page, 'teacher-assignment-grades');
    // 'Solo pendientes' is asked of the server and kept in the address; the student has an answer to grade.
    await page.getByRole('switch', { name: 'Solo pendientes' }).check();
    await page.waitForURL('**/groups/assignments/grades?**pendiente=1', wait);
    await page.getByRole('link', { name: student.profile.username }).getByText('1 respuesta pendiente').waitFor(wait);
    await page.getByRole('switch', { name: 'Solo pendientes' }).uncheck();
    await expect.poll(() => new URL(page.url()).searchParams.has('pendiente'), wait).toBe(false);

    await page.getByRole('link', { name: student.profile.username }).click();
    await page.waitForURL('**/groups/assignments/attemptsByProfile?**', wait);
    await page.getByRole('heading', { name: new RegExp(`^Intentos de .*${student.profile.username}`) }).waitFor(wait);
    const attempt = page.getByRole('link', { name: /Intento 1/ });
    await attempt.getByText('Nota total: 50.00%').waitFor(wait);
    await attempt.getByText('Respuestas pendientes de calificar: 1').waitFor(wait);
    await settledShot(journey, page, 'teacher-student-attempts');

    await attempt.click();
    await page.waitForURL('**/groups/assignments/questionsAttemptsByProfile?**', wait);
    await page.getByText('Nota total: 50.00%').waitFor(wait);
    const shortAnswer = page.getByRole('article', { name: '¿Qué es una ecuación?' });
    await shortAnswer.getByText('Nota: Pendiente').waitFor(wait);
    await settledShot(journey, page, 'teacher-question-attempts');

    // The grade updates in place: a marker on window survives only if the page does not reload.
    await page.evaluate(() => ((window as unknown as { sinRecarga: boolean }).sinRecarga = true));
    const field = shortAnswer.getByLabel('Nota (0 a 100)');
    await field.fill('150');
    await shortAnswer.getByRole('button', { name: 'Calificar' }).click();
    await shortAnswer.getByText('La nota debe ser un número entre 0 y 100').waitFor(wait);
    await settledShot(journey, page, 'teacher-grade-invalid');

    await field.fill('80');
    await field.press('Enter');
    await page.getByText('Nota guardada').waitFor(wait);
    await page.getByText('Nota total: 90.00%').waitFor(wait);
    await shortAnswer.getByText('Nota: 80.00%').waitFor(wait);
    await expect(page.getByText('Respuestas pendientes de calificar: 1').count()).resolves.toBe(0);
    expect(await page.evaluate(() => (window as unknown as { sinRecarga?: boolean }).sinRecarga)).toBe(true);
    await settledShot(journey, page, 'teacher-graded');

    // Back to the attempts: the store already holds the new total.
    await page.getByRole('link', { name: 'Volver a los intentos' }).click();
    await page
      .getByRole('link', { name: /Intento 1/ })
      .getByText('Nota total: 90.00%')
      .waitFor(wait);
    await page.context().close();
  });

  it("the student's grades then show 'Nota total: 90.00%', readable on a phone", async () => {
    const page = await openAs(journey, student, '/profile/grades', { viewport: { width: 390, height: 844 } });
    const card = page.getByRole('link', { name: /Repaso de ciencias/ });
    await card.getByText('Nota total: 90.00%').waitFor(wait);
    await expect(card.getByText(/pendientes de calificar/).count()).resolves.toBe(0);
    expect(await fitsWidth(page)).toBe(true);
    await settledShot(journey, page, 'student-grades-graded-phone');

    await card.click();
    const shortAnswer = page.getByRole('article', { name: '¿Qué es una ecuación?' });
    await shortAnswer.getByText('Nota: 80.00%').waitFor(wait);
    await page.getByText('Nota total: 90.00%').waitFor(wait);
    expect(await fitsWidth(page)).toBe(true);
    await settledShot(journey, page, 'student-question-attempts-phone');
    await page.context().close();
  });

  it('the teacher grades with the keyboard only on a phone-sized screen', async () => {
    const page = await openAs(
      journey,
      teacher,
      `/groups/assignments/questionsAttemptsByProfile?${new URLSearchParams({ assignmentAttemptId: attemptId, profileId: student.profile.id })}`,
      {
        viewport: { width: 390, height: 844 },
      },
    );
    await page.getByText('Nota total: 90.00%').waitFor(wait);
    expect(await fitsWidth(page)).toBe(true);
    const field = page.getByRole('article', { name: '¿Qué es una ecuación?' }).getByLabel('Nota (0 a 100)');
    await expect(field.inputValue()).resolves.toBe('80');
    await field.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('100');
    // Past the score and the optional comment, the button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Calificar');
    await page.keyboard.press('Enter');
    await page.getByText('Nota total: 100.00%').waitFor(wait);
    await settledShot(journey, page, 'teacher-graded-phone');
    await page.context().close();
  });
});
