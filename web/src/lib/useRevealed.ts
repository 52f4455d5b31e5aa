import { startTransition, useEffect, useState } from 'react';
import { afterFirstScreen } from './firstScreen';

/**
 * How many of a long list's `total` items to render: `first` at once (a phone's screenful and more), then `step` more
 * at a time once the first screen has painted (lib/firstScreen.ts), each step a render React may interrupt and a
 * commit of its own. Fifty cards committed in one go held a slow phone's main thread for a quarter of a second, too
 * long to answer a tap; their DOM arriving in parts does not.
 */
export function useRevealed(total: number, { first = 12, step = 12 } = {}): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = afterFirstScreen(() => {
      timer = setTimeout(() => startTransition(() => setCount((shown) => shown + step)));
    });
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [count, total, step]);
  return Math.min(count, total);
}
