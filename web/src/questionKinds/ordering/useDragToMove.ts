import { useRef, type PointerEvent as ReactPointerEvent } from 'react';

/**
 * Dragging entries of a list with a mouse or a finger, by a handle: while the pointer is over another row the
 * dragged entry takes its place; `onDrop` says where it ended. The window hears the pointer (a moved row's handle
 * leaves and re-enters the document, which would end a pointer capture). Keyboards and screen readers use the
 * 'Subir' and 'Bajar' buttons instead.
 */
export function useDragToMove(onMove: (from: number, to: number) => void, onDrop: (at: number) => void) {
  const rows = useRef<Array<HTMLElement | null>>([]);
  // The callbacks of the last render, and whether it showed the last move (a move waits for it, so each one
  // starts from the order on screen).
  const latest = useRef({ onMove, onDrop, shown: true });
  latest.current = { onMove, onDrop, shown: true };

  const rowRef = (position: number) => (element: HTMLElement | null) => {
    rows.current[position] = element;
  };

  const handleProps = (position: number) => ({
    onPointerDown(event: ReactPointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      event.preventDefault();
      let at = position;
      const follow = (move: PointerEvent) => {
        const over = rows.current.findIndex((row) => {
          const box = row?.getBoundingClientRect();
          return box !== undefined && move.clientY >= box.top && move.clientY <= box.bottom;
        });
        if (over < 0 || over === at || !latest.current.shown) return;
        latest.current.shown = false;
        latest.current.onMove(at, over);
        at = over;
      };
      const stop = () => {
        window.removeEventListener('pointermove', follow);
        window.removeEventListener('pointerup', stop);
        window.removeEventListener('pointercancel', stop);
        if (at !== position) latest.current.onDrop(at);
      };
      window.addEventListener('pointermove', follow);
      window.addEventListener('pointerup', stop);
      window.addEventListener('pointercancel', stop);
    },
  });

  return { rowRef, handleProps };
}
