import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatGrade } from '../../lib/format';
import type { QuestionAttemptCard_questionAttempt$data, QuestionAttemptCard_questionAttempt$key } from '../../__generated__/QuestionAttemptCard_questionAttempt.graphql';
import { AnswerKey } from './AnswerKey';
import { GradeForm } from './GradeForm';

type QuestionAttempt = QuestionAttemptCard_questionAttempt$data;

const noAnswer = <Typography color="text.secondary">Sin respuesta</Typography>;

/** Bold, underlined: what the student wrote or chose inside a sentence or list. */
function Given({ children }: { children: ReactNode }) {
  return (
    <Box component="strong" sx={{ textDecoration: 'underline', textUnderlineOffset: '0.2em', overflowWrap: 'anywhere' }}>
      {children}
    </Box>
  );
}

/** The student's answer, readable for its type. */
function AnswerView({ attempt }: { attempt: QuestionAttempt }) {
  const question = attempt.questionVersion;
  switch (question?.__typename) {
    case 'TrueOrFalseQuestion':
      return attempt.trueOrFalseAnswer == null ? noAnswer : <Typography>{attempt.trueOrFalseAnswer ? 'Verdadero' : 'Falso'}</Typography>;
    case 'FillBlanksQuestion': {
      const blanks = attempt.filledBlanks;
      if (!blanks?.length) return noAnswer;
      const segments = question.segments ?? [];
      if (segments.length !== blanks.length + 1) return <Typography>{blanks.map((word, i) => <Fragment key={i}>{i > 0 && ', '}<Given>{word}</Given></Fragment>)}</Typography>;
      // The sentence with each blank filled in by the student.
      return (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {segments.map((segment, i) => (
            <Fragment key={i}>
              {segment}
              {i < blanks.length && <Given>{blanks[i] || '____'}</Given>}
            </Fragment>
          ))}
        </Typography>
      );
    }
    case 'MatchColumnsQuestion': {
      const chosen = attempt.userColumnsOrder;
      if (!chosen?.length) return noAnswer;
      return (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {(question.leftColumn ?? []).map((left, i) => (
            <li key={i}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {left} → <Given>{chosen[i] ?? 'Sin respuesta'}</Given>
              </Typography>
            </li>
          ))}
        </Box>
      );
    }
    case 'MultipleAnswerQuestion': {
      const chosen = attempt.chosenOptionsIndex;
      if (!chosen?.length) return noAnswer;
      return (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {chosen.map((index) => (
            <li key={index}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{question.options?.[index] ?? `Opción ${index + 1}`}</Typography>
            </li>
          ))}
        </Box>
      );
    }
    case 'ShortAnswerQuestion':
      return attempt.shortAnswer ? (
        <Typography component="blockquote" sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {attempt.shortAnswer}
        </Typography>
      ) : (
        noAnswer
      );
    default:
      return noAnswer;
  }
}

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
        trueOrFalseAnswer
        filledBlanks
        userColumnsOrder
        chosenOptionsIndex
        shortAnswer
        questionVersion {
          __typename
          ...AnswerKey_question
          ... on QuestionCommon {
            statement
          }
          ... on FillBlanksQuestion {
            segments
          }
          ... on MatchColumnsQuestion {
            leftColumn
          }
          ... on MultipleAnswerQuestion {
            options
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
        <AnswerView attempt={attempt} />
        <AnswerKey questionRef={attempt.questionVersion} />
        <Typography sx={{ fontWeight: 600, mt: 1.5 }} color={pending ? 'warning.dark' : undefined}>
          {`Nota: ${pending ? 'Pendiente' : formatGrade(attempt.score)}`}
        </Typography>
        {canGrade && isShortAnswer && <GradeForm questionAttemptId={attempt.id} score={attempt.score ?? null} label={`Calificar pregunta ${position}`} />}
      </CardContent>
    </Card>
  );
}
