import type { TrueOrFalseQuestionResolvers } from '../__generated__/resolvers.js';
import { toGlobalId } from '../graphql/globalId.js';
import { questionKindList, type QuestionKinds } from '../graphql/questionKinds.js';
import type { RestQuestionType } from '../upstream/rest.js';

/**
 * Fields every question type shares (the QuestionCommon interface; all kinds have the same parent). Key fields are
 * simply absent from the api's solver view, hence null here.
 */
const common = {
  id: (question) => toGlobalId(question.servedAs?.kind ?? 'Question', question.servedAs?.id ?? question.id),
  author: (question, _, { loaders }) => loaders.profiles.load(question.profileId),
  viewerSeesAnswerKey: (question) => question.view === 'AUTHOR',
} satisfies Pick<TrueOrFalseQuestionResolvers, 'id' | 'author' | 'viewerSeesAnswerKey'>;

type FieldsOf<Kind> = Kind extends { fields: infer Fields } ? Fields : unknown;
type QuestionTypeResolvers = { [Type in RestQuestionType as QuestionKinds[Type]['typename']]: typeof common & FieldsOf<QuestionKinds[Type]> };

/** Each question type's resolvers: the shared ones and its kind's own fields (questionKinds.ts). */
export const questionTypeResolvers = Object.fromEntries(
  questionKindList.map((kind) => [kind.typename, { ...common, ...('fields' in kind ? kind.fields : {}) }]),
) as QuestionTypeResolvers;
