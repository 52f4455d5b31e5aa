import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { formatGrade, formatSpanishDate } from '../../lib/format';
import type { AttemptCard_attempt$key } from '../../__generated__/AttemptCard_attempt.graphql';
import { FeedbackNote } from './FeedbackNote';
import { warningText } from './warningText';

/** 'Respuestas pendientes de calificar: N' while the teacher still has short answers to grade. */
export function PendingNote({ count }: { count: number }) {
  if (count <= 0) return null;
  return <Typography color={warningText}>{`Respuestas pendientes de calificar: ${count}`}</Typography>;
}

/**
 * 'Entregada con retraso': an attempt counted after the assignment's due date. Dark text inside the warning border:
 * MUI's warning chip writes orange text that fails colour contrast.
 */
export function LateMark({ late, inline = false }: { late: boolean; inline?: boolean }) {
  if (!late) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      label="Entregada con retraso"
      sx={{ ...(inline ? { ml: 1 } : { mt: 0.5 }), fontWeight: 600, color: warningText, borderColor: 'warning.main' }}
    />
  );
}

/** '45 s', '12 min 5 s', '1 h 2 min': how long an attempt took. */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return s % 60 === 0 ? `${s / 60} min` : `${Math.floor(s / 60)} min ${s % 60} s`;
  const minutes = Math.floor((s % 3600) / 60);
  return minutes === 0 ? `${Math.floor(s / 3600)} h` : `${Math.floor(s / 3600)} h ${minutes} min`;
}

/** 'Tiempo empleado: 12 min 5 s' for an attempt started on the server (none for one submitted without a start). */
export function TimeTaken({ seconds }: { seconds: number | null | undefined }) {
  if (seconds == null) return null;
  return <Typography color="text.secondary">{`Tiempo empleado: ${durationText(seconds)}`}</Typography>;
}

const methodNames: Record<string, string> = {
  HIGHEST: 'nota más alta',
  AVERAGE: 'promedio de los intentos',
  FIRST: 'primer intento',
  LAST: 'último intento',
};

/**
 * One submitted attempt as a card: the assignment's name and description (or `title`),
 * 'Nota total: X.XX%', the pending note, 'Entregada con retraso' when late, the time it took, the teacher's comment, the student's own grade on the
 * assignment by its grading method, and the date in Spanish; the whole card opens `to`.
 */
export function AttemptCard({ attemptRef, to, title }: { attemptRef: AttemptCard_attempt$key; to: string; title?: string }) {
  const attempt = useFragment(
    graphql`
      fragment AttemptCard_attempt on AssignmentAttempt {
        score
        pendingCount
        submittedAt
        late
        durationSeconds
        feedback
        assignment {
          name
          description
          gradingMethod
          viewerGrade
        }
      }
    `,
    attemptRef,
  );
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {title ?? attempt.assignment.name}
          </Typography>
          {!title && attempt.assignment.description && (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {attempt.assignment.description}
            </Typography>
          )}
          <Typography sx={{ fontWeight: 600, mt: 1 }}>{`Nota total: ${formatGrade(attempt.score)}`}</Typography>
          <PendingNote count={attempt.pendingCount} />
          <LateMark late={attempt.late} />
          <TimeTaken seconds={attempt.durationSeconds} />
          <FeedbackNote feedback={attempt.feedback} />
          {attempt.assignment.viewerGrade != null && (
            <Typography color="text.secondary">
              {`Nota de la tarea (${methodNames[attempt.assignment.gradingMethod] ?? 'nota más alta'}): ${formatGrade(attempt.assignment.viewerGrade)}`}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            <time dateTime={attempt.submittedAt}>{formatSpanishDate(attempt.submittedAt)}</time>
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
