import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addQuestions, createAssignment, expectAccessible, graphql, openAs, settledShot, wait } from './harness';
import { attemptsOf, enabled, expectStep, groupJourney, next } from './solveSteps';

// A timed assignment in the browser: the time left, said politely, and what is answered sent at 0.

describe('a time limit', () => {
  const { journey, teacher, student, group } = groupJourney('time-limit');

  /** A timed assignment of `count` true-or-false questions (key: true), with unlimited attempts. */
  async function timedAssignment(name: string, timeLimitMinutes: number, count: number) {
    const id = await createAssignment(journey, teacher, {
      studyGroupId: group.id,
      name,
      description: 'Con tiempo límite',
      maxAttempts: null,
      timeLimitMinutes,
    });
    const statements = ['El Sol es una estrella', 'La Luna gira alrededor de la Tierra', 'El agua hierve a cien grados'];
    const questions = statements.slice(0, count).map((statement) => ({ statement, trueOrFalse: { correctAnswer: true, image: null } }));
    await addQuestions(journey, teacher, id, questions);
    return id;
  }

  const timeLeft = (page: Page) => page.getByRole('timer', { name: 'Tiempo restante' });
  const announced = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor(wait);
  /** The page's clock moves on (openAs installed it); the server's does not, so nothing arrives late. */
  const moveClock = (page: Page, minutes: number) => page.clock.fastForward(Math.round(minutes * 60_000));

  it('counts down, says the minutes left politely, and at 0 submits what is answered (desktop)', async () => {
    const id = await timedAssignment('Quiz cronometrado', 6, 2);
    const page = await openAs(journey, student, `/assignment/solve/${encodeURIComponent(id)}`);
    await expectStep(page, 1, 2);
    await expect.poll(() => timeLeft(page).textContent(), wait).toMatch(/Tiempo restante: (6:00|5:5\d)$/);
    await expectAccessible(page, 'solve screen with a time limit');

    await moveClock(page, 1.1);
    await announced(page, 'Quedan 5 minutos. Revise sus respuestas.');
    await page.getByRole('radio', { name: 'Verdadero' }).check();
    await next(page);
    await expectStep(page, 2, 2);
    await moveClock(page, 4);
    await announced(page, 'Queda 1 minuto. Al terminar el tiempo se enviará lo que haya respondido.');
    await settledShot(journey, page, 'time-limit-last-minute');

    // Time is up with the second question unanswered: what was answered goes.
    await moveClock(page, 1);
    await page.waitForURL('**/groups', wait);
    await page.getByText('Tarea enviada. Nota: 50.00%').waitFor(wait);
    const mine = (await attemptsOf(journey, student)).filter((attempt) => attempt.assignment.id === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.score).toBe(50);
  });

  it('on a phone: the time left beside the question, and the teacher sees the time the attempt took', async () => {
    const id = await timedAssignment('Quiz en el celular', 30, 1);
    const page = await openAs(journey, student, `/assignment/solve/${encodeURIComponent(id)}`, { viewport: { width: 412, height: 823 } });
    const finish = await expectStep(page, 1, 1);
    await expect.poll(() => timeLeft(page).textContent(), wait).toMatch(/Tiempo restante: (30:00|29:5\d)$/);
    // The device's clock jumps two minutes the server never saw: after a reload (which resumes the same start) the
    // countdown follows the server's time left, not the device's clock.
    await moveClock(page, 2);
    await page.reload();
    await expectStep(page, 1, 1);
    await expect.poll(() => timeLeft(page).textContent(), wait).toMatch(/Tiempo restante: (30:00|29:[0-5]\d)$/);
    const { startAssignmentAttempt } = await graphql<{ startAssignmentAttempt: { resumed: boolean } }>(
      journey,
      `
        mutation ($input: StartAssignmentAttemptInput!) {
          startAssignmentAttempt(input: $input) {
            resumed
          }
        }
      `,
      { input: { assignmentId: id } },
      student.token,
    );
    expect(startAssignmentAttempt.resumed).toBe(true);
    await expectAccessible(page, 'solve screen with a time limit (phone)');
    await settledShot(journey, page, 'time-limit-phone');
    await page.getByRole('radio', { name: 'Verdadero' }).check();
    await enabled(finish);
    await finish.click();
    await page.getByText('Tarea enviada. Nota: 100.00%').waitFor(wait);

    const { node } = await graphql<{ node: { attempts: { edges: Array<{ node: { id: string; durationSeconds: number | null } }> } } }>(
      journey,
      `
        query ($id: ID!) {
          node(id: $id) {
            ... on Assignment {
              attempts {
                edges {
                  node {
                    id
                    durationSeconds
                  }
                }
              }
            }
          }
        }
      `,
      { id },
      teacher.token,
    );
    const attempt = node.attempts.edges[0]!.node;
    expect(attempt.durationSeconds).toEqual(expect.any(Number));
    const teacherPage = await openAs(
      journey,
      teacher,
      `/groups/assignments/questionsAttemptsByProfile?${new URLSearchParams({ assignmentAttemptId: attempt.id, profileId: student.profile.id })}`,
      {
        viewport: { width: 412, height: 823 },
      },
    );
    await teacherPage.getByText(/^Tiempo empleado: \d+ (s|min)/).waitFor(wait);
    await expectAccessible(teacherPage, "teacher's view of a timed attempt (phone)");
    await settledShot(journey, teacherPage, 'time-taken-phone');
  });
});
