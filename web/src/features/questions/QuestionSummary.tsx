import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { difficultyLabel } from '../../questionKinds/difficulty';
import { questionTypeLabel } from '../../questionKinds/labels';

/** What a question card shows: the statement, the humanised type and the difficulty. */
export function QuestionSummary({ statement, type, difficulty }: { statement: string; type: string; difficulty: string }) {
  return (
    <>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{statement}</Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Chip size="small" color="primary" variant="outlined" label={questionTypeLabel(type)} />
        <Chip size="small" variant="outlined" label={difficultyLabel(difficulty)} />
      </Stack>
    </>
  );
}
