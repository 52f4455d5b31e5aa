import type { GatewayContext } from '../context.js';
import { toGlobalId } from '../globalId.js';
import type { RestQuestion } from '../rest.js';

/** Fields every question type shares. Key fields are simply absent from the api's solver view, hence null here. */
const common = {
  id: (question: RestQuestion) => toGlobalId('Question', question.id),
  author: (question: RestQuestion, _: unknown, { loaders }: GatewayContext) => loaders.profiles.load(question.profileId),
  viewerSeesAnswerKey: (question: RestQuestion) => question.view === 'AUTHOR',
};

export const TrueOrFalseQuestion = { ...common };

export const FillBlanksQuestion = {
  ...common,
  segments: (question: RestQuestion) => question.segments ?? [question.statement],
  blankCount: (question: RestQuestion) => (question.segments?.length ?? 1) - 1,
};

export const MatchColumnsQuestion = { ...common };
export const MultipleAnswerQuestion = { ...common };
export const ShortAnswerQuestion = { ...common };
