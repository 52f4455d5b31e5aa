import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import Button from '@mui/material/Button';
import { useEffect, useState, type RefObject } from 'react';

/** For a projector: the whole screen for the target (the game's area), and back. Hidden where the browser cannot do it. */
export function FullscreenButton({ target }: { target: RefObject<HTMLElement | null> }) {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const follow = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [target]);
  if (!document.fullscreenEnabled) return null;
  const toggle = () => {
    if (fullscreen) void document.exitFullscreen();
    else void target.current?.requestFullscreen();
  };
  return (
    <Button startIcon={fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />} onClick={toggle}>
      {fullscreen ? 'Salir de pantalla completa' : 'Pantalla completa'}
    </Button>
  );
}
