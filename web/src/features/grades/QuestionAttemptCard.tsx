import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatGrade } from '../../lib/format';
import type { QuestionAttemptCard_questionAttempt$key } from '../../__generated__/QuestionAttemptCard_questionAttempt.graphql';
import { AnswerKey } from '../../questionKinds/views/AnswerKey';
import { AttemptAnswer } from '../../questionKinds/views/AttemptAnswer';
import { GradeForm } from './GradeForm';

/**
 * One question attempt: the statement as it was answered (a later edit of the bank question does not show here),
 * the student's answer, the key beside it for the group owner, and 'Nota' (or 'Pendiente'). With `canGrade` (the
 * group owner on the teacher route) a short answer gets the grading form.
 */
export function QuestionAttemptCard({
  questionAttemptRef,
  position,
  canGrade,
}: {
  questionAttemptRef: QuestionAttemptCard_questionAttempt$key;
  position: number;
  canGrade: boolean;
}) {
  const attempt = useFragment(
    graphql`
      fragment QuestionAttemptCard_questionAttempt on QuestionAttempt {
        id
        score
        ...AttemptAnswer_questionAttempt
        questionVersion {
          __typename
          ...AnswerKey_question
          ... on QuestionCommon {
            statement
          }
        }
      }
    `,
    questionAttemptRef,
  );
  const headingId = `pregunta-${position}`;
  const pending = attempt.score == null;
  const isShortAnswer = attempt.questionVersion?.__typename === 'ShortAnswerQuestion';

  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          Pregunta {position}
        </Typography>
        <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
          {attempt.questionVersion?.statement ?? 'Pregunta no disponible'}
        </Typography>
        <Typography variant="subtitle2" color="text.secondary">
          Respuesta
        </Typography>
        <AttemptAnswer attemptRef={attempt} />
        <AnswerKey questionRef={attempt.questionVersion} />
        <Typography sx={{ fontWeight: 600, mt: 1.5 }} color={pending ? 'warning.dark' : undefined}>
          {`Nota: ${pending ? 'Pendiente' : formatGrade(attempt.score)}`}
        </Typography>
        {canGrade && isShortAnswer && (
          <GradeForm questionAttemptId={attempt.id} score={attempt.score ?? null} label={`Calificar pregunta ${position}`} />
        )}
      </CardContent>
    </Card>
  );
}
