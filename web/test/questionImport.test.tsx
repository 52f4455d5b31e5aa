import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { errorMessages } from '@aula/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, readScratch, saveScratch } from '../src/session/storage';
import { guessFormat } from '../src/questionImport/guessFormat';
import * as saveFileModule from '../src/lib/saveFile';
import { renderWithProviders } from './renderWithProviders';
import { lastUploadables, operationNamed, questionData, routes } from './questionsSetup';

// 'Importar preguntas' in the bank: the format guessed from the file, the dry run's preview with its problems (errors
// block, warnings do not), then the import that puts the questions first in the bank without a reload.

afterEach(() => vi.restoreAllMocks());

describe('guessing the format of a file', () => {
  it('reads Moodle XML from the name or the text, Aiken from ANSWER lines, GIFT from .gift or a brace', () => {
    expect(guessFormat('banco.xml', '')).toBe('MOODLE_XML');
    expect(guessFormat(null, '\uFEFF<?xml version="1.0"?><quiz></quiz>')).toBe('MOODLE_XML');
    expect(guessFormat('preguntas.txt', '¿Capital de Francia?\nA. París\nB. Roma\nANSWER: A\n')).toBe('AIKEN');
    expect(guessFormat('preguntas.txt', '¿Capital de Francia?\r\nA) París\r\nB) Roma\r\nANSWER: A\r\n')).toBe('AIKEN');
    expect(guessFormat('preguntas.gift', 'sin llaves todavía')).toBe('GIFT');
    expect(guessFormat('preguntas.txt', 'El Sol es una estrella {T}')).toBe('GIFT');
    expect(guessFormat('notas.txt', 'Solo texto')).toBeNull();
  });
});

const gift = [
  '// Repaso',
  '::agua::El agua hierve a 100 °C {T ####A nivel del mar.}',
  '::capital::¿Capital de Francia? {=París ~Roma ~Madrid}',
  '::roto::Sin cerrar {=a',
].join('\n');

const preview = (problems: Array<{ line: number | null; message: string; warning: boolean }>, imported = 0) => ({
  importQuestions: {
    imported,
    problems,
    assignment: null,
    questions: [
      questionData('TrueOrFalseQuestion', {
        id: 'q-imp-1',
        type: 'TRUE_OR_FALSE',
        statement: 'El agua hierve a 100 °C',
        explanation: 'A nivel del mar.',
        viewerSeesAnswerKey: true,
        correctAnswer: true,
        imageUrl: null,
      }),
      questionData('MultipleAnswerQuestion', {
        id: 'q-imp-2',
        type: 'MULTIPLE_ANSWER',
        statement: '¿Capital de Francia?',
        explanation: null,
        viewerSeesAnswerKey: true,
        options: ['París', 'Roma', 'Madrid'],
        correctOptionsIndex: [0],
      }),
    ],
  },
});

