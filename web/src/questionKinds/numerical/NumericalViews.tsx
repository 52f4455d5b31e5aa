import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import type { NumericalViews_question$key } from '../../__generated__/NumericalViews_question.graphql';
import type { NumericalViews_questionAttempt$key } from '../../__generated__/NumericalViews_questionAttempt.graphql';
import { KeyLines, noAnswer, TextList } from '../views/parts';
import { formatDecimal } from './decimal';

/** '3,14 ± 0,01', with its credit when it gives less than everything: '3 ± 0,5 (50 %)'. */
export function acceptedAnswerText({ value, tolerance, credit }: { value: number; tolerance: number; credit: number }) {
  return `${formatDecimal(value)}${tolerance > 0 ? ` ± ${formatDecimal(tolerance)}` : ''}${credit < 100 ? ` (${formatDecimal(credit)} %)` : ''}`;
}

export function NumericalKey({ questionRef }: { questionRef: NumericalViews_question$key }) {
  const { answers } = useFragment(
    graphql`
      fragment NumericalViews_question on NumericalQuestion {
        answers {
          value
          tolerance
          credit
        }
      }
    `,
    questionRef,
  );
  if (!answers) return null;
  return (
    <KeyLines label="Respuestas aceptadas">
      <TextList items={answers.map(acceptedAnswerText)} />
    </KeyLines>
  );
}

export function NumericalAnswer({ attemptRef }: { attemptRef: NumericalViews_questionAttempt$key }) {
  const { numericalAnswer } = useFragment(
    graphql`
      fragment NumericalViews_questionAttempt on QuestionAttempt {
        numericalAnswer
      }
    `,
    attemptRef,
  );
  return numericalAnswer == null ? noAnswer : <Typography>{formatDecimal(numericalAnswer)}</Typography>;
}
