import { beforeAll, describe, expect, it } from 'vitest';
import { addQuestion, sampleQuestions, signUp } from './helpers.js';
import { api, assignmentId, author, created, member, outsider, startQuestionsFixture } from './questionsFixture.js';

// Reading, updating and deactivating questions.

startQuestionsFixture();

describe('searching the bank', () => {
  let teacher: Awaited<ReturnType<typeof signUp>>;
  const statements = async (query: string) => {
    const reply = await api.call('GET', `question/getAll?${query}`, { token: teacher.token });
    expect(reply.status).toBe(200);
    return reply.body.map((q: { statement: string }) => q.statement);
  };

  beforeAll(async () => {
    teacher = await signUp(api, { firstName: 'Rosa', lastName: 'Mamani' });
    const add = (type: keyof typeof sampleQuestions, body: Record<string, unknown>) =>
      api.call('POST', 'question/create', { token: teacher.token, body: { ...sampleQuestions[type], type, ...body } });
    for (const [type, body] of [
      ['SHORT_ANSWER', { statement: '¿Qué es una razón?', difficulty: 'EASY' }],
      ['TRUE_OR_FALSE', { statement: 'La RAZÓN de 2 a 4 es 1/2.', difficulty: 'HARD' }],
      ['SHORT_ANSWER', { statement: 'Nombre un año bisiesto.', difficulty: 'HARD' }],
      ['SHORT_ANSWER', { statement: 'El 50% de 10 es…', difficulty: 'INTERMEDIATE' }],
    ] as const) {
      expect((await add(type, body)).status).toBe(201);
    }
  });

  it('lists newest first, and pages on from the cursor', async () => {
    expect(await statements('')).toEqual(['El 50% de 10 es…', 'Nombre un año bisiesto.', 'La RAZÓN de 2 a 4 es 1/2.', '¿Qué es una razón?']);
    const first = await api.call('GET', 'question/getAll?limit=3', { token: teacher.token });
    const rest = await statements(`cursor=${first.headers.get('x-next-cursor')}`);
    expect(rest).toEqual(['¿Qué es una razón?']);
  });

  it('finds text ignoring case and accents (Spanish), and filters by type and difficulty', async () => {
    expect(await statements('search=razon')).toEqual(['La RAZÓN de 2 a 4 es 1/2.', '¿Qué es una razón?']);
    expect(await statements(`search=${encodeURIComponent('  Razón ')}&type=SHORT_ANSWER`)).toEqual(['¿Qué es una razón?']);
    expect(await statements(`search=${encodeURIComponent('ano')}`)).toEqual(['Nombre un año bisiesto.']);
    expect(await statements('difficulty=HARD')).toEqual(['Nombre un año bisiesto.', 'La RAZÓN de 2 a 4 es 1/2.']);
    // LIKE's wildcards are plain text.
    expect(await statements(`search=${encodeURIComponent('50%')}`)).toEqual(['El 50% de 10 es…']);
    expect(await statements(`search=${encodeURIComponent('_')}`)).toEqual([]);
    const bad = await api.call('GET', 'question/getAll?difficulty=IMPOSSIBLE', { token: teacher.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('La dificultad debe ser EASY, INTERMEDIATE o HARD');
  });
});

describe('reading questions', () => {
  let own: { id: string };
  let linked: { id: string };

  beforeAll(async () => {
    own = await created('FILL_BLANKS', { statement: 'La luna gira alrededor de la Tierra.', correctWords: ['luna', 'Tierra'] });
    linked = await addQuestion(api, author, assignmentId, {
      type: 'FILL_BLANKS',
      statement: 'El agua hierve a cien grados.',
      correctWords: ['hierve', 'cien'],
    });
  });

  it("getAll returns the caller's own bank only, with keys", async () => {
    const mine = await api.call('GET', 'question/getAll', { token: author.token });
    expect(mine.status).toBe(200);
    const ids = mine.body.map((q: { id: string }) => q.id);
    expect(ids).toContain(own.id);
    expect(ids).toContain(linked.id);
    expect(mine.body.every((q: { profileId: string; view: string }) => q.profileId === author.profileId && q.view === 'AUTHOR')).toBe(true);
    expect(mine.body.find((q: { id: string }) => q.id === own.id).correctWords).toEqual(['luna', 'Tierra']);

    const theirs = await api.call('GET', 'question/getAll', { token: member.token });
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual([]);
  });

  it('getAll with profileId: your own is fine, another one is 403', async () => {
    const mine = await api.call('GET', `question/getAll?profileId=${author.profileId}`, { token: author.token });
    expect(mine.status).toBe(200);
    expect(mine.body.map((q: { id: string }) => q.id)).toContain(own.id);
    const other = await api.call('GET', `question/getAll?profileId=${author.profileId}`, { token: member.token });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Acceso restringido. No tiene los roles para esta acción');
  });

  it('getAll filters by type', async () => {
    const fills = await api.call('GET', 'question/getAll?type=FILL_BLANKS', { token: author.token });
    expect(fills.body.length).toBeGreaterThan(1);
    expect(fills.body.every((q: { type: string }) => q.type === 'FILL_BLANKS')).toBe(true);
    const unknown = await api.call('GET', 'question/getAll?type=ESSAY', { token: author.token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Tipo de pregunta desconocido');
  });

  it('getAll?ids= gives each caller the view they may see', async () => {
    const path = `question/getAll?ids=${own.id},${linked.id}`;

    const forAuthor = await api.call('GET', path, { token: author.token });
    expect(forAuthor.status).toBe(200);
    expect(forAuthor.body.map((q: { id: string; view: string }) => [q.id, q.view])).toEqual([
      [own.id, 'AUTHOR'],
      [linked.id, 'AUTHOR'],
    ]);

    // The member solves the linked question only: solver view, no key; the bank question is left out.
    const forMember = await api.call('GET', path, { token: member.token });
    expect(forMember.status).toBe(200);
    expect(forMember.body).toHaveLength(1);
    expect(forMember.body[0]).toMatchObject({
      id: linked.id,
      view: 'SOLVER',
      statement: 'El agua ____ a ____ grados.',
      segments: ['El agua ', ' a ', ' grados.'],
    });
    expect(forMember.body[0]).not.toHaveProperty('correctWords');
    expect(JSON.stringify(forMember.body)).not.toMatch(/hierve|cien|luna/);

    const forOutsider = await api.call('GET', path, { token: outsider.token });
    expect(forOutsider.status).toBe(200);
    expect(forOutsider.body).toEqual([]);
  });

  it('getAll?ids= refuses a malformed id', async () => {
    const reply = await api.call('GET', 'question/getAll?ids=abc', { token: author.token });
    expect(reply.status).toBe(400);
  });

  it('getQuestionsByAssignment: the owner gets keys, a member the solver view, an outsider 403', async () => {
    const path = `question/getQuestionsByAssignment?assignmentId=${assignmentId}`;
    const owner = await api.call('GET', path, { token: author.token });
    expect(owner.status).toBe(200);
    const ownerView = owner.body.find((q: { id: string }) => q.id === linked.id);
    expect(ownerView).toMatchObject({ view: 'AUTHOR', correctWords: ['hierve', 'cien'], statement: 'El agua hierve a cien grados.' });

    const solver = await api.call('GET', path, { token: member.token });
    expect(solver.status).toBe(200);
    expect(solver.body.map((q: { id: string }) => q.id)).toEqual(owner.body.map((q: { id: string }) => q.id));
    expect(solver.body.every((q: { view: string }) => q.view === 'SOLVER')).toBe(true);
    expect(JSON.stringify(solver.body)).not.toMatch(/correctWords|hierve|cien/);

    const stranger = await api.call('GET', path, { token: outsider.token });
    expect(stranger.status).toBe(403);

    const missing = await api.call('GET', `question/getQuestionsByAssignment?assignmentId=${own.id}`, { token: author.token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No se encontró el recurso');
  });
});

describe('updating questions', () => {
  it('merges the fields sent over the stored question', async () => {
    const question = await created('FILL_BLANKS', { difficulty: 'HARD' });
    const reply = await api.call('PATCH', `question/updateQuestion/${question.id}`, {
      token: author.token,
      body: { statement: '  El sol   es una estrella   enorme y caliente. ' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: question.id,
      statement: 'El sol es una estrella enorme y caliente.',
      correctWords: ['sol', 'estrella'],
      difficulty: 'HARD',
      type: 'FILL_BLANKS',
    });
    const again = await api.call('GET', `question/getAll?ids=${question.id}`, { token: author.token });
    expect(again.body[0].statement).toBe('El sol es una estrella enorme y caliente.');

    const keys = await api.call('PATCH', `question/updateQuestion/${question.id}`, {
      token: author.token,
      body: { correctWords: ['estrella'], difficulty: 'EASY' },
    });
    expect(keys.status).toBe(200);
    expect(keys.body).toMatchObject({ correctWords: ['estrella'], difficulty: 'EASY', statement: 'El sol es una estrella enorme y caliente.' });
  });

  it('accepts the whole question read back, with a changed field', async () => {
    const question = await created('MATCH_COLUMNS');
    const reply = await api.call('PATCH', `question/updateQuestion/${question.id}`, {
      token: author.token,
      body: { ...question, rightColumn: ['Lima', 'Santiago', 'CDMX'] },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: question.id, leftColumn: question.leftColumn, rightColumn: ['Lima', 'Santiago', 'CDMX'] });
  });

  it('re-checks the rules of the type on the merged question', async () => {
    const fill = await created('FILL_BLANKS');
    const noWords = await api.call('PATCH', `question/updateQuestion/${fill.id}`, { token: author.token, body: { correctWords: [] } });
    expect(noWords.status).toBe(400);
    expect(noWords.body.message).toBe('Debe colocar al menos una palabra correcta');
    // The stored correct words no longer occur in the new statement.
    const lostWords = await api.call('PATCH', `question/updateQuestion/${fill.id}`, {
      token: author.token,
      body: { statement: 'La luna es un satélite.' },
    });
    expect(lostWords.status).toBe(400);
    expect(lostWords.body.message).toBe('Las palabras correctas deben aparecer en el enunciado, en orden');

    const multiple = await created('MULTIPLE_ANSWER');
    const oneOption = await api.call('PATCH', `question/updateQuestion/${multiple.id}`, {
      token: author.token,
      body: { options: ['2'] },
    });
    expect(oneOption.status).toBe(400);
    expect(oneOption.body.message).toBe('Debe proporcionar al menos 2 opciones');
    const short = await api.call('PATCH', `question/updateQuestion/${multiple.id}`, { token: author.token, body: { statement: 'abc' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Debe colocar al menos 5 caracteres');
    const difficulty = await api.call('PATCH', `question/updateQuestion/${multiple.id}`, {
      token: author.token,
      body: { difficulty: 'MEDIUM' },
    });
    expect(difficulty.status).toBe(400);

    // Nothing of the refused updates was stored.
    const stored = await api.call('GET', `question/getAll?ids=${fill.id},${multiple.id}`, { token: author.token });
    expect(stored.body[0]).toMatchObject({ statement: 'El sol es una estrella enorme.', correctWords: ['sol', 'estrella'] });
    expect(stored.body[1]).toMatchObject({ options: ['2', '4', '5', '9'], statement: '¿Cuáles son números primos?', difficulty: 'EASY' });
  });

  it('refuses to change the type, and names an unknown type', async () => {
    const question = await created('TRUE_OR_FALSE');
    const change = await api.call('PATCH', `question/updateQuestion/${question.id}`, {
      token: author.token,
      body: { type: 'SHORT_ANSWER', statement: 'Explique la fotosíntesis' },
    });
    expect(change.status).toBe(400);
    expect(change.body.message).toBe('No se puede cambiar el tipo de una pregunta');
    const unknown = await api.call('PATCH', `question/updateQuestion/${question.id}`, { token: author.token, body: { type: 'ESSAY' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Tipo de pregunta desconocido');
    const same = await api.call('PATCH', `question/updateQuestion/${question.id}`, {
      token: author.token,
      body: { type: 'TRUE_OR_FALSE', correctAnswer: false },
    });
    expect(same.status).toBe(200);
    expect(same.body.correctAnswer).toBe(false);
  });

  it('lets only the author update', async () => {
    const question = await created('SHORT_ANSWER');
    for (const user of [member, outsider]) {
      const reply = await api.call('PATCH', `question/updateQuestion/${question.id}`, {
        token: user.token,
        body: { statement: 'Cambiado por otro' },
      });
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe('Acceso restringido. No tiene los roles para esta acción');
    }
    const stored = await api.call('GET', `question/getAll?ids=${question.id}`, { token: author.token });
    expect(stored.body[0].statement).toBe('Explique la fotosíntesis');
  });

  it('answers 404 for an unknown question', async () => {
    const reply = await api.call('PATCH', 'question/updateQuestion/00000000-0000-4000-8000-000000000000', {
      token: author.token,
      body: { statement: 'Nada por aquí' },
    });
    expect(reply.status).toBe(404);
  });
});

describe('deactivating questions', () => {
  it('lets only the author deactivate, and the question leaves the assignment', async () => {
    const question = await addQuestion(api, author, assignmentId, sampleQuestions.MULTIPLE_ANSWER);
    const before = await api.call('GET', `assignments/getOne?id=${assignmentId}`, { token: member.token });
    expect(before.body.questionsIds).toContain(question.id);

    for (const user of [member, outsider]) {
      const refused = await api.call('PATCH', `question/deactivate/${question.id}`, { token: user.token });
      expect(refused.status).toBe(403);
    }

    const reply = await api.call('PATCH', `question/deactivate/${question.id}`, { token: author.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: question.id, isActive: false });

    for (const user of [author, member]) {
      const after = await api.call('GET', `assignments/getOne?id=${assignmentId}&includeQuestions=true`, { token: user.token });
      expect(after.status).toBe(200);
      expect(after.body.questionsIds).not.toContain(question.id);
      expect(after.body.questions.map((q: { id: string }) => q.id)).not.toContain(question.id);
      const list = await api.call('GET', `question/getQuestionsByAssignment?assignmentId=${assignmentId}`, { token: user.token });
      expect(list.body.map((q: { id: string }) => q.id)).not.toContain(question.id);
    }

    // Soft delete: the author still finds it, inactive, in the bank.
    const bank = await api.call('GET', 'question/getAll?isActive=false', { token: author.token });
    expect(bank.body.map((q: { id: string; isActive: boolean }) => [q.id, q.isActive])).toContainEqual([question.id, false]);
    const active = await api.call('GET', 'question/getAll?isActive=true', { token: author.token });
    expect(active.body.map((q: { id: string }) => q.id)).not.toContain(question.id);
  });

  it('answers 404 for an unknown question and 400 for a malformed id', async () => {
    expect((await api.call('PATCH', 'question/deactivate/00000000-0000-4000-8000-000000000000', { token: author.token })).status).toBe(404);
    expect((await api.call('PATCH', 'question/deactivate/not-a-uuid', { token: author.token })).status).toBe(400);
  });
});
