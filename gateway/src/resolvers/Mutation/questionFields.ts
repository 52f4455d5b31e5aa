import type { CreateQuestionInput, UpdateQuestionInput } from '../../__generated__/resolvers.js';
import type { Api } from '../../api.js';
import { badUserInput } from '../../errors.js';
import { imageForm } from '../../imageForm.js';
import type { RestQuestionType, RestStoredImage } from '../../rest.js';
import { withoutNulls } from '../../withoutNulls.js';

/** The input of each question type, and the api's type it stands for. */
const typeOfInput = {
  trueOrFalse: 'TRUE_OR_FALSE',
  fillBlanks: 'FILL_BLANKS',
  matchColumns: 'MATCH_COLUMNS',
  multipleAnswer: 'MULTIPLE_ANSWER',
  shortAnswer: 'SHORT_ANSWER',
} as const satisfies Record<string, RestQuestionType>;

type TypeInputKey = keyof typeof typeOfInput;

export const exactlyOneType = () => badUserInput('Indique exactamente un tipo de pregunta');

/**
 * The type input given, as the api's `type` and fields (its image uploaded first): undefined when none is given,
 * BAD_USER_INPUT when more than one is.
 */
export async function typeFields(
  input: Pick<CreateQuestionInput | UpdateQuestionInput, TypeInputKey>,
  api: Api,
): Promise<{ type: RestQuestionType; [field: string]: unknown } | undefined> {
  const given = (Object.keys(typeOfInput) as TypeInputKey[]).filter((key) => input[key]);
  if (given.length > 1) throw exactlyOneType();
  const key = given[0];
  if (!key) return undefined;
  // Only the true-or-false input has an image; the others read as having none.
  const { image, removeImage, ...fields } = { image: null, removeImage: null, ...input[key] };
  // Fields left out (or null) stay as they are on update and take the api's defaults on create.
  const body: { type: RestQuestionType; [field: string]: unknown } = { type: typeOfInput[key], ...withoutNulls(fields) };
  if (image) {
    body.image = (await api.call<RestStoredImage>({ method: 'POST', path: '/images/upload', form: await imageForm(image) })).key;
  } else if (removeImage) {
    body.image = null;
  }
  return body;
}
