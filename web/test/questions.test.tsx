import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConnectionHandler, generateClientID, ROOT_ID } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import * as QuestionBankPage from '../src/features/questions/QuestionBankPage';
import * as QuestionFormPage from '../src/features/questions/QuestionFormPage';
import { chipsFromCorrectWords, correctWordsOf, resplit, splitWords } from '../src/features/questions/fillBlanks';
import { parseQuestionType } from '../src/features/questions/questionTypes';
import { renderWithProviders } from './renderWithProviders';

const form = { Component: QuestionFormPage.Component, loader: QuestionFormPage.loader };
const bank = { Component: QuestionBankPage.Component, loader: QuestionBankPage.loader };
const routes = [
  { path: '/profile/addQuestion', ...form },
  { path: '/groups/assignments/add/link-question', ...form },
  { path: '/profile/questions/update/:type', ...form },
  { path: '/groups/assignments/update-question-assignment/:fromAssign/:type', ...form },
  { path: '/profile/questions', ...bank },
  { path: '/groups/assignments/add/questions-repository', ...bank },
  { path: '/profile', element: <p>Pantalla de perfil</p> },
  { path: '/groups/assignments/group-info', element: <p>Tareas del grupo</p> },
  { path: '/groups/assignments/update', element: <p>Editar tarea</p> },
];

type Environment = ReturnType<typeof renderWithProviders>['environment'];
type Operation = ReturnType<Environment['mock']['getAllOperations']>[number];

/** The uploadables the last mutation was committed with (the mock environment records executeMutation calls). */
const lastUploadables = (environment: Environment) =>
  (environment.executeMutation as unknown as Mock<(config: { uploadables?: unknown }) => unknown>).mock.calls.at(-1)?.[0].uploadables;

/** The pending operation with that name (the mock environment answers nothing by itself). */
async function operationNamed(environment: Environment, name: string) {
  let found: Operation | undefined;
  await waitFor(() => {
    found = environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === name);
    expect(found).toBeTruthy();
  });
  return found!;
}

type User = ReturnType<typeof renderWithProviders>['user'];

/** Types a text at once (a paste): the forms re-validate on each key, which is slow on a shared machine. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const bankConnection = ConnectionHandler.getConnectionID(generateClientID(ROOT_ID, 'viewer'), 'QuestionBankPage_questions');

/** A question record as the server sends it (Relay asks __isNode / __isQuestionCommon for its refinements). */
function questionData(typename: string, fields: Record<string, unknown>) {
  return { __typename: typename, __isNode: typename, __isQuestionCommon: typename, difficulty: 'EASY', isActive: true, ...fields };
}

/** Renders /profile/addQuestion with the form of the given type label. */
async function openCreate(typeLabel: string, path = '/profile/addQuestion') {
  const rendered = renderWithProviders(routes, { initialPath: path });
  await screen.findByRole('heading', { name: 'Añadir Pregunta' });
  if (typeLabel !== 'Verdadero o Falso') {
    await rendered.user.click(screen.getByRole('combobox', { name: 'Tipo de pregunta' }));
    await rendered.user.click(await screen.findByRole('option', { name: typeLabel }));
  }
  return rendered;
}

/** Answers createQuestion with a new question and returns its variables. */
async function resolveCreate(environment: Environment, typename: string, assignment: unknown = null) {
  const mutation = await operationNamed(environment, 'useCreateQuestionMutation');
  const variables = mutation.request.variables;
  const input = variables.input as { statement: string };
  const node = questionData(typename, { id: 'q-new', type: 'TRUE_OR_FALSE', statement: input.statement });
  environment.mock.resolve(mutation, { data: { createQuestion: { questionEdge: { cursor: 'c-new', node }, assignment } } });
  return variables;
}

