import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * The author's explanation of a question ('Explicación'), its lines kept: beside a practice answer once checked and
 * beside a submitted answer. Nothing when there is none.
 */
export function ExplanationNote({ explanation }: { explanation: string | null | undefined }) {
  const text = explanation?.trim();
  if (!text) return null;
  return (
    <Box component="section" aria-label="Explicación" sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        Explicación
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Box>
  );
}
