import ChevronRightIcon from '@mui/icons-material/ChevronRight';
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
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { formatGrade } from '../../lib/format';
import { paths } from '../../routes/paths';
import { BackLink } from '../../components/BackLink';
import { NotFoundNotice } from '../../components/NotFoundNotice';
import { PageTitle } from '../../components/PageTitle';
import { RestrictedNotice } from '../../components/RestrictedNotice';
import { useRouteQuery } from '../../relay/routeQuery';
import type { AssignmentGradesPageQuery } from '../../__generated__/AssignmentGradesPageQuery.graphql';

const query = graphql`
  query AssignmentGradesPageQuery($assignmentId: ID!) {
    node(id: $assignmentId) {
      __typename
      ... on Assignment {
        id
        name
        viewerIsOwner
        studyGroup {
          id
          owner {
            id
          }
        }
        studentGrades {
          profile {
            id
            username
          }
          attemptCount
          bestScore
          latestScore
          pendingCount
        }
      }
    }
  }
`;

export { loader } from '../../app/loaders/assignmentGrades';

export const emptyAttemptsText = 'Todavía no hay intentos para esta tarea.';

/** How many short answers wait for the teacher, in words. */
const pendingText = (count: number) => (count === 1 ? '1 respuesta pendiente' : `${count} respuestas pendientes`);

/**
 * The teacher's grades by assignment: each student who attempted it with best and latest grade and the answers
 * still to grade ('Solo pendientes' keeps those), each opening their attempts.
 */
export function Component() {
  const { node } = useRouteQuery<AssignmentGradesPageQuery>(query);
  const [pendingOnly, setPendingOnly] = useState(false);

  if (node?.__typename !== 'Assignment') {
    return <NotFoundNotice />;
  }

  const assignment = node;
  const back = paths.groupAssignments.href(assignment.studyGroup.id, assignment.studyGroup.owner.id);
  // The group owner's screen: anyone else who opens its address is told so.
  if (!assignment.viewerIsOwner) return <RestrictedNotice backTo={back} backLabel="Volver a Tareas" />;
  const grades = assignment.studentGrades;
  const shown = pendingOnly ? grades.filter((grade) => grade.pendingCount > 0) : grades;
  return (
    <>
      <BackLink to={back}>Volver a Tareas</BackLink>
      <PageTitle>Notas</PageTitle>
      <Typography color="text.secondary" sx={{ mt: -1.5, mb: 2, overflowWrap: 'anywhere' }}>
        {assignment.name}
      </Typography>
      {grades.length === 0 ? (
        <Typography color="text.secondary">{emptyAttemptsText}</Typography>
      ) : (
        <>
          <FormControlLabel
            control={<Switch checked={pendingOnly} onChange={(event) => setPendingOnly(event.target.checked)} />}
            label="Solo pendientes"
            sx={{ mb: 1 }}
          />
          {shown.length === 0 ? (
            <Typography color="text.secondary">No hay respuestas pendientes de calificar.</Typography>
          ) : (
            <Paper variant="outlined">
              <List aria-label="Estudiantes con intentos" disablePadding>
                {shown.map(({ profile, attemptCount, bestScore, latestScore, pendingCount }) => (
                  <ListItem key={profile.id} disablePadding divider>
                    <ListItemButton component={RouterLink} to={paths.attemptsByProfile.href(profile.id, assignment.id)}>
                      <ListItemText
                        primary={profile.username}
                        secondary={`Mejor nota: ${formatGrade(bestScore)} · Última: ${formatGrade(latestScore)} · ${attemptCount === 1 ? '1 intento' : `${attemptCount} intentos`}`}
                        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                      />
                      {pendingCount > 0 && <Chip size="small" variant="outlined" label={pendingText(pendingCount)} sx={{ ml: 1, borderColor: 'warning.main', fontWeight: 600 }} />}
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
