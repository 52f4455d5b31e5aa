import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../routes/paths';

// Loaded on the first 'Importar preguntas'.
const ImportQuestionsDialog = lazy(() => import('../../questionImport/ImportQuestionsDialog'));

/**
 * The assignment form's 'Añadir pregunta(s)' options: pick from the bank, write a new question, or import a file
 * (its questions go into the bank and at the end of this assignment).
 */
export function AddQuestionsDialog({ open, assignmentId, onClose }: { open: boolean; assignmentId: string; onClose(): void }) {
  const [importing, setImporting] = useState(false);
  return (
    <>
      <Dialog open={open && !importing} onClose={onClose} aria-labelledby="add-questions-title" fullWidth maxWidth="xs">
        <DialogTitle id="add-questions-title">Añadir pregunta(s)</DialogTitle>
        <DialogContent sx={{ px: 1 }}>
          <List aria-labelledby="add-questions-title">
            <ListItem disablePadding>
              <ListItemButton component={RouterLink} to={paths.pickQuestions.href(assignmentId)} autoFocus>
                <ListItemIcon>
                  <LibraryBooksOutlinedIcon />
                </ListItemIcon>
                <ListItemText primary="Buscar en repositorio" secondary="Elegir preguntas de su banco" />
              </ListItemButton>
            </ListItem>
            <ListItem disablePadding>
              <ListItemButton component={RouterLink} to={paths.linkQuestion.href(assignmentId)}>
                <ListItemIcon>
                  <NoteAddOutlinedIcon />
                </ListItemIcon>
                <ListItemText primary="Añadir pregunta" secondary="Escribir una pregunta nueva para esta tarea" />
              </ListItemButton>
            </ListItem>
            <ListItem disablePadding>
              <ListItemButton onClick={() => setImporting(true)}>
                <ListItemIcon>
                  <UploadFileIcon />
                </ListItemIcon>
                <ListItemText primary="Importar preguntas" secondary="Desde un archivo GIFT, Aiken o Moodle XML" />
              </ListItemButton>
            </ListItem>
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
        </DialogActions>
      </Dialog>
      {open && importing && (
        <Suspense fallback={null}>
          <ImportQuestionsDialog
            open
            assignmentId={assignmentId}
            onClose={() => {
              setImporting(false);
              onClose();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
