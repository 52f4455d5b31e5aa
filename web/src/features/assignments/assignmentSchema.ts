import * as yup from 'yup';
import { errorMessages, gradingMethods, normalizeText, validationMessages, type GradingMethod } from '@aula/common';
import { defaultDifficulty, difficulties, type DifficultyValue } from '../../questionKinds/difficulty';

/** Validates what will be sent: the text trimmed, inner whitespace collapsed. */
const normalized = () => yup.string().transform((value: unknown) => (typeof value === 'string' ? normalizeText(value) : value));

const nameMessage = validationMessages.titleMin;
const descriptionMessage = validationMessages.assignmentDescriptionRequired;

/** An assignment's rules with their Spanish messages; the maxima are the ones the api enforces. */
export const assignmentSchema = yup.object({
  name: normalized().required(nameMessage).min(3, nameMessage).max(150, validationMessages.titleMax),
  description: normalized().required(descriptionMessage).min(1, descriptionMessage).max(2000, validationMessages.assignmentDescriptionMax),
  difficulty: yup.string().oneOf(difficulties).required(),
  // Empty: unlimited attempts.
  maxAttempts: yup
    .string()
    .test(
      'attempts',
      validationMessages.maxAttempts,
      (value) => !value?.trim() || (/^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 100),
    ),
  gradingMethod: yup.string().oneOf(gradingMethods).required(),
  dueAt: yup.string().test('due', 'La fecha de entrega no es válida', (value) => !value || !Number.isNaN(Date.parse(value))),
  // Empty: it never closes. After the due date, as the api checks.
  closeAt: yup
    .string()
    .test('close', 'La fecha de cierre no es válida', (value) => !value || !Number.isNaN(Date.parse(value)))
    .test('closeAfterDue', errorMessages.closeBeforeDue, function (value) {
      const dueAt = (this.parent as { dueAt?: string }).dueAt;
      return !value || !dueAt || Date.parse(value) > Date.parse(dueAt);
    }),
  openForPractice: yup.boolean().required(),
  // Empty: no time limit.
  timeLimitMinutes: yup
    .string()
    .test(
      'timeLimit',
      validationMessages.timeLimitMinutes,
      (value) => !value?.trim() || (/^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 600),
    ),
});

export interface AssignmentFormValues {
  name: string;
  description: string;
  difficulty: DifficultyValue;
  /** A whole number as typed; '' for unlimited. */
  maxAttempts: string;
  gradingMethod: GradingMethod;
  /** A datetime-local value (the device's time zone); '' for none. */
  dueAt: string;
  /** A datetime-local value after which no attempt is taken; '' for never. */
  closeAt: string;
  openForPractice: boolean;
  /** Whole minutes as typed (1–600); '' for no time limit. */
  timeLimitMinutes: string;
}

export const gradingMethodLabels: Record<GradingMethod, string> = {
  HIGHEST: 'Nota más alta',
  AVERAGE: 'Promedio de los intentos',
  FIRST: 'Primer intento',
  LAST: 'Último intento',
};

export const emptyAssignment: AssignmentFormValues = {
  name: '',
  description: '',
  difficulty: defaultDifficulty,
  maxAttempts: '1',
  gradingMethod: 'HIGHEST',
  dueAt: '',
  closeAt: '',
  openForPractice: false,
  timeLimitMinutes: '',
};

/** An ISO date as a datetime-local value in the device's time zone ('' for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** What the create and update mutations receive: texts normalised, the limits numbers (null: none), the date ISO. */
export const normalizeAssignment = (values: AssignmentFormValues) => ({
  name: normalizeText(values.name),
  description: normalizeText(values.description),
  difficulty: values.difficulty,
  maxAttempts: values.maxAttempts.trim() ? Number(values.maxAttempts) : null,
  gradingMethod: values.gradingMethod,
  dueAt: values.dueAt ? new Date(values.dueAt).toISOString() : null,
  closeAt: values.closeAt ? new Date(values.closeAt).toISOString() : null,
  openForPractice: values.openForPractice,
  timeLimitMinutes: values.timeLimitMinutes.trim() ? Number(values.timeLimitMinutes) : null,
});
