import { beforeAll, describe, expect, it } from 'vitest';
import { addQuestions, openAs, settledShot, wait } from './harness';
import { watchForText } from './errorFlash';
import {
  attemptsOf,
  createQuestionWithImage,
  assignmentJourney,
  disabled,
  enabled,
  expectStep,
  forwardAgain,
  next,
  savedEntries,
  savedKeys,
  skipAdvert,
} from './solveSteps';

/**
 * The server's grading, question by question, for the answers the journeys give:
 * TRUE_OR_FALSE 100 if equal; FILL_BLANKS share of right blanks (case-insensitive); MATCH_COLUMNS share of
 * right pairs; MULTIPLE_ANSWER max(0, (right chosen − wrong chosen) / number right); SHORT_ANSWER with accepted
 * answers ('*' wildcard) 100 or 0. The attempt is the mean over the 5 questions.
 */
const mean = (scores: number[]) => scores.reduce((sum, score) => sum + score, 0) / scores.length;
const firstExpected = mean([
  100, // Verdadero, and the key is true
  (100 * 1) / 2, // 'Agua' right (case does not count), 'mil' wrong (the key is 'cien')
  (100 * 1) / 3, // Perú–Lima right; Chile–Buenos Aires and Argentina–Santiago wrong
  100 * Math.max(0, (2 - 1) / 3), // 2 and 3 right, 4 wrong, of the 3 right ones (2, 3, 5)
  100, // 'Por la fotosíntesis' matches '*fotosíntesis*'
]);
const secondExpected = mean([
  0, // Falso, and the key is true
  100, // 'agua' and 'cien'
  100, // every pair right
  100, // exactly 2, 3 and 5
  0, // 'No lo sé' does not match '*fotosíntesis*'
]);

