import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useState } from 'react';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** What the live region says as each minute begins; 5 and 1 say what to do. */
export function timeLeftAnnouncement(minutes: number): string {
  if (minutes <= 0) return 'Se acabó el tiempo: se envía lo que respondió.';
  if (minutes === 1) return 'Queda 1 minuto. Al terminar el tiempo se enviará lo que haya respondido.';
  if (minutes === 5) return 'Quedan 5 minutos. Revise sus respuestas.';
  return `Quedan ${minutes} minutos.`;
}

/**
 * The time left of a timed attempt until `deadline` (ms on this device's clock, from the seconds the server said
 * were left): 'Tiempo restante 12:34' on screen
 * (a timer, which screen readers do not read every second), and a polite live region that speaks once a minute,
 * with a word of advice at 5 and at 1 minute. At 0 it calls `onExpire` once.
 */
export function TimeLimit({ deadline, onExpire }: { deadline: number; onExpire: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));
  const expired = secondsLeft === 0;

  useEffect(() => {
    if (expired) return undefined;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [expired]);

  useEffect(() => {
    if (expired) onExpire();
  }, [expired, onExpire]);

  const minutesLeft = Math.ceil(secondsLeft / 60);
  return (
    <>
      <Alert severity={minutesLeft <= 1 ? 'warning' : 'info'} sx={{ mb: 2 }} role="timer" aria-label="Tiempo restante">
        Tiempo restante: <strong>{clock(secondsLeft)}</strong>
      </Alert>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {timeLeftAnnouncement(minutesLeft)}
      </Box>
    </>
  );
}
