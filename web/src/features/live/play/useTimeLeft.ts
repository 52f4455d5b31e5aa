import { useEffect, useState } from 'react';

/**
 * The milliseconds left of an open question, counted down on this device from `timeLeftMs`: what the server said
 * was left when it answered. A newer figure (each update of the game carries one) starts the count again, so the
 * device's clock never has to agree with the server's; only the time elapsed here counts.
 */
export function useTimeLeft(timeLeftMs: number): number {
  const [anchor, setAnchor] = useState(() => ({ timeLeftMs, deadline: performance.now() + timeLeftMs }));
  if (anchor.timeLeftMs !== timeLeftMs) setAnchor({ timeLeftMs, deadline: performance.now() + timeLeftMs });
  const [now, setNow] = useState(() => performance.now());
  const left = Math.max(0, anchor.deadline - now);
  const running = left > 0;

  useEffect(() => {
    if (!running) return undefined;
    const tick = setInterval(() => setNow(performance.now()), 200);
    return () => clearInterval(tick);
  }, [running]);
  return left;
}
