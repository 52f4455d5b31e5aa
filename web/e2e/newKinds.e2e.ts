import { describe, expect, it } from 'vitest';
import { addQuestions, createAssignment, createQuestion, expectAccessible, graphql, openAs, settledShot, wait } from './harness';
import { attemptsOf, expectStep, groupJourney, next, savedEntries, savedKeys } from './solveSteps';

// Numerical and ordering questions beyond the first answer: edited from the bank, answered offline, dragged.

describe('numerical and ordering questions', () => {
  const { journey, teacher, student, group } = groupJourney('new-kinds');

  it('edits a numerical and an ordering question from the bank: prefilled, checked, saved', async () => {
    await createQuestion(journey, teacher.token, { statement: '¿Cuánto vale e?', numerical: { answers: [{ value: 2.71, tolerance: 0.01 }] } });
    const orderingId = await createQuestion(journey, teacher.token, {
      statement: 'Ordene de menor a mayor',
      ordering: { items: ['Uno', 'Dos', 'Tres'] },
    });
    const page = await openAs(journey, teacher, '/profile/questions');
    await page.getByRole('button', { name: 'Opciones de la pregunta ¿Cuánto vale e?' }).click(wait);
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await page.waitForURL('**/profile/questions/update/NUMERICAL?**', wait);
    const value = page.getByLabel(/Valor 1/);
    expect(await value.inputValue()).toBe('2,71');
    expect(await page.getByLabel('Tolerancia').inputValue()).toBe('0,01');
    await value.fill('2,718');
    await page.getByLabel('Crédito (%)').fill('90');
    await page.getByRole('button', { name: 'Actualizar pregunta' }).click();
    await page.getByText('Al menos una respuesta debe valer 100').waitFor(wait);
    await page.getByLabel('Crédito (%)').fill('100');
    await page.getByLabel('Tolerancia').fill('0,001');
    await settledShot(journey, page, 'edit-numerical');
    await page.getByRole('button', { name: 'Actualizar pregunta' }).click();
    await page.getByText('Pregunta actualizada').waitFor(wait);

    await page.goto(`/profile/questions/update/ORDERING?questionId=${encodeURIComponent(orderingId)}`);
    await page.getByRole('textbox', { name: 'Elemento 3' }).waitFor(wait);
    await page.getByRole('button', { name: 'Añadir elemento' }).click();
    await page.getByRole('textbox', { name: 'Elemento 4' }).fill('Cero');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Subir: Cero' }).click();
    await expectAccessible(page, 'the ordering form when editing');
    await settledShot(journey, page, 'edit-ordering');
    await page.getByRole('button', { name: 'Actualizar pregunta' }).click();
    await page.getByText('Pregunta actualizada').waitFor(wait);

    const { viewer } = await graphql<{ viewer: { questions: { edges: Array<{ node: Record<string, unknown> }> } } }>(
      journey,
      `
        {
          viewer {
            questions(first: 10) {
              edges {
                node {
                  ... on NumericalQuestion {
                    answers {
                      value
                      tolerance
                      credit
                    }
                  }
                  ... on OrderingQuestion {
                    items
                  }
                }
              }
            }
          }
        }
      `,
      {},
      teacher.token,
    );
    const nodes = viewer.questions.edges.map((edge) => edge.node);
    expect(nodes).toContainEqual({ answers: [{ value: 2.718, tolerance: 0.001, credit: 100 }] });
    expect(nodes).toContainEqual({ items: ['Cero', 'Uno', 'Dos', 'Tres'] });
    await page.context().close();
  });

  it('the new kinds offline (on a phone): a decimal point and a dragged list wait on the device, then are graded', async () => {
    const id = await createAssignment(journey, teacher, {
      studyGroupId: group.id,
      name: 'Números y orden',
      description: 'Dos preguntas',
      maxAttempts: null,
    });
    const right = ['Mercurio', 'Venus', 'Tierra'];
    await addQuestions(journey, teacher, id, [
      { statement: '¿Cuánto vale pi con dos decimales?', numerical: { answers: [{ value: 3.14, tolerance: 0.01 }] } },
      { statement: 'Ordene los planetas desde el Sol', ordering: { items: right } },
    ]);

    const page = await openAs(journey, student, `/assignment/main/${encodeURIComponent(id)}`, { viewport: { width: 390, height: 844 } });
    await page.getByRole('link', { name: 'Empezar' }).click(wait);
    await expectStep(page, 1, 2);
    // A decimal point reads as well as a comma; 3.15 is within 3.14 ± 0.01.
    await page.getByLabel('Respuesta').fill('3.15');
    await next(page);
    await page.getByRole('heading', { level: 1, name: 'Pregunta 2 de 2' }).waitFor(wait);
    const items = page.getByRole('list', { name: 'Ordene los planetas desde el Sol' }).getByRole('listitem');
    const shown = async () => (await items.allTextContents()).map((row) => row.replace(/^\d+\./, ''));
    // Dragged by their handles (a mouse here; a finger works the same): first the top one to the bottom, then
    // each into its place.
    const dragTo = async (planet: string, target: number) => {
      const handle = (await items.filter({ hasText: planet }).locator('[aria-hidden="true"]').first().boundingBox())!;
      const goal = (await items.nth(target).boundingBox())!;
      const [x, y] = [handle.x + handle.width / 2, goal.y + goal.height / 2];
      await page.mouse.move(x, handle.y + handle.height / 2);
      await page.mouse.down();
      await page.mouse.move(x, y, { steps: 8 });
      // A move waits for the screen to show the one before: stir the pointer until it has caught up.
      let stir = 0;
      await expect.poll(async () => (await page.mouse.move(x, y + (stir++ % 2)), (await shown()).indexOf(planet)), wait).toBe(target);
      await page.mouse.up();
      await page
        .getByRole('status')
        .filter({ hasText: `«${planet}» pasa a la posición ${target + 1} de 3` })
        .waitFor(wait);
    };
    await dragTo((await shown())[0]!, 2);
    for (const [target, planet] of right.entries()) if ((await shown()).indexOf(planet) !== target) await dragTo(planet, target);
    expect(await shown()).toEqual(right);

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await page.getByText('Sin conexión: sus respuestas se enviarán automáticamente').waitFor(wait);
    const entries = await savedEntries(page);
    expect(entries).toHaveLength(1);
    const saved = entries[0]!.value as { answers: Array<Record<string, unknown>> };
    expect(saved.answers[0]).toMatchObject({ numericalAnswer: 3.15 });
    expect([...(saved.answers[1]!.orderingAnswer as number[])].sort()).toEqual([0, 1, 2]);

    await page.context().setOffline(false);
    await expect.poll(() => savedKeys(page), wait).toEqual([]);
    await page.getByText('Se envió la tarea guardada sin conexión. Nota: 100.00%').waitFor(wait);
    const stored = (await attemptsOf(journey, student)).filter((attempt) => attempt.assignment.id === id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.score).toBe(100);
  });
});