describe('solve journeys', () => {
  // Unlimited attempts: the student solves it online, then again offline.
  const { journey, teacher, student, assignment } = assignmentJourney('solve', {
    name: 'Repaso de ciencias',
    description: 'Una pregunta de cada tipo',
    maxAttempts: null,
  });

  beforeAll(async () => {
    await createQuestionWithImage(journey, teacher.token, {
      statement: 'La Tierra gira alrededor del Sol',
      trueOrFalse: { correctAnswer: true, image: null },
      assignmentId: assignment.id,
    });
    await addQuestions(journey, teacher, assignment.id, [
      { statement: 'El agua hierve a cien grados al nivel del mar', fillBlanks: { correctWords: ['agua', 'cien'] } },
      {
        statement: 'Una cada país con su capital',
        matchColumns: { leftColumn: ['Perú', 'Chile', 'Argentina'], rightColumn: ['Lima', 'Santiago', 'Buenos Aires'] },
      },
      { statement: '¿Cuáles son números primos?', multipleAnswer: { options: ['2', '3', '4', '5'], correctOptionsIndex: [0, 1, 3] } },
      { statement: '¿Cómo obtienen su alimento las plantas?', shortAnswer: { acceptedAnswers: ['*fotosíntesis*'] } },
    ]);
  });

  it('a student solves one question of each type and the grade shown is the one the server stored', async () => {
    const page = await openAs(journey, student, '/groups');
    // The way a student gets there: the group, its Tareas, the assignment.
    await page.getByRole('heading', { name: 'Ciencias 2B' }).click(wait);
    await page.getByRole('link', { name: /Tareas/ }).click(wait);
    await page.getByRole('link', { name: /Repaso de ciencias/ }).click(wait);
    await page.waitForURL(`**/assignment/main/${encodeURIComponent(assignment.id)}`, wait);

    await page.getByRole('heading', { name: 'Repaso de ciencias' }).waitFor(wait);
    await page.getByText('Una pregunta de cada tipo').waitFor(wait);
    await page.getByText('5 preguntas').waitFor(wait);
    expect(await page.getByRole('link', { name: 'Volver a Grupos' }).getAttribute('href')).toBe('/groups');
    await settledShot(journey, page, 'overview');
    await page.getByRole('link', { name: 'Empezar' }).click();
    await page.waitForURL(`**/assignment/solve/${encodeURIComponent(assignment.id)}`, wait);

    // 1 of 5: true or false, with the question's image.
    let forward = await expectStep(page, 1, 5);
    await page.getByText('La Tierra gira alrededor del Sol').waitFor(wait);
    const image = page.getByRole('img', { name: 'Imagen de la pregunta' });
    await image.waitFor(wait);
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth), wait).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Volver a Grupos' }).getAttribute('href')).toBe('/groups');
    await page.getByRole('radio', { name: 'Falso' }).check();
    await enabled(forward);
    // Answered again: replaced.
    await page.getByRole('radio', { name: 'Verdadero' }).check();
    await settledShot(journey, page, 'true-or-false');
    // The advert, with its screenshot.
    await next(page, journey, 'advert');

    // 2 of 5: fill blanks; stored only when every blank is filled.
    forward = await expectStep(page, 2, 5);
    await page.getByLabel('Espacio 1').fill('Agua');
    await disabled(forward);
    await page.getByLabel('Espacio 2').fill('mil');
    await enabled(forward);
    await page.getByLabel('Espacio 2').fill('');
    await disabled(forward);
    await page.getByLabel('Espacio 2').fill('mil');
    await enabled(forward);
    await settledShot(journey, page, 'fill-blanks');

    // Back, and the first answer is still there; forward again, with no advert: it shows once per question.
    await page.getByRole('button', { name: 'Anterior' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pregunta 1 de 5' }).waitFor(wait);
    expect(await page.getByRole('radio', { name: 'Verdadero' }).isChecked()).toBe(true);
    await enabled(page.getByRole('button', { name: 'Siguiente' }));
    await forwardAgain(page, 2, 5);
    expect(await page.getByLabel('Espacio 1').inputValue()).toBe('Agua');
    expect(await page.getByLabel('Espacio 2').inputValue()).toBe('mil');
    await next(page);

    // 3 of 5: match columns, stored only when every left item has its pair.
    forward = await expectStep(page, 3, 5);
    const options = await page.getByLabel('Perú').locator('option').allTextContents();
    expect(options[0]).toBe('Sin elegir');
    expect([...options.slice(1)].sort()).toEqual(['Buenos Aires', 'Lima', 'Santiago']);
    await page.getByLabel('Perú').selectOption('Lima');
    await page.getByLabel('Chile').selectOption('Buenos Aires');
    await disabled(forward);
    await page.getByLabel('Argentina').selectOption('Santiago');
    await enabled(forward);
    await settledShot(journey, page, 'match-columns');
    await next(page);

    // 4 of 5: multiple answer, stored with at least one option chosen.
    forward = await expectStep(page, 4, 5);
    await page.getByRole('checkbox', { name: '4' }).check();
    await enabled(forward);
    await page.getByRole('checkbox', { name: '4' }).uncheck();
    await disabled(forward);
    for (const option of ['2', '3', '4']) await page.getByRole('checkbox', { name: option }).check();
    await enabled(forward);
    await settledShot(journey, page, 'multiple-answer');
    await next(page);

    // 5 of 5: short answer; Finalizar waits until every question is answered.
    const finish = await expectStep(page, 5, 5);
    await page.getByLabel('Respuesta').fill('   ');
    await disabled(finish);
    await page.getByLabel('Respuesta').fill('Por la fotosíntesis');
    await enabled(finish);
    await settledShot(journey, page, 'short-answer');
    await finish.click();

    await page.waitForURL('**/groups', wait);
    const grade = `${firstExpected.toFixed(2)}%`;
    expect(grade).toBe('63.33%');
    await page.getByText(`Tarea enviada. Nota: ${grade}`).waitFor(wait);
    await settledShot(journey, page, 'groups-graded');

    const attempts = await attemptsOf(journey, student);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.assignment.id).toBe(assignment.id);
    expect(attempts[0]!.pendingCount).toBe(0);
    expect(attempts[0]!.score).toBeCloseTo(firstExpected, 6);
    expect(await savedKeys(page)).toEqual([]);
  });

  it('offline at Finalizar (on a phone): success, one saved entry, the indicator; back online it is sent exactly once', async () => {
    const existing = await attemptsOf(journey, student);
    const before = existing.length;
    const earlier = new Set(existing.map((attempt) => attempt.id));
    const page = await openAs(journey, student, `/assignment/main/${encodeURIComponent(assignment.id)}`, { viewport: { width: 390, height: 844 } });
    await page.getByRole('link', { name: 'Empezar' }).click(wait);

    // Keyboard only here: choose with Space, Tab to 'Siguiente', Enter.
    await expectStep(page, 1, 5);
    await page.getByRole('radio', { name: 'Falso' }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: 'Falso' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.getByRole('button', { name: 'Siguiente' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await skipAdvert(page);
    await expectStep(page, 2, 5);
    await page.getByLabel('Espacio 1').fill('agua');
    await page.getByLabel('Espacio 2').fill('cien');
    await next(page);
    await expectStep(page, 3, 5);
    await page.getByLabel('Perú').selectOption('Lima');
    await page.getByLabel('Chile').selectOption('Santiago');
    await page.getByLabel('Argentina').selectOption('Buenos Aires');
    await settledShot(journey, page, 'match-columns-phone');
    await next(page);
    await expectStep(page, 4, 5);
    for (const option of ['2', '3', '5']) await page.getByRole('checkbox', { name: option }).check();
    await next(page);
    const finish = await expectStep(page, 5, 5);
    await page.getByLabel('Respuesta').fill('No lo sé');
    await enabled(finish);

    await page.context().setOffline(true);
    await finish.click();
    await page.getByText('Sin conexión: sus respuestas se enviarán automáticamente').waitFor(wait);
    await page.waitForURL('**/groups', wait);
    const indicator = page.getByRole('button', { name: '1 envío pendiente' });
    await indicator.waitFor(wait);
    const entries = await savedEntries(page);
    expect(entries).toHaveLength(1);
    const saved = entries[0]!.value as { assignmentId: string; clientSubmissionId: string; answers: unknown[]; attemptStartId?: string };
    expect(saved.assignmentId).toBe(assignment.id);
    expect(saved.answers).toHaveLength(5);
    expect(saved.clientSubmissionId).toMatch(/^[0-9a-f-]{36}$/);
    await settledShot(journey, page, 'offline-saved-phone');
    expect(await attemptsOf(journey, student)).toHaveLength(before);
    // Sent with the start the screen got when it opened online.
    expect(saved.attemptStartId).toEqual(expect.any(String));

    const flashes = await watchForText(page, 'Error del servidor');
    await page.context().setOffline(false);
    await expect.poll(() => savedKeys(page), wait).toEqual([]);
    await indicator.waitFor({ state: 'detached', ...wait });
    await page.getByText(`Se envió la tarea guardada sin conexión. Nota: ${secondExpected.toFixed(2)}%`).waitFor(wait);
    // The group list, which could not load while offline, loads again.
    await page.getByRole('heading', { name: 'Ciencias 2B' }).waitFor(wait);
    await settledShot(journey, page, 'back-online-phone');
    expect(await flashes.seen()).toEqual([]);

    const after = await attemptsOf(journey, student);
    expect(after).toHaveLength(before + 1);
    const created = after.filter((attempt) => !earlier.has(attempt.id));
    expect(created).toHaveLength(1);
    expect(created[0]!.score).toBeCloseTo(secondExpected, 6);

    // A reload sends nothing again: the entry is gone and the count stays.
    await page.reload();
    await page.getByRole('heading', { name: 'Grupos' }).waitFor(wait);
    expect(await savedKeys(page)).toEqual([]);
    expect(await page.getByRole('button', { name: /envíos? pendientes?/ }).count()).toBe(0);
    expect(await attemptsOf(journey, student)).toHaveLength(before + 1);
  });
});
