import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LiveLobby_liveGame$key } from '../../../__generated__/LiveLobby_liveGame.graphql';
import { paths } from '../../../routes/paths';

export const playerCountText = (count: number) => (count === 1 ? '1 jugador' : `${count} jugadores`);

/** '123 456': six digits read more easily from the back of a classroom in two groups. */
export const spacedPin = (pin: string) => `${pin.slice(0, 3)} ${pin.slice(3)}`;

/**
 * The lobby on the projector: the PIN in very large type, the join link as a QR code and as text, and the players
 * as they arrive.
 */
export function LiveLobby({ liveGameRef }: { liveGameRef: LiveLobby_liveGame$key }) {
  const game = useFragment(
    graphql`
      fragment LiveLobby_liveGame on LiveGame {
        pin
        playerCount
        players {
          nickname
        }
      }
    `,
    liveGameRef,
  );
  const joinLink = `${location.origin}${paths.playWithPin.href(game.pin)}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center', justifyContent: 'center' }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, textAlign: 'center' }}>
          <Typography sx={{ fontSize: { xs: 18, md: 28 } }}>PIN del juego</Typography>
          <Typography sx={{ fontSize: { xs: 56, sm: 80, md: 140 }, fontWeight: 800, letterSpacing: '0.05em', lineHeight: 1.1, whiteSpace: 'nowrap' }}>
            {spacedPin(game.pin)}
          </Typography>
          <Typography sx={{ fontSize: { xs: 16, md: 24 }, overflowWrap: 'anywhere' }}>
            Únase en{' '}
            <Box component="a" href={joinLink} sx={{ color: 'primary.main' }}>
              {joinLink}
            </Box>
          </Typography>
        </Paper>
        <Box sx={{ bgcolor: '#fff', p: 2, lineHeight: 0, borderRadius: 1 }}>
          <QRCodeSVG
            value={joinLink}
            size={240}
            role="img"
            aria-label="Código QR del enlace para unirse"
            style={{ width: 'min(240px, 60vw)', height: 'auto' }}
          />
        </Box>
      </Box>
      <Box component="section" aria-labelledby="live-lobby-players">
        <Typography id="live-lobby-players" component="h2" sx={{ fontSize: { xs: 20, md: 32 }, fontWeight: 600, mb: 1 }}>
          {game.playerCount === 0 ? 'Esperando jugadores…' : playerCountText(game.playerCount)}
        </Typography>
        <Box component="ul" aria-label="Jugadores" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {(game.players ?? []).map((player) => (
            <li key={player.nickname}>
              <Chip label={player.nickname} sx={{ fontSize: { xs: 16, md: 22 }, height: 'auto', py: 0.5 }} />
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
