import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatGrade } from '../lib/format';

export interface ProgressSeries {
  label: string;
  /** One value per point, 0 to 100; null leaves a gap (an assignment nobody submitted has no mean). */
  data: ReadonlyArray<number | null>;
}

export interface ProgressChartProps {
  /** What the chart shows, for assistive technology; the table `tableId` carries the same numbers. */
  label: string;
  tableId: string;
  /** One label per point, in time order (the assignment's name). */
  points: readonly string[];
  series: readonly ProgressSeries[];
  /**
   * How values read: 'statistic' (default) as the dashboard's statistics ('66,67 %'); 'grade' as grades are written
   * elsewhere on the same screen ('66.67%', the SPEC's grade format), for a student's own grades in 'Mis notas'.
   */
  valueFormat?: 'statistic' | 'grade';
}

const percentLabel = (value: number | null) => (value == null ? '—' : `${(Math.round(value * 100) / 100).toString().replace('.', ',')} %`);
const gradeLabel = (value: number | null) => (value == null ? '—' : formatGrade(value));

/**
 * Values over time (0 to 100) as lines, one per series, the points in order: the group dashboard's means and
 * submission rates, the student's grades in 'Mis notas'. One image for assistive technology, described by the
 * table beside it; hidden when printing (the table is printed). Not a tab stop (the library's keyboard navigation
 * is a nameless, invisible one; the table has the numbers). Its own module, so that @mui/x-charts loads only with
 * the screens that draw it.
 */
export default function ProgressChart({ label, tableId, points, series, valueFormat = 'statistic' }: ProgressChartProps) {
  const theme = useTheme();
  const colors = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.warning.dark];
  return (
    <Box role="img" aria-label={label} aria-describedby={tableId} sx={{ minWidth: 0, '@media print': { display: 'none' } }}>
      <LineChart
        height={260}
        disableKeyboardNavigation
        // Room for the last point's label, centred on the right edge.
        margin={{ right: 36 }}
        hideLegend={series.length < 2}
        xAxis={[
          {
            scaleType: 'point',
            data: points.map((_, i) => i),
            valueFormatter: (index: number) => points[index] ?? '',
          },
        ]}
        yAxis={[{ min: 0, max: 100, width: 52, valueFormatter: (value: number) => (valueFormat === 'grade' ? `${value}%` : `${value} %`) }]}
        series={series.map((s, i) => ({
          label: s.label,
          data: [...s.data],
          color: colors[i % colors.length],
          connectNulls: true,
          // Every point marked (each series its own shape): a single assignment is still a visible point.
          showMark: true,
          valueFormatter: valueFormat === 'grade' ? gradeLabel : percentLabel,
        }))}
      />
    </Box>
  );
}
