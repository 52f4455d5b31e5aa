import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LiveLeaderboard_liveGame$key, LiveGamePoints } from '../../../__generated__/LiveLeaderboard_liveGame.graphql';

/** A player's standing in words: points, or right answers in a game without points. */
export const standingText = (points: LiveGamePoints, player: { score: number; correctCount: number }) =>
  points === 'NONE' ? `${player.correctCount} ${player.correctCount === 1 ? 'acierto' : 'aciertos'}` : `${player.score} puntos`;

/** The top five after a question, in order; a streak of two or more is worth telling. */
export function LiveLeaderboard({ liveGameRef }: { liveGameRef: LiveLeaderboard_liveGame$key }) {
  const game = useFragment(
    graphql`
      fragment LiveLeaderboard_liveGame on LiveGame {
        points
        leaderboard(first: 5) {
          nickname
          score
          rank
          streak
          correctCount
        }
      }
    `,
    liveGameRef,
  );
  return (
    <Box component="section" aria-labelledby="live-leaderboard">
      <Typography id="live-leaderboard" component="h2" sx={{ fontSize: { xs: 24, md: 40 }, fontWeight: 700, mb: 2 }}>
        Clasificación
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {game.leaderboard.map((player) => (
          <Paper
            component="li"
            variant="outlined"
            key={player.nickname}
            sx={{ display: 'flex', alignItems: 'center', gap: 2, p: { xs: 1.5, md: 2 } }}
          >
            <Typography sx={{ fontSize: { xs: 20, md: 32 }, fontWeight: 700, minWidth: '2.5em' }}>{player.rank}.º</Typography>
            <Typography sx={{ fontSize: { xs: 20, md: 32 }, flexGrow: 1, overflowWrap: 'anywhere' }}>{player.nickname}</Typography>
            {player.streak >= 2 && <Typography sx={{ fontSize: { xs: 14, md: 20 } }}>Racha de {player.streak}</Typography>}
            <Typography sx={{ fontSize: { xs: 20, md: 32 }, fontWeight: 600 }}>{standingText(game.points, player)}</Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
