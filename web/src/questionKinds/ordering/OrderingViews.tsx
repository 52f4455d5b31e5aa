import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderingViews_question$key } from '../../__generated__/OrderingViews_question.graphql';
import type { OrderingViews_questionAttempt$key } from '../../__generated__/OrderingViews_questionAttempt.graphql';
import { KeyLines, noAnswer, TextList } from '../views/parts';

/** The right order (the AnswerKey shows it only to those who see keys: solvers get the items shuffled). */
export function OrderingKey({ questionRef }: { questionRef: OrderingViews_question$key }) {
  const { items } = useFragment(
    graphql`
      fragment OrderingViews_question on OrderingQuestion {
        items
      }
    `,
    questionRef,
  );
  return (
    <KeyLines label="Orden correcto">
      <TextList ordered items={items} />
    </KeyLines>
  );
}

/** The items in the order the student put them. */
export function OrderingAnswer({ attemptRef }: { attemptRef: OrderingViews_questionAttempt$key }) {
  const { orderedItems } = useFragment(
    graphql`
      fragment OrderingViews_questionAttempt on QuestionAttempt {
        orderedItems
      }
    `,
    attemptRef,
  );
  return orderedItems?.length ? <TextList ordered items={orderedItems} /> : noAnswer;
}
