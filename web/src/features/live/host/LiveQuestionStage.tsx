import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LiveQuestionStage_liveGame$key } from '../../../__generated__/LiveQuestionStage_liveGame.graphql';
import { LiveQuestionView } from './LiveQuestionView';
import { useCountdown } from '../useCountdown';

export const answerCountText = (answers: number, players: number) => `${answers} de ${players} ${players === 1 ? 'respuesta' : 'respuestas'}`;

/** The open question full-screen: the statement and options, the seconds left and how many have answered. */
export function LiveQuestionStage({ liveGameRef }: { liveGameRef: LiveQuestionStage_liveGame$key }) {
  const game = useFragment(
    graphql`
      fragment LiveQuestionStage_liveGame on LiveGame {
        questionSeconds
        questionTimeLeftMs
        answerCount
        playerCount
        question {
          ...LiveQuestionView_question
        }
      }
    `,
    liveGameRef,
  );
  const leftMs = useCountdown(game.questionTimeLeftMs);
  const secondsLeft = Math.ceil((leftMs ?? 0) / 1000);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ position: 'relative', display: 'inline-flex' }}>
          <CircularProgress
            variant="determinate"
            value={(100 * (leftMs ?? 0)) / (game.questionSeconds * 1000)}
            size={96}
            thickness={5}
            aria-hidden
            // Moved every quarter second: an easing that never finishes would keep the ring always animating.
            sx={{ '& .MuiCircularProgress-circle': { transition: 'none' } }}
          />
          <Typography
            role="timer"
            aria-label={`Quedan ${secondsLeft} segundos`}
            sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 36, fontWeight: 700 }}
          >
            {secondsLeft}
          </Typography>
        </Box>
        <Typography sx={{ fontSize: { xs: 22, md: 34 }, fontWeight: 600 }}>{answerCountText(game.answerCount, game.playerCount)}</Typography>
      </Box>
      {game.question && <LiveQuestionView questionRef={game.question} />}
    </Box>
  );
}
