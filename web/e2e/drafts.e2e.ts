import { describe, expect, it } from 'vitest';
import { openAs, settledShot, wait } from './harness';
import { assignmentJourney, enabled, expectStep, forwardAgain, next } from './solveSteps';

describe('drafts journeys', () => {
  // Unlimited attempts: after sending, the student may start the review again, afresh.
  const { journey, student, assignment } = assignmentJourney(
    'drafts',
    { name: 'Repaso de ciencias', description: 'Tres preguntas', maxAttempts: null },
    [
      { statement: 'La Tierra gira alrededor del Sol', trueOrFalse: { correctAnswer: true, image: null } },
      { statement: 'El agua hierve a cien grados', fillBlanks: { correctWords: ['agua', 'cien'] } },
      { statement: '¿Cómo obtienen su alimento las plantas?', shortAnswer: { acceptedAnswers: ['*fotosíntesis*'] } },
    ],
  );

  it('answers survive a reload, leaving the screen and the back button, and leaving asks first', async () => {
    const solve = `/assignment/solve/${encodeURIComponent(assignment.id)}`;
    const page = await openAs(journey, student, `/assignment/main/${encodeURIComponent(assignment.id)}`);
    await page.getByRole('link', { name: 'Empezar' }).click(wait);
    await expectStep(page, 1, 3);
    await page.getByRole('radio', { name: 'Verdadero' }).check();
    await next(page);
    await expectStep(page, 2, 3);
    await page.getByLabel('Espacio 1').fill('agua');

    // A reload: the browser asks first; accepted, the screen comes back at question 2 with the answers.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);
    await page.getByRole('heading', { level: 1, name: 'Pregunta 2 de 3' }).waitFor(wait);
    expect(await page.getByLabel('Espacio 1').inputValue()).toBe('agua');
    expect(await page.getByRole('dialog', { name: 'Anuncio' }).count()).toBe(0);
    await page.getByLabel('Espacio 2').fill('cien');

    // 'Volver a Grupos' asks; staying keeps everything.
    await page.getByRole('link', { name: 'Volver a Grupos' }).click();
    const leave = page.getByRole('dialog', { name: '¿Salir sin enviar sus respuestas?' });
    await leave.waitFor(wait);
    await settledShot(journey, page, 'leave-question');
    await leave.getByRole('button', { name: 'Seguir respondiendo' }).click();
    await leave.waitFor({ state: 'detached', ...wait });
    expect(page.url()).toContain('/assignment/solve/');

    // The browser's back button asks too; leaving keeps the drafts on the device.
    await page.goBack();
    await leave.waitFor(wait);
    await leave.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL(`**/assignment/main/${encodeURIComponent(assignment.id)}`, wait);

    // Back to it: question 2 with both blanks, question 1 still answered.
    await page.goto(solve);
    await page.getByRole('heading', { level: 1, name: 'Pregunta 2 de 3' }).waitFor(wait);
    expect(await page.getByLabel('Espacio 2').inputValue()).toBe('cien');
    await page.getByRole('button', { name: 'Anterior' }).click();
    expect(await page.getByRole('radio', { name: 'Verdadero' }).isChecked()).toBe(true);
    // Question 2 was reached before: no advert again; question 3 is new.
    await forwardAgain(page, 2, 3);
    await next(page);
    const finish = await expectStep(page, 3, 3);
    await page.getByLabel('Respuesta').fill('Por la fotosíntesis');
    await enabled(finish);
    await finish.click();
    await page.waitForURL('**/groups', wait);
    await page.getByText('Tarea enviada. Nota: 100.00%').waitFor(wait);
    // Submitted: nothing kept, and the screen starts afresh.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('aula.draft.')))).toEqual([]);
    await page.goto(solve);
    await expectStep(page, 1, 3);
  });
});
