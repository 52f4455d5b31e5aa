import * as yup from 'yup';
import { difficulties, normalizeMultilineText, normalizeText, questionLimits as limits, validationMessages } from '@aula/common';

/**
 * The question forms' rules, each with the Spanish message shown under its field. Texts are validated as they
 * will be sent: trimmed, inner whitespace collapsed. The maxima are the ones the api enforces, so a too-long text
 * is caught before sending.
 */
export const normalized = () => yup.string().transform((value: unknown) => (typeof value === 'string' ? normalizeText(value) : value));

export const messages = {
  // The ones the api sends too (the true/false statement's minimum, 3, has its own message).
  shortStatement: validationMessages.shortStatement,
  statement: validationMessages.statement,
  statementMax: validationMessages.statementMax,
  correctWords: validationMessages.correctWords,
  columnItem: validationMessages.columnItem,
  option: validationMessages.option,
  minOptions: validationMessages.minOptions,
  correctOption: validationMessages.correctOption,
  itemMax: validationMessages.itemMax,
  correctWordMax: validationMessages.correctWordMax,
  acceptedAnswerMax: validationMessages.acceptedAnswerMax,
  acceptedAnswersMax: validationMessages.acceptedAnswersMax,
  maxItems: `Se admiten como máximo ${limits.items} elementos`,
  explanationMax: 'La explicación admite como máximo 2000 caracteres',
} as const;

export const statement = (min: number, message: string) => normalized().required(message).min(min, message).max(2000, messages.statementMax);
export const item = (message: string) => normalized().required(message).min(1, message).max(limits.itemLength, messages.itemMax);
export const difficulty = yup.string().oneOf(difficulties).required();
/** Optional, several lines kept: only trimmed. */
export const explanation = yup
  .string()
  .transform((value: unknown) => (typeof value === 'string' ? normalizeMultilineText(value) : value))
  .max(2000, messages.explanationMax);

/**
 * A kind's form rules: the fields every question has (a statement of 5 characters or more unless `statementRule`
 * says otherwise, the difficulty and the optional explanation), then the kind's own.
 */
export const questionSchema = <F extends yup.ObjectShape>(fields: F, statementRule = statement(5, messages.statement)) =>
  yup.object({ statement: statementRule, difficulty, explanation, ...fields });
