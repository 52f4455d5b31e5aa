import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { paths } from '../../routes/paths';
import type { QuestionList_viewer$key } from '../../__generated__/QuestionList_viewer.graphql';
import { QuestionList } from './QuestionList';

/** The question bank: the viewer's active questions, the 'Añadir' link and each card's edit/deactivate menu. */
export function QuestionBank({ viewerRef }: { viewerRef: QuestionList_viewer$key | null }) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <PageTitle>Banco de preguntas</PageTitle>
        <Button component={RouterLink} to={paths.addQuestion.href()} variant="contained" startIcon={<AddIcon />}>
          Añadir
        </Button>
      </Box>
      {viewerRef ? (
        <QuestionList viewerRef={viewerRef} />
      ) : (
        <Typography color="text.secondary">Todavía no hay preguntas. Pruebe a crear una.</Typography>
      )}
    </>
  );
}
