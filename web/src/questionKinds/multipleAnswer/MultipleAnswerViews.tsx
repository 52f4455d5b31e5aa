import { graphql, useFragment } from 'react-relay/hooks';
import type { MultipleAnswerViews_question$key } from '../../__generated__/MultipleAnswerViews_question.graphql';
import type { MultipleAnswerViews_questionAttempt$key } from '../../__generated__/MultipleAnswerViews_questionAttempt.graphql';
import { KeyLines, noAnswer, TextList } from '../views/parts';

const optionText = (options: readonly string[] | undefined, index: number) => options?.[index] ?? `Opción ${index + 1}`;

export function MultipleAnswerKey({ questionRef }: { questionRef: MultipleAnswerViews_question$key }) {
  const { options, correctOptionsIndex } = useFragment(
    graphql`
      fragment MultipleAnswerViews_question on MultipleAnswerQuestion {
        options
        correctOptionsIndex
      }
    `,
    questionRef,
  );
  if (!correctOptionsIndex) return null;
  return (
    <KeyLines label="Opciones correctas">
      <TextList items={correctOptionsIndex.map((i) => optionText(options, i))} />
    </KeyLines>
  );
}

export function MultipleAnswerAnswer({ attemptRef }: { attemptRef: MultipleAnswerViews_questionAttempt$key }) {
  const attempt = useFragment(
    graphql`
      fragment MultipleAnswerViews_questionAttempt on QuestionAttempt {
        chosenOptionsIndex
        questionVersion {
          ... on MultipleAnswerQuestion {
            options
          }
        }
      }
    `,
    attemptRef,
  );
  const chosen = attempt.chosenOptionsIndex;
  if (!chosen?.length) return noAnswer;
  return <TextList items={chosen.map((index) => optionText(attempt.questionVersion?.options, index))} />;
}
