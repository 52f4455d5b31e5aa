import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LivePodium_liveGame$key } from '../../../__generated__/LivePodium_liveGame.graphql';
import { standingText } from './LiveLeaderboard';

const steps = [
  { height: { xs: 120, md: 240 }, color: '#8d6e00', order: 2 },
  { height: { xs: 90, md: 180 }, color: '#546e7a', order: 1 },
  { height: { xs: 60, md: 130 }, color: '#8d4e1e', order: 3 },
] as const;

/**
 * The final podium: the top three on steps, the winner in the middle. Read in order (1.º, 2.º, 3.º) by a screen
 * reader; the steps' places are only visual.
 */
export function LivePodium({ liveGameRef }: { liveGameRef: LivePodium_liveGame$key }) {
  const game = useFragment(
    graphql`
      fragment LivePodium_liveGame on LiveGame {
        points
        leaderboard(first: 5) {
          nickname
          score
          rank
          correctCount
        }
      }
    `,
    liveGameRef,
  );
  const top = game.leaderboard.slice(0, 3);
  return (
    <Box component="section" aria-labelledby="live-podium">
      <Typography id="live-podium" component="h2" sx={{ fontSize: { xs: 28, md: 48 }, fontWeight: 800, textAlign: 'center', mb: 3 }}>
        Podio
      </Typography>
      {top.length === 0 ? (
        <Typography sx={{ textAlign: 'center' }}>Nadie jugó esta partida.</Typography>
      ) : (
        <Box
          component="ol"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', justifyContent: 'center', alignItems: 'flex-end', gap: { xs: 1, md: 3 } }}
        >
          {top.map((player, place) => (
            <Box component="li" key={player.nickname} sx={{ order: steps[place]!.order, flex: '0 1 14rem', minWidth: 0, textAlign: 'center' }}>
              <Typography sx={{ fontSize: { xs: 18, md: 32 }, fontWeight: 700, overflowWrap: 'anywhere' }}>{player.nickname}</Typography>
              <Typography sx={{ fontSize: { xs: 14, md: 22 } }}>{standingText(game.points, player)}</Typography>
              <Box
                sx={{
                  height: steps[place]!.height,
                  bgcolor: steps[place]!.color,
                  color: '#fff',
                  mt: 1,
                  borderRadius: '8px 8px 0 0',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontSize: { xs: 28, md: 56 },
                  fontWeight: 800,
                }}
              >
                {player.rank}.º
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
