import BarChartIcon from '@mui/icons-material/BarChart';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatGrade } from '../../lib/format';
import { paths } from '../../routes/paths';
import { BackLink } from '../../components/BackLink';
import { NotFoundNotice } from '../../components/NotFoundNotice';
import { PageHeading } from '../../components/PageTitle';
import { RestrictedNotice } from '../../components/RestrictedNotice';
import { personLabel } from '../../lib/people';
import { useRouteQuery } from '../../relay/routeQuery';
import type { AssignmentGradesPageQuery } from '../../__generated__/AssignmentGradesPageQuery.graphql';
import { LateMark } from './AttemptCard';
import { pendingParam } from './pendingFilter';
import { RegradePanel } from './RegradePanel';
import { useRefetchOnInvalidation } from '../../relay/useRefetchOnInvalidation';

const query = graphql`
  query AssignmentGradesPageQuery($assignmentId: ID!, $pendingOnly: Boolean!) {
    node(id: $assignmentId) {
      __typename
      ... on Assignment {
        id
        name
        viewerIsOwner
        answersToRegrade
        studyGroup {
          id
          owner {
            id
          }
        }
        studentGrades(pendingOnly: $pendingOnly) {
          profile {
            id
            username
            firstName
            lastName
          }
          attemptCount
          bestScore
          latestScore
          pendingCount
          grade
          lateCount
        }
      }
    }
  }
`;

export const emptyAttemptsText = 'Todavía no hay intentos para esta tarea.';

/** How many short answers wait for the teacher, in words. */
const pendingText = (count: number) => (count === 1 ? '1 respuesta pendiente' : `${count} respuestas pendientes`);

/**
 * The teacher's grades by assignment: each student who attempted it with best and latest grade and the answers
 * still to grade ('Solo pendientes' keeps those), each opening their attempts. New attempts appear while it is open,
 * and 'Recalificar' grades the attempts again after a key correction.
 */
export function Component() {
  const { node } = useRouteQuery<AssignmentGradesPageQuery>(query);
  const [searchParams, setSearchParams] = useSearchParams();
  // The filter is the address's (?pendiente=1): the server keeps those students, and a link keeps the filter.
  const pendingOnly = searchParams.get(pendingParam) === '1';
  // A student's new attempt (live, from the notifications stream) or a regrade: the list is read again.
  const refetch = useRefetchOnInvalidation<AssignmentGradesPageQuery>(node?.__typename === 'Assignment' ? node.id : '', query, {
    assignmentId: searchParams.get('assignmentId') ?? '',
    pendingOnly,
  });
  // The switch moves at once; the list (and the address, as the router commits it) follow with the server's answer.
  const [toggled, setToggled] = useState<{ on: boolean; from: boolean } | null>(null);
  const checked = toggled && toggled.from === pendingOnly ? toggled.on : pendingOnly;
  const setPendingOnly = (on: boolean) => {
    setToggled({ on, from: pendingOnly });
    setSearchParams(
      (params) => {
        if (on) params.set(pendingParam, '1');
        else params.delete(pendingParam);
        return params;
      },
      { replace: true },
    );
  };

  if (node?.__typename !== 'Assignment') {
    return <NotFoundNotice />;
  }

  const assignment = node;
  const back = paths.groupAssignments.href(assignment.studyGroup.id, assignment.studyGroup.owner.id);
  // The group owner's screen: anyone else who opens its address is told so.
  if (!assignment.viewerIsOwner) return <RestrictedNotice backTo={back} backLabel="Volver a Tareas" />;
  const shown = assignment.studentGrades;
  return (
    <>
      <BackLink to={back}>Volver a Tareas</BackLink>
      <PageHeading
        title="Notas"
        subtitle={assignment.name}
        action={
          <Button component={RouterLink} to={paths.assignmentStatistics.href(assignment.id)} variant="outlined" startIcon={<BarChartIcon />}>
            Estadísticas
          </Button>
        }
      />
      {(shown.length > 0 || pendingOnly) && (
        <RegradePanel assignmentId={assignment.id} answersToRegrade={assignment.answersToRegrade ?? 0} onRegraded={refetch} />
      )}
      {shown.length === 0 && !pendingOnly ? (
        <Typography color="text.secondary">{emptyAttemptsText}</Typography>
      ) : (
        <>
          <FormControlLabel
            control={<Switch checked={checked} onChange={(event) => setPendingOnly(event.target.checked)} />}
            label="Solo pendientes"
            sx={{ mb: 1 }}
          />
          {shown.length === 0 ? (
            <Typography color="text.secondary">No hay respuestas pendientes de calificar.</Typography>
          ) : (
            <Paper variant="outlined">
              <List aria-label="Estudiantes con intentos" aria-busy={checked !== pendingOnly} disablePadding>
                {shown.map(({ profile, attemptCount, bestScore, latestScore, pendingCount, grade, lateCount }) => (
                  <ListItem key={profile.id} disablePadding divider>
                    <ListItemButton component={RouterLink} to={paths.attemptsByProfile.href(profile.id, assignment.id)}>
                      <ListItemText
                        primary={personLabel(profile)}
                        secondary={`Nota: ${formatGrade(grade)} · Mejor nota: ${formatGrade(bestScore)} · Última: ${formatGrade(latestScore)} · ${attemptCount === 1 ? '1 intento' : `${attemptCount} intentos`}`}
                        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                      />
                      <LateMark late={lateCount > 0} inline />
                      {pendingCount > 0 && (
                        <Chip
                          size="small"
                          variant="outlined"
                          label={pendingText(pendingCount)}
                          sx={{ ml: 1, borderColor: 'warning.main', fontWeight: 600 }}
                        />
                      )}
                      <ChevronRightIcon color="action" aria-hidden />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Paper>
          )}
        </>
      )}
    </>
  );
}
