import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { formatPercent, formatStatistic } from '../../lib/format';
import { compactCells, countAxisMax, countLabel, StatisticsChart } from './StatisticsChart';

export interface Summary {
  attemptCount: number;
  studentCount: number;
  mean: number | null | undefined;
  median: number | null | undefined;
  standardDeviation: number | null | undefined;
  cronbachAlpha: number | null | undefined;
  pendingCount: number;
  histogram: readonly number[];
}

/** The histogram's buckets: [0,10), [10,20), …, [90,100]. */
export const bucketLabels = Array.from({ length: 10 }, (_, i) => `${i * 10}–${i * 10 + 10}`);

/** What the summary averages, beside the group dashboard's 'Media de las notas' (one grade per student). */
export const averagesText =
  'La media, la mediana y la desviación son de las notas de los intentos contados: cada intento cuenta una vez. La media del panel del grupo, en cambio, es la de la nota de cada estudiante.';

/**
 * The assignment's numbers (attempts, students, mean, median, spread, Cronbach's alpha, answers to grade) and the
 * histogram of the attempts' scores beside a table with the same counts.
 */
export function StatisticsSummary({ summary }: { summary: Summary }) {
  const theme = useTheme();
  const tableId = useId();
  const figures: Array<[string, string]> = [
    ['Intentos', String(summary.attemptCount)],
    ['Estudiantes', String(summary.studentCount)],
    ['Media de los intentos', formatPercent(summary.mean)],
    ['Mediana', formatPercent(summary.median)],
    ['Desviación estándar', formatStatistic(summary.standardDeviation)],
    ['Alfa de Cronbach', formatPercent(summary.cronbachAlpha)],
    ['Respuestas por calificar', String(summary.pendingCount)],
  ];
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Resumen
        </Typography>
        <Box
          component="dl"
          aria-label="Resumen de la tarea"
          sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 1.5, m: 0 }}
        >
          {figures.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {averagesText}
        </Typography>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3, fontWeight: 600 }}>
          Distribución de las notas
        </Typography>
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 1fr)' }, gap: 2, alignItems: 'start' }}
        >
          <StatisticsChart
            label="Histograma de las notas de los intentos"
            tableId={tableId}
            height={260}
            hideLegend
            xAxis={[{ scaleType: 'band', data: bucketLabels, label: 'Nota (%)' }]}
            yAxis={[{ label: 'Intentos', tickMinStep: 1, max: countAxisMax(summary.histogram) }]}
            series={[
              {
                data: [...summary.histogram],
                label: 'Intentos',
                color: theme.palette.primary.main,
                barLabel: countLabel,
                barLabelPlacement: 'outside',
              },
            ]}
          />
          <Table size="small" id={tableId} aria-label="Intentos por nota" sx={compactCells}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Nota (%)
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Intentos
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {bucketLabels.map((bucket, i) => (
                <TableRow key={bucket}>
                  <TableCell component="th" scope="row">
                    {bucket}
                  </TableCell>
                  <TableCell align="right">{summary.histogram[i] ?? 0}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  );
}
