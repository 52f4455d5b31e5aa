import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatGrade, formatSpanishDate } from '../../lib/format';
import type { ScoreHistory_questionAttempt$key } from '../../__generated__/ScoreHistory_questionAttempt.graphql';

const reasons = { MANUAL: 'calificada a mano', REGRADE: 'recalificada tras corregir la clave' } as Record<string, string>;

/** 'Cambios de nota': each change of the answer's score after it was handed in, oldest first (none: nothing). */
export function ScoreHistory({ questionAttemptRef }: { questionAttemptRef: ScoreHistory_questionAttempt$key }) {
  const { scoreHistory } = useFragment(
    graphql`
      fragment ScoreHistory_questionAttempt on QuestionAttempt {
        scoreHistory {
          oldScore
          newScore
          reason
          changedAt
        }
      }
    `,
    questionAttemptRef,
  );
  if (scoreHistory.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1 }}>
        Cambios de nota
      </Typography>
      <Typography component="ul" variant="body2" color="text.secondary" sx={{ m: 0, pl: 2.5 }}>
        {scoreHistory.map((change) => (
          <li key={`${change.changedAt}-${change.reason}`}>
            {`${change.oldScore == null ? 'Pendiente' : formatGrade(change.oldScore)} → ${change.newScore == null ? 'Pendiente' : formatGrade(change.newScore)}, ${reasons[change.reason] ?? ''}, `}
            <time dateTime={change.changedAt}>{formatSpanishDate(change.changedAt)}</time>
          </li>
        ))}
      </Typography>
    </>
  );
}
