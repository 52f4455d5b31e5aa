import { validationMessages } from '@aula/common';
import * as yup from 'yup';

/** '2', '1.5' or '1,5' (the Spanish decimal comma) as a weight from 0 to 100; anything else is null. */
export function parseWeight(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(normalized)) return null;
  const value = Number(normalized);
  return value >= 0 && value <= 100 ? value : null;
}

/** The weights form: one text per assignment, each a number from 0 to 100 (the api says the same). */
export const weightsSchema = yup.object({
  weights: yup.array(yup.string().test('weight', validationMessages.gradebookWeight, (value) => parseWeight(value ?? '') !== null)),
});
