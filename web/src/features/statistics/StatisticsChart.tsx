import Box from '@mui/material/Box';
import type { BarChartProps } from '@mui/x-charts/BarChart';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useFirstScreenShown } from '../../lib/firstScreen';

// The charts' code comes after the screen's: the numbers (summary and tables) show without waiting for it, and it is
// fetched once they have painted (lib/firstScreen.ts).
const BarChart = lazy(() => import('@mui/x-charts/BarChart').then((module) => ({ default: module.BarChart })));

/** A bar's count written at its end (none on an empty bar), so the chart can be read without its table too. */
export const countLabel = (item: { value: number | null }) => (item.value ? String(item.value) : null);

/** The count axis's end: above the longest bar by a step, so the count written past its end stays inside the chart. */
export const countAxisMax = (counts: ReadonlyArray<number>) => {
  const most = Math.max(1, ...counts);
  return most + Math.max(1, Math.ceil(most / 8));
};

/** Compact cells on a phone, so a table of four columns fits the card. */
export const compactCells = { '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 }, overflowWrap: 'break-word' } } as const;

/** True once the element comes near the viewport (at once where the browser cannot tell). */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '300px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/**
 * A bar chart as one image for assistive technology: its name says what it shows and `aria-describedby` points to
 * the table beside it that carries the same numbers (read by screen readers, kept when printing). Not a tab stop:
 * the library's keyboard navigation would add a nameless, invisible one per chart, and the table is the keyboard's
 * way to the numbers. A chart is drawn when it comes near the screen, once the first screen has painted (the charts'
 * code and work stay off the first load: on a phone most are below it); until then, and until the charts' code
 * arrives, an empty box of the chart's height holds its place.
 */
export function StatisticsChart({ label, tableId, ...chart }: { label: string; tableId: string } & BarChartProps & { height: number }) {
  const [ref, near] = useNearViewport();
  const draw = useFirstScreenShown() && near;
  const placeholder = <Box sx={{ height: chart.height }} />;
  return (
    <Box ref={ref} role="img" aria-label={label} aria-describedby={tableId} sx={{ minWidth: 0, '@media print': { display: 'none' } }}>
      {draw ? (
        <Suspense fallback={placeholder}>
          <BarChart {...chart} disableKeyboardNavigation />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}
