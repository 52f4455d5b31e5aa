import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/Notifier';
import { paths } from '../../routes/paths';
import { useToastedMutation } from '../../components/useToastedMutation';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { JoinCodeCard_studyGroup$key } from '../../__generated__/JoinCodeCard_studyGroup.graphql';
import type { JoinCodeCardRegenerateMutation } from '../../__generated__/JoinCodeCardRegenerateMutation.graphql';
import { QrDialog } from './QrDialog';

/**
 * The group's join code, to share with students: for its owner and its members (who read the code). Copy the code,
 * copy the join link (/join/{code}), show it as a QR code to project in class; the owner may also 'Generar nuevo
 * código' (the old one stops working).
 */
export function JoinCodeCard({ groupRef }: { groupRef: JoinCodeCard_studyGroup$key }) {
  const group = useFragment(
    graphql`
      fragment JoinCodeCard_studyGroup on StudyGroup {
        id
        name
        code
        requiresRequest
        viewerIsOwner
      }
    `,
    groupRef,
  );
  const toasted = useToastedMutation();
  const [confirming, setConfirming] = useState(false);
  const [showingQr, setShowingQr] = useState(false);
  const notify = useNotify();
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
  const code = group.code;
  const link = new URL(paths.join.href(code), window.location.origin).href;

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(done);
    } catch {
      notify.error('No se pudo copiar. Selecciónelo y cópielo a mano.');
    }
  };

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
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="join-link">
          {link}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {group.requiresRequest
            ? 'Quien use el código enviará una solicitud que usted debe aceptar.'
            : 'Quien use el código entrará al grupo al instante.'}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy(code, 'Código copiado')}>
          Copiar código
        </Button>
        <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => void copy(link, 'Enlace copiado')}>
          Copiar enlace
        </Button>
        <Button variant="outlined" startIcon={<QrCode2Icon />} onClick={() => setShowingQr(true)}>
          Mostrar QR
        </Button>
        {group.viewerIsOwner && (
          <Button variant="outlined" onClick={() => setConfirming(true)} disabled={isRegenerating}>
            Generar nuevo código
          </Button>
        )}
      </Box>
      <QrDialog open={showingQr} groupName={group.name} code={code} link={link} onClose={() => setShowingQr(false)} />
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
