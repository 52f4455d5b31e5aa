import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ShortAnswerViews_question$key } from '../../__generated__/ShortAnswerViews_question.graphql';
import type { ShortAnswerViews_questionAttempt$key } from '../../__generated__/ShortAnswerViews_questionAttempt.graphql';
import { KeyLines, noAnswer, TextList } from '../views/parts';

export function ShortAnswerKey({ questionRef }: { questionRef: ShortAnswerViews_question$key }) {
  const { acceptedAnswers } = useFragment(
    graphql`
      fragment ShortAnswerViews_question on ShortAnswerQuestion {
        acceptedAnswers
      }
    `,
    questionRef,
  );
  if (!acceptedAnswers) return null;
  return (
    <KeyLines label="Respuestas aceptadas">
      {acceptedAnswers.length ? (
        <TextList items={acceptedAnswers} />
      ) : (
        <Typography color="text.secondary">Ninguna: la califica el docente</Typography>
      )}
    </KeyLines>
  );
}

export function ShortAnswerAnswer({ attemptRef }: { attemptRef: ShortAnswerViews_questionAttempt$key }) {
  const { shortAnswer } = useFragment(
    graphql`
      fragment ShortAnswerViews_questionAttempt on QuestionAttempt {
        shortAnswer
      }
    `,
    attemptRef,
  );
  if (!shortAnswer) return noAnswer;
  return (
    <Typography
      component="blockquote"
      sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {shortAnswer}
    </Typography>
  );
}
