import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatGrade } from '../../lib/format';
import type { QuestionAttemptCard_questionAttempt$key } from '../../__generated__/QuestionAttemptCard_questionAttempt.graphql';
import { AnswerKey } from '../../questionKinds/views/AnswerKey';
import { ExplanationNote } from '../../questionKinds/views/ExplanationNote';
import { AttemptAnswer } from '../../questionKinds/views/AttemptAnswer';
import { FeedbackNote } from './FeedbackNote';
import { GradeForm } from './GradeForm';
import { ScoreHistory } from './ScoreHistory';
import { warningText } from './warningText';

/**
 * One question attempt: the statement as it was answered (a later edit of the bank question does not show here),
 * the student's answer, the key beside it for the group owner, and 'Nota' (or 'Pendiente'), with 'Automática:
 * X.XX%' beside a score the teacher set by hand, the author's explanation (once submitted), the teacher's comment and the changes of the score. With
 * `canGrade` (the group owner on the teacher route) any answer gets the grading form (score and comment).
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
        autoScore
        scoreOverridden
        feedback
        explanation
        ...AttemptAnswer_questionAttempt
        ...ScoreHistory_questionAttempt
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
  const showAuto = attempt.scoreOverridden || (canGrade && !pending);

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
        <ExplanationNote explanation={attempt.explanation} />
        <Typography sx={{ fontWeight: 600, mt: 1.5 }} color={pending ? warningText : undefined}>
          {`Nota: ${pending ? 'Pendiente' : formatGrade(attempt.score)}`}
          {showAuto && (
            <Typography component="span" color="text.secondary" sx={{ fontWeight: 400, ml: 1 }}>
              {`(Automática: ${attempt.autoScore == null ? 'sin clave' : formatGrade(attempt.autoScore)}${attempt.scoreOverridden ? ', corregida a mano' : ''})`}
            </Typography>
          )}
        </Typography>
        {!canGrade && <FeedbackNote feedback={attempt.feedback} />}
        <ScoreHistory questionAttemptRef={attempt} />
        {canGrade && (
          <GradeForm
            questionAttemptId={attempt.id}
            score={attempt.score ?? null}
            feedback={attempt.feedback ?? null}
            label={`Calificar pregunta ${position}`}
          />
        )}
      </CardContent>
    </Card>
  );
}
