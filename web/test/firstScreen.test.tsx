import { act, render, screen } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, FirstScreenShown, useFirstScreenPending, useFirstScreenShown } from '../src/lib/firstScreen';

/** Lets the animation frame and the task queued from it run. */
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10))));

describe('what waits for the first screen', () => {
  it('waits until the screen beside the mark, not its spinner nor its own wait, has been committed and a frame has passed', async () => {
    // What the page shows when the work goes.
    const work = vi.fn(() => document.querySelector('h2')?.textContent);
    afterFirstScreen(work);
    const cancelled = vi.fn();
    afterFirstScreen(cancelled)();
    function Badge() {
      return useFirstScreenShown() ? <span>3 sin leer</span> : null;
    }
    let arrive!: (value: string) => void;
    const data = new Promise<string>((resolve) => (arrive = resolve));
    let restored!: () => void;
    // Its data, then a wait of its own (the solve screen reading the answers kept on the device).
    function Screen() {
      const title = use(data);
      const [restoring, setRestoring] = useState(true);
      restored = () => setRestoring(false);
      useFirstScreenPending(restoring);
      return (
        <>
          <h1>{title}</h1>
          {restoring ? <p>Cargando sus respuestas…</p> : <h2>Pregunta 1</h2>}
        </>
      );
    }
    // Awaited: a screen that suspends inside a synchronous act is never retried.
    await act(async () =>
      render(
        <>
          <Badge />
          <Suspense fallback={<p>Cargando</p>}>
            <Screen />
            <FirstScreenShown />
          </Suspense>
        </>,
      ),
    );
    await nextFrame();
    // The spinner is up, not the screen: nothing that waits has gone yet.
    expect(screen.getByText('Cargando')).toBeTruthy();
    expect(work).not.toHaveBeenCalled();
    expect(screen.queryByText('3 sin leer')).toBeNull();
    await act(async () => arrive('Grupos'));
    await screen.findByRole('heading', { name: 'Grupos' });
    await nextFrame();
    expect(screen.getByText('Cargando sus respuestas…')).toBeTruthy();
    expect(work).not.toHaveBeenCalled();
    await act(async () => restored());
    expect(screen.getByRole('heading', { name: 'Pregunta 1' })).toBeTruthy();
    await nextFrame();
    expect(work).toHaveBeenCalledTimes(1);
    expect(work).toHaveReturnedWith('Pregunta 1');
    expect(screen.getByText('3 sin leer')).toBeTruthy();
    expect(cancelled).not.toHaveBeenCalled();
    // Asked for later, it runs at once.
    const later = vi.fn();
    afterFirstScreen(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('lets the work go after a moment on a page whose first screen never shows', async () => {
    // A page of its own (the mark above is this module's): no React here, so a second copy of it does no harm.
    vi.resetModules();
    const fresh = await import('../src/lib/firstScreen');
    vi.useFakeTimers();
    try {
      const work = vi.fn();
      fresh.afterFirstScreen(work);
      vi.advanceTimersByTime(4900);
      expect(work).not.toHaveBeenCalled();
      vi.advanceTimersByTime(200);
      expect(work).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
