import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/Notifier';
import { messageOf } from '../../relay/errors';
import { useRegradeAssignmentMutation } from './useRegradeAssignmentMutation';

interface RegradeCounts {
  changedCount: number;
  keptManualCount: number;
  skippedCount: number;
}

/**
 * 'N calificaciones cambiaron', how many scores set by hand were kept and how many answers were left as graded
 * because their question changed shape (other options, blanks or items): what a regrade did.
 */
export function regradeSummary({ changedCount, keptManualCount, skippedCount }: RegradeCounts): string {
  const changed =
    changedCount === 0 ? 'Ninguna calificación cambió' : changedCount === 1 ? '1 calificación cambió' : `${changedCount} calificaciones cambiaron`;
  const kept =
    keptManualCount === 0
      ? []
      : [keptManualCount === 1 ? 'Se mantuvo 1 nota puesta a mano' : `Se mantuvieron ${keptManualCount} notas puestas a mano`];
  const skipped =
    skippedCount === 0
      ? []
      : [
          skippedCount === 1
            ? '1 respuesta no se recalificó: la pregunta cambió de forma'
            : `${skippedCount} respuestas no se recalificaron: la pregunta cambió de forma`,
        ];
  return [changed, ...kept, ...skipped].map((sentence) => `${sentence}.`).join(' ');
}

/** What the confirmation says a regrade will do: the answers it will grade again, and who is told. */
function confirmMessage(answersToRegrade: number) {
  const what =
    answersToRegrade === 0
      ? 'Se volverán a calificar los intentos'
      : answersToRegrade === 1
        ? 'Se volverá a calificar 1 respuesta'
        : `Se volverán a calificar ${answersToRegrade} respuestas`;
  return `${what} con las claves actuales y se avisará a los estudiantes cuya nota cambie. ¿Desea continuar?`;
}

/**
 * 'Recalificar': after the teacher corrects a question's key, grades the stored answers again against the keys as
 * they are now (notes set by hand are kept; answers to a question that changed shape are left as graded), once the
 * teacher confirms (students whose grade changes are told). When answers were graded with a key that changed since,
 * it says how many. The result stays on screen until the next regrade; `onRegraded` reads the grades again.
 */
export function RegradePanel({ assignmentId, answersToRegrade, onRegraded }: { assignmentId: string; answersToRegrade: number; onRegraded(): void }) {
  const notify = useNotify();
  const [regrade, isRegrading] = useRegradeAssignmentMutation();
  const [summary, setSummary] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const run = async () => {
    setConfirming(false);
    try {
      setSummary(regradeSummary(await regrade(assignmentId)));
      onRegraded();
    } catch (error) {
      notify.error(messageOf(error), 'Error');
    }
  };
  const button = (
    <Button
      variant={answersToRegrade > 0 ? 'contained' : 'outlined'}
      onClick={() => setConfirming(true)}
      disabled={isRegrading}
      sx={{ flexShrink: 0 }}
    >
      {isRegrading ? 'Recalificando...' : 'Recalificar'}
    </Button>
  );
  return (
    <Box component="section" aria-label="Recalificar" sx={{ mb: 2 }}>
      {answersToRegrade > 0 ? (
        <Alert severity="info" action={button}>
          {answersToRegrade === 1
            ? 'La clave de una pregunta cambió después de calificar 1 respuesta. Recalifique para aplicar la clave nueva.'
            : `La clave de alguna pregunta cambió después de calificar ${answersToRegrade} respuestas. Recalifique para aplicar la clave nueva.`}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          {button}
          <Typography variant="body2" color="text.secondary">
            Vuelve a calificar los intentos con las claves actuales; las notas puestas a mano se mantienen.
          </Typography>
        </Box>
      )}
      <Typography role="status" sx={{ mt: summary ? 1 : 0, fontWeight: 600 }}>
        {summary}
      </Typography>
      <ConfirmDialog
        open={confirming}
        title="Recalificar"
        message={confirmMessage(answersToRegrade)}
        confirmLabel="Recalificar"
        cancelLabel="Cancelar"
        busy={isRegrading}
        onConfirm={() => void run()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
