import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { ImportedQuestion, ParseResult } from '../src/features/questions/formats/format.js';
import { moodleXml } from '../src/features/questions/formats/moodleXml.js';
import { kindOf } from '../src/features/questions/kinds/registry.js';

// What the Moodle XML codec's tests share: the files shaped as Moodle exports them (fixtures/moodle), and checks.

export const fixture = (name: string) => readFileSync(new URL(`./fixtures/moodle/${name}`, import.meta.url), 'utf8');
export const read = (name: string) => moodleXml.read(fixture(name));
export const pixelGif = () => readFileSync(new URL('./fixtures/pixel.gif', import.meta.url));

/** The problems that stop a question (not warnings), and the warnings. */
export const errors = (result: ParseResult) => result.problems.filter((problem) => !problem.warning);
export const warnings = (result: ParseResult) => result.problems.filter((problem) => problem.warning);

/** A read question as the import then checks it: the kind's own create schema must take its body. */
export function creatable(question: ImportedQuestion) {
  const parsed = kindOf(question.body.type).input.safeParse(question.body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  return question;
}

export const timed = <T>(work: () => T) => {
  const start = performance.now();
  const result = work();
  return { result, ms: performance.now() - start };
};
