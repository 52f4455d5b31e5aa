import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToastedMutation } from '../../components/useToastedMutation';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { JoinCodeCard_studyGroup$key } from '../../__generated__/JoinCodeCard_studyGroup.graphql';
import type { JoinCodeCardRegenerateMutation } from '../../__generated__/JoinCodeCardRegenerateMutation.graphql';

/** The group's join code for its owner, to share with students, and 'Generar nuevo código' (the old one stops working). */
export function JoinCodeCard({ groupRef }: { groupRef: JoinCodeCard_studyGroup$key }) {
  const group = useFragment(
    graphql`
      fragment JoinCodeCard_studyGroup on StudyGroup {
        id
        code
        requiresRequest
      }
    `,
    groupRef,
  );
  const toasted = useToastedMutation();
  const [confirming, setConfirming] = useState(false);
  const [regenerate, isRegenerating] = useAsyncMutation<JoinCodeCardRegenerateMutation>(graphql`
    mutation JoinCodeCardRegenerateMutation($input: RegenerateStudyGroupCodeInput!) {
      regenerateStudyGroupCode(input: $input) {
        studyGroup {
          id
          code
        }
      }
    }
  `);
  if (!group.code) return null;

  const onConfirm = async () => {
    setConfirming(false);
    await toasted(() => regenerate({ input: { id: group.id } }), { success: 'Se generó un nuevo código; el anterior ya no funciona' });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          Código para unirse
        </Typography>
        <Typography variant="h5" component="p" data-testid="join-code" sx={{ fontFamily: 'monospace', letterSpacing: '0.1em' }}>
          {group.code}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {group.requiresRequest
            ? 'Quien use el código enviará una solicitud que usted debe aceptar.'
            : 'Quien use el código entrará al grupo al instante.'}
        </Typography>
      </Box>
      <Button variant="outlined" onClick={() => setConfirming(true)} disabled={isRegenerating}>
        Generar nuevo código
      </Button>
      <ConfirmDialog
        open={confirming}
        title="¿Generar un nuevo código?"
        message="El código actual dejará de funcionar al instante."
        confirmLabel="Generar"
        cancelLabel="Cancelar"
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
