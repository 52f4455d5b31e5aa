import { visuallyHidden } from '@mui/utils';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

type Direction = 'up' | 'down';

/**
 * Moving entries of a list with buttons, for the keyboard and screen readers as well as touch: after a move the
 * focus stays with the moved entry's button (the other one when it reached an end), and a polite live region says
 * where it went ('«Agua» pasa a la posición 2 de 4').
 */
export function useMoves(count: number, onMove: (from: number, to: number) => void) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pending = useRef<{ key: string; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useLayoutEffect(() => {
    const moved = pending.current;
    if (!moved) return;
    pending.current = null;
    const same = buttons.current.get(`${moved.key}:${moved.direction}`);
    const other = buttons.current.get(`${moved.key}:${moved.direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
  });

  /** Says where an entry went (after a button's move or a drag). */
  const announce = useCallback((name: string, to: number) => setAnnouncement(`«${name}» pasa a la posición ${to + 1} de ${count}`), [count]);

  const move = useCallback(
    (key: string, name: string, from: number, direction: Direction) => {
      const to = direction === 'up' ? from - 1 : from + 1;
      if (to < 0 || to >= count) return;
      pending.current = { key, direction };
      onMove(from, to);
      announce(name, to);
    },
    [count, onMove, announce],
  );

  const buttonRef = (key: string, direction: Direction) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(`${key}:${direction}`, element);
    else buttons.current.delete(`${key}:${direction}`);
  };

  return { move, announce, buttonRef, announcement };
}

type Moves = ReturnType<typeof useMoves>;

/** 'Subir' and 'Bajar' for the entry at `index`, named by its text for screen readers. */
export function MoveButtons({ moves, itemKey, name, index, count }: { moves: Moves; itemKey: string; name: string; index: number; count: number }) {
  const label = name.trim() || `elemento ${index + 1}`;
  return (
    <Box sx={{ display: 'flex', flexShrink: 0 }}>
      <IconButton
        ref={moves.buttonRef(itemKey, 'up')}
        aria-label={`Subir: ${label}`}
        disabled={index === 0}
        onClick={() => moves.move(itemKey, label, index, 'up')}
      >
        <ArrowUpwardIcon />
      </IconButton>
      <IconButton
        ref={moves.buttonRef(itemKey, 'down')}
        aria-label={`Bajar: ${label}`}
        disabled={index === count - 1}
        onClick={() => moves.move(itemKey, label, index, 'down')}
      >
        <ArrowDownwardIcon />
      </IconButton>
    </Box>
  );
}

/** Where the moves are said (visually hidden). */
export function MoveAnnouncer({ moves }: { moves: Moves }) {
  return (
    <Box role="status" aria-live="polite" sx={visuallyHidden}>
      {moves.announcement}
    </Box>
  );
}
