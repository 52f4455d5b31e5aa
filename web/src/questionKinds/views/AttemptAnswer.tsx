/* eslint-disable relay/must-colocate-fragment-spreads -- each kind's fragment is read by its own component, reached through the registry (kind.inputKey names the alias) */
import { graphql, useFragment } from 'react-relay/hooks';
import type { AttemptAnswer_questionAttempt$key } from '../../__generated__/AttemptAnswer_questionAttempt.graphql';
import { aliasedKind } from '../registry';
import { noAnswer } from './parts';

/** A student's answer to a question attempt, readable for the question's kind. */
export function AttemptAnswer({ attemptRef }: { attemptRef: AttemptAnswer_questionAttempt$key }) {
  const attempt = useFragment(
    graphql`
      fragment AttemptAnswer_questionAttempt on QuestionAttempt {
        questionVersion {
          __typename
        }
        ...TrueOrFalseViews_questionAttempt @alias(as: "trueOrFalse")
        ...FillBlanksViews_questionAttempt @alias(as: "fillBlanks")
        ...MatchColumnsViews_questionAttempt @alias(as: "matchColumns")
        ...MultipleAnswerViews_questionAttempt @alias(as: "multipleAnswer")
        ...ShortAnswerViews_questionAttempt @alias(as: "shortAnswer")
        ...NumericalViews_questionAttempt @alias(as: "numerical")
        ...OrderingViews_questionAttempt @alias(as: "ordering")
      }
    `,
    attemptRef,
  );
  const found = aliasedKind(attempt, attempt.questionVersion?.__typename);
  return found ? <found.kind.Answer attemptRef={found.ref} /> : noAnswer;
}
