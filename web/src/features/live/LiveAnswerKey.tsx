import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import { AnswerKey } from '../../questionKinds/views/AnswerKey';
import { KeyLines } from '../../questionKinds/views/parts';
import type { LiveAnswerKey_question$key } from '../../__generated__/LiveAnswerKey_question.graphql';

export const ungradedKeyText = 'Sin respuestas aceptadas: no se califica en el juego';

/**
 * The revealed question's key, for the projector and the phones. A short answer without accepted answers is left
 * to the teacher elsewhere, but nobody grades it in a game: it says so instead of 'la califica el docente'.
 */
export function LiveAnswerKey({ questionRef }: { questionRef: LiveAnswerKey_question$key | null | undefined }) {
  const question = useFragment(
    graphql`
      fragment LiveAnswerKey_question on Question {
        __typename
        ... on ShortAnswerQuestion {
          acceptedAnswers
        }
        ...AnswerKey_question
      }
    `,
    questionRef,
  );
  if (question?.__typename === 'ShortAnswerQuestion' && question.acceptedAnswers?.length === 0) {
    return (
      <KeyLines label="Respuestas aceptadas">
        <Typography color="text.secondary">{ungradedKeyText}</Typography>
      </KeyLines>
    );
  }
  return <AnswerKey questionRef={question} authorView />;
}
