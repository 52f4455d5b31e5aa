import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql } from 'react-relay/hooks';
import { useLocation } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { BackLink } from '../../components/BackLink';
import { NotFoundNotice } from '../../components/NotFoundNotice';
import { PageHeading } from '../../components/PageTitle';
import { formatGrade, formatSpanishDate } from '../../lib/format';
import { personLabel } from '../../lib/people';
import { useRouteQuery } from '../../relay/routeQuery';
import type { QuestionAttemptsPageQuery } from '../../__generated__/QuestionAttemptsPageQuery.graphql';
import { LateMark, PendingNote, TimeTaken } from './AttemptCard';
import { AttemptFeedbackForm } from './AttemptFeedbackForm';
import { FeedbackNote } from './FeedbackNote';
import { QuestionAttemptCard } from './QuestionAttemptCard';

const query = graphql`
  query QuestionAttemptsPageQuery($assignmentAttemptId: ID!) {
    node(id: $assignmentAttemptId) {
      __typename
      ... on AssignmentAttempt {
        id
        score
        pendingCount
        submittedAt
        late
        durationSeconds
        feedback
        profile {
          id
          username
          firstName
          lastName
        }
        assignment {
          id
          name
          viewerIsOwner
        }
        questionAttempts {
          id
          ...QuestionAttemptCard_questionAttempt
        }
      }
    }
  }
`;

/**
 * The question attempts of one attempt: statement, answer and 'Nota' each, and the attempt's total, with the
 * teacher's comments. On the teacher route the group owner grades any answer and comments on it and on the whole
 * attempt here; the total follows at once.
 */
export function Component() {
  const { node } = useRouteQuery<QuestionAttemptsPageQuery>(query);
  const { pathname } = useLocation();
  const teacherRoute = pathname.startsWith('/groups/');

  if (node?.__typename !== 'AssignmentAttempt') {
    return teacherRoute ? <NotFoundNotice /> : <NotFoundNotice backTo={paths.grades.href()} backLabel="Volver a Notas" />;
  }

  const attempt = node;
  const canGrade = teacherRoute && attempt.assignment.viewerIsOwner;
  return (
    <>
      {teacherRoute ? (
        <BackLink to={paths.attemptsByProfile.href(attempt.profile.id, attempt.assignment.id)}>Volver a los intentos</BackLink>
      ) : (
        <BackLink to={paths.grades.href()}>Volver a Notas</BackLink>
      )}
      <PageHeading
        title={attempt.assignment.name}
        subtitle={
          <>
            {`Respuestas de ${personLabel(attempt.profile)} · `}
            <time dateTime={attempt.submittedAt}>{formatSpanishDate(attempt.submittedAt)}</time>
          </>
        }
      />
      <Paper variant="outlined" component="section" aria-label="Nota del intento" sx={{ p: 2, mb: 2 }}>
        <Typography variant="h6" component="p" aria-live="polite" aria-atomic="true" sx={{ fontWeight: 600 }}>
          {`Nota total: ${formatGrade(attempt.score)}`}
        </Typography>
        <PendingNote count={attempt.pendingCount} />
        <LateMark late={attempt.late} />
        <TimeTaken seconds={attempt.durationSeconds} />
        {canGrade ? <AttemptFeedbackForm attemptId={attempt.id} feedback={attempt.feedback ?? null} /> : <FeedbackNote feedback={attempt.feedback} />}
      </Paper>
      {attempt.questionAttempts.length === 0 ? (
        <Typography color="text.secondary">Este intento no tiene respuestas.</Typography>
      ) : (
        <Stack spacing={1.5} component="ol" aria-label="Respuestas" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {attempt.questionAttempts.map((questionAttempt, index) => (
            <li key={questionAttempt.id}>
              <QuestionAttemptCard questionAttemptRef={questionAttempt} position={index + 1} canGrade={canGrade} />
            </li>
          ))}
        </Stack>
      )}
    </>
  );
}
