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
const common: Pick<TrueOrFalseQuestionResolvers, 'id' | 'author' | 'viewerSeesAnswerKey'> = {
  id: (question) => (question.versionOf ? toGlobalId('QuestionVersion', question.versionOf) : toGlobalId('Question', question.id)),
  author: (question, _, { loaders }) => loaders.profiles.load(question.profileId),
  viewerSeesAnswerKey: (question) => question.view === 'AUTHOR',
};

export const TrueOrFalseQuestion: TrueOrFalseQuestionResolvers = { ...common };

export const FillBlanksQuestion: FillBlanksQuestionResolvers = {
  ...common,
  segments: (question) => question.segments ?? [question.statement],
  blankCount: (question) => (question.segments?.length ?? 1) - 1,
};

export const MatchColumnsQuestion: MatchColumnsQuestionResolvers = { ...common };
export const MultipleAnswerQuestion: MultipleAnswerQuestionResolvers = { ...common };
export const ShortAnswerQuestion: ShortAnswerQuestionResolvers = { ...common };
