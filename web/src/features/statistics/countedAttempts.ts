import type { StatisticsAttempts } from '../../__generated__/AssignmentStatisticsPageQuery.graphql';

/** The address's choice of counted attempts (?intentos=primero|todos); without it, the graded ones. */
export const attemptsParam = 'intentos';

/** Each choice: the server's value, the address's word and the selector's label, in the selector's order. */
export const countedAttempts: ReadonlyArray<{ value: StatisticsAttempts; param: string; label: string }> = [
  { value: 'GRADED', param: 'calificados', label: 'Intentos calificados' },
  { value: 'FIRST', param: 'primero', label: 'Primer intento' },
  { value: 'ALL', param: 'todos', label: 'Todos los intentos' },
];

/** The counted attempts of the address's word; an unknown or missing word reads as the graded ones. */
export const attemptsOfParam = (param: string | null): StatisticsAttempts =>
  countedAttempts.find((choice) => choice.param === param)?.value ?? 'GRADED';

/** The address's word of a choice. */
export const paramOfAttempts = (value: StatisticsAttempts) => countedAttempts.find((choice) => choice.value === value)?.param ?? 'calificados';
