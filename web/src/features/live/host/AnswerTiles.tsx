import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { tileStyleAt } from '../tiles';

/** The options of a question as the players see them: big coloured tiles with their shape and text. */
export function AnswerTiles({ options }: { options: readonly string[] }) {
  return (
    <Box
      component="ul"
      aria-label="Opciones"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {options.map((option, index) => {
        const tile = tileStyleAt(index);
        return (
          <Box
            component="li"
            key={index}
            sx={{ bgcolor: tile.color, color: '#fff', borderRadius: 1, p: { xs: 1.5, md: 2.5 }, display: 'flex', alignItems: 'center', gap: 2 }}
          >
            <Typography component="span" aria-hidden sx={{ fontSize: { xs: 28, md: 44 }, lineHeight: 1 }}>
              {tile.shape}
            </Typography>
            <Typography component="span" sx={{ fontSize: { xs: 20, md: 32 }, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {option}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
