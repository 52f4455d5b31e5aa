import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { LiveGameButton_assignment$key } from '../../__generated__/LiveGameButton_assignment.graphql';
import { paths } from '../../routes/paths';
import { StartLiveGameDialog } from './StartLiveGameDialog';

/**
 * The owner's way into a live game on an assignment: 'Volver al juego en vivo' while one is open, otherwise
 * 'Jugar en vivo' (its settings first) and, once a game has finished, 'Resultados del juego en vivo' (the podium and
 * results of the newest finished one; the list of games gives it first when none is open). Only for a published
 * assignment with questions, which the members can see.
 */
export function LiveGameButton({ assignmentRef, sx }: { assignmentRef: LiveGameButton_assignment$key; sx?: SxProps<Theme> }) {
  const assignment = useFragment(
    graphql`
      fragment LiveGameButton_assignment on Assignment {
        id
        name
        status
        questionCount
        liveGames(first: 1) {
          id
          status
        }
      }
    `,
    assignmentRef,
  );
  const [starting, setStarting] = useState(false);
  if (!assignment.liveGames || assignment.status !== 'PUBLISHED' || assignment.questionCount === 0) return null;
  const open = assignment.liveGames.find((game) => game.status !== 'FINISHED');
  if (open) {
    return (
      <Button component={RouterLink} to={paths.liveHost.href(open.id)} variant="contained" size="small" startIcon={<PlayArrowIcon />} sx={sx}>
        Volver al juego en vivo
      </Button>
    );
  }
  const finished = assignment.liveGames.find((game) => game.status === 'FINISHED');
  return (
    <Box sx={[{ display: 'flex', flexWrap: 'wrap', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<PlayArrowIcon />}
        onClick={() => setStarting(true)}
        aria-label={`Jugar en vivo: ${assignment.name}`}
      >
        Jugar en vivo
      </Button>
      {finished && (
        <Button
          component={RouterLink}
          to={paths.liveHost.href(finished.id)}
          size="small"
          startIcon={<EmojiEventsIcon />}
          aria-label={`Resultados del juego en vivo: ${assignment.name}`}
        >
          Resultados del juego en vivo
        </Button>
      )}
      {starting && <StartLiveGameDialog assignmentId={assignment.id} open onClose={() => setStarting(false)} />}
    </Box>
  );
}
