import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createAssignment, expectAccessible, graphql, openAs, publish, settledShot, wait } from './harness';
import { attemptsOf, expectStep, groupJourney, next } from './solveSteps';

// 'Importar preguntas': a GIFT file of several kinds (one with an explanation) imported into an assignment from its
// 'Añadir pregunta(s)' dialog, published, solved by a student who then sees the explanation beside the graded answer.

const gift = [
  '// Repaso de ciencias',
  '::agua::El agua hierve a 100 °C a nivel del mar {T ####A mayor altura hierve antes: la presión es menor.}',
  '',
  '::capital::¿Cuál es la capital de Francia? {=París ~Roma ~Madrid}',
  '',
  '::patas::¿Cuántas patas tiene una araña? {#8}',
  '',
].join('\n');

const file = (name: string, text: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') });

describe('importing questions', () => {
  const { journey, teacher, student, group } = groupJourney('import-questions');

  it('on a phone, the bank shows what a broken file would import and keeps the import off', async () => {
    const page = await openAs(journey, teacher, '/profile/questions', { viewport: { width: 412, height: 823 } });
    await page.getByRole('button', { name: 'Importar preguntas' }).click(wait);
    const dialog = page.getByRole('dialog', { name: 'Importar preguntas' });
    await dialog.waitFor(wait);
    // Full screen on a phone.
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(412 - 1);
    await dialog.getByLabel('Archivo de preguntas').setInputFiles(file('roto.txt', `${gift}\n::roto::Sin cerrar {=a\n`));
    await dialog.getByText('Archivo: roto.txt').waitFor(wait);
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Formato' }).textContent(), wait).toBe('GIFT');
    await dialog.getByRole('button', { name: 'Revisar' }).click();
    // On a phone the preview is a list of blocks rather than a table.
    const previewList = dialog.getByRole('list', { name: 'Vista previa de las preguntas' });
    await previewList.waitFor(wait);
    await expect.poll(() => previewList.locator(':scope > li').count(), wait).toBe(3);
    await dialog
      .getByLabel('Errores')
      .getByText(/^Línea 8: Pregunta «roto»/)
      .waitFor(wait);
    expect(await dialog.getByRole('button', { name: /^Importar \d+ preguntas?$/ }).isDisabled()).toBe(true);
    await expectAccessible(page, 'the import preview on a phone');
    await settledShot(journey, page, 'import-errors-phone');
    await page.context().close();
  });

  it('imports a GIFT file into an assignment, and the student sees the explanation beside the graded answer', async () => {
    const assignmentId = await createAssignment(journey, teacher, { studyGroupId: group.id, name: 'Repaso importado', description: 'Desde GIFT' });
    const page = await openAs(journey, teacher, `/groups/assignments/update?${new URLSearchParams({ assignmentId, studyGroupId: group.id })}`);
    await page.getByRole('heading', { name: 'Editar tarea' }).waitFor(wait);
    await page.getByRole('button', { name: 'Añadir pregunta(s)' }).click();
    await page.getByRole('button', { name: /Importar preguntas/ }).click(wait);
    const dialog = page.getByRole('dialog', { name: 'Importar preguntas' });
    await dialog.getByRole('button', { name: 'Elegir archivo' }).waitFor(wait);
    await expectAccessible(page, 'the import dialog');
    await dialog.getByLabel('Archivo de preguntas').setInputFiles(file('repaso.gift', gift));
    await dialog.getByText('Archivo: repaso.gift').waitFor(wait);
    await dialog.getByRole('button', { name: 'Revisar' }).click();
    const table = dialog.getByRole('table', { name: 'Vista previa de las preguntas' });
    await table.waitFor(wait);
    const rows = table.getByRole('row');
    await expect.poll(() => rows.count(), wait).toBe(4);
    await rows.nth(1).getByText('Verdadero o Falso').waitFor(wait);
    await rows.nth(1).getByText('Explicación: A mayor altura hierve antes: la presión es menor.').waitFor(wait);
    await rows.nth(2).getByText('Respuesta Múltiple').waitFor(wait);
    await rows.nth(3).getByText('Respuesta numérica').waitFor(wait);
    await expectAccessible(page, 'the import preview');
    await settledShot(journey, page, 'import-preview');
    await dialog.getByRole('button', { name: 'Importar 3 preguntas' }).click();
    await page.getByText('Se importaron 3 preguntas').waitFor(wait);
    await dialog.waitFor({ state: 'detached', ...wait });
    // The assignment's list shows them at once, in the file's order.
    const list = page.getByRole('region', { name: 'Preguntas' });
    await list.getByText('¿Cuántas patas tiene una araña?').waitFor(wait);

    // 'Exportar' on the assignment writes its questions back as GIFT, the explanation as general feedback.
    await page.getByRole('button', { name: 'Exportar' }).click();
    const [download] = await Promise.all([page.waitForEvent('download', wait), page.getByRole('menuitem', { name: 'GIFT' }).click()]);
    expect(download.suggestedFilename()).toBe('preguntas.gift');
    const exported = await readFile((await download.path())!, 'utf8');
    expect(exported).toContain('El agua hierve a 100 °C a nivel del mar');
    // GIFT escapes the colon.
    expect(exported).toContain('####A mayor altura hierve antes\\: la presión es menor.');
    expect(exported).toContain('¿Cuántas patas tiene una araña?');
    await page.context().close();

    await publish(journey, teacher.token, assignmentId);
    const solving = await openAs(journey, student, `/assignment/main/${encodeURIComponent(assignmentId)}`);
    await solving.getByRole('link', { name: 'Empezar' }).click(wait);
    await expectStep(solving, 1, 3);
    await solving.getByRole('radio', { name: 'Verdadero' }).check();
    await next(solving);
    await expectStep(solving, 2, 3);
    await solving.getByRole('checkbox', { name: 'París' }).check();
    await next(solving);
    const finish = await expectStep(solving, 3, 3);
    await solving.getByLabel('Respuesta').fill('8');
    await finish.click();
    await solving.getByText('Tarea enviada. Nota: 100.00%').waitFor(wait);

    const attempt = (await attemptsOf(journey, student)).find((stored) => stored.assignment.id === assignmentId)!;
    expect(attempt.score).toBe(100);
    await solving.goto(`/profile/grades/questions?${new URLSearchParams({ assignmentAttemptId: attempt.id, profileId: student.profile.id })}`);
    const card = solving.getByRole('article', { name: 'El agua hierve a 100 °C a nivel del mar' });
    await card.getByRole('region', { name: 'Explicación' }).getByText('A mayor altura hierve antes: la presión es menor.').waitFor(wait);
    await settledShot(journey, solving, 'explanation-graded');

    // The bank holds each question once: importing again reuses them.
    const { viewer } = await graphql<{ viewer: { questions: { edges: unknown[] } } }>(
      journey,
      '{ viewer { questions(first: 20) { edges { cursor } } } }',
      {},
      teacher.token,
    );
    expect(viewer.questions.edges).toHaveLength(3);
    await solving.context().close();
  });
});
