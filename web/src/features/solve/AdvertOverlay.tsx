import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { advertTickMs } from './advert';
import { AdvertImage } from './AdvertImage';

/**
 * While solving, moving forward shows a full-screen advert with 'Espera {n}s...'. A timer ticks every
 * second and stops at 0; then the advert closes (onDone). It cannot be dismissed earlier.
 */
export function AdvertOverlay({ seconds, onDone }: { seconds: number; onDone: () => void }) {
  const [left, setLeft] = useState(seconds);
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setLeft((n) => Math.max(0, n - 1)), advertTickMs);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (!running) onDone();
  }, [running, onDone]);

  return (
    <Dialog
      open
      fullScreen
      aria-labelledby="aula-advert-title"
      aria-describedby="aula-advert-wait"
      // Only the countdown closes it: Escape and clicks do nothing.
      onClose={() => undefined}
      slotProps={{ paper: { sx: { bgcolor: 'rgba(16, 32, 56, 0.94)', color: '#fff' } } }}
    >
      <Box
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 3, p: { xs: 2, sm: 4 } }}
      >
        <Typography id="aula-advert-title" component="h2" variant="overline" sx={{ letterSpacing: 2, opacity: 0.8 }}>
          Anuncio
        </Typography>
        <AdvertImage />
        <Box sx={{ width: '100%', maxWidth: 560 }}>
          <Typography id="aula-advert-wait" role="timer" variant="h6" align="center" sx={{ mb: 1 }}>
            Espera {left}s...
          </Typography>
          <LinearProgress
            variant="determinate"
            value={seconds > 0 ? ((seconds - left) / seconds) * 100 : 100}
            aria-label="Tiempo de espera"
            color="secondary"
            sx={{ height: 6, borderRadius: 3 }}
          />
        </Box>
      </Box>
    </Dialog>
  );
}
