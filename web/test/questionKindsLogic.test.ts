import { describe, expect, it } from 'vitest';
import { chipsFromCorrectWords, correctWordsOf, resplit, splitWords } from '../src/questionKinds/fillBlanks/fillBlanks';
import { questionTypeLabel, questionTypeOptions } from '../src/questionKinds/labels';
import { parseQuestionType, questionKinds } from '../src/questionKinds/registry';

describe('fill-blanks splitter', () => {
  it('splits on spaces and punctuation, keeping accents and ñ inside words', () => {
    expect(splitWords('¿Dónde está el niño? En la montaña.')).toEqual(['Dónde', 'está', 'el', 'niño', 'En', 'la', 'montaña']);
    expect(splitWords('¡Hola, mundo!  ¿Año 2024; pingüino—cigüeña…')).toEqual(['Hola', 'mundo', 'Año', '2024', 'pingüino', 'cigüeña']);
    expect(splitWords('L\'eau d’été (rápida) y/o "lenta"')).toEqual(["L'eau", 'd’été', 'rápida', 'y', 'o', 'lenta']);
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
    expect(parseQuestionType('numerical')).toBe('NUMERICAL');
    expect(parseQuestionType('ORDERING')).toBe('ORDERING');
    expect(parseQuestionType('ESSAY')).toBeNull();
  });
});

describe('the type names apart from the registry', () => {
  it('name every kind the registry knows, in its order, and no other', () => {
    expect(questionTypeOptions.map((option) => option.value)).toEqual(questionKinds.map((kind) => kind.type));
    expect(questionTypeOptions[0]).toEqual({ value: 'TRUE_OR_FALSE', label: 'Verdadero o Falso' });
    expect(questionTypeLabel('NUMERICAL')).toBe('Respuesta numérica');
    expect(questionTypeLabel('DIAGRAM')).toBe('Tipo de pregunta desconocido');
    expect(questionTypeLabel('toString')).toBe('Tipo de pregunta desconocido');
    expect(questionTypeLabel(null)).toBe('Tipo de pregunta desconocido');
  });
});
