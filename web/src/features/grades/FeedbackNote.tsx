import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** 'Comentario del docente' and the comment, as the student reads it with their grade; nothing without one. */
export function FeedbackNote({ feedback }: { feedback: string | null | undefined }) {
  if (!feedback) return null;
  return (
    <Box sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'primary.main' }}>
      <Typography variant="subtitle2" color="text.secondary">
        Comentario del docente
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{feedback}</Typography>
    </Box>
  );
}
