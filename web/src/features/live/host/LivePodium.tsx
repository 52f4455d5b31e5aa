import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { LivePodium_liveGame$key } from '../../../__generated__/LivePodium_liveGame.graphql';
import type { LivePodiumAttemptNotesQuery } from '../../../__generated__/LivePodiumAttemptNotesQuery.graphql';
import { attemptNoteText } from '../attemptNote';
import { standingText } from './LiveLeaderboard';

const steps = [
  { height: { xs: 120, md: 240 }, color: '#8d6e00', order: 2 },
  { height: { xs: 90, md: 180 }, color: '#546e7a', order: 1 },
  { height: { xs: 60, md: 130 }, color: '#8d4e1e', order: 3 },
] as const;

/**
 * The players whose game does not become a graded attempt, and why (e.g. no attempts left): the teacher is told
 * at the end. Read once the game is over, not with every update of the game.
 */
function AttemptNotes({ liveGameId }: { liveGameId: string }) {
  const { node } = useLazyLoadQuery<LivePodiumAttemptNotesQuery>(
    graphql`
      query LivePodiumAttemptNotesQuery($id: ID!) {
        node(id: $id) {
          ... on LiveGame {
            players {
              nickname
              attemptNote
            }
          }
        }
      }
    `,
    { id: liveGameId },
    // The store already holds the players from the game's stream, without their notes: ask the server.
    { fetchPolicy: 'network-only' },
  );
  const noted = (node?.players ?? []).flatMap(({ nickname, attemptNote }) => (attemptNote ? [{ nickname, attemptNote }] : []));
  if (noted.length === 0) return null;
  return (
    // A note, not an alert: the podium's winner is what the live region announces.
    <Alert severity="info" role="note" sx={{ mt: 3, fontSize: { md: 20 } }}>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {noted.map((player) => (
          <li key={player.nickname}>
            {player.nickname}: {attemptNoteText(player.attemptNote)}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * The final podium: the top three on steps, the winner in the middle. Read in order (1.º, 2.º, 3.º) by a screen
 * reader; the steps' places are only visual. Below, the players whose game does not count as an attempt.
 */
export function LivePodium({ liveGameRef }: { liveGameRef: LivePodium_liveGame$key }) {
  const game = useFragment(
    graphql`
      fragment LivePodium_liveGame on LiveGame {
        id
        points
        countsAsAttempt
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
      {game.countsAsAttempt && (
        // The notes are an aside: if they cannot be read, the podium stays.
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <AttemptNotes liveGameId={game.id} />
          </Suspense>
        </ErrorBoundary>
      )}
    </Box>
  );
}
