import { describe, expect, it } from 'vitest';
import { sampleQuestions } from './helpers.js';
import { api, author, create, created, endpoints, member, startQuestionsFixture } from './questionsFixture.js';

// Creating questions of each type, and the rules of the question forms.

startQuestionsFixture();

describe('creating questions', () => {
  it('creates a true/false question and answers the author view with its key', async () => {
    const reply = await create('TRUE_OR_FALSE', { correctAnswer: false, difficulty: 'HARD', profileId: author.profileId });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      type: 'TRUE_OR_FALSE',
      statement: 'La Tierra es redonda',
      correctAnswer: false,
      difficulty: 'HARD',
      isActive: true,
      profileId: author.profileId,
      view: 'AUTHOR',
      image: null,
    });
    expect(reply.body.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('creates a fill-blanks question with its correct words and segments', async () => {
    const reply = await create('FILL_BLANKS', {});
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      type: 'FILL_BLANKS',
      statement: 'El sol es una estrella enorme.',
      correctWords: ['sol', 'estrella'],
      segments: ['El ', ' es una ', ' enorme.'],
      view: 'AUTHOR',
    });
  });

  it('creates a match-columns question with both columns in the author order', async () => {
    const reply = await create('MATCH_COLUMNS', {});
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      type: 'MATCH_COLUMNS',
      leftColumn: ['Perú', 'Chile', 'México'],
      rightColumn: ['Lima', 'Santiago', 'Ciudad de México'],
      view: 'AUTHOR',
    });
  });

  it('creates a multiple-answer question with its options and correct indexes', async () => {
    const reply = await create('MULTIPLE_ANSWER', { correctOptionsIndex: [2, 0, 2] });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      type: 'MULTIPLE_ANSWER',
      options: ['2', '4', '5', '9'],
      correctOptionsIndex: [0, 2],
      view: 'AUTHOR',
    });
  });

  it('creates a short-answer question, with or without accepted answers', async () => {
    const plain = await create('SHORT_ANSWER', {});
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ type: 'SHORT_ANSWER', statement: 'Explique la fotosíntesis', acceptedAnswers: [], view: 'AUTHOR' });
    const keyed = await create('SHORT_ANSWER', { acceptedAnswers: ['  la   clorofila '] });
    expect(keyed.status).toBe(201);
    expect(keyed.body.acceptedAnswers).toEqual(['la clorofila']);
  });

  it('normalises statements: trimmed and inner whitespace collapsed', async () => {
    expect((await created('TRUE_OR_FALSE', { statement: '  La   Tierra  ' })).statement).toBe('La Tierra');
    expect((await created('SHORT_ANSWER', { statement: '\t¿Qué   es\n la  luz?  ' })).statement).toBe('¿Qué es la luz?');
    const fill = await created('FILL_BLANKS', { statement: '  El   sol es una  estrella   enorme. ' });
    expect(fill.statement).toBe('El sol es una estrella enorme.');
    expect(fill.segments).toEqual(['El ', ' es una ', ' enorme.']);
  });

  it('defaults the difficulty to EASY and keeps a valid one', async () => {
    expect((await created('SHORT_ANSWER')).difficulty).toBe('EASY');
    expect((await created('MATCH_COLUMNS', { difficulty: 'INTERMEDIATE' })).difficulty).toBe('INTERMEDIATE');
  });

  it('refuses a difficulty outside the list', async () => {
    for (const type of Object.keys(endpoints) as Array<keyof typeof endpoints>) {
      const reply = await create(type, { difficulty: 'MEDIUM' });
      expect(reply.status, type).toBe(400);
      expect(reply.body.message).toBe('La dificultad debe ser EASY, INTERMEDIATE o HARD');
    }
  });

  it("refuses a question in another author's name", async () => {
    const reply = await create('SHORT_ANSWER', { profileId: member.profileId });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe('Acceso restringido. No tiene los roles para esta acción');
  });

  it('refuses a type that does not belong to the endpoint', async () => {
    const reply = await create('FILL_BLANKS', { type: 'ESSAY' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Tipo de pregunta desconocido');
  });

  it('needs a token', async () => {
    const reply = await api.call('POST', endpoints.SHORT_ANSWER, { body: sampleQuestions.SHORT_ANSWER });
    expect(reply.status).toBe(401);
  });
});

