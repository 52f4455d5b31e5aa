import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useId } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscribeToInvalidationState } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { BackLink } from '../../components/BackLink';
import { PageTitle } from '../../components/PageTitle';
import { RestrictedNotice } from '../../components/RestrictedNotice';
import { formatPercent } from '../../lib/format';
import { useRouteQuery } from '../../relay/routeQuery';
import { paths } from '../../routes/paths';
import type { GroupDashboardPageQuery } from '../../__generated__/GroupDashboardPageQuery.graphql';
import { pendingParam } from './pendingFilter';
import { shortDate } from '../../lib/shortDate';

const query = graphql`
  query GroupDashboardPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on StudyGroup {
        id
        name
        progress {
          assignment {
            id
            name
          }
          publishedAt
          dueAt
          mean
          submittedCount
          studentCount
          submissionRate
          lateShare
          pendingCount
        }
      }
    }
  }
`;

// The charts library loads after the screen's table and numbers (its own chunk): they paint first.
const ProgressChart = lazy(() => import('../../components/ProgressChart'));

/** Late submissions only mean something when someone submitted and there is a due date: else '—', never '0 %'. */
const lateShareText = (row: { submittedCount: number; dueAt: unknown; lateShare: number }) =>
  row.submittedCount === 0 || row.dueAt == null ? '—' : formatPercent(row.lateShare);

export const emptyDashboardText = 'Todavía no hay tareas publicadas con nota en este grupo.';

/** What the dashboard's 'Media de las notas' and 'Entregas tardías' count (the statistics screen averages attempts). */
export const dashboardColumnsText =
  'Media de las notas: la media de la nota de cada estudiante, según el método de calificación de la tarea. Entregas tardías: porcentaje de quienes entregaron cuya nota cuenta un intento enviado después del plazo («—» si nadie entregó o la tarea no tiene plazo).';

/** The link to an assignment's grades screen showing only the attempts with answers still to grade. */
const pendingGradesHref = (assignmentId: string) => `${paths.assignmentGrades.href(assignmentId)}&${pendingParam}=1`;

/**
 * A group's dashboard for its owner ('Panel del grupo'): each published assignment with a grade, oldest first, its
 * students' mean and the share who submitted as two lines over time, a table with the same numbers (and the late
 * share and the answers still to grade), and the answers waiting for the teacher with a link to grade them. A
 * student's new attempt (the notifications stream invalidates its assignment) reads the numbers again.
 */
export function Component() {
  const { node } = useRouteQuery<GroupDashboardPageQuery>(query);
  const environment = useRelayEnvironment();
  const tableId = useId();
  const group = node?.__typename === 'StudyGroup' ? node : null;
  const id = group?.id ?? '';
  const refetch = useCallback(() => {
    fetchQuery<GroupDashboardPageQuery>(environment, query, { id }, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment, id]);
  useSubscribeToInvalidationState(group?.progress?.map((row) => row.assignment.id) ?? [], refetch);
  if (!group?.progress) return <RestrictedNotice />;
  const rows = group.progress;
  const pending = rows.filter((row) => row.pendingCount > 0);
  const pendingTotal = pending.reduce((sum, row) => sum + row.pendingCount, 0);

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <BackLink to={paths.group.href(group.id)}>Volver al grupo</BackLink>
      <PageTitle>{`Panel de ${group.name}`}</PageTitle>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{emptyDashboardText}</Typography>
      ) : (
        <>
          {pending.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              <AlertTitle>{pendingTotal === 1 ? 'Hay 1 respuesta por calificar' : `Hay ${pendingTotal} respuestas por calificar`}</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {pending.map((row) => (
                  <li key={row.assignment.id}>
                    <Link component={RouterLink} to={pendingGradesHref(row.assignment.id)}>
                      {`Calificar ${row.assignment.name}`}
                    </Link>
                    {` (${row.pendingCount})`}
                  </li>
                ))}
              </Box>
            </Alert>
          )}
          <Card variant="outlined" sx={{ mb: 3 }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Evolución de las tareas
              </Typography>
              {/* The chart and its legend above it. */}
              <Suspense fallback={<Skeleton variant="rectangular" height={290} />}>
                <ProgressChart
                  label="Media de las notas y tasa de entrega de cada tarea, en el orden en que se publicaron"
                  tableId={tableId}
                  points={rows.map((row) => row.assignment.name)}
                  series={[
                    { label: 'Media de las notas', data: rows.map((row) => row.mean ?? null) },
                    { label: 'Entregas', data: rows.map((row) => row.submissionRate) },
                  ]}
                />
              </Suspense>
            </CardContent>
          </Card>
          <Typography id={`${tableId}-columns`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {dashboardColumnsText}
          </Typography>
          <TableContainer tabIndex={0} role="region" aria-label="Progreso de las tareas (tabla desplazable)">
            <Table size="small" id={tableId} aria-label="Progreso de las tareas" aria-describedby={`${tableId}-columns`}>
              <TableHead>
                <TableRow>
                  {['Tarea', 'Publicada', 'Media de las notas', 'Entregas', 'Entregas tardías', 'Por calificar'].map((title, i) => (
                    <TableCell key={title} component="th" scope="col" align={i > 1 ? 'right' : 'left'}>
                      {title}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.assignment.id}>
                    <TableCell component="th" scope="row">
                      {row.assignment.name}
                    </TableCell>
                    <TableCell>{shortDate(row.publishedAt)}</TableCell>
                    <TableCell align="right">{formatPercent(row.mean)}</TableCell>
                    <TableCell align="right">
                      {`${row.submittedCount} de ${row.studentCount}`}
                      <Typography component="span" variant="body2" color="text.secondary">{` (${formatPercent(row.submissionRate)})`}</Typography>
                    </TableCell>
                    <TableCell align="right">{lateShareText(row)}</TableCell>
                    <TableCell align="right">{row.pendingCount}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}
