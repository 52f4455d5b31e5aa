import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { lazy, Suspense, useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatGrade } from '../../lib/format';
import type { GradeHistory_viewer$key } from '../../__generated__/GradeHistory_viewer.graphql';
import { shortDate } from '../../lib/shortDate';

// The charts library loads with the chart, after the screen's first chunk.
const ProgressChart = lazy(() => import('../../components/ProgressChart'));

/**
 * 'Mi progreso' in 'Mis notas': the student's grade on each assignment they submitted to, by its grading method,
 * oldest first, as a line, with a table of the same numbers for screen readers and printing (visually hidden on
 * screen). Grades read as the attempt cards below write them ('Nota total: 72.22%'), one format on the screen.
 * Nothing when they have no grade yet; one grade is one point.
 */
export function GradeHistory({ viewerRef }: { viewerRef: GradeHistory_viewer$key }) {
  const { gradeHistory } = useFragment(
    graphql`
      fragment GradeHistory_viewer on Viewer {
        gradeHistory(first: 100) {
          assignment {
            id
            name
          }
          grade
          submittedAt
          pending
        }
      }
    `,
    viewerRef,
  );
  const tableId = useId();
  if (gradeHistory.length === 0) return null;
  const pending = gradeHistory.filter((point) => point.pending).map((point) => point.assignment.name);
  return (
    <Card variant="outlined" component="section" aria-labelledby={`${tableId}-title`} sx={{ mb: 3 }}>
      <CardContent>
        <Typography id={`${tableId}-title`} variant="h6" component="h2" gutterBottom>
          Mi progreso
        </Typography>
        <Suspense fallback={<Skeleton variant="rectangular" height={260} />}>
          <ProgressChart
            label="Sus notas por tarea, en el orden en que las entregó"
            tableId={tableId}
            points={gradeHistory.map((point) => point.assignment.name)}
            series={[{ label: 'Nota', data: gradeHistory.map((point) => point.grade) }]}
            valueFormat="grade"
          />
        </Suspense>
        {pending.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {`Tiene respuestas por calificar en ${pending.join(', ')}: esas notas aún pueden subir.`}
          </Typography>
        )}
        <Box sx={{ ...visuallyHidden, '@media print': { position: 'static', clip: 'auto', width: 'auto', height: 'auto' } }}>
          <Table size="small" id={tableId} aria-label="Sus notas por tarea">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Tarea
                </TableCell>
                <TableCell component="th" scope="col">
                  Entregada
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Nota
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {gradeHistory.map((point) => (
                <TableRow key={point.assignment.id}>
                  <TableCell component="th" scope="row">
                    {point.assignment.name}
                  </TableCell>
                  <TableCell>{shortDate(point.submittedAt)}</TableCell>
                  <TableCell align="right">{`${formatGrade(point.grade)}${point.pending ? ' (por calificar)' : ''}`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  );
}
