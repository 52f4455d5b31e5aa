import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TrueOrFalseViews_question$key } from '../../__generated__/TrueOrFalseViews_question.graphql';
import type { TrueOrFalseViews_questionAttempt$key } from '../../__generated__/TrueOrFalseViews_questionAttempt.graphql';
import { KeyLines, noAnswer } from '../views/parts';

const word = (value: boolean) => (value ? 'Verdadero' : 'Falso');

export function TrueOrFalseKey({ questionRef }: { questionRef: TrueOrFalseViews_question$key }) {
  const { correctAnswer } = useFragment(
    graphql`
      fragment TrueOrFalseViews_question on TrueOrFalseQuestion {
        correctAnswer
      }
    `,
    questionRef,
  );
  if (correctAnswer == null) return null;
  return (
    <KeyLines label="Respuesta correcta">
      <Typography>{word(correctAnswer)}</Typography>
    </KeyLines>
  );
}

export function TrueOrFalseAnswer({ attemptRef }: { attemptRef: TrueOrFalseViews_questionAttempt$key }) {
  const { trueOrFalseAnswer } = useFragment(
    graphql`
      fragment TrueOrFalseViews_questionAttempt on QuestionAttempt {
        trueOrFalseAnswer
      }
    `,
    attemptRef,
  );
  return trueOrFalseAnswer == null ? noAnswer : <Typography>{word(trueOrFalseAnswer)}</Typography>;
}
