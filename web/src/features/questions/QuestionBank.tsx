import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { paths } from '../../routes/paths';
import type { QuestionList_viewer$key } from '../../__generated__/QuestionList_viewer.graphql';
import { ExportQuestionsMenu } from '../../questionImport/ExportQuestionsMenu';
import { QuestionList } from './QuestionList';

// Loaded on the first 'Importar preguntas': the bank's own chunk stays light.
const ImportQuestionsDialog = lazy(() => import('../../questionImport/ImportQuestionsDialog'));

/**
 * The question bank: the viewer's active questions, the 'Añadir' link, 'Importar preguntas', 'Exportar' (the whole
 * bank) and each card's edit/deactivate menu.
 */
export function QuestionBank({ viewerRef }: { viewerRef: QuestionList_viewer$key | null }) {
  const [importing, setImporting] = useState(false);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <PageTitle>Banco de preguntas</PageTitle>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <ExportQuestionsMenu />
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
            Importar preguntas
          </Button>
          <Button component={RouterLink} to={paths.addQuestion.href()} variant="contained" startIcon={<AddIcon />}>
            Añadir
          </Button>
        </Box>
      </Box>
      {viewerRef ? (
        <QuestionList viewerRef={viewerRef} />
      ) : (
        <Typography color="text.secondary">Todavía no hay preguntas. Pruebe a crear una.</Typography>
      )}
      {importing && (
        <Suspense fallback={null}>
          <ImportQuestionsDialog open onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </>
  );
}
