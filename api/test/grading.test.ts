import { describe, expect, it } from 'vitest';
import { grade, meanScore } from '../src/features/questions/grading.js';
import { blankSegments } from '../src/features/questions/fillBlanks.js';
import type { QuestionDetails, QuestionRow } from '../src/features/questions/repository.js';
import { shuffledColumn } from '../src/features/questions/shuffle.js';

const question = (type: QuestionRow['type'], details: QuestionDetails) => ({ type, details });

describe('grade: TRUE_OR_FALSE', () => {
  const q = question('TRUE_OR_FALSE', { correctAnswer: false });

  it('gives 100 for the right value and 0 for the wrong one or none', () => {
    expect(grade(q, { trueOrFalseAnswer: false })).toBe(100);
    expect(grade(q, { trueOrFalseAnswer: true })).toBe(0);
    expect(grade(q, {})).toBe(0);
  });
});

describe('grade: FILL_BLANKS', () => {
  const q = question('FILL_BLANKS', { correctWords: ['niño', 'montaña', 'río', 'sol'] });

  it('gives 100 when every blank is right, ignoring outer and inner spacing and case', () => {
    expect(grade(q, { filledBlanks: ['niño', 'montaña', 'río', 'sol'] })).toBe(100);
    expect(grade(q, { filledBlanks: ['  NIÑO ', 'Montaña', '\tRÍO\n', 'Sol'] })).toBe(100);
  });

  it('gives the share of right blanks', () => {
    expect(grade(q, { filledBlanks: ['niño', 'montaña', 'mar', 'luna'] })).toBe(50);
    expect(grade(q, { filledBlanks: ['niño', 'x', 'y', 'z'] })).toBe(25);
    expect(grade(q, { filledBlanks: ['a', 'b', 'c', 'd'] })).toBe(0);
  });

  it('counts accents: a word without its accent is wrong', () => {
    expect(grade(q, { filledBlanks: ['nino', 'montana', 'rio', 'sol'] })).toBe(25);
  });

  it('treats a composed and a decomposed accent as the same letter', () => {
    const decomposed = 'montan\u0303a';
    expect(decomposed).not.toBe('montaña');
    expect(grade(q, { filledBlanks: ['niño', decomposed, 'río', 'sol'] })).toBe(100);
  });

  it('compares inner whitespace collapsed for multi-word blanks', () => {
    const phrase = question('FILL_BLANKS', { correctWords: ['Ciudad de México'] });
    expect(grade(phrase, { filledBlanks: ['ciudad   de\u00a0méxico'] })).toBe(100);
  });

  it('counts a missing blank as wrong', () => {
    expect(grade(q, { filledBlanks: ['niño'] })).toBe(25);
    expect(grade(q, {})).toBe(0);
  });
});

describe('grade: MATCH_COLUMNS', () => {
  const q = question('MATCH_COLUMNS', {
    leftColumn: ['Perú', 'Chile', 'México', 'Brasil'],
    rightColumn: ['Lima', 'Santiago', 'Ciudad de México', 'Brasilia'],
  });

  it('gives 100 when every left item gets its right item', () => {
    expect(grade(q, { userColumnsOrder: ['Lima', 'Santiago', 'Ciudad de México', 'Brasilia'] })).toBe(100);
    expect(grade(q, { userColumnsOrder: [' Lima', 'Santiago ', 'Ciudad  de México', 'Brasilia'] })).toBe(100);
  });

  it('gives the share of left items matched right', () => {
    expect(grade(q, { userColumnsOrder: ['Lima', 'Santiago', 'Brasilia', 'Ciudad de México'] })).toBe(50);
    expect(grade(q, { userColumnsOrder: ['Santiago', 'Lima', 'Brasilia', 'Ciudad de México'] })).toBe(0);
    expect(grade(q, { userColumnsOrder: ['Lima'] })).toBe(25);
  });

  it('gives a third for one of three', () => {
    const three = question('MATCH_COLUMNS', { leftColumn: ['a', 'b', 'c'], rightColumn: ['1', '2', '3'] });
    expect(grade(three, { userColumnsOrder: ['1', '3', '2'] })).toBeCloseTo(100 / 3, 10);
  });
});

