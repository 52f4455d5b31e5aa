import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import { graphql, useFragment } from 'react-relay/hooks';
import { RowActions } from '../../components/RowActions';
import { paths } from '../../routes/paths';
import type { QuestionCard_question$key } from '../../__generated__/QuestionCard_question.graphql';
import { QuestionSummary } from './QuestionSummary';
import { useDeactivateQuestionMutation } from './useDeactivateQuestionMutation';

/**
 * In the bank a card has the edit/deactivate menu; while picking for an assignment, a checkbox instead, and among
 * the picked ones shown first, a 'Quitar' button.
 */
export type QuestionCardMode =
  | { kind: 'bank'; connectionId: string }
  | { kind: 'pick'; selected: boolean; onToggle(id: string): void }
  | { kind: 'picked'; onRemove(id: string): void };

export function QuestionCard({ questionRef, mode }: { questionRef: QuestionCard_question$key; mode: QuestionCardMode }) {
  const question = useFragment(
    graphql`
      fragment QuestionCard_question on Question {
        __typename
        ... on QuestionCommon {
          id
          type
          statement
          difficulty
        }
      }
    `,
    questionRef,
  );
  const [deactivate] = useDeactivateQuestionMutation(question.__typename);
  const { id, type, statement, difficulty } = question;
  if (!id || !type || statement === undefined || !difficulty) return null;

  if (mode.kind === 'pick') {
    return (
      <Card variant="outlined" sx={{ borderColor: mode.selected ? 'primary.main' : undefined }}>
        <Box component="label" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 1.5, cursor: 'pointer' }}>
          <Checkbox checked={mode.selected} onChange={() => mode.onToggle(id)} slotProps={{ input: { 'aria-label': `Seleccionar: ${statement}` } }} />
          <Box sx={{ minWidth: 0, pt: 1 }}>
            <QuestionSummary statement={statement} type={type} difficulty={difficulty} />
          </Box>
        </Box>
      </Card>
    );
  }

  if (mode.kind === 'picked') {
    return (
      <Card variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 1, borderColor: 'primary.main' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0, p: 1.5 }}>
          <QuestionSummary statement={statement} type={type} difficulty={difficulty} />
        </Box>
        <Box sx={{ p: 1 }}>
          <IconButton aria-label={`Quitar: ${statement}`} onClick={() => mode.onRemove(id)}>
            <CloseIcon />
          </IconButton>
        </Box>
      </Card>
    );
  }

  return (
    <Card variant="outlined" sx={{ display: 'flex', alignItems: 'flex-start' }}>
      <CardContent sx={{ flexGrow: 1, minWidth: 0 }}>
        <QuestionSummary statement={statement} type={type} difficulty={difficulty} />
      </CardContent>
      <RowActions
        sx={{ p: 1 }}
        label={`Opciones de la pregunta ${statement}`}
        links={[{ label: 'Editar', to: paths.editQuestion.href(type, id) }]}
        action={{
          label: 'Desactivar',
          confirm: {
            title: 'Desactivar',
            message: `¿Desea desactivar la pregunta "${statement}"? Dejará el banco y las tareas que la usan.`,
            confirmLabel: 'Desactivar',
            cancelLabel: 'Cancelar',
          },
          run: () => deactivate(id, mode.connectionId),
          success: 'Pregunta desactivada correctamente',
          failure: 'Hubo un problema al desactivar la pregunta',
        }}
      />
    </Card>
  );
}