beforeEach(() => {
  // jsdom has no object URLs: the preview gets a stand-in.
  URL.createObjectURL = vi.fn(() => 'blob:vista-previa');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('fill-blanks splitter', () => {
  it('splits on spaces and punctuation, keeping accents and ñ inside words', () => {
    expect(splitWords('¿Dónde está el niño? En la montaña.')).toEqual(['Dónde', 'está', 'el', 'niño', 'En', 'la', 'montaña']);
    expect(splitWords('¡Hola, mundo!  ¿Año 2024; pingüino—cigüeña…')).toEqual(['Hola', 'mundo', 'Año', '2024', 'pingüino', 'cigüeña']);
    expect(splitWords("L'eau d’été (rápida) y/o \"lenta\"")).toEqual(["L'eau", 'd’été', 'rápida', 'y', 'o', 'lenta']);
    expect(splitWords('  ¿?¡! ... ')).toEqual([]);
  });

  it('marks saved correct words at the next equal word, as the api places the blanks', () => {
    const chips = chipsFromCorrectWords('el gato y el perro y el loro', ['el', 'perro', 'el']);
    expect(chips.map((chip) => chip.selected)).toEqual([true, false, false, false, true, false, true, false]);
    expect(correctWordsOf(chips)).toEqual(['el', 'perro', 'el']);
  });

  it('keeps the marks when the statement is split again after an edit', () => {
    const chips = chipsFromCorrectWords('El niño juega', ['niño']);
    const again = resplit('Hoy el niño juega en la montaña', chips);
    expect(correctWordsOf(again)).toEqual(['niño']);
  });

  it('reads the question type of a route', () => {
    expect(parseQuestionType('TRUE_OR_FALSE')).toBe('TRUE_OR_FALSE');
    expect(parseQuestionType('fill-blanks')).toBe('FILL_BLANKS');
    expect(parseQuestionType('multipleAnswer')).toBe('MULTIPLE_ANSWER');
    expect(parseQuestionType('ESSAY')).toBeNull();
  });
});

describe('add question screen', () => {
  it("shows 'Añadir Pregunta', the five types and 'Crear pregunta'", async () => {
    const { user } = renderWithProviders(routes, { initialPath: '/profile/addQuestion' });
    await screen.findByRole('heading', { name: 'Añadir Pregunta' });
    const selector = screen.getByRole('combobox', { name: 'Tipo de pregunta' });
    expect(selector.textContent).toBe('Verdadero o Falso');
    await user.click(selector);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Verdadero o Falso',
      'Respuesta Corta',
      'Emparejar columnas',
      'Respuesta Múltiple',
      'Llenar espacios',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Crear pregunta' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Dificultad' }).textContent).toBe('Fácil');
  });

  it("shows the server's message in an 'Error' toast when creating fails", async () => {
    const { user, environment } = await openCreate('Respuesta Corta');
    await fill(user, screen.getByLabelText(/Enunciado/), '¿Qué es un átomo?');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    environment.mock.reject(await operationNamed(environment, 'useCreateQuestionMutation'), new Error('Acceso restringido. No tiene los roles para esta acción'));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Error');
    expect(toast.textContent).toContain('Acceso restringido. No tiene los roles para esta acción');
  });
});