describe('grade: MULTIPLE_ANSWER', () => {
  // Two of four options are correct.
  const q = question('MULTIPLE_ANSWER', { options: ['2', '4', '5', '9'], correctOptionsIndex: [0, 2] });

  it('gives 100 for exactly the correct options, in any order', () => {
    expect(grade(q, { chosenOptionsIndex: [0, 2] })).toBe(100);
    expect(grade(q, { chosenOptionsIndex: [2, 0] })).toBe(100);
  });

  it('gives partial credit for some correct options', () => {
    expect(grade(q, { chosenOptionsIndex: [2] })).toBe(50);
  });

  it('takes one correct off per wrong option chosen: max(0, (right - wrong) / correct)', () => {
    expect(grade(q, { chosenOptionsIndex: [0, 2, 1] })).toBe(50);
    expect(grade(q, { chosenOptionsIndex: [0, 1] })).toBe(0);
    expect(grade(q, { chosenOptionsIndex: [0, 1, 2, 3] })).toBe(0);
  });

  it('never goes below 0 when only wrong options are chosen', () => {
    expect(grade(q, { chosenOptionsIndex: [1, 3] })).toBe(0);
    expect(grade(q, { chosenOptionsIndex: [1] })).toBe(0);
  });

  it('gives 0 for no choice and counts a repeated index once', () => {
    expect(grade(q, { chosenOptionsIndex: [] })).toBe(0);
    expect(grade(q, {})).toBe(0);
    expect(grade(q, { chosenOptionsIndex: [0, 0] })).toBe(50);
  });

  it('uses the number of correct options as the denominator', () => {
    const three = question('MULTIPLE_ANSWER', { options: ['a', 'b', 'c', 'd'], correctOptionsIndex: [0, 1, 2] });
    expect(grade(three, { chosenOptionsIndex: [0, 1, 3] })).toBeCloseTo(100 / 3, 10);
  });
});

describe('grade: SHORT_ANSWER', () => {
  it('is pending (null) without accepted answers, whatever the answer', () => {
    expect(grade(question('SHORT_ANSWER', {}), { shortAnswer: 'La planta usa la luz' })).toBeNull();
    expect(grade(question('SHORT_ANSWER', { acceptedAnswers: [] }), { shortAnswer: 'x' })).toBeNull();
  });

  it('gives 100 for an accepted answer, ignoring spacing and case, and 0 otherwise', () => {
    const q = question('SHORT_ANSWER', { acceptedAnswers: ['Fotosíntesis', 'la fotosíntesis'] });
    expect(grade(q, { shortAnswer: '  LA   fotosíntesis ' })).toBe(100);
    expect(grade(q, { shortAnswer: 'fotosíntesis' })).toBe(100);
    expect(grade(q, { shortAnswer: 'fotosintesis' })).toBe(0);
    expect(grade(q, { shortAnswer: 'respiración' })).toBe(0);
    expect(grade(q, {})).toBe(0);
  });

  it("reads '*' as any run of characters and everything else literally", () => {
    const q = question('SHORT_ANSWER', { acceptedAnswers: ['*clorofila*', 'luz*energía'] });
    expect(grade(q, { shortAnswer: 'Gracias a la Clorofila de las hojas' })).toBe(100);
    expect(grade(q, { shortAnswer: 'clorofila' })).toBe(100);
    expect(grade(q, { shortAnswer: 'luz y energía' })).toBe(100);
    expect(grade(q, { shortAnswer: 'luzenergía' })).toBe(100);
    expect(grade(q, { shortAnswer: 'la luz y energía' })).toBe(0);
    expect(grade(q, { shortAnswer: 'cloro' })).toBe(0);
  });

  it('does not treat regular-expression characters in an accepted answer as patterns', () => {
    const q = question('SHORT_ANSWER', { acceptedAnswers: ['x.y (a+b)'] });
    expect(grade(q, { shortAnswer: 'x.y (a+b)' })).toBe(100);
    expect(grade(q, { shortAnswer: 'xzy (aab)' })).toBe(0);
  });
});

