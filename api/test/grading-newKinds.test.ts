import { describe, expect, it } from 'vitest';
import { checkAnswer, grade } from '../src/features/questions/grading.js';
import type { QuestionDetails, QuestionRow } from '../src/features/questions/repository.js';
import { shownOrder } from '../src/features/questions/shuffle.js';

const question = (type: QuestionRow['type'], details: QuestionDetails) => ({ type, details });

describe('grade: NUMERICAL', () => {
  const pi = question('NUMERICAL', { answers: [{ value: 3.14, tolerance: 0.01, credit: 100 }] });

  it('counts both bounds of the tolerance, and nothing beyond them', () => {
    expect(grade(pi, { numericalAnswer: 3.14 })).toBe(100);
    expect(grade(pi, { numericalAnswer: 3.13 })).toBe(100);
    expect(grade(pi, { numericalAnswer: 3.15 })).toBe(100);
    expect(grade(pi, { numericalAnswer: 3.1501 })).toBe(0);
    expect(grade(pi, { numericalAnswer: 3.1299 })).toBe(0);
  });

  it('counts 3.13 and 3.15 within 3.14 ± 0.01, although 3.14 − 3.13 exceeds 0.01 in floating point', () => {
    expect(3.14 - 3.13).toBeGreaterThan(0.01);
    expect(grade(pi, { numericalAnswer: 3.13 })).toBe(100);
    expect(grade(pi, { numericalAnswer: 3.15 })).toBe(100);
    const tenth = question('NUMERICAL', { answers: [{ value: 0.3, tolerance: 0, credit: 100 }] });
    expect(grade(tenth, { numericalAnswer: 0.1 + 0.2 })).toBe(100);
  });

  it('with no tolerance takes the value only', () => {
    const exact = question('NUMERICAL', { answers: [{ value: 42, tolerance: 0, credit: 100 }] });
    expect(grade(exact, { numericalAnswer: 42 })).toBe(100);
    expect(grade(exact, { numericalAnswer: 42.000001 })).toBe(0);
    expect(grade(exact, { numericalAnswer: -42 })).toBe(0);
  });

  it('takes negative values and tolerances around them', () => {
    const cold = question('NUMERICAL', { answers: [{ value: -273.15, tolerance: 0.5, credit: 100 }] });
    expect(grade(cold, { numericalAnswer: -273 })).toBe(100);
    expect(grade(cold, { numericalAnswer: -272.65 })).toBe(100);
    expect(grade(cold, { numericalAnswer: 273.15 })).toBe(0);
  });

  it('gives the best credit among the answers it falls within', () => {
    const q = question('NUMERICAL', {
      answers: [
        { value: 10, tolerance: 5, credit: 50 },
        { value: 12, tolerance: 0.5, credit: 100 },
        { value: 11, tolerance: 2, credit: 80 },
      ],
    });
    expect(grade(q, { numericalAnswer: 12 })).toBe(100);
    expect(grade(q, { numericalAnswer: 10 })).toBe(80);
    expect(grade(q, { numericalAnswer: 6 })).toBe(50);
    expect(grade(q, { numericalAnswer: 20 })).toBe(0);
  });

  it('gives 0 for an answer worth no credit, or no answer', () => {
    const q = question('NUMERICAL', {
      answers: [
        { value: 1, tolerance: 0, credit: 100 },
        { value: 2, tolerance: 0, credit: 0 },
      ],
    });
    expect(grade(q, { numericalAnswer: 2 })).toBe(0);
    expect(grade(q, {})).toBe(0);
  });
});

describe('grade: ORDERING', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => `Paso ${i + 1}`);
  const ordering = (list: string[]) => question('ORDERING', { items: list });

  it('gives 100 for the right order, with two items and with ten', () => {
    for (const n of [2, 10]) expect(grade(ordering(items(n)), { orderedItems: items(n) })).toBe(100);
  });

  it('scores the share of positions right: reversed four is 0, reversed three keeps its middle', () => {
    expect(grade(ordering(items(4)), { orderedItems: items(4).reverse() })).toBe(0);
    expect(grade(ordering(items(3)), { orderedItems: items(3).reverse() })).toBeCloseTo(100 / 3, 10);
    expect(grade(ordering(items(2)), { orderedItems: items(2).reverse() })).toBe(0);
  });

  it('loses two positions for one swap', () => {
    const swapped = items(10);
    [swapped[3], swapped[4]] = [swapped[4]!, swapped[3]!];
    expect(grade(ordering(items(10)), { orderedItems: swapped })).toBe(80);
  });

  it('lets equal items trade places', () => {
    const q = ordering(['a', 'b', 'a']);
    expect(grade(q, { orderedItems: ['a', 'b', 'a'] })).toBe(100);
    expect(grade(q, { orderedItems: ['b', 'a', 'a'] })).toBeCloseTo(100 / 3, 10);
  });

  it('gives 0 without an answer', () => {
    expect(grade(ordering(items(3)), {})).toBe(0);
  });
});

describe('checkAnswer: ORDERING', () => {
  const secret = Buffer.from('a fixed secret for the tests, 32 bytes');
  const solver = { profileId: 'student-1', secret };
  const row = (list: string[]) =>
    ({ id: 'question-1', type: 'ORDERING' as const, statement: 'Ordene', details: { items: list } }) as unknown as QuestionRow;

  it('reads the positions in the order the student was shown, into the item texts', () => {
    const list = ['uno', 'dos', 'tres', 'cuatro'];
    const shown = shownOrder(list.length, secret, 'question-1', 'student-1').map((i) => list[i]!);
    // Each shown item put at its right position.
    const orderingAnswer = shown.map((item) => list.indexOf(item));
    const answer = checkAnswer(row(list), { orderingAnswer }, solver);
    expect(answer).toEqual({ orderingAnswer, orderedItems: list });
    expect(grade(row(list), answer)).toBe(100);
  });

  it('keeps duplicate texts apart by their place', () => {
    const list = ['x', 'x', 'y'];
    const answer = checkAnswer(row(list), { orderingAnswer: [2, 1, 0] }, solver);
    expect([...answer.orderedItems!].sort()).toEqual(['x', 'x', 'y']);
  });

  it('refuses positions that are not a permutation of the items', () => {
    for (const orderingAnswer of [
      [0, 0, 1],
      [0, 1],
      [0, 1, 2, 3],
      [1, 2, 3],
    ]) {
      expect(() => checkAnswer(row(['a', 'b', 'c']), { orderingAnswer }, solver), String(orderingAnswer)).toThrow(
        'La respuesta no corresponde a la pregunta',
      );
    }
  });

  it('refuses an answer field of another kind', () => {
    expect(() => checkAnswer(row(['a', 'b']), { numericalAnswer: 1 }, solver)).toThrow('La respuesta no corresponde al tipo de pregunta');
  });
});

describe('shownOrder', () => {
  it('is a permutation of the indices, stable per student, different between students', () => {
    const secret = Buffer.from('another fixed secret');
    const orders = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const order = shownOrder(6, secret, 'q', `student-${i}`);
      expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
      expect(shownOrder(6, secret, 'q', `student-${i}`)).toEqual(order);
      orders.add(order.join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});
