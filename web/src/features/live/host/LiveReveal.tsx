import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LiveReveal_liveGame$key } from '../../../__generated__/LiveReveal_liveGame.graphql';
import { LiveAnswerKey } from '../LiveAnswerKey';
import { LiveQuestionView } from './LiveQuestionView';

/**
 * The closed question: why it closed ('Tiempo terminado', 'Todos respondieron', …), its statement, the right answer
 * (the key of any kind) and how the answers spread, as bars with their label and number; a right answer says so in
 * words and with a mark, not only in colour.
 */
export function LiveReveal({ liveGameRef, closedReason }: { liveGameRef: LiveReveal_liveGame$key; closedReason: string }) {
  const game = useFragment(
    graphql`
      fragment LiveReveal_liveGame on LiveGame {
        answerCount
        playerCount
        question {
          ...LiveQuestionView_question
          ...LiveAnswerKey_question
        }
        answerDistribution {
          label
          count
          correct
        }
      }
    `,
    liveGameRef,
  );
  const distribution = game.answerDistribution ?? [];
  const most = Math.max(1, ...distribution.map(({ count }) => count));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography sx={{ fontSize: { xs: 20, md: 30 }, fontWeight: 700, color: 'text.secondary' }}>{closedReason}</Typography>
      {game.question && <LiveQuestionView questionRef={game.question} />}
      <Paper variant="outlined" sx={{ p: 2, fontSize: { md: 22 } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          Solución
        </Typography>
        <LiveAnswerKey questionRef={game.question} />
      </Paper>
      <Box component="section" aria-labelledby="live-reveal-distribution">
        <Typography id="live-reveal-distribution" component="h2" variant="h6" sx={{ mb: 1 }}>
          Respuestas ({game.answerCount} de {game.playerCount})
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {distribution.map(({ label, count, correct }) => (
            <Box
              component="li"
              key={label}
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(12rem, 1fr) 2fr' }, gap: 1, alignItems: 'center' }}
            >
              <Typography sx={{ fontSize: { xs: 16, md: 22 }, display: 'flex', alignItems: 'center', gap: 1, overflowWrap: 'anywhere' }}>
                {correct && <CheckCircleIcon color="success" aria-hidden />}
                <span>
                  {label}
                  {correct && ' (correcta)'}: <strong>{count}</strong>
                </span>
              </Typography>
              <Box aria-hidden sx={{ height: 28, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}>
                <Box sx={{ height: '100%', width: `${(100 * count) / most}%`, bgcolor: correct ? 'success.main' : 'grey.500' }} />
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
