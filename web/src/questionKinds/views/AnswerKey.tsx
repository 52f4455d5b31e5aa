/* eslint-disable relay/must-colocate-fragment-spreads -- each kind's fragment is read by its own component, reached through the registry (kind.inputKey names the alias) */
import { graphql, useFragment } from 'react-relay/hooks';
import type { AnswerKey_question$key } from '../../__generated__/AnswerKey_question.graphql';
import { aliasedKind } from '../registry';

/**
 * The key a question was graded with, in words, by its kind. Shown when the viewer may see it (the api sends keys
 * to nobody else, so a student sees nothing here), or always for a question known to be in its author's view
 * (`authorView`: Modo Libre's result).
 */
export function AnswerKey({ questionRef, authorView = false }: { questionRef: AnswerKey_question$key | null | undefined; authorView?: boolean }) {
  const question = useFragment(
    graphql`
      fragment AnswerKey_question on Question {
        __typename
        ... on QuestionCommon {
          viewerSeesAnswerKey
        }
        ...TrueOrFalseViews_question @alias(as: "trueOrFalse")
        ...FillBlanksViews_question @alias(as: "fillBlanks")
        ...MatchColumnsViews_question @alias(as: "matchColumns")
        ...MultipleAnswerViews_question @alias(as: "multipleAnswer")
        ...ShortAnswerViews_question @alias(as: "shortAnswer")
        ...NumericalViews_question @alias(as: "numerical")
        ...OrderingViews_question @alias(as: "ordering")
      }
    `,
    questionRef,
  );
  if (!question || !(authorView || ('viewerSeesAnswerKey' in question && question.viewerSeesAnswerKey))) return null;
  const found = aliasedKind(question, question.__typename);
  return found && <found.kind.Key questionRef={found.ref} />;
}
