import { useEffect, useState } from 'react';

/**
 * Milliseconds left of the open question, counted down on this device from the server's `questionTimeLeftMs` as it
 * arrived: each update of the game brings a newer figure and starts the count again, so the device's clock never
 * has to agree with the server's. It changes when the whole seconds shown change, once a second (a phone in a
 * classroom renders no more than it shows).
 */
export function useCountdown(timeLeftMs: number | null | undefined): number | null {
  const [left, setLeft] = useState<number | null>(timeLeftMs ?? null);
  useEffect(() => {
    if (timeLeftMs == null) {
      setLeft(null);
      return undefined;
    }
    const deadline = performance.now() + timeLeftMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const remaining = Math.max(0, deadline - performance.now());
      setLeft(remaining);
      if (remaining > 0) timer = setTimeout(tick, remaining % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [timeLeftMs]);
  return left;
}
