import type {
  FillBlanksQuestionResolvers,
  MatchColumnsQuestionResolvers,
  MultipleAnswerQuestionResolvers,
  ShortAnswerQuestionResolvers,
  TrueOrFalseQuestionResolvers,
} from '../__generated__/resolvers.js';
import { toGlobalId } from '../globalId.js';

/**
 * Fields every question type shares (the QuestionCommon interface; all five types have the same parent). Key
 * fields are simply absent from the api's solver view, hence null here.
 */
const common = {
  id: (question) => (question.versionOf ? toGlobalId('QuestionVersion', question.versionOf) : toGlobalId('Question', question.id)),
  author: (question, _, { loaders }) => loaders.profiles.load(question.profileId),
  viewerSeesAnswerKey: (question) => question.view === 'AUTHOR',
} satisfies Pick<TrueOrFalseQuestionResolvers, 'id' | 'author' | 'viewerSeesAnswerKey'>;

export const TrueOrFalseQuestion = { ...common } satisfies TrueOrFalseQuestionResolvers;

export const FillBlanksQuestion = {
  ...common,
  segments: (question) => question.segments ?? [question.statement],
  blankCount: (question) => (question.segments?.length ?? 1) - 1,
} satisfies FillBlanksQuestionResolvers;

export const MatchColumnsQuestion = { ...common } satisfies MatchColumnsQuestionResolvers;
export const MultipleAnswerQuestion = { ...common } satisfies MultipleAnswerQuestionResolvers;
export const ShortAnswerQuestion = { ...common } satisfies ShortAnswerQuestionResolvers;