describe('validation rules of the question forms', () => {
  const cases: Array<[string, keyof typeof endpoints, Record<string, unknown>, string]> = [
    ['a fill-blanks statement under 5', 'FILL_BLANKS', { statement: 'sol', correctWords: ['sol'] }, 'Debe colocar al menos 5 caracteres'],
    ['a fill-blanks statement of spaces', 'FILL_BLANKS', { statement: '  sol      ', correctWords: ['sol'] }, 'Debe colocar al menos 5 caracteres'],
    ['a missing fill-blanks statement', 'FILL_BLANKS', { statement: undefined }, 'Debe colocar al menos 5 caracteres'],
    ['no correct word', 'FILL_BLANKS', { correctWords: [] }, 'Debe colocar al menos una palabra correcta'],
    ['missing correct words', 'FILL_BLANKS', { correctWords: undefined }, 'Debe colocar al menos una palabra correcta'],
    ['an empty correct word', 'FILL_BLANKS', { correctWords: ['sol', '  '] }, 'Debe colocar al menos una palabra correcta'],
    ['a match statement under 5', 'MATCH_COLUMNS', { statement: 'Una' }, 'Debe colocar al menos 5 caracteres'],
    ['an empty left item', 'MATCH_COLUMNS', { leftColumn: ['Perú', '', 'México'] }, 'Debe colocar al menos una opción'],
    ['an empty right item', 'MATCH_COLUMNS', { rightColumn: ['Lima', 'Santiago', ' '] }, 'Debe colocar al menos una opción'],
    ['an empty column', 'MATCH_COLUMNS', { leftColumn: [], rightColumn: [] }, 'Debe colocar al menos una opción'],
    ['a multiple-answer statement under 5', 'MULTIPLE_ANSWER', { statement: '¿2?' }, 'Debe colocar al menos 5 caracteres'],
    ['an empty option', 'MULTIPLE_ANSWER', { options: ['2', '', '5'] }, 'Debe colocar una opción'],
    ['a single option', 'MULTIPLE_ANSWER', { options: ['2'], correctOptionsIndex: [0] }, 'Debe proporcionar al menos 2 opciones'],
    ['missing options', 'MULTIPLE_ANSWER', { options: undefined }, 'Debe proporcionar al menos 2 opciones'],
    ['no option marked correct', 'MULTIPLE_ANSWER', { correctOptionsIndex: [] }, 'Debe marcar al menos una opción como correcta'],
    ['missing correct options', 'MULTIPLE_ANSWER', { correctOptionsIndex: undefined }, 'Debe marcar al menos una opción como correcta'],
    ['a short-answer statement under 5', 'SHORT_ANSWER', { statement: '   Qué?    ' }, 'Debe colocar al menos 5 caracteres'],
  ];

  it.each(cases)('refuses %s with its message', async (_name, type, body, message) => {
    const reply = await create(type, body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('refuses a true/false statement under 3 characters (after normalising)', async () => {
    for (const statement of ['Sí', '  a   ', '']) {
      const reply = await create('TRUE_OR_FALSE', { statement });
      expect(reply.status, statement).toBe(400);
      expect(reply.body.statusCode).toBe(400);
      expect(typeof reply.body.message).toBe('string');
    }
    expect((await create('TRUE_OR_FALSE', { statement: 'Sol' })).status).toBe(201);
  });

  it('accepts statements at exactly the minimum', async () => {
    expect((await create('SHORT_ANSWER', { statement: 'Hola.' })).status).toBe(201);
    expect((await create('MATCH_COLUMNS', { statement: 'Unir.' })).status).toBe(201);
  });

  it('refuses correct words missing from the statement, and a correct index outside the options', async () => {
    const words = await create('FILL_BLANKS', { correctWords: ['luna'] });
    expect(words.status).toBe(400);
    expect(words.body.message).toBe('Las palabras correctas deben aparecer en el enunciado, en orden');
    const index = await create('MULTIPLE_ANSWER', { correctOptionsIndex: [4] });
    expect(index.status).toBe(400);
    expect(index.body.message).toBe('Las opciones correctas deben estar entre las opciones');
    const columns = await create('MATCH_COLUMNS', { rightColumn: ['Lima', 'Santiago'] });
    expect(columns.status).toBe(400);
    expect(columns.body.message).toBe('Las dos columnas deben tener el mismo número de elementos');
  });

  it('refuses a body of the wrong shape without a server error', async () => {
    const wrongTypes = await create('TRUE_OR_FALSE', { correctAnswer: 'yes' });
    expect(wrongTypes.status).toBe(400);
    const broken = await api.call('POST', endpoints.FILL_BLANKS, {
      token: author.token,
      body: '{"type": "FILL_BLANKS",',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('El cuerpo de la solicitud no es un JSON válido');
  });
});
