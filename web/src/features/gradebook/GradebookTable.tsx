import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatGrade } from '../../lib/format';
import { useRevealed } from '../../lib/useRevealed';
import type { GradebookTable_gradebook$key } from '../../__generated__/GradebookTable_gradebook.graphql';

/** A weight as people write it in Spanish: 1, 2,5. */
const weightLabel = (weight: number) => `Peso ${String(weight).replace('.', ',')}`;

const muted = (text: string) => (
  <Typography variant="body2" color="text.secondary">
    {text}
  </Typography>
);

/**
 * The gradebook's table: one row per student (their name, and the username below it), one column per graded
 * assignment with its weight, each cell the grade by the assignment's method with 'Pendiente' (short answers to
 * grade) and 'Entregada con retraso' marked, 'Sin intento' where there is no attempt (never a 0), and 'Promedio'.
 */
export function GradebookTable({ gradebookRef, caption }: { gradebookRef: GradebookTable_gradebook$key; caption: string }) {
  const { assignments, weights, rows } = useFragment(
    graphql`
      fragment GradebookTable_gradebook on Gradebook {
        assignments {
          id
          name
        }
        weights
        rows {
          student {
            id
            username
            firstName
            lastName
          }
          average
          grades {
            grade
            attemptCount
            pending
            late
          }
        }
      }
    `,
    gradebookRef,
  );
  // A class of a hundred comes in parts (lib/useRevealed.ts).
  const revealed = useRevealed(rows.length, { first: 25, step: 25 });

  return (
    // Wider than a phone with a few assignments: the region scrolls, and takes the focus so a keyboard can scroll it.
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={`${caption} (tabla desplazable)`}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Estudiante
            </TableCell>
            {assignments.map((a, i) => (
              <TableCell key={a.id} component="th" scope="col" sx={{ minWidth: 120, overflowWrap: 'anywhere' }}>
                {a.name}
                <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
                  {weightLabel(weights[i] ?? 1)}
                </Typography>
              </TableCell>
            ))}
            <TableCell component="th" scope="col">
              Promedio
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.slice(0, revealed).map((row) => {
            const { student } = row;
            const name = [student.firstName, student.lastName].filter(Boolean).join(' ');
            return (
              <TableRow key={student.id}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
                  {name || student.username}
                  {name && (
                    <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
                      {student.username}
                    </Typography>
                  )}
                </TableCell>
                {row.grades.map((cell, i) => (
                  <TableCell key={assignments[i]?.id ?? i}>
                    {cell.grade == null || cell.attemptCount === 0 ? (
                      muted('Sin intento')
                    ) : (
                      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
                        <span>{formatGrade(cell.grade)}</span>
                        {cell.pending && <Chip size="small" variant="outlined" label="Pendiente" sx={{ borderColor: 'warning.main' }} />}
                        {cell.late && <Chip size="small" variant="outlined" label="Entregada con retraso" sx={{ borderColor: 'warning.main' }} />}
                      </Box>
                    )}
                  </TableCell>
                ))}
                <TableCell sx={{ fontWeight: 'bold' }}>{row.average == null ? muted('Sin notas') : formatGrade(row.average)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
