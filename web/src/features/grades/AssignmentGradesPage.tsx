import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { graphql } from 'react-relay';
import { Link as RouterLink, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { BackLink } from '../../components/BackLink';
import { NotFoundNotice } from '../../components/NotFoundNotice';
import { PageTitle } from '../../components/PageTitle';
import { RestrictedNotice } from '../../components/RestrictedNotice';
import { routeQuery, useRouteQuery } from '../../relay/routeQuery';
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
        studentsWithAttempts {
          id
          username
        }
      }
    }
  }
`;

/** /groups/assignments/grades?assignmentId= */
export const loader = ({ request }: LoaderFunctionArgs) =>
  routeQuery<AssignmentGradesPageQuery>(query, { assignmentId: new URL(request.url).searchParams.get('assignmentId') ?? '' });

export const emptyAttemptsText = 'Todavía no hay intentos para esta tarea.';

/** The teacher's grades by assignment: the students who attempted it, each opening their attempts. */
export function Component() {
  const { node } = useRouteQuery<AssignmentGradesPageQuery>(query);

  if (node?.__typename !== 'Assignment') {
    return <NotFoundNotice />;
  }

  const assignment = node;
  const back = paths.groupAssignments.href(assignment.studyGroup.id, assignment.studyGroup.owner.id);
  // The group owner's screen: anyone else who opens its address is told so.
  if (!assignment.viewerIsOwner) return <RestrictedNotice backTo={back} backLabel="Volver a Tareas" />;
  const students = assignment.studentsWithAttempts;
  return (
    <>
      <BackLink to={back}>Volver a Tareas</BackLink>
      <PageTitle>Notas</PageTitle>
      <Typography color="text.secondary" sx={{ mt: -1.5, mb: 2, overflowWrap: 'anywhere' }}>
        {assignment.name}
      </Typography>
      {students.length === 0 ? (
        <Typography color="text.secondary">{emptyAttemptsText}</Typography>
      ) : (
        <Paper variant="outlined">
          <List aria-label="Estudiantes con intentos" disablePadding>
            {students.map((student) => (
              <ListItem key={student.id} disablePadding divider>
                <ListItemButton component={RouterLink} to={paths.attemptsByProfile.href(student.id, assignment.id)}>
                  <ListItemText primary={student.username} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
                  <ChevronRightIcon color="action" aria-hidden />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
