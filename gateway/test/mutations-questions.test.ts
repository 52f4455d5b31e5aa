import { describe, expect, it } from 'vitest';
import * as suite from './mutationSuite.js';

// createQuestion (into no assignment) and updateQuestion on their success paths and on their error codes, with the
// product's Spanish messages.

const q: Record<string, string> = {};

suite.startSuite({ people: true, group: true });

describe('createQuestion', () => {
  it('creates each of the seven kinds, seen whole by its author', async () => {
    const created: Record<string, any> = {};
    for (const [key, input] of Object.entries(suite.typeInputs)) {
      const payload = await suite.mutate(
        'createQuestion',
        input,
        `${suite.questionSelection} questionEdge { cursor node { __typename } } assignment { id }`,
        suite.teacher.token,
      );
      expect(payload.assignment).toBeNull();
      expect(payload.questionEdge.node.__typename).toBe(payload.question.__typename);
      expect(payload.question).toMatchObject({ isActive: true, viewerSeesAnswerKey: true, author: { id: suite.teacher.profileId } });
      created[key] = payload.question;
      q[key] = payload.question.id;
    }
    expect(created.trueOrFalse).toMatchObject({
      __typename: 'TrueOrFalseQuestion',
      type: 'TRUE_OR_FALSE',
      difficulty: 'EASY',
      correctAnswer: true,
      imageUrl: null,
    });
    expect(created.fillBlanks).toMatchObject({
      __typename: 'FillBlanksQuestion',
      statement: 'Lima es la capital del Perú',
      correctWords: ['Lima', 'Perú'],
      segments: ['', ' es la capital del ', ''],
      blankCount: 2,
    });
    expect(created.matchColumns).toMatchObject({
      __typename: 'MatchColumnsQuestion',
      leftColumn: ['Perú', 'Chile'],
      rightColumn: ['Lima', 'Santiago'],
    });
    expect(created.multipleAnswer).toMatchObject({ __typename: 'MultipleAnswerQuestion', difficulty: 'HARD', correctOptionsIndex: [0, 1, 3] });
    expect(created.shortAnswer).toMatchObject({ __typename: 'ShortAnswerQuestion', difficulty: 'INTERMEDIATE', acceptedAnswers: [] });
    // Tolerance and credit take their defaults (0 and 100) when left out.
    expect(created.numerical).toMatchObject({
      __typename: 'NumericalQuestion',
      type: 'NUMERICAL',
      answers: [
        { value: 3.14, tolerance: 0.01, credit: 100 },
        { value: 3, tolerance: 0, credit: 50 },
      ],
    });
    expect(created.ordering).toMatchObject({ __typename: 'OrderingQuestion', type: 'ORDERING', items: ['uno', 'dos', 'tres', 'cuatro'] });
    const bank = (await suite.h.graphql('{ viewer { questions { edges { node { ... on QuestionCommon { id } } } } } }', {}, suite.teacher.token))
      .data;
    // The bank lists newest first.
    expect(bank.viewer.questions.edges.map((e: any) => e.node.id)).toEqual(Object.values(q).reverse());
  });

  it('BAD_USER_INPUT for zero or two type inputs and for each rule of the question forms', async () => {
    const one = 'Indique exactamente un tipo de pregunta';
    const numerical = (answers: unknown[]) => ({ statement: '¿Cuántos lados tiene un triángulo?', numerical: { answers } });
    const ordering = (items: string[]) => ({ statement: 'Ordene las etapas', ordering: { items } });
    const refused: Array<[input: Record<string, unknown>, message: string]> = [
      [{ statement: 'Sin tipo de pregunta' }, one],
      [{ statement: 'Dos tipos a la vez', trueOrFalse: {}, shortAnswer: {} }, one],
      [{ statement: 'ab', trueOrFalse: {} }, 'El enunciado debe tener al menos 3 caracteres'],
      [{ statement: 'Lima', fillBlanks: { correctWords: ['Lima'] } }, 'Debe colocar al menos 5 caracteres'],
      [{ statement: 'Lima es bonita', fillBlanks: { correctWords: [] } }, 'Debe colocar al menos una palabra correcta'],
      [{ statement: 'Lima es bonita', fillBlanks: { correctWords: ['Cusco'] } }, 'Las palabras correctas deben aparecer en el enunciado, en orden'],
      [{ statement: 'Una las columnas', matchColumns: { leftColumn: ['a', ' '], rightColumn: ['b', 'c'] } }, 'Debe colocar al menos una opción'],
      [{ statement: 'Elija las correctas', multipleAnswer: { options: ['sí'], correctOptionsIndex: [0] } }, 'Debe proporcionar al menos 2 opciones'],
      [{ statement: 'Elija las correctas', multipleAnswer: { options: ['sí', ''], correctOptionsIndex: [0] } }, 'Debe colocar una opción'],
      [
        { statement: 'Elija las correctas', multipleAnswer: { options: ['sí', 'no'], correctOptionsIndex: [] } },
        'Debe marcar al menos una opción como correcta',
      ],
      [{ statement: 'Hola', shortAnswer: {} }, 'Debe colocar al menos 5 caracteres'],
      [{ statement: 'Dos tipos nuevos', numerical: { answers: [{ value: 1 }] }, ordering: { items: ['a', 'b'] } }, one],
      [numerical([]), 'Indique al menos una respuesta aceptada'],
      [numerical([{ value: 3, tolerance: -1 }]), 'La tolerancia no puede ser negativa'],
      [numerical([{ value: 3, credit: 120 }]), 'El crédito debe estar entre 0 y 100'],
      [numerical([{ value: 3, credit: 50 }]), 'Al menos una respuesta debe valer 100'],
      [ordering(['sola']), 'Indique entre 2 y 10 elementos'],
      [ordering(Array.from({ length: 11 }, (_, i) => `etapa ${i}`)), 'Indique entre 2 y 10 elementos'],
      [ordering(['primera', '  ']), 'Cada elemento necesita al menos un carácter'],
    ];
    for (const [input, message] of refused) await suite.refuses('createQuestion', input, suite.teacher.token, suite.badInput(message));
  });

  it('UNAUTHENTICATED without a token', async () => {
    await suite.refuses('createQuestion', suite.typeInputs.trueOrFalse, undefined, suite.UNAUTHENTICATED);
  });
});

