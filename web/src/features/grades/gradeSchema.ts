import { feedbackLimits, gradingMessages, validationMessages } from '@aula/common';
import * as yup from 'yup';

export const scoreMessage = validationMessages.score;

/** '80', '72.5' or '72,5' (the Spanish decimal comma) as a number from 0 to 100; anything else is null. */
export function parseScore(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(normalized)) return null;
  const value = Number(normalized);
  return value >= 0 && value <= 100 ? value : null;
}

/** A teacher's comment: the api's limit and message. */
export const feedbackSchema = yup.string().max(feedbackLimits.length, gradingMessages.feedbackMax);

export const gradeSchema = yup.object({
  score: yup.string().test('score', scoreMessage, (value) => parseScore(value ?? '') !== null),
  feedback: feedbackSchema,
});
