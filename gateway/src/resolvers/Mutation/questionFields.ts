import type { CreateQuestionInput, UpdateQuestionInput } from '../../__generated__/resolvers.js';
import type { Api } from '../../upstream/api.js';
import { badUserInput } from '../../graphql/errors.js';
import { imageForm } from '../../upstream/imageForm.js';
import { questionKindList, type QuestionInputKey } from '../../graphql/questionKinds.js';
import type { RestQuestionType, RestStoredImage } from '../../upstream/rest.js';
import { withoutNulls } from '../../graphql/withoutNulls.js';

export const exactlyOneType = () => badUserInput('Indique exactamente un tipo de pregunta');

/**
 * The type input given, as the api's `type` and fields (its image uploaded first): undefined when none is given,
 * BAD_USER_INPUT when more than one is.
 */
export async function typeFields(
  input: Pick<CreateQuestionInput | UpdateQuestionInput, QuestionInputKey>,
  api: Api,
): Promise<{ type: RestQuestionType; [field: string]: unknown } | undefined> {
  const given = questionKindList.filter((kind) => input[kind.input]);
  if (given.length > 1) throw exactlyOneType();
  const kind = given[0];
  if (!kind) return undefined;
  // Only the true-or-false input has an image; the others read as having none.
  const { image, removeImage, ...fields } = { image: null, removeImage: null, ...input[kind.input] };
  // Fields left out (or null) stay as they are on update and take the api's defaults on create.
  const body: { type: RestQuestionType; [field: string]: unknown } = { type: kind.type, ...withoutNulls(fields) };
  if (image) {
    body.image = (await api.call<RestStoredImage>({ method: 'POST', path: '/images/upload', form: await imageForm(image) })).key;
  } else if (removeImage) {
    body.image = null;
  }
  return body;
}