describe('updateQuestion', () => {
  it('changes the fields given, with the input of its own type', async () => {
    const payload = await suite.mutate(
      'updateQuestion',
      { id: q.trueOrFalse, statement: '  La   Tierra es plana ', trueOrFalse: { correctAnswer: false } },
      suite.questionSelection,
      suite.teacher.token,
    );
    expect(payload.question).toMatchObject({ id: q.trueOrFalse, statement: 'La Tierra es plana', correctAnswer: false, difficulty: 'EASY' });
    const words = await suite.mutate(
      'updateQuestion',
      { id: q.fillBlanks, fillBlanks: { correctWords: ['capital'] } },
      suite.questionSelection,
      suite.teacher.token,
    );
    expect(words.question).toMatchObject({ statement: 'Lima es la capital del Perú', correctWords: ['capital'], blankCount: 1 });
    const harder = await suite.mutate('updateQuestion', { id: q.shortAnswer, difficulty: 'HARD' }, suite.questionSelection, suite.teacher.token);
    expect(harder.question).toMatchObject({ difficulty: 'HARD', statement: 'Explique la fotosíntesis', acceptedAnswers: [] });
    const exact = await suite.mutate(
      'updateQuestion',
      { id: q.numerical, numerical: { answers: [{ value: 3.1416, tolerance: 0.0001 }] } },
      suite.questionSelection,
      suite.teacher.token,
    );
    expect(exact.question).toMatchObject({
      statement: '¿Cuánto vale pi con dos decimales?',
      answers: [{ value: 3.1416, tolerance: 0.0001, credit: 100 }],
    });
    const reordered = await suite.mutate(
      'updateQuestion',
      { id: q.ordering, ordering: { items: ['cero', 'uno', 'dos'] } },
      suite.questionSelection,
      suite.teacher.token,
    );
    expect(reordered.question).toMatchObject({ type: 'ORDERING', items: ['cero', 'uno', 'dos'] });
  });

  it('leaves out of an update what the type input does not name (no create defaults on update)', async () => {
    const kept = await suite.mutate(
      'updateQuestion',
      { id: q.trueOrFalse, trueOrFalse: { removeImage: true } },
      suite.questionSelection,
      suite.teacher.token,
    );
    expect(kept.question).toMatchObject({ correctAnswer: false, imageUrl: null });
    await suite.mutate(
      'updateQuestion',
      { id: q.shortAnswer, shortAnswer: { acceptedAnswers: ['*clorofila*'] } },
      suite.questionSelection,
      suite.teacher.token,
    );
    const still = await suite.mutate('updateQuestion', { id: q.shortAnswer, shortAnswer: {} }, suite.questionSelection, suite.teacher.token);
    expect(still.question).toMatchObject({ acceptedAnswers: ['*clorofila*'] });
  });

  it("FORBIDDEN for someone else's question, BAD_USER_INPUT, NOT_FOUND, UNAUTHENTICATED", async () => {
    await suite.refuses('updateQuestion', { id: q.trueOrFalse, statement: 'Mía ahora' }, suite.student.token, suite.FORBIDDEN);
    await suite.refuses('updateQuestion', { id: q.trueOrFalse, statement: 'Mía ahora' }, suite.outsider.token, suite.FORBIDDEN);
    const badInputs: [Record<string, unknown>, string][] = [
      [{ id: q.trueOrFalse, fillBlanks: { correctWords: ['Tierra'] } }, 'No se puede cambiar el tipo de una pregunta'],
      [{ id: q.trueOrFalse, trueOrFalse: {}, shortAnswer: {} }, 'Indique exactamente un tipo de pregunta'],
      [{ id: q.trueOrFalse, statement: 'no' }, 'El enunciado debe tener al menos 3 caracteres'],
      [{ id: q.multipleAnswer, multipleAnswer: { options: ['a', 'b'], correctOptionsIndex: [] } }, 'Debe marcar al menos una opción como correcta'],
      [{ id: q.numerical, numerical: { answers: [{ value: 3, credit: 40 }] } }, 'Al menos una respuesta debe valer 100'],
      [{ id: q.ordering, ordering: { items: ['uno'] } }, 'Indique entre 2 y 10 elementos'],
      [{ id: q.ordering, numerical: { answers: [{ value: 1 }] } }, 'No se puede cambiar el tipo de una pregunta'],
    ];
    for (const [input, message] of badInputs) await suite.refuses('updateQuestion', input, suite.teacher.token, suite.badInput(message));
    await suite.refuses('updateQuestion', { id: suite.missing('Question'), statement: 'Nada aquí' }, suite.teacher.token, suite.NOT_FOUND);
    await suite.refuses('updateQuestion', { id: suite.group, statement: 'Nada aquí' }, suite.teacher.token, suite.NOT_FOUND);
    await suite.refuses('updateQuestion', { id: q.trueOrFalse, statement: 'Nada aquí' }, undefined, suite.UNAUTHENTICATED);
  });
});
