import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
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
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../routes/paths';

/** The assignment form's 'Añadir pregunta(s)' options: pick from the bank or write a new question. */
export function AddQuestionsDialog({ open, assignmentId, onClose }: { open: boolean; assignmentId: string; onClose(): void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="add-questions-title" fullWidth maxWidth="xs">
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
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
      </DialogActions>
    </Dialog>
  );
}
