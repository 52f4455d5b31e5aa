import * as yup from 'yup';
import { normalizeText, validationMessages } from '@aula/common';
import { defaultDifficulty, difficulties, type DifficultyValue } from './difficulty';

/** Validates what will be sent: the text trimmed, inner whitespace collapsed. */
const normalized = () => yup.string().transform((value: unknown) => (typeof value === 'string' ? normalizeText(value) : value));

const nameMessage = validationMessages.titleMin;
const descriptionMessage = validationMessages.assignmentDescriptionRequired;

/** An assignment's rules with their Spanish messages; the maxima are the ones the api enforces. */
export const assignmentSchema = yup.object({
  name: normalized().required(nameMessage).min(3, nameMessage).max(150, validationMessages.titleMax),
  description: normalized().required(descriptionMessage).min(1, descriptionMessage).max(2000, validationMessages.assignmentDescriptionMax),
  difficulty: yup.string().oneOf(difficulties).required(),
});

export interface AssignmentFormValues {
  name: string;
  description: string;
  difficulty: DifficultyValue;
}

export const emptyAssignment: AssignmentFormValues = { name: '', description: '', difficulty: defaultDifficulty };

/** What the create and update mutations receive: texts normalised. */
export const normalizeAssignment = (values: AssignmentFormValues): AssignmentFormValues => ({
  name: normalizeText(values.name),
  description: normalizeText(values.description),
  difficulty: values.difficulty,
});
