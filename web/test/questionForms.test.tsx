import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption, renderWithProviders } from './renderWithProviders';
import {
  bankConnection,
  createRefused,
  fill,
  lastUploadables,
  openCreate,
  openUpdate,
  operationNamed,
  questionData,
  resolveCreate,
  routes,
} from './questionsSetup';

beforeEach(() => {
  // jsdom has no object URLs: the preview gets a stand-in.
  URL.createObjectURL = vi.fn(() => 'blob:vista-previa');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('add question screen', () => {
  it("shows 'Añadir Pregunta', the seven types and 'Crear pregunta'", async () => {
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
      'Respuesta numérica',
      'Ordenar',
    ]);
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Crear pregunta' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Dificultad' }).textContent).toBe('Fácil');
  });

  it("shows the server's message in an 'Error' toast when creating fails", async () => {
    const { user, environment } = await openCreate('Respuesta Corta');
    await fill(user, screen.getByLabelText(/Enunciado/), '¿Qué es un átomo?');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    environment.mock.reject(
      await operationNamed(environment, 'useCreateQuestionMutation'),
      new Error('Acceso restringido. No tiene los roles para esta acción'),
    );
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
    await chooseOption(user, 'Dificultad', 'Difícil');
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'sol.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Imagen de la pregunta'), image);
    expect(screen.getByRole('img', { name: 'Vista previa de la imagen' }).getAttribute('src')).toBe('blob:vista-previa');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));

    const mutation = await operationNamed(environment, 'useCreateQuestionMutation');
    expect(mutation.request.variables).toEqual({
      input: {
        statement: 'El sol es una estrella',
        difficulty: 'HARD',
        trueOrFalse: { correctAnswer: false, image: null },
        assignmentId: null,
        clientMutationId: expect.any(String),
      },
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
      clientMutationId: expect.any(String),
    });
    expect(lastUploadables(environment)).toBeUndefined();
  });
});

describe('fill blanks form', () => {
  it('shows its two messages', async () => {
    const { user, environment } = await openCreate('Llenar espacios');
    await fill(user, screen.getByLabelText(/Enunciado/), ' Hola ');
    await createRefused(user, environment, 'Debe colocar al menos 5 caracteres');
    expect(screen.getByText('Debe colocar al menos una palabra correcta')).toBeTruthy();
  });

  it('splits the statement on Enter into toggleable words and sends the toggled ones in statement order', async () => {
    const { user, environment } = await openCreate('Llenar espacios');
    const statement = screen.getByLabelText(/Enunciado/) as HTMLTextAreaElement;
    await fill(user, statement, '¿Dónde  está el niño?   En la montaña.');
    await user.keyboard('{Enter}');
    // Enter splits; it does not add a line.
    expect(statement.value).toBe('¿Dónde  está el niño?   En la montaña.');
    const words = screen.getByRole('group', { name: 'Palabras correctas' });
    expect(
      within(words)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Dónde', 'está', 'el', 'niño', 'En', 'la', 'montaña']);

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
      clientMutationId: expect.any(String),
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
    await createRefused(user, environment, 'Debe colocar al menos 5 caracteres');
    expect(screen.getAllByText('Debe colocar al menos una opción')).toHaveLength(2);
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
      clientMutationId: expect.any(String),
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
    await createRefused(user, environment, 'Debe colocar al menos 5 caracteres');
    expect(screen.getAllByText('Debe colocar una opción')).toHaveLength(2);
    expect(screen.getByText('Debe marcar al menos una opción como correcta')).toBeTruthy();
  });

  it('asks for at least 2 options when a saved question has fewer', async () => {
    const { user } = await openUpdate(
      questionData('MultipleAnswerQuestion', {
        id: 'q-9',
        type: 'MULTIPLE_ANSWER',
        statement: 'Una sola opción',
        options: ['Única'],
        correctOptionsIndex: [0],
      }),
    );
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
      clientMutationId: expect.any(String),
    });
  });
});

describe('short answer form', () => {
  it('shows its message and explains the optional accepted answers', async () => {
    const { user, environment } = await openCreate('Respuesta Corta');
    expect(screen.getByText(/Sin respuestas aceptadas, el profesor califica cada respuesta/)).toBeTruthy();
    await fill(user, screen.getByLabelText(/Enunciado/), ' ¿Y?  ');
    await createRefused(user, environment, 'Debe colocar al menos 5 caracteres');
  });

  it("holds the api's grading limits: 10 accepted answers of at most 200 characters", async () => {
    const { user, environment } = await openCreate('Respuesta Corta');
    await fill(user, screen.getByLabelText(/Enunciado/), '¿Qué pigmento capta la luz?');
    const add = screen.getByRole('button', { name: 'Añadir respuesta aceptada' });
    for (let i = 0; i < 10; i++) await user.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Se admiten como máximo 10 respuestas aceptadas')).toBeTruthy();
    await fill(user, screen.getByLabelText('Respuesta aceptada 1'), `*${'a'.repeat(200)}`);
    await createRefused(user, environment, 'Cada respuesta aceptada admite como máximo 200 caracteres');
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
      clientMutationId: expect.any(String),
    });
  });
});