async function openImport() {
  const rendered = renderWithProviders(routes, { initialPath: '/profile/questions' });
  const query = await operationNamed(rendered.environment, 'QuestionBankPageQuery');
  rendered.environment.mock.resolve(query, {
    data: {
      viewer: {
        questions: {
          edges: [
            { cursor: 'c0', node: questionData('ShortAnswerQuestion', { id: 'q-old', type: 'SHORT_ANSWER', statement: '¿Cuál es su nombre?' }) },
          ],
          pageInfo: { hasNextPage: false, endCursor: null, hasPreviousPage: false, startCursor: null },
        },
      },
    },
  });
  await screen.findByRole('heading', { name: 'Banco de preguntas' });
  await rendered.user.click(screen.getByRole('button', { name: 'Importar preguntas' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importar preguntas' });
  return { ...rendered, dialog };
}

describe('importing questions from the bank', () => {
  it('guesses the format from the chosen file and sends the file itself for the dry run', async () => {
    const { user, dialog, environment } = await openImport();
    const xml = new File(['<?xml version="1.0"?><quiz></quiz>'], 'banco.xml', { type: 'text/xml' });
    await user.upload(within(dialog).getByLabelText('Archivo de preguntas'), xml);
    expect(await within(dialog).findByText('Archivo: banco.xml')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Formato' }).textContent).toBe('Moodle XML'));

    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    const mutation = await operationNamed(environment, 'useImportQuestionsMutation');
    expect(mutation.request.variables.input).toEqual({ format: 'MOODLE_XML', text: null, file: null, assignmentId: null, dryRun: true });
    // The dry run changes nothing in the bank.
    expect(mutation.request.variables.connections).toEqual([]);
    expect(lastUploadables(environment)).toEqual({ 'input.file': xml });
  });

  it('refuses a file over 2 MiB before sending it', async () => {
    const { user, dialog, environment } = await openImport();
    const big = new File(['x'.repeat(2 * 1024 * 1024 + 1)], 'grande.gift', { type: 'text/plain' });
    await user.upload(within(dialog).getByLabelText('Archivo de preguntas'), big);
    expect(
      await within(dialog).findByText('El archivo ocupa 2,01 MiB (2097153 bytes) y supera el máximo de 2 MiB (2097152 bytes) por importación'),
    ).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Revisar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('previews the questions with errors apart from warnings, and blocks the import while an error remains', async () => {
    const { user, dialog, environment } = await openImport();
    await user.click(within(dialog).getByLabelText('O pegue el texto'));
    await user.paste(gift);
    expect(within(dialog).getByRole('combobox', { name: 'Formato' }).textContent).toBe('GIFT');
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    const mutation = await operationNamed(environment, 'useImportQuestionsMutation');
    expect(mutation.request.variables.input).toMatchObject({ format: 'GIFT', text: gift, dryRun: true });
    environment.mock.resolve(mutation, {
      data: preview([
        { line: 4, message: 'Pregunta «roto»: falta cerrar la llave «}»', warning: false },
        { line: 3, message: 'Pregunta «capital»: se califica con la regla de Aula', warning: true },
      ]),
    });

    const table = await within(dialog).findByRole('table', { name: 'Vista previa de las preguntas' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Verdadero o Falso')).toBeTruthy();
    expect(within(rows[0]!).getByText('El agua hierve a 100 °C')).toBeTruthy();
    expect(within(rows[0]!).getByText('Explicación: A nivel del mar.')).toBeTruthy();
    expect(within(rows[0]!).getByText('Verdadero')).toBeTruthy();
    expect(within(rows[1]!).getByText('Respuesta Múltiple')).toBeTruthy();
    expect(within(rows[1]!).getByText('París')).toBeTruthy();

    const errors = within(dialog).getByLabelText('Errores');
    // Pasted text is corrected in the text, not in a file.
    expect(within(errors).getByText('Hay 1 error: corríjalo en el texto para importar.')).toBeTruthy();
    expect(within(errors).getByText('Línea 4: Pregunta «roto»: falta cerrar la llave «}»')).toBeTruthy();
    expect(within(errors).queryByText(/capital/)).toBeNull();
    const warnings = within(dialog).getByLabelText('Avisos');
    expect(within(warnings).getByText('Línea 3: Pregunta «capital»: se califica con la regla de Aula')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Importar 2 preguntas' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('imports once only warnings remain and puts the questions first in the bank at once', async () => {
    const { user, dialog, environment } = await openImport();
    await user.click(within(dialog).getByLabelText('O pegue el texto'));
    await user.paste(gift);
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    const warning = { line: 3, message: 'Pregunta «capital»: se califica con la regla de Aula', warning: true };
    environment.mock.resolve(await operationNamed(environment, 'useImportQuestionsMutation'), { data: preview([warning]) });

    const importButton = await within(dialog).findByRole('button', { name: 'Importar 2 preguntas' });
    expect((importButton as HTMLButtonElement).disabled).toBe(false);
    await user.click(importButton);
    const mutation = await operationNamed(environment, 'useImportQuestionsMutation');
    expect(mutation.request.variables.input).toMatchObject({ format: 'GIFT', text: gift, dryRun: false });
    expect(mutation.request.variables.connections).toHaveLength(1);
    environment.mock.resolve(mutation, { data: preview([warning], 2) });

    expect(await screen.findByText('Se importaron 2 preguntas')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Importar preguntas' })).toBeNull());
    // Newest first, as the bank lists them after a reload: the last one of the file goes on top.
    const list = screen.getByRole('list', { name: 'Preguntas' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['¿Capital de Francia?', 'El agua hierve a 100 °C', '¿Cuál es su nombre?']);
  });

  it("shows a Moodle true/false question's image in the preview (QA2 N13)", async () => {
    const { user, dialog, environment } = await openImport();
    await user.click(within(dialog).getByLabelText('O pegue el texto'));
    await user.paste(gift);
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    const [data, imageUrl] = [preview([]), 'data:image/gif;base64,R0lGODlhAQABAAAAACw='];
    Object.assign(data.importQuestions.questions[0]!, { imageUrl });
    environment.mock.resolve(await operationNamed(environment, 'useImportQuestionsMutation'), { data });
    const table = await within(dialog).findByRole('table', { name: 'Vista previa de las preguntas' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Con imagen')).toBeTruthy();
    expect(within(rows[0]!).getByRole('img', { name: 'Imagen de la pregunta' }).getAttribute('src')).toBe(imageUrl);
    expect(within(rows[1]!).queryByText('Con imagen')).toBeNull();
  });

  it('says to correct a chosen file in the file', async () => {
    const { user, dialog, environment } = await openImport();
    await user.upload(within(dialog).getByLabelText('Archivo de preguntas'), new File([gift], 'repaso.gift', { type: 'text/plain' }));
    expect(await within(dialog).findByText('Archivo: repaso.gift')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    const problems = [
      { line: 4, message: 'Pregunta «roto»: falta cerrar la llave «}»', warning: false },
      { line: 5, message: 'Pregunta «otra»: falta cerrar la llave «}»', warning: false },
    ];
    environment.mock.resolve(await operationNamed(environment, 'useImportQuestionsMutation'), { data: preview(problems) });
    const errors = await within(dialog).findByLabelText('Errores');
    expect(within(errors).getByText('Hay 2 errores: corríjalos en el archivo para importar.')).toBeTruthy();
  });

  it('asks before adding to a graded assignment questions students saw solved in Modo Libre, then sends the confirmation', async () => {
    const { user, dialog, environment } = await openImport();
    await user.click(within(dialog).getByLabelText('O pegue el texto'));
    await user.paste(gift);
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    const first = await operationNamed(environment, 'useImportQuestionsMutation');
    expect(first.request.variables.input.confirmPractisedKeys).toBeUndefined();
    environment.mock.reject(first, new Error(errorMessages.practisedQuestions));
    const ask = await screen.findByRole('dialog', { name: '¿Calificar con soluciones ya vistas?' });
    expect(within(ask).getByText(errorMessages.practisedQuestions)).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Sí, continuar' }));

    const again = await operationNamed(environment, 'useImportQuestionsMutation');
    expect(again.request.variables.input).toMatchObject({ dryRun: true, confirmPractisedKeys: true });
    environment.mock.resolve(again, { data: preview([]) });
    await user.click(await within(dialog).findByRole('button', { name: 'Importar 2 preguntas' }));
    const create = await operationNamed(environment, 'useImportQuestionsMutation');
    expect(create.request.variables.input).toMatchObject({ dryRun: false, confirmPractisedKeys: true });
  });

  it('shows the server refusal in Spanish inside the dialog', async () => {
    const { user, dialog, environment } = await openImport();
    await user.click(within(dialog).getByLabelText('O pegue el texto'));
    await user.paste(gift);
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    environment.mock.reject(
      await operationNamed(environment, 'useImportQuestionsMutation'),
      new Error('Se admiten como máximo 1000 preguntas por importación; el archivo tiene 1200'),
    );
    expect(await within(dialog).findByText('Se admiten como máximo 1000 preguntas por importación; el archivo tiene 1200')).toBeTruthy();
  });
});

describe('keeping what the teacher pasted (QA2 N4)', () => {
  /** A signed-in teacher: the session check at start answers with this user. */
  function signedIn() {
    localStorage.setItem('jwt', 'token-de-prueba');
    const viewer = {
      user: { id: 'VXNlcjox', firstName: 'Gema', lastName: 'Importa', email: 'gema@example.com' },
      profile: { id: 'UHJvZmlsZTox', username: 'gema' },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: { viewer } }), { headers: { 'content-type': 'application/json' } })),
    );
  }
  afterEach(() => [vi.unstubAllGlobals(), sessionStorage.clear()]);

  it('asks before discarding on Escape, Cancelar or Back, and keeps the pasted text when the dialog is opened again', async () => {
    signedIn();
    const { user, dialog } = await openImport();
    await user.click(within(dialog).getByLabelText('O pegue el texto'));
    await user.paste(gift);

    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: '¿Descartar la importación?' })).getByRole('button', { name: 'Seguir importando' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '¿Descartar la importación?' })).toBeNull());
    expect((within(dialog).getByLabelText('O pegue el texto') as HTMLTextAreaElement).value).toBe(gift);

    // The browser's Back (a phone's back button) asks too, instead of leaving the page.
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(await screen.findByRole('dialog', { name: '¿Descartar la importación?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Seguir importando' }));

    // Leaving the page (or a reload) keeps the text for this user in this tab.
    cleanup();
    const again = await openImport();
    expect((within(again.dialog).getByLabelText('O pegue el texto') as HTMLTextAreaElement).value).toBe(gift);
    expect(within(again.dialog).getByRole('combobox', { name: 'Formato' }).textContent).toBe('GIFT');

    // 'Descartar' forgets it.
    await again.user.click(within(again.dialog).getByRole('button', { name: 'Cancelar' }));
    await again.user.click(await screen.findByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Importar preguntas' })).toBeNull());
    await again.user.click(screen.getByRole('button', { name: 'Importar preguntas' }));
    const fresh = await screen.findByRole('dialog', { name: 'Importar preguntas' });
    expect((within(fresh).getByLabelText('O pegue el texto') as HTMLTextAreaElement).value).toBe('');
  });

  it('closes an empty dialog on Back at once, without asking', async () => {
    await openImport();
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Importar preguntas' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: '¿Descartar la importación?' })).toBeNull();
  });

  it('forgets every kept text at logout', () => {
    saveScratch('VXNlcjox', 'importQuestions', '{"text":"x","format":"GIFT"}');
    sessionStorage.setItem('otra.cosa', '1');
    expect(readScratch('VXNlcjox', 'importQuestions')).toBe('{"text":"x","format":"GIFT"}');
    clearSession();
    expect([readScratch('VXNlcjox', 'importQuestions'), sessionStorage.getItem('otra.cosa')]).toEqual([null, '1']);
  });
});

describe("the bank's 'Exportar'", () => {
  it('asks the server for the whole bank in the format picked and saves it as preguntas.xml', async () => {
    const save = vi.spyOn(saveFileModule, 'saveFile').mockImplementation(() => undefined);
    const { user, environment, dialog } = await openImport();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Moodle XML' }));
    const query = await operationNamed(environment, 'ExportQuestionsMenuQuery');
    expect(query.request.variables).toEqual({ format: 'MOODLE_XML', ids: null, assignmentId: null });
    const xml = '<?xml version="1.0" encoding="UTF-8"?>\n<quiz>¿Cuál es su nombre?</quiz>\n';
    environment.mock.resolve(query, { data: { viewer: { questionsExport: xml, questionsExportSkipped: 0 } } });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [bytes, fileName, contentType] = save.mock.calls[0]!;
    expect(fileName).toBe('preguntas.xml');
    expect(contentType).toBe('application/xml;charset=utf-8');
    expect(new TextDecoder().decode(bytes)).toBe(xml);
    expect(screen.queryByText(/no se pueden? exportar/)).toBeNull();
  });

  it('says before and after how many questions Aiken leaves out, never dropping them silently (QA2 N11)', async () => {
    const save = vi.spyOn(saveFileModule, 'saveFile').mockImplementation(() => undefined);
    const { user, environment, dialog } = await openImport();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    const item = await screen.findByRole('menuitem', { name: /^Aiken/ });
    expect(within(item).getByText('Admite solo opción múltiple con una respuesta y verdadero/falso')).toBeTruthy();
    await user.click(item);
    const query = await operationNamed(environment, 'ExportQuestionsMenuQuery');
    const text = 'La Tierra es redonda\nA. Verdadero\nB. Falso\nANSWER: A\n';
    environment.mock.resolve(query, { data: { viewer: { questionsExport: text, questionsExportSkipped: 6 } } });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(
      await screen.findByText(
        '6 preguntas no se pueden exportar en Aiken (solo opción múltiple con una respuesta y verdadero/falso); se exportaron las demás',
      ),
    ).toBeTruthy();
  });
});