describe('true or false form', () => {
  it('needs a statement of 3 characters and an image of an accepted type and size', async () => {
    const { user, environment } = await openCreate('Verdadero o Falso');
    await fill(user, screen.getByLabelText(/Enunciado/), '  ab  ');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    expect(await screen.findByText('El enunciado debe tener al menos 3 caracteres')).toBeTruthy();

    const input = screen.getByLabelText('Imagen de la pregunta');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'notas.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('La imagen debe ser PNG, JPEG, WebP o GIF')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.png', { type: 'image/png' })] } });
    expect(await screen.findByText('La imagen admite como máximo 5 MB')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sends the normalised statement, the switch and the image as an upload, then shows it in the bank', async () => {
    // From the bank (already in the store) through its 'Añadir' link.
    const { user, environment, router } = renderWithProviders(routes, { initialPath: '/profile/questions' });
    environment.mock.resolve(await operationNamed(environment, 'QuestionBankPageQuery'), {
      data: { viewer: { questions: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } } },
    });
    await user.click(await screen.findByRole('link', { name: 'Añadir' }));
    await screen.findByRole('heading', { name: 'Añadir Pregunta' });
    await fill(user, screen.getByLabelText(/Enunciado/), '  El   sol es\n una   estrella ');
    const answer = screen.getByRole('switch', { name: 'Respuesta correcta: Verdadero' });
    expect((answer as HTMLInputElement).checked).toBe(true);
    await user.click(answer);
    expect(screen.getByRole('switch', { name: 'Respuesta correcta: Falso' })).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Dificultad' }));
    await user.click(await screen.findByRole('option', { name: 'Difícil' }));
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'sol.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Imagen de la pregunta'), image);
    expect(screen.getByRole('img', { name: 'Vista previa de la imagen' }).getAttribute('src')).toBe('blob:vista-previa');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));

    const mutation = await operationNamed(environment, 'useCreateQuestionMutation');
    expect(mutation.request.variables).toEqual({
      input: { statement: 'El sol es una estrella', difficulty: 'HARD', trueOrFalse: { correctAnswer: false, image: null }, assignmentId: null },
      connections: [bankConnection],
    });
    expect(lastUploadables(environment)).toEqual({ 'input.trueOrFalse.image': image });
    await resolveCreate(environment, 'TrueOrFalseQuestion');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/questions'));
    expect(await screen.findByText('Pregunta creada')).toBeTruthy();
    // The new question is in the list from the store, before the bank's own refresh answers.
    expect(await screen.findByText('El sol es una estrella')).toBeTruthy();
  });

  it('sends no upload without an image', async () => {
    const { user, environment } = await openCreate('Verdadero o Falso');
    await fill(user, screen.getByLabelText(/Enunciado/), 'Dos más dos son cuatro');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    const mutation = await operationNamed(environment, 'useCreateQuestionMutation');
    // The bank is not in the store: nothing to append to.
    expect(mutation.request.variables.connections).toEqual([]);
    expect(mutation.request.variables.input).toEqual({
      statement: 'Dos más dos son cuatro',
      difficulty: 'EASY',
      trueOrFalse: { correctAnswer: true, image: null },
      assignmentId: null,
    });
    expect(lastUploadables(environment)).toBeUndefined();
  });
});

