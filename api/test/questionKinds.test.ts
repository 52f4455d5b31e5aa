import { questionTypes } from '@aula/common';
import { describe, expect, it } from 'vitest';
import { kinds } from '../src/features/questions/kinds/registry.js';

// The registry builds the api's schemas by putting every kind's fields side by side: a name two kinds used would
// silently serve one kind's rules for the other's field.

describe('the kinds of question', () => {
  it('cover every question type once, in the order of questionTypes', () => {
    expect(kinds.map((kind) => kind.type)).toEqual([...questionTypes]);
  });

  it.each(['viewFields', 'answerFields', 'attemptFields', 'updateFields'] as const)('each have %s of their own', (part) => {
    const names = kinds.flatMap((kind) => Object.keys(kind[part]));
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...new Set(names)]);
  });

  it('name an answer field they check, and key fields they show their author', () => {
    for (const kind of kinds) {
      expect(Object.keys(kind.answerFields), kind.type).toContain(kind.answerField);
      for (const field of kind.keyFields) expect(Object.keys(kind.viewFields), kind.type).toContain(field);
    }
  });

  it('each have a typed create path of their own', () => {
    const paths = kinds.map((kind) => kind.createPath);
    expect(new Set(paths).size).toBe(kinds.length);
  });
});
