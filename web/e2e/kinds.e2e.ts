import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openAs, settledShot, wait } from './harness';
import { chooseType, createAndAnswer, fillRows } from './questionSteps';
import { answerMiddleKinds, assignmentJourney, attemptsOf, enabled, expectStep, next } from './solveSteps';

/** A phone's screen (CSS pixels), where students mostly solve. */
const phone = { width: 412, height: 823 };

const planets = ['Mercurio', 'Venus', 'Tierra', 'Marte'];

/** Presses Tab until the focus is on the control with that accessible name (aria-label), as a keyboard user does. */
async function tabTo(page: Page, name: string) {
  for (let presses = 0; presses < 60; presses++) {
    if ((await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`The keyboard never reached '${name}'`);
}

/** The ordering widget's items as shown now (each row: its position, its text). */
const shownItems = (page: Page) => page.getByRole('list', { name: 'Ordene los planetas desde el Sol' }).getByRole('listitem').allTextContents();

describe('the seven kinds of question', () => {
  const { journey, teacher, student, group, assignment } = assignmentJourney('kinds', {
    name: 'Siete tipos',
    description: 'Una pregunta de cada tipo',
  });

  it('a teacher writes one question of each kind into an assignment', async () => {
    const page = await openAs(journey, teacher, `/groups/assignments/add/link-question?assignmentId=${encodeURIComponent(assignment.id)}`);
    await page.getByRole('heading', { name: 'Añadir Pregunta' }).waitFor(wait);

    /** How the teacher writes each of the seven kinds, in the type selector's order. */
    const fillers: Record<string, () => Promise<void>> = {
      'Verdadero o Falso': async () => {
        await page.getByLabel('Enunciado').fill('La Tierra gira alrededor del Sol');
      },
      'Respuesta Corta': async () => {
        await page.getByLabel('Enunciado').fill('¿Cómo obtienen su alimento las plantas?');
        await page.getByRole('button', { name: 'Añadir respuesta aceptada' }).click();
        await page.getByLabel('Respuesta aceptada 1', { exact: true }).fill('*fotosíntesis*');
      },
      'Emparejar columnas': async () => {
        await page.getByLabel('Enunciado').fill('Una cada país con su capital');
        await fillRows(page, [
          ['Perú', 'Lima'],
          ['Chile', 'Santiago'],
        ]);
      },
      'Respuesta Múltiple': async () => {
        await page.getByLabel('Enunciado').fill('¿Cuál es un número primo?');
        await page.getByRole('textbox', { name: 'Opción 1' }).fill('7');
        await page.getByRole('textbox', { name: 'Opción 2' }).fill('9');
        await page.getByRole('checkbox', { name: 'Opción 1 correcta' }).check();
      },
      'Llenar espacios': async () => {
        const statement = page.getByLabel('Enunciado');
        await statement.fill('El agua hierve a cien grados');
        await statement.press('Enter');
        await page.getByRole('group', { name: 'Palabras correctas' }).getByRole('button', { name: 'agua', exact: true }).click();
      },
      'Respuesta numérica': async () => {
        await page.getByLabel('Enunciado').fill('¿Cuánto vale pi con dos decimales?');
        await page.getByLabel(/Valor 1/).fill('3,14');
        await page.getByLabel('Tolerancia').fill('0,01');
        await page.getByRole('button', { name: 'Añadir respuesta aceptada' }).click();
        const second = page.getByRole('group', { name: 'Respuesta aceptada 2' });
        await second.getByLabel(/Valor 2/).fill('3');
        await second.getByLabel('Tolerancia').fill('0,2');
        await second.getByLabel('Crédito (%)').fill('50');
        await expectAccessible(page, 'the numerical form');
        await settledShot(journey, page, 'numerical-form');
      },
      Ordenar: async () => {
        await page.getByLabel('Enunciado').fill('Ordene los planetas desde el Sol');
        await page.getByRole('button', { name: 'Añadir elemento' }).click();
        await page.getByRole('button', { name: 'Añadir elemento' }).click();
        // Written out of order, then put right with 'Subir'.
        for (const [index, text] of ['Venus', 'Mercurio', 'Tierra', 'Marte'].entries())
          await page.getByRole('textbox', { name: `Elemento ${index + 1}` }).fill(text);
        await page.getByRole('button', { name: 'Subir: Mercurio' }).click();
        await expectAccessible(page, 'the ordering form');
        await settledShot(journey, page, 'ordering-form');
      },
    };
    const kinds = Object.keys(fillers);
    await page.getByRole('combobox', { name: 'Tipo de pregunta' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(kinds);
    await page.keyboard.press('Escape');
    for (const [index, kind] of kinds.entries()) {
      if (kind !== 'Verdadero o Falso') await chooseType(page, kind);
      await fillers[kind]!();
      await createAndAnswer(page, index === kinds.length - 1 ? 'No' : 'Sí');
    }
    await page.getByText('Tarea con preguntas creada').waitFor(wait);

    // The assignment's list names each kind.
    await page.goto(`/groups/assignments/update?${new URLSearchParams({ assignmentId: assignment.id, studyGroupId: group.id })}`);
    const list = page.getByRole('list', { name: 'Preguntas de la tarea' });
    await expect.poll(() => list.getByRole('listitem').count(), wait).toBe(7);
    expect(await list.getByText('Respuesta numérica', { exact: true }).count()).toBe(1);
    expect(await list.getByText('Ordenar', { exact: true }).count()).toBe(1);
    // Written and checked: the teacher publishes it, so the student sees it.
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await page.getByText('Tarea publicada: los estudiantes ya la ven').waitFor(wait);

    // The bank filters by the new kinds too.
    await page.goto('/profile/questions');
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Ordenar', exact: true }).click();
    await expect.poll(() => page.getByText('Ordene los planetas desde el Sol').count(), wait).toBe(1);
    await expect.poll(() => page.getByText('La Tierra gira alrededor del Sol').count(), wait).toBe(0);
    await page.close();
  });

  it('a student solves the seven on a phone, the ordering with the keyboard only, and gets every point', async () => {
    const page = await openAs(journey, student, `/assignment/solve/${encodeURIComponent(assignment.id)}`, { viewport: phone });
    await expectStep(page, 1, 7);
    await page.getByRole('radio', { name: 'Verdadero' }).check();
    await next(page);

    await answerMiddleKinds(page);

    // The numerical widget: a text that is not a number is refused in Spanish, a decimal comma is read.
    const forward = await expectStep(page, 6, 7);
    const number = page.getByLabel('Respuesta');
    await number.fill('tres');
    await page.getByText('Escriba un número, por ejemplo 3,14').waitFor(wait);
    expect(await forward.isDisabled()).toBe(true);
    await number.fill('3,14');
    await enabled(forward);
    await expectAccessible(page, 'the numerical widget');
    await settledShot(journey, page, 'numerical-widget');
    await next(page);

    // The ordering widget, in the order the server chose for this student, put right with the keyboard only.
    await page.getByRole('heading', { level: 1, name: 'Pregunta 7 de 7' }).waitFor(wait);
    const shown = (await shownItems(page)).map((row) => row.replace(/^\d+\./, ''));
    expect([...shown].sort()).toEqual([...planets].sort());
    await settledShot(journey, page, 'ordering-as-shown');
    await page.keyboard.press('Tab');
    for (const [target, planet] of planets.entries()) {
      const now = (await shownItems(page)).map((row) => row.replace(/^\d+\./, ''));
      const moves = now.indexOf(planet) - target;
      if (moves === 0) continue;
      await tabTo(page, `Subir: ${planet}`);
      for (let i = 0; i < moves; i++) await page.keyboard.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: `«${planet}» pasa a la posición ${target + 1} de 4` })
        .waitFor(wait);
    }
    expect(await shownItems(page)).toEqual(planets.map((planet, i) => `${i + 1}.${planet}`));
    // Its live region is hidden from sight without widening the page past the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectAccessible(page, 'the ordering widget');
    await settledShot(journey, page, 'ordering-in-order');

    await page.getByRole('button', { name: 'Finalizar' }).click();
    await page.getByText('Tarea enviada. Nota: 100.00%').waitFor(wait);
    const [attempt] = (await attemptsOf(journey, student)).filter((stored) => stored.assignment.id === assignment.id);
    expect(attempt).toMatchObject({ score: 100, pendingCount: 0 });

    // The teacher sees each answer beside its key.
    const review = await openAs(
      journey,
      teacher,
      `/groups/assignments/questionsAttemptsByProfile?${new URLSearchParams({ assignmentAttemptId: attempt!.id, profileId: student.profile.id })}`,
    );
    const numerical = review.getByRole('article', { name: '¿Cuánto vale pi con dos decimales?' });
    await numerical.getByText('3,14', { exact: true }).waitFor(wait);
    expect(await numerical.getByRole('group', { name: 'Respuestas aceptadas' }).getByRole('listitem').allTextContents()).toEqual([
      '3,14 ± 0,01',
      '3 ± 0,2 (50 %)',
    ]);
    const ordering = review.getByRole('article', { name: 'Ordene los planetas desde el Sol' });
    expect(await ordering.getByRole('group', { name: 'Orden correcto' }).getByRole('listitem').allTextContents()).toEqual(planets);
    expect((await ordering.getByRole('listitem').allTextContents()).slice(0, 4)).toEqual(planets);
    await expectAccessible(review, 'the question attempts with the new kinds');
    await settledShot(journey, review, 'teacher-review');
  });
});
