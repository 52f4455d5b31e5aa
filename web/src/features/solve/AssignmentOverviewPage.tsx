import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SchoolIcon from '@mui/icons-material/School';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { graphql } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { BackLink } from '../../components/BackLink';
import { NotFoundNotice } from '../../components/NotFoundNotice';
import { PageTitle } from '../../components/PageTitle';
import { useRouteQuery } from '../../relay/routeQuery';
import { OfflineSince } from '../../offline/OfflineSince';
import { AvailableOfflineSwitch } from './AvailableOfflineSwitch';
import { formatGrade } from '../../lib/format';
import type { AssignmentOverviewPageQuery } from '../../__generated__/AssignmentOverviewPageQuery.graphql';
import { attemptsLeftText, closeText, closedReason, dueText, isPastDue, pastDueNotice, timeLimitText } from './attemptsPolicy';

const query = graphql`
  query AssignmentOverviewPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Assignment {
        id
        name
        description
        questionCount
        maxAttempts
        viewerAttemptsLeft
        viewerGrade
        dueAt
        timeLimitMinutes
        openForPractice
        closeAt
        viewerIsOwner
        studyGroup {
          name
        }
      }
    }
  }
`;

const questionCountText = (count: number) => (count === 1 ? '1 pregunta' : `${count} preguntas`);

/** A chip whose long label (a date with its time) wraps on a phone instead of being cut. */
const wrapping = { height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } } as const;

/**
 * An assignment before solving it: name, description, number of questions, attempts left, due and closing dates and
 * grade so far, 'Empezar' (off when no attempt is left or it closed; an assignment open for practice links to Modo
 * Libre instead), 'Disponible sin conexión' for a student, and the way back to /groups. Without a connection it shows
 * what was last seen here, and since when.
 */
export function Component() {
  const { node } = useRouteQuery<AssignmentOverviewPageQuery>(query);

  if (node?.__typename !== 'Assignment') {
    return <NotFoundNotice />;
  }

  const assignment = node;
  const empty = assignment.questionCount === 0;
  const closed = closedReason(assignment);
  const due = dueText(assignment.dueAt);
  const closes = closeText(assignment.closeAt);
  return (
    <Box sx={{ maxWidth: 720 }}>
      <BackLink to={paths.groups.href()}>Volver a Grupos</BackLink>
      <OfflineSince />
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="overline" color="text.secondary" component="p">
            {assignment.studyGroup.name}
          </Typography>
          <PageTitle>{assignment.name}</PageTitle>
          <Typography sx={{ mb: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{assignment.description}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
            <Chip label={questionCountText(assignment.questionCount)} color="primary" variant="outlined" />
            {!assignment.openForPractice && (
              <Chip label={attemptsLeftText(assignment.viewerAttemptsLeft, assignment.maxAttempts)} variant="outlined" />
            )}
            {due && <Chip label={due} variant="outlined" color={isPastDue(assignment.dueAt) ? 'warning' : 'default'} sx={wrapping} />}
            {closes && <Chip label={closes} variant="outlined" sx={wrapping} />}
            {assignment.timeLimitMinutes != null && !assignment.openForPractice && (
              <Chip label={timeLimitText(assignment.timeLimitMinutes)} variant="outlined" />
            )}
            {assignment.viewerGrade != null && <Chip label={`Su nota: ${formatGrade(assignment.viewerGrade)}`} color="success" variant="outlined" />}
          </Box>
          {closed && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {closed}
            </Alert>
          )}
          {!closed && isPastDue(assignment.dueAt) && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {pastDueNotice}
            </Alert>
          )}
          {empty && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Esta tarea todavía no tiene preguntas.
            </Alert>
          )}
          <Box>
            {assignment.openForPractice ? (
              <Button component={RouterLink} to={paths.freeMode.href()} variant="contained" size="large" startIcon={<SchoolIcon />}>
                Practicar en Modo Libre
              </Button>
            ) : (
              <Button
                component={RouterLink}
                to={paths.solveAssignment.href(assignment.id)}
                variant="contained"
                size="large"
                startIcon={<PlayArrowIcon />}
                disabled={empty || Boolean(closed)}
              >
                Empezar
              </Button>
            )}
          </Box>
          {/* A student's own copy to solve on the way: not for the group's owner, nor what cannot be solved now. */}
          {!assignment.viewerIsOwner && !assignment.openForPractice && !empty && !closed && <AvailableOfflineSwitch assignmentId={assignment.id} />}
        </CardContent>
      </Card>
    </Box>
  );
}
