import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';

/** For a projector: the whole screen for the game, and back. Hidden where the browser cannot do it. */
export function FullscreenButton() {
  const [fullscreen, setFullscreen] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const follow = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
  if (!document.fullscreenEnabled) return null;
  return (
    <Button
      startIcon={fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
      onClick={() => void (fullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen())}
    >
      {fullscreen ? 'Salir de pantalla completa' : 'Pantalla completa'}
    </Button>
  );
}
