import { useEffect, useState } from 'react';

/**
 * Milliseconds left of the open question, counted down on this device from the server's `questionTimeLeftMs` as it
 * arrived (each update of the game brings it again): the device's clock setting plays no part.
 */
export function useCountdown(timeLeftMs: number | null | undefined): number | null {
  const [left, setLeft] = useState<number | null>(timeLeftMs ?? null);
  useEffect(() => {
    if (timeLeftMs == null) {
      setLeft(null);
      return;
    }
    const receivedAt = performance.now();
    const tick = () => {
      const remaining = Math.max(0, timeLeftMs - (performance.now() - receivedAt));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    };
    const timer = setInterval(tick, 250);
    tick();
    return () => clearInterval(timer);
  }, [timeLeftMs]);
  return left;
}
