import { graphql, useFragment } from 'react-relay/hooks';
import type { MatchColumnsViews_question$key } from '../../__generated__/MatchColumnsViews_question.graphql';
import type { MatchColumnsViews_questionAttempt$key } from '../../__generated__/MatchColumnsViews_questionAttempt.graphql';
import { Given, KeyLines, noAnswer, TextList } from '../views/parts';

export function MatchColumnsKey({ questionRef }: { questionRef: MatchColumnsViews_question$key }) {
  const { leftColumn, rightColumn } = useFragment(
    graphql`
      fragment MatchColumnsViews_question on MatchColumnsQuestion {
        leftColumn
        rightColumn
      }
    `,
    questionRef,
  );
  return (
    <KeyLines label="Pares correctos">
      <TextList items={leftColumn.map((left, i) => `${left} → ${rightColumn[i] ?? ''}`)} />
    </KeyLines>
  );
}

export function MatchColumnsAnswer({ attemptRef }: { attemptRef: MatchColumnsViews_questionAttempt$key }) {
  const attempt = useFragment(
    graphql`
      fragment MatchColumnsViews_questionAttempt on QuestionAttempt {
        userColumnsOrder
        questionVersion {
          ... on MatchColumnsQuestion {
            leftColumn
          }
        }
      }
    `,
    attemptRef,
  );
  const chosen = attempt.userColumnsOrder;
  if (!chosen?.length) return noAnswer;
  return (
    <TextList
      items={(attempt.questionVersion?.leftColumn ?? []).map((left, i) => (
        <>
          {left} → <Given>{chosen[i] ?? 'Sin respuesta'}</Given>
        </>
      ))}
    />
  );
}