describe('fill blanks form', () => {
  it('shows its two messages', async () => {
    const { user, environment } = await openCreate('Llenar espacios');
    await fill(user, screen.getByLabelText(/Enunciado/), ' Hola ');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    expect(await screen.findByText('Debe colocar al menos 5 caracteres')).toBeTruthy();
    expect(screen.getByText('Debe colocar al menos una palabra correcta')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('splits the statement on Enter into toggleable words and sends the toggled ones in statement order', async () => {
    const { user, environment } = await openCreate('Llenar espacios');
    const statement = screen.getByLabelText(/Enunciado/) as HTMLTextAreaElement;
    await fill(user, statement, '¿Dónde  está el niño?   En la montaña.');
    await user.keyboard('{Enter}');
    // Enter splits; it does not add a line.
    expect(statement.value).toBe('¿Dónde  está el niño?   En la montaña.');
    const words = screen.getByRole('group', { name: 'Palabras correctas' });
    expect(within(words).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['Dónde', 'está', 'el', 'niño', 'En', 'la', 'montaña']);

    await user.click(within(words).getByRole('button', { name: 'montaña' }));
    await user.click(within(words).getByRole('button', { name: 'niño' }));
    await user.click(within(words).getByRole('button', { name: 'el' }));
    await user.click(within(words).getByRole('button', { name: 'el' }));
    expect(within(words).getByRole('button', { name: 'niño' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(words).getByRole('button', { name: 'el' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));

    const mutation = await operationNamed(environment, 'useCreateQuestionMutation');
    expect(mutation.request.variables.input).toEqual({
      statement: '¿Dónde está el niño? En la montaña.',
      difficulty: 'EASY',
      fillBlanks: { correctWords: ['niño', 'montaña'] },
      assignmentId: null,
    });
  });
});

describe('match columns form', () => {
  it('starts with one row, adds and removes rows, and shows its messages', async () => {
    const { user, environment } = await openCreate('Emparejar columnas');
    expect(screen.getAllByRole('group', { name: /^Fila/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Quitar fila/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Añadir fila' }));
    expect(screen.getByLabelText(/Izquierda 2/)).toBeTruthy();
    expect(screen.getByLabelText(/Derecha 2/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Quitar fila 2' }));
    expect(screen.queryByLabelText(/Izquierda 2/)).toBeNull();

    await fill(user, screen.getByLabelText(/Enunciado/), 'Unir');
    await fill(user, screen.getByLabelText(/Derecha 1/), '   ');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    expect(await screen.findByText('Debe colocar al menos 5 caracteres')).toBeTruthy();
    expect(screen.getAllByText('Debe colocar al menos una opción')).toHaveLength(2);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sends both columns normalised, matched by row', async () => {
    const { user, environment } = await openCreate('Emparejar columnas');
    await fill(user, screen.getByLabelText(/Enunciado/), '  Une cada país  con su capital ');
    await user.click(screen.getByRole('button', { name: 'Añadir fila' }));
    await fill(user, screen.getByLabelText(/Izquierda 1/), ' Perú ');
    await fill(user, screen.getByLabelText(/Derecha 1/), 'Lima');
    await fill(user, screen.getByLabelText(/Izquierda 2/), 'Chile');
    await fill(user, screen.getByLabelText(/Derecha 2/), '  Santiago   de Chile ');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    const mutation = await operationNamed(environment, 'useCreateQuestionMutation');
    expect(mutation.request.variables.input).toEqual({
      statement: 'Une cada país con su capital',
      difficulty: 'EASY',
      matchColumns: { leftColumn: ['Perú', 'Chile'], rightColumn: ['Lima', 'Santiago de Chile'] },
      assignmentId: null,
    });
  });
});

describe('multiple answer form', () => {
  it('starts with two options, removable only above two, and shows its messages', async () => {
    const { user, environment } = await openCreate('Respuesta Múltiple');
    expect(screen.getByRole('textbox', { name: 'Opción 1' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Opción 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Quitar opción/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Añadir opción' }));
    expect(screen.getAllByRole('button', { name: /Quitar opción/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Quitar opción 3' }));
    expect(screen.queryByRole('button', { name: /Quitar opción/ })).toBeNull();

    await fill(user, screen.getByLabelText(/Enunciado/), ' Elig ');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    expect(await screen.findByText('Debe colocar al menos 5 caracteres')).toBeTruthy();
    expect(screen.getAllByText('Debe colocar una opción')).toHaveLength(2);
    expect(screen.getByText('Debe marcar al menos una opción como correcta')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('asks for at least 2 options when a saved question has fewer', async () => {
    const { user, environment } = renderWithProviders(routes, { initialPath: '/profile/questions/update/MULTIPLE_ANSWER?questionId=q-9' });
    const query = await operationNamed(environment, 'QuestionFormPageQuery');
    environment.mock.resolve(query, {
      data: {
        question: questionData('MultipleAnswerQuestion', { id: 'q-9', type: 'MULTIPLE_ANSWER', statement: 'Una sola opción', options: ['Única'], correctOptionsIndex: [0] }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actualizar pregunta' }));
    expect(await screen.findByText('Debe proporcionar al menos 2 opciones')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Añadir opción' }));
    await user.type(screen.getByRole('textbox', { name: 'Opción 2' }), 'Otra');
    await waitFor(() => expect(screen.queryByText('Debe proporcionar al menos 2 opciones')).toBeNull());
  });

  it('sends the options normalised and the indexes of the correct ones', async () => {
    const { user, environment } = await openCreate('Respuesta Múltiple');
    await fill(user, screen.getByLabelText(/Enunciado/), '¿Cuáles  son  primos?');
    await user.click(screen.getByRole('button', { name: 'Añadir opción' }));
    await user.type(screen.getByRole('textbox', { name: 'Opción 1' }), ' 4 ');
    await user.type(screen.getByRole('textbox', { name: 'Opción 2' }), '  7');
    await user.type(screen.getByRole('textbox', { name: 'Opción 3' }), 'once   (11)');
    await user.click(screen.getByRole('checkbox', { name: 'Opción 2 correcta' }));
    await user.click(screen.getByRole('checkbox', { name: 'Opción 3 correcta' }));
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    const mutation = await operationNamed(environment, 'useCreateQuestionMutation');
    expect(mutation.request.variables.input).toEqual({
      statement: '¿Cuáles son primos?',
      difficulty: 'EASY',
      multipleAnswer: { options: ['4', '7', 'once (11)'], correctOptionsIndex: [1, 2] },
      assignmentId: null,
    });
  });
});

describe('short answer form', () => {
  it('shows its message and explains the optional accepted answers', async () => {
    const { user, environment } = await openCreate('Respuesta Corta');
    expect(screen.getByText(/Sin respuestas aceptadas, el profesor califica cada respuesta/)).toBeTruthy();
    await fill(user, screen.getByLabelText(/Enunciado/), ' ¿Y?  ');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    expect(await screen.findByText('Debe colocar al menos 5 caracteres')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sends the statement and the accepted answers normalised, leaving out empty ones', async () => {
    const { user, environment } = await openCreate('Respuesta Corta');
    await fill(user, screen.getByLabelText(/Enunciado/), '¿Cuál es la capital   de Francia?');
    await user.click(screen.getByRole('button', { name: 'Añadir respuesta aceptada' }));
    await user.click(screen.getByRole('button', { name: 'Añadir respuesta aceptada' }));
    await fill(user, screen.getByLabelText('Respuesta aceptada 1'), '  París ');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    const mutation = await operationNamed(environment, 'useCreateQuestionMutation');
    expect(mutation.request.variables.input).toEqual({
      statement: '¿Cuál es la capital de Francia?',
      difficulty: 'EASY',
      shortAnswer: { acceptedAnswers: ['París'] },
      assignmentId: null,
    });
  });
});

describe('create and link to an assignment', () => {
  const assignment = { __typename: 'Assignment', __isNode: 'Assignment', id: 'a-1', name: 'Repaso', studyGroup: { id: 'g-1', owner: { id: 'p-1' } } };

  it("links the question, asks '¿Deseas añadir otra pregunta?', resets on Sí and goes to the group's assignments on No", async () => {
    const { user, environment, router } = renderWithProviders(routes, { initialPath: '/groups/assignments/add/link-question?assignmentId=a-1' });
    const query = await operationNamed(environment, 'QuestionFormPageQuery');
    expect(query.request.variables).toEqual({ questionId: '', withQuestion: false, assignmentId: 'a-1', withAssignment: true });
    environment.mock.resolve(query, { data: { assignment } });
    await screen.findByRole('heading', { name: 'Añadir Pregunta' });
    await fill(user, screen.getByLabelText(/Enunciado/), 'La Tierra es plana');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    const variables = await resolveCreate(environment, 'TrueOrFalseQuestion', { id: 'a-1', questionCount: 1, questions: [{ __typename: 'TrueOrFalseQuestion', __isNode: 'TrueOrFalseQuestion', id: 'q-new' }] });
    expect((variables.input as Record<string, unknown>).assignmentId).toBe('a-1');

    const dialog = await screen.findByRole('dialog', { name: '¿Deseas añadir otra pregunta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect((screen.getByLabelText(/Enunciado/) as HTMLTextAreaElement).value).toBe(''));
    expect(router.state.location.pathname).toBe('/groups/assignments/add/link-question');

    await fill(user, screen.getByLabelText(/Enunciado/), 'El agua moja');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    await resolveCreate(environment, 'TrueOrFalseQuestion');
    await user.click(within(await screen.findByRole('dialog', { name: '¿Deseas añadir otra pregunta?' })).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/assignments/group-info'));
    expect(router.state.location.search).toBe('?groupId=g-1&ownerId=p-1');
    expect(await screen.findByText('Tarea con preguntas creada')).toBeTruthy();
  });
});

describe('edit question', () => {
  const trueOrFalse = questionData('TrueOrFalseQuestion', {
    id: 'q-1',
    type: 'TRUE_OR_FALSE',
    statement: 'El agua hierve a 100 °C',
    correctAnswer: false,
    imageUrl: '/storage/agua.png',
  });

  it('prefills from the question, shows its image and returns to the assignment after an update from it', async () => {
    const { user, environment, router } = renderWithProviders(routes, {
      initialPath: '/groups/assignments/update-question-assignment/true/TRUE_OR_FALSE?questionId=q-1&assignmentId=a-1&studyGroupId=g-1',
    });
    const query = await operationNamed(environment, 'QuestionFormPageQuery');
    expect(query.request.variables).toEqual({ questionId: 'q-1', withQuestion: true, assignmentId: '', withAssignment: false });
    environment.mock.resolve(query, { data: { question: trueOrFalse } });
    const statement = (await screen.findByLabelText(/Enunciado/)) as HTMLTextAreaElement;
    expect(statement.value).toBe('El agua hierve a 100 °C');
    expect((screen.getByRole('switch', { name: 'Respuesta correcta: Falso' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('img', { name: 'Imagen actual de la pregunta' }).getAttribute('src')).toBe('/storage/agua.png');

    await user.clear(statement);
    await fill(user, statement, ' El agua  hierve a 100 °C al nivel del mar ');
    await user.click(screen.getByRole('button', { name: 'Actualizar pregunta' }));
    const mutation = await operationNamed(environment, 'useUpdateQuestionMutation');
    expect(mutation.request.variables).toEqual({
      input: { id: 'q-1', statement: 'El agua hierve a 100 °C al nivel del mar', difficulty: 'EASY', trueOrFalse: { correctAnswer: false, image: null } },
    });
    environment.mock.resolve(mutation, { data: { updateQuestion: { question: { ...trueOrFalse, statement: 'El agua hierve a 100 °C al nivel del mar' } } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/assignments/update'));
    expect(router.state.location.search).toBe('?assignmentId=a-1&studyGroupId=g-1');
    expect(await screen.findByText('Pregunta actualizada')).toBeTruthy();
    expect(screen.getByText('Éxito')).toBeTruthy();
  });

  it('prefills the fill-blanks chips and goes to /profile after an update from the bank', async () => {
    const { user, environment, router } = renderWithProviders(routes, { initialPath: '/profile/questions/update/FILL_BLANKS?questionId=q-2' });
    environment.mock.resolve(await operationNamed(environment, 'QuestionFormPageQuery'), {
      data: { question: questionData('FillBlanksQuestion', { id: 'q-2', type: 'FILL_BLANKS', statement: 'El niño juega en la montaña.', correctWords: ['niño'] }) },
    });
    const words = await screen.findByRole('group', { name: 'Palabras correctas' });
    expect(within(words).getByRole('button', { name: 'niño' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(words).getByRole('button', { name: 'montaña' }));
    await user.click(screen.getByRole('button', { name: 'Actualizar pregunta' }));
    const mutation = await operationNamed(environment, 'useUpdateQuestionMutation');
    expect(mutation.request.variables.input).toEqual({
      id: 'q-2',
      statement: 'El niño juega en la montaña.',
      difficulty: 'EASY',
      fillBlanks: { correctWords: ['niño', 'montaña'] },
    });
    environment.mock.resolve(mutation, { data: { updateQuestion: { question: questionData('FillBlanksQuestion', { id: 'q-2', type: 'FILL_BLANKS', statement: 'El niño juega en la montaña.', correctWords: ['niño', 'montaña'] }) } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it("shows 'Error al actualizar la pregunta.' when the update fails", async () => {
    const { user, environment, router } = renderWithProviders(routes, { initialPath: '/profile/questions/update/TRUE_OR_FALSE?questionId=q-1' });
    environment.mock.resolve(await operationNamed(environment, 'QuestionFormPageQuery'), { data: { question: trueOrFalse } });
    await user.click(await screen.findByRole('button', { name: 'Actualizar pregunta' }));
    environment.mock.reject(await operationNamed(environment, 'useUpdateQuestionMutation'), new Error('No se encontró el recurso'));
    expect(await screen.findByText('Error al actualizar la pregunta.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/questions/update/TRUE_OR_FALSE');
  });

  it("drops the current image with 'Quitar imagen'", async () => {
    const { user, environment } = renderWithProviders(routes, { initialPath: '/profile/questions/update/TRUE_OR_FALSE?questionId=q-1' });
    environment.mock.resolve(await operationNamed(environment, 'QuestionFormPageQuery'), { data: { question: trueOrFalse } });
    await user.click(await screen.findByRole('button', { name: 'Quitar imagen' }));
    expect(screen.queryByRole('img', { name: 'Imagen actual de la pregunta' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Actualizar pregunta' }));
    const mutation = await operationNamed(environment, 'useUpdateQuestionMutation');
    expect(mutation.request.variables.input.trueOrFalse).toEqual({ correctAnswer: false, removeImage: true, image: null });
  });

  it("shows 'Formulario desconocido' for an unknown type", async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/profile/questions/update/ENSAYO?questionId=q-1' });
    expect(await screen.findByText('Formulario desconocido')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});

describe('question bank', () => {
  const questions = [
    questionData('TrueOrFalseQuestion', { id: 'q-1', type: 'TRUE_OR_FALSE', statement: 'El agua hierve a 100 °C' }),
    questionData('FillBlanksQuestion', { id: 'q-2', type: 'FILL_BLANKS', statement: 'El niño juega en la montaña.' }),
    questionData('MatchColumnsQuestion', { id: 'q-3', type: 'MATCH_COLUMNS', statement: 'Une cada país con su capital', difficulty: 'HARD' }),
    questionData('MultipleAnswerQuestion', { id: 'q-4', type: 'MULTIPLE_ANSWER', statement: '¿Cuáles son primos?' }),
    questionData('ShortAnswerQuestion', { id: 'q-5', type: 'SHORT_ANSWER', statement: '¿Cuál es la capital de Francia?' }),
  ];
  const viewer = (nodes: unknown[]) => ({
    questions: {
      edges: nodes.map((node, i) => ({ cursor: `c${i}`, node })),
      pageInfo: { hasNextPage: false, endCursor: null, hasPreviousPage: false, startCursor: null },
    },
  });

  async function openBank(nodes: unknown[] = questions) {
    const rendered = renderWithProviders(routes, { initialPath: '/profile/questions' });
    const query = await operationNamed(rendered.environment, 'QuestionBankPageQuery');
    expect(query.request.variables).toEqual({ assignmentId: '', withAssignment: false });
    rendered.environment.mock.resolve(query, { data: { viewer: viewer(nodes) } });
    await screen.findByRole('heading', { name: 'Banco de preguntas' });
    return rendered;
  }

  it('lists the statements with their humanised types and links to add and edit', async () => {
    const { user } = await openBank();
    const list = screen.getByRole('list', { name: 'Preguntas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    for (const label of ['Verdadero o Falso', 'Llenar espacios', 'Emparejar columnas', 'Respuesta Múltiple', 'Respuesta Corta']) {
      expect(within(list).getByText(label)).toBeTruthy();
    }
    expect(within(list).getByText('Difícil')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Añadir' }).getAttribute('href')).toBe('/profile/addQuestion');
    await user.click(screen.getByRole('button', { name: 'Opciones de la pregunta Une cada país con su capital' }));
    expect((await screen.findByRole('menuitem', { name: 'Editar' })).getAttribute('href')).toBe('/profile/questions/update/MATCH_COLUMNS?questionId=q-3');
  });

  it('shows the empty text', async () => {
    await openBank([]);
    expect(screen.getByText('Todavía no hay preguntas. Pruebe a crear una.')).toBeTruthy();
  });

  it('deactivates a question: it leaves the list at once', async () => {
    const { user, environment } = await openBank();
    await user.click(screen.getByRole('button', { name: 'Opciones de la pregunta ¿Cuáles son primos?' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Desactivar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Desactivar' }));
    const mutation = await operationNamed(environment, 'useDeactivateQuestionMutation');
    expect(mutation.request.variables).toEqual({ input: { id: 'q-4' }, connections: [bankConnection] });
    await waitFor(() => expect(screen.queryByText('¿Cuáles son primos?')).toBeNull());
    environment.mock.resolve(mutation, {
      data: { deactivateQuestion: { deactivatedQuestionId: 'q-4', question: { ...questions[3], isActive: false } } },
    });
    expect(await screen.findByText('Pregunta desactivada correctamente')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('brings the question back and shows the message when deactivating fails', async () => {
    const { user, environment } = await openBank();
    await user.click(screen.getByRole('button', { name: 'Opciones de la pregunta ¿Cuáles son primos?' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Desactivar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Desactivar' }));
    environment.mock.reject(await operationNamed(environment, 'useDeactivateQuestionMutation'), new Error(''));
    expect(await screen.findByText('Hubo un problema al desactivar la pregunta')).toBeTruthy();
    expect(screen.getByText('¿Cuáles son primos?')).toBeTruthy();
  });

  it('picks questions for an assignment: linked ones preselected, no edit or delete, saved after confirming', async () => {
    const { user, environment, router } = renderWithProviders(routes, { initialPath: '/groups/assignments/add/questions-repository?assignmentId=a-1' });
    const query = await operationNamed(environment, 'QuestionBankPageQuery');
    expect(query.request.variables).toEqual({ assignmentId: 'a-1', withAssignment: true });
    environment.mock.resolve(query, {
      data: {
        viewer: viewer(questions),
        assignment: {
          __typename: 'Assignment',
          __isNode: 'Assignment',
          id: 'a-1',
          name: 'Repaso',
          questions: [{ __typename: 'ShortAnswerQuestion', __isNode: 'ShortAnswerQuestion', id: 'q-5' }],
          studyGroup: { id: 'g-1', owner: { id: 'p-1' } },
        },
      },
    });
    await screen.findByRole('heading', { name: 'Buscar en repositorio' });
    expect(screen.queryByRole('button', { name: /Opciones de la pregunta/ })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Seleccionar: ¿Cuál es la capital de Francia?' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Seleccionar: El agua hierve a 100 °C' }) as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar: El agua hierve a 100 °C' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar: ¿Cuáles son primos?' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar: ¿Cuáles son primos?' }));
    expect(screen.getByText('2 preguntas seleccionadas')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Guardar preguntas' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('¿Seguro que quieres guardar con estas preguntas?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Sí' }));
    const mutation = await operationNamed(environment, 'useSetAssignmentQuestionsMutation');
    expect(mutation.request.variables).toEqual({ input: { id: 'a-1', questionIds: ['q-5', 'q-1'] } });
    environment.mock.resolve(mutation, {
      data: { setAssignmentQuestions: { assignment: { id: 'a-1', questionCount: 2, questions: [questions[4], questions[0]] } } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/assignments/group-info'));
    expect(router.state.location.search).toBe('?groupId=g-1&ownerId=p-1');
    expect(await screen.findByText('Las preguntas han sido guardadas en la tarea')).toBeTruthy();
    expect(screen.getByText('Preguntas agregadas')).toBeTruthy();
  });
});
