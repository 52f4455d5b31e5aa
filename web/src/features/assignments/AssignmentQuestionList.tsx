import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/Notifier';
import { messageOf } from '../../relay/errors';
import type { AssignmentQuestionList_assignment$key } from '../../__generated__/AssignmentQuestionList_assignment.graphql';
import { questionTypeLabel } from '../../questionKinds/labels';
import { useUnlinkAssignmentQuestionMutation } from './useUnlinkAssignmentQuestionMutation';

interface Props {
  assignmentRef: AssignmentQuestionList_assignment$key;
  studyGroupId: string;
}

/** The assignment form when editing: the assignment's active questions, each with edit and unlink. */
export function AssignmentQuestionList({ assignmentRef, studyGroupId }: Props) {
  const assignment = useFragment(
    graphql`
      fragment AssignmentQuestionList_assignment on Assignment {
        id
        questions {
          __typename
          ... on QuestionCommon {
            id
            type
            statement
            isActive
          }
        }
      }
    `,
    assignmentRef,
  );
  const notify = useNotify();
  const [unlink] = useUnlinkAssignmentQuestionMutation();
  const [unlinking, setUnlinking] = useState<string | null>(null);

  // A question deactivated in the bank leaves the assignments using it too.
  const questions = assignment.questions.flatMap((question) =>
    question.id && question.isActive !== false ? [{ ...question, id: question.id }] : [],
  );

  const onConfirm = async () => {
    const questionId = unlinking;
    setUnlinking(null);
    if (!questionId) return;
    try {
      await unlink(assignment.id, questionId);
      notify.success('Pregunta desvinculada correctamente', 'Éxito');
    } catch (error) {
      notify.error(messageOf(error) || 'Hubo un problema al desactivar la pregunta', 'Error');
    }
  };

  return (
    <>
      {questions.length === 0 ? (
        <Typography color="text.secondary">Esta tarea todavía no tiene preguntas.</Typography>
      ) : (
        <Paper variant="outlined">
          <List aria-label="Preguntas de la tarea" disablePadding>
            {questions.map((question, index) => (
              <ListItem
                key={question.id}
                divider={index < questions.length - 1}
                secondaryAction={
                  <Box sx={{ display: 'flex', gap: 0.5 }}>
                    <Tooltip title="Editar">
                      <IconButton
                        component={RouterLink}
                        to={paths.editAssignmentQuestion.href(question.type ?? '', question.id, { assignmentId: assignment.id, studyGroupId })}
                        aria-label={`Editar la pregunta: ${question.statement}`}
                      >
                        <EditOutlinedIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Desvincular">
                      <IconButton
                        color="error"
                        onClick={() => setUnlinking(question.id)}
                        aria-label={`Desvincular la pregunta: ${question.statement}`}
                      >
                        <LinkOffIcon />
                      </IconButton>
                    </Tooltip>
                  </Box>
                }
                sx={{ pr: 13 }}
              >
                <ListItemText
                  primary={question.statement}
                  secondary={questionTypeLabel(question.type)}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <ConfirmDialog
        destructive
        open={unlinking !== null}
        title="Desvincular"
        message="¿Seguro que quiere desvincular la pregunta?"
        cancelLabel="Cancelar"
        onConfirm={onConfirm}
        onClose={() => setUnlinking(null)}
      />
    </>
  );
}