describe('meanScore', () => {
  it('is the mean over the question count', () => {
    expect(meanScore([100, 50, 0, 50], 4)).toBe(50);
    expect(meanScore([100, 50, 100 / 3], 3)).toBeCloseTo((150 + 100 / 3) / 3, 10);
  });

  it('counts a pending (null) score as 0', () => {
    expect(meanScore([100, null], 2)).toBe(50);
  });

  it('counts a missing answer as 0 by dividing by all the questions', () => {
    expect(meanScore([100], 4)).toBe(25);
    expect(meanScore([], 3)).toBe(0);
  });

  it('is 0 for an assignment with no questions', () => {
    expect(meanScore([], 0)).toBe(0);
  });
});

describe('blankSegments', () => {
  it('cuts a sentence with punctuation and accents around its blanks', () => {
    expect(blankSegments('¿Dónde está el niño? En la montaña.', ['niño', 'montaña'])).toEqual(['¿Dónde está el ', '? En la ', '.']);
    expect(blankSegments('¿Dónde está el niño? En la montaña.', ['Dónde'])).toEqual(['¿', ' está el niño? En la montaña.']);
  });

  it('gives one segment more than blanks, even with blanks at both ends', () => {
    const segments = blankSegments('Agua, fuego y tierra', ['Agua', 'tierra']);
    expect(segments).toEqual(['', ', fuego y ', '']);
  });

  it('takes a repeated word at its next occurrence in order', () => {
    expect(blankSegments('el perro y el gato', ['el', 'el'])).toEqual(['', ' perro y ', ' gato']);
    expect(blankSegments('el perro y el gato', ['perro', 'el'])).toEqual(['el ', ' y ', ' gato']);
  });

  it('matches whole words only', () => {
    expect(blankSegments('Los gatos duermen.', ['gatos'])).toEqual(['Los ', ' duermen.']);
    expect(blankSegments('Los gatos duermen.', ['gato'])).toBeNull();
  });

  it('keeps inner apostrophes inside a word', () => {
    expect(blankSegments("Il boit de l'eau.", ["l'eau"])).toEqual(['Il boit de ', '.']);
  });

  it('is null when a correct word is absent or out of order', () => {
    expect(blankSegments('¿Dónde está el niño?', ['niña'])).toBeNull();
    expect(blankSegments('el perro y el gato', ['gato', 'perro'])).toBeNull();
    expect(blankSegments('el perro y el gato', ['el', 'el', 'el'])).toBeNull();
  });

  it('is the whole statement when there are no blanks', () => {
    expect(blankSegments('Sin huecos.', [])).toEqual(['Sin huecos.']);
  });
});

describe('shuffledColumn', () => {
  const items = ['Lima', 'Santiago', 'Ciudad de México', 'Brasilia', 'Quito'];
  const secret = Buffer.from('a fixed secret for the tests, 32 bytes');

  it('is stable for the same question and student, and a permutation of the items', () => {
    const first = shuffledColumn(items, secret, 'question-1', 'student-1');
    expect(shuffledColumn(items, secret, 'question-1', 'student-1')).toEqual(first);
    expect([...first].sort()).toEqual([...items].sort());
    expect(items).toEqual(['Lima', 'Santiago', 'Ciudad de México', 'Brasilia', 'Quito']);
  });

  it('depends on the student, the question and the secret', () => {
    const orders = (make: (i: number) => string[]) => new Set(Array.from({ length: 20 }, (_, i) => make(i).join('|'))).size;
    expect(orders((i) => shuffledColumn(items, secret, 'question-1', `student-${i}`))).toBeGreaterThan(1);
    expect(orders((i) => shuffledColumn(items, secret, `question-${i}`, 'student-1'))).toBeGreaterThan(1);
    expect(orders((i) => shuffledColumn(items, Buffer.from(`secret-${i}`), 'question-1', 'student-1'))).toBeGreaterThan(1);
  });

  it('leaves one item, or only equal items, as they are', () => {
    expect(shuffledColumn(['solo'], secret, 'q', 's')).toEqual(['solo']);
    expect(shuffledColumn(['x', 'x'], secret, 'q', 's')).toEqual(['x', 'x']);
    expect(shuffledColumn([], secret, 'q', 's')).toEqual([]);
  });
});
