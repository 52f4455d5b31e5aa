import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, journeyFor, wait } from './harness';
import { chooseType, createAndAnswer, fillRows, questionSteps } from './questionSteps';
import { sunPng } from './sunPng';

describe('question journeys', () => {
  const journey = journeyFor('questions');
  let tempDir: string;
  let pngPath: string;

  beforeAll(async () => {
    tempDir = await mkdtemp(join(tmpdir(), 'aula-png-'));
    pngPath = join(tempDir, 'sol.png');
    await writeFile(pngPath, sunPng());
  });
  afterAll(async () => {
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  });

  const { teacherWithAssignment, assignmentQuestions, logIn, shot } = questionSteps(journey);

  it('adds one question of each type to an assignment, picks one from the bank, edits, and deactivates', async () => {
    const teacher = await teacherWithAssignment();
    const bankStatement = '¿Qué planeta es el más grande?';
    const bankQuestionId = await teacher.bankQuestion(bankStatement);
    const doomedStatement = 'Pregunta que ya no sirve';
    await teacher.bankQuestion(doomedStatement);

    const page = await journey.newPage();
    await logIn(page, teacher.token);

    // From the assignment's edit screen: 'Añadir pregunta(s)' -> 'Añadir pregunta'.
    await page.goto(`/groups/assignments/update?${new URLSearchParams({ assignmentId: teacher.assignmentId, studyGroupId: teacher.groupId })}`);
    await page.getByRole('button', { name: 'Añadir pregunta(s)' }).click(wait);
    await page
      .getByRole('dialog', { name: 'Añadir pregunta(s)' })
      .getByRole('link', { name: /Añadir pregunta/ })
      .click();
    await page.waitForURL('**/groups/assignments/add/link-question?**', wait);
    await page.getByRole('heading', { name: 'Añadir Pregunta' }).waitFor(wait);

    // 1. True or false, with a PNG: the preview shows it before saving.
    await page.getByLabel('Enunciado').fill('  El Sol es   una estrella  enana ');
    await page.getByRole('switch', { name: 'Respuesta correcta: Verdadero' }).click();
    await page.locator('input[type="file"]').setInputFiles(pngPath);
    const preview = page.getByRole('img', { name: 'Vista previa de la imagen' });
    await preview.waitFor(wait);
    expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
    await shot(page, 'true-or-false-with-preview');
    await page.getByRole('button', { name: 'Crear pregunta' }).click();
    await page.getByRole('dialog', { name: '¿Deseas añadir otra pregunta?' }).waitFor(wait);
    await shot(page, 'add-another-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Sí', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached', ...wait });
    expect(await page.getByLabel('Enunciado').inputValue()).toBe('');

    // 2. Short answer with an accepted answer.
    await chooseType(page, 'Respuesta Corta');
    await page.getByLabel('Enunciado').fill('¿Cuál es el planeta   rojo?');
    await page.getByRole('button', { name: 'Añadir respuesta aceptada' }).click();
    await page.getByLabel('Respuesta aceptada 1', { exact: true }).fill(' Marte ');
    await shot(page, 'short-answer');
    await createAndAnswer(page, 'Sí');

    // 3. Match columns: one row to start, one more added.
    await chooseType(page, 'Emparejar columnas');
    await page.getByLabel('Enunciado').fill('Une cada planeta con su satélite');
    await fillRows(page, [
      ['Tierra', 'Luna'],
      ['Marte', 'Fobos'],
    ]);
    await shot(page, 'match-columns');
    await createAndAnswer(page, 'Sí');

    // 4. Multiple answer: two options to start, a third added, two marked correct.
    await chooseType(page, 'Respuesta Múltiple');
    await page.getByLabel('Enunciado').fill('¿Cuáles son planetas gaseosos?');
    await page.getByRole('button', { name: 'Añadir opción' }).click();
    await page.getByRole('textbox', { name: 'Opción 1' }).fill('Júpiter');
    await page.getByRole('textbox', { name: 'Opción 2' }).fill('Mercurio');
    await page.getByRole('textbox', { name: 'Opción 3' }).fill('Saturno');
    await page.getByRole('checkbox', { name: 'Opción 1 correcta' }).check();
    await page.getByRole('checkbox', { name: 'Opción 3 correcta' }).check();
    await shot(page, 'multiple-answer');
    await createAndAnswer(page, 'Sí');

    // 5. Fill blanks: Enter splits the statement, the author toggles the blanks; then 'No'.
    await chooseType(page, 'Llenar espacios');
    const statement = page.getByLabel('Enunciado');
    await statement.fill('¿Dónde está la Vía Láctea? En el espacio.');
    await statement.press('Enter');
    const words = page.getByRole('group', { name: 'Palabras correctas' });
    await words.getByRole('button', { name: 'Vía', exact: true }).click();
    await words.getByRole('button', { name: 'espacio', exact: true }).click();
    await shot(page, 'fill-blanks');
    await createAndAnswer(page, 'No');
    await page.waitForURL('**/groups/assignments/group-info?**', wait);
    expect(new URL(page.url()).searchParams.get('groupId')).toBe(teacher.groupId);
    await page.getByText('Tarea con preguntas creada').waitFor(wait);
    await page.getByRole('heading', { name: 'Tareas' }).waitFor(wait);
    await shot(page, 'group-assignments-after-linking');

    let questions = await assignmentQuestions(teacher.token, teacher.assignmentId);
    expect(questions.map((q) => q.type)).toEqual(['TRUE_OR_FALSE', 'SHORT_ANSWER', 'MATCH_COLUMNS', 'MULTIPLE_ANSWER', 'FILL_BLANKS']);
    expect(questions[0]).toMatchObject({ statement: 'El Sol es una estrella enana', correctAnswer: false });
    expect(questions[0]!.imageUrl).toBeTruthy();
    expect(questions[1]).toMatchObject({ statement: '¿Cuál es el planeta rojo?', acceptedAnswers: ['Marte'] });
    expect(questions[2]).toMatchObject({ leftColumn: ['Tierra', 'Marte'], rightColumn: ['Luna', 'Fobos'] });
    expect(questions[3]).toMatchObject({ options: ['Júpiter', 'Mercurio', 'Saturno'], correctOptionsIndex: [0, 2] });
    expect(questions[4]).toMatchObject({ statement: '¿Dónde está la Vía Láctea? En el espacio.', correctWords: ['Vía', 'espacio'] });

    // Pick the bank question through 'Buscar en repositorio': the linked ones come preselected.
    await page.goto(`/groups/assignments/update?${new URLSearchParams({ assignmentId: teacher.assignmentId, studyGroupId: teacher.groupId })}`);
    await page.getByRole('button', { name: 'Añadir pregunta(s)' }).click(wait);
    await page
      .getByRole('dialog', { name: 'Añadir pregunta(s)' })
      .getByRole('link', { name: /Buscar en repositorio/ })
      .click();
    await page.waitForURL('**/groups/assignments/add/questions-repository?**', wait);
    await page.getByRole('heading', { name: 'Buscar en repositorio' }).waitFor(wait);
    expect(await page.getByRole('checkbox', { name: 'Seleccionar: El Sol es una estrella enana' }).isChecked()).toBe(true);
    // The 5 linked questions are listed first, above the bank, newest first.
    const selectedList = page.getByRole('list', { name: 'Preguntas seleccionadas' });
    await expect.poll(() => selectedList.getByRole('listitem').count(), wait).toBe(5);
    const bankList = page.getByRole('list', { name: 'Preguntas', exact: true });
    expect(await bankList.getByRole('listitem').first().textContent()).toContain('¿Dónde está la Vía Láctea?');
    const pick = page.getByRole('checkbox', { name: `Seleccionar: ${bankStatement}` });
    expect(await pick.isChecked()).toBe(false);
    expect(await page.getByRole('button', { name: /Opciones de la pregunta/ }).count()).toBe(0);
    // Searching without accents or capitals, on the server; then a type filter that leaves nothing.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('EL MAS GRANDE');
    await expect.poll(() => bankList.getByRole('listitem').count(), wait).toBe(1);
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Emparejar columnas' }).click();
    await page.getByText('No se encontraron preguntas con estos filtros.').waitFor(wait);
    await expectAccessible(page, 'picker with filters and nothing found');
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Todos' }).click();
    await pick.waitFor(wait);
    await pick.check();
    await page.getByText('6 preguntas seleccionadas').waitFor(wait);
    await expect.poll(() => selectedList.getByRole('listitem').count(), wait).toBe(6);
    expect(await selectedList.getByRole('listitem').last().textContent()).toContain(bankStatement);
    await expectAccessible(page, 'picker');
    await page.setViewportSize({ width: 412, height: 823 });
    await expectAccessible(page, 'picker on a phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'pick-from-bank');
    await page.getByRole('button', { name: 'Guardar preguntas' }).click();
    const confirm = page.getByRole('dialog', { name: 'Guardar preguntas' });
    await confirm.getByText('¿Seguro que quieres guardar con estas preguntas?').waitFor(wait);
    await confirm.getByRole('button', { name: 'Sí', exact: true }).click();
    await page.waitForURL('**/groups/assignments/group-info?**', wait);
    await page.getByText('Las preguntas han sido guardadas en la tarea').waitFor(wait);
    await page.getByRole('heading', { name: 'Tareas' }).waitFor(wait);
    await shot(page, 'group-assignments-after-picking');
    questions = await assignmentQuestions(teacher.token, teacher.assignmentId);
    expect(questions.map((q) => q.id)).toContain(bankQuestionId);
    expect(questions).toHaveLength(6);

    // Edit the true/false question from the assignment: its stored image shows; back to the assignment.
    await page.goto(`/groups/assignments/update?${new URLSearchParams({ assignmentId: teacher.assignmentId, studyGroupId: teacher.groupId })}`);
    await page.getByRole('link', { name: 'Editar la pregunta: El Sol es una estrella enana' }).click(wait);
    await page.waitForURL('**/groups/assignments/update-question-assignment/true/TRUE_OR_FALSE?**', wait);
    const current = page.getByRole('img', { name: 'Imagen actual de la pregunta' });
    await current.waitFor(wait);
    expect(await current.getAttribute('src')).toBe(questions[0]!.imageUrl);
    await page.waitForFunction(
      () => {
        const img = document.querySelector<HTMLImageElement>('img[alt="Imagen actual de la pregunta"]');
        return Boolean(img?.complete && img.naturalWidth === 48);
      },
      undefined,
      wait,
    );
    expect(await page.getByRole('switch', { name: 'Respuesta correcta: Falso' }).isChecked()).toBe(false);
    await shot(page, 'edit-from-assignment');
    await page.getByLabel('Enunciado').fill('El Sol es una estrella');
    await page.getByRole('button', { name: 'Actualizar pregunta' }).click();
    await page.waitForURL('**/groups/assignments/update?**', wait);
    await page.getByText('Pregunta actualizada').waitFor(wait);
    await page.getByRole('heading', { name: 'Editar tarea' }).waitFor(wait);
    await page.getByRole('link', { name: 'Editar la pregunta: El Sol es una estrella', exact: true }).waitFor(wait);
    await shot(page, 'assignment-after-question-edit');

    // Edit from the bank: back to /profile.
    await page.goto('/profile/questions');
    await page.getByRole('heading', { name: 'Banco de preguntas' }).waitFor(wait);
    await shot(page, 'question-bank');
    await page.getByRole('button', { name: 'Opciones de la pregunta ¿Cuál es el planeta rojo?' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await page.waitForURL('**/profile/questions/update/SHORT_ANSWER?**', wait);
    expect(await page.getByLabel('Respuesta aceptada 1', { exact: true }).inputValue()).toBe('Marte');
    await page.getByRole('button', { name: 'Añadir respuesta aceptada' }).click();
    await page.getByLabel('Respuesta aceptada 2', { exact: true }).fill('el planeta Marte');
    await shot(page, 'edit-from-bank');
    await page.getByRole('button', { name: 'Actualizar pregunta' }).click();
    await page.waitForURL((url) => url.pathname === '/profile', wait);
    await page.getByText('Pregunta actualizada').waitFor(wait);
    await page.getByRole('heading', { name: 'Perfil', exact: true }).waitFor(wait);
    questions = await assignmentQuestions(teacher.token, teacher.assignmentId);
    expect(questions[1]!.acceptedAnswers).toEqual(['Marte', 'el planeta Marte']);

    // Deactivate a bank question: it leaves the list at once, and stays gone after a reload.
    await page.goto('/profile/questions');
    await page.getByRole('button', { name: `Opciones de la pregunta ${doomedStatement}` }).click(wait);
    await page.getByRole('menuitem', { name: 'Desactivar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Desactivar' }).click();
    await page.getByText('Pregunta desactivada correctamente').waitFor(wait);
    await page.getByText(doomedStatement).waitFor({ state: 'detached', ...wait });
    await shot(page, 'bank-after-deactivate');
    await page.reload();
    await page.getByRole('heading', { name: 'Banco de preguntas' }).waitFor(wait);
    await page.getByText(bankStatement).waitFor(wait);
    expect(await page.getByText(doomedStatement).count()).toBe(0);
  });

  it('shows every validation message of a form and stays usable on a phone-sized screen', async () => {
    const teacher = await teacherWithAssignment();
    const page = await journey.newPage({ viewport: { width: 390, height: 844 } });
    await logIn(page, teacher.token);
    await page.goto('/profile/addQuestion');
    await page.getByRole('heading', { name: 'Añadir Pregunta' }).waitFor(wait);
    await chooseType(page, 'Respuesta Múltiple');
    await page.getByRole('button', { name: 'Crear pregunta' }).click();
    await page.getByText('Debe colocar al menos 5 caracteres').waitFor(wait);
    expect(await page.getByText('Debe colocar una opción').count()).toBe(2);
    await page.getByText('Debe marcar al menos una opción como correcta').waitFor(wait);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'multiple-answer-errors-phone');

    // Plain create from the bank, with the keyboard: the new question is in the bank.
    await chooseType(page, 'Verdadero o Falso');
    await page.getByLabel('Enunciado').focus();
    await page.keyboard.type('La Luna tiene luz propia');
    await page.keyboard.press('Tab'); // Dificultad
    await page.keyboard.press('Tab'); // Respuesta correcta
    await page.keyboard.press('Space');
    expect(await page.getByRole('switch', { name: 'Respuesta correcta: Falso' }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Crear pregunta' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/profile/questions', wait);
    await page.getByText('La Luna tiene luz propia').waitFor(wait);
    await page.getByRole('listitem').filter({ hasText: 'La Luna tiene luz propia' }).getByText('Verdadero o Falso').waitFor(wait);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'question-bank-phone');
  });
});
