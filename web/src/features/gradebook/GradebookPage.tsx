import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { graphql } from 'react-relay/hooks';
import { BackLink } from '../../components/BackLink';
import { PageTitle } from '../../components/PageTitle';
import { RestrictedNotice } from '../../components/RestrictedNotice';
import { formatGrade } from '../../lib/format';
import { useRouteQuery } from '../../relay/routeQuery';
import { paths } from '../../routes/paths';
import type { GradebookPageQuery } from '../../__generated__/GradebookPageQuery.graphql';
import { saveCsv } from './saveCsv';

const query = graphql`
  query GradebookPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on StudyGroup {
        id
        name
        gradebook {
          assignments {
            id
            name
          }
          rows {
            student {
              id
              username
            }
            grades {
              grade
              attemptCount
              pending
              late
            }
          }
          csv
        }
      }
    }
  }
`;

/** A safe file name from the group's name: 'calificaciones-matematica-2b.csv'. */
export const csvFileName = (groupName: string) =>
  `calificaciones-${
    groupName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'grupo'
  }.csv`;

/**
 * A group's gradebook for its owner: one row per student, one column per active assignment, each cell the grade
 * by the assignment's method with 'Pendiente' (short answers to grade) and 'Entregada con retraso' marked, and
 * 'Exportar CSV', the same table as a file. The server refuses anyone else (node comes back null).
 */
export function Component() {
  const { node } = useRouteQuery<GradebookPageQuery>(query);
  if (node?.__typename !== 'StudyGroup' || !node.gradebook) return <RestrictedNotice />;
  const { assignments, rows, csv } = node.gradebook;

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <BackLink to={paths.group.href(node.id)}>Volver al grupo</BackLink>
      <PageTitle>{`Calificaciones de ${node.name}`}</PageTitle>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography color="text.secondary">Cada nota sigue el método de calificación de su tarea.</Typography>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => saveCsv(csv, csvFileName(node.name))} disabled={rows.length === 0}>
          Exportar CSV
        </Button>
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary">Este grupo todavía no tiene estudiantes.</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={`Calificaciones de ${node.name}`}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Estudiante
                </TableCell>
                {assignments.map((a) => (
                  <TableCell key={a.id} component="th" scope="col" sx={{ minWidth: 120, overflowWrap: 'anywhere' }}>
                    {a.name}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.student.id}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                    {row.student.username}
                  </TableCell>
                  {row.grades.map((cell, i) => (
                    <TableCell key={assignments[i]?.id ?? i}>
                      {cell.grade == null ? (
                        <Typography variant="body2" color="text.secondary">
                          Sin intentos
                        </Typography>
                      ) : (
                        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
                          <span>{formatGrade(cell.grade)}</span>
                          {cell.pending && <Chip size="small" variant="outlined" label="Pendiente" sx={{ borderColor: 'warning.main' }} />}
                          {cell.late && <Chip size="small" color="warning" variant="outlined" label="Entregada con retraso" />}
                        </Box>
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
