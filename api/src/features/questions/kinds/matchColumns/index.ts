import { normalizeText, questionLimits as limits, validationMessages } from '@aula/common';
import { z } from 'zod';
import { shuffledColumn } from '../../shuffle.js';
import { placesRight } from '../../text.js';
import { answerText, item, kindInput, longStatement, maxItems, noLongerThan } from '../fields.js';
import { defineKind } from '../kind.js';
import { matchColumnsStatistics } from './statistics.js';

interface MatchColumnsDetails {
  leftColumn?: string[];
  /** rightColumn[i] belongs to leftColumn[i]. */
  rightColumn?: string[];
}

interface MatchColumnsAnswer {
  /** The right items in the order of the left column. */
  userColumnsOrder?: string[];
}

const column = z
  .array(item(validationMessages.columnItem), { error: validationMessages.columnItem })
  .min(1, { error: validationMessages.columnItem })
  .max(limits.items, maxItems(limits.items));

export const matchColumns = defineKind({
  createSummary: 'Create a match-columns question: rightColumn[i] belongs to leftColumn[i]',
  input: kindInput('MATCH_COLUMNS', longStatement, { leftColumn: column, rightColumn: column }).refine(
    (q) => q.leftColumn.length === q.rightColumn.length,
    { error: 'Las dos columnas deben tener el mismo número de elementos', path: ['rightColumn'] },
  ),
  updateFields: { leftColumn: z.array(z.string()).optional(), rightColumn: z.array(z.string()).optional() },
  details: (input): MatchColumnsDetails => ({ leftColumn: input.leftColumn, rightColumn: input.rightColumn }),
  viewFields: {
    leftColumn: z.array(z.string()).optional(),
    rightColumn: z.array(z.string()).optional().describe('Shuffled for a solver'),
  },
  authorFields: ({ details }) => ({ leftColumn: details.leftColumn, rightColumn: details.rightColumn }),
  keyFields: ['leftColumn', 'rightColumn'],
  // The right column in the student's own order (see shuffledColumn).
  solverFields: ({ id, details }, solver) => ({
    leftColumn: details.leftColumn,
    rightColumn: shuffledColumn(details.rightColumn ?? [], solver.secret, id, solver.profileId),
  }),
  answerFields: { userColumnsOrder: z.array(answerText).max(limits.items).optional() },
  answerField: 'userColumnsOrder',
  attemptFields: { userColumnsOrder: z.array(z.string()).optional() },
  checkAnswer: (sent: MatchColumnsAnswer, { details }) => ({
    userColumnsOrder: noLongerThan(sent.userColumnsOrder!, details.leftColumn?.length ?? 0),
  }),
  grade: (details, answer) => placesRight(details.rightColumn ?? [], answer.userColumnsOrder ?? [], normalizeText),
  // The left column in order and the right one's items, whatever their pairing (the key).
  shape: ({ details }) => [details.leftColumn ?? [], [...(details.rightColumn ?? [])].sort()],
  statistics: matchColumnsStatistics,
});
