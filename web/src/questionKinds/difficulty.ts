import { difficulties as allDifficulties } from '@aula/common';
import type { Difficulty } from '../__generated__/useCreateQuestionMutation.graphql';

/** The three difficulties (the schema's enum), shown in Spanish; anything else shows 'Desconocido'. */
export const difficulties = allDifficulties satisfies readonly Difficulty[];

export type DifficultyValue = (typeof difficulties)[number];

export const difficultyLabels: Record<DifficultyValue, string> = {
  EASY: 'Fácil',
  INTERMEDIATE: 'Intermedio',
  HARD: 'Difícil',
};

export const unknownDifficultyLabel = 'Desconocido';

/** The difficulty a new assignment or question starts with. */
export const defaultDifficulty: DifficultyValue = 'EASY';

export const isDifficulty = (value: unknown): value is DifficultyValue =>
  typeof value === 'string' && (difficulties as readonly string[]).includes(value);

/** The label of a difficulty as the server sends it (Relay enums may carry '%future added value'). */
export function difficultyLabel(value: string | null | undefined): string {
  return isDifficulty(value) ? difficultyLabels[value] : unknownDifficultyLabel;
}

/** The options of a difficulty select, in the order of the spec. */
export const difficultyOptions = difficulties.map((value) => ({ value, label: difficultyLabels[value] }));

/** A value fit for the select: one of the three known difficulties, EASY (the default) for anything else. */
export const knownDifficulty = (difficulty: string | null | undefined): DifficultyValue =>
  isDifficulty(difficulty) ? difficulty : defaultDifficulty;
