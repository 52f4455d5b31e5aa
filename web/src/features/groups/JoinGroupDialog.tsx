import { normalizeText } from '@aula/common';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useNotify } from '../../components/Notifier';
import { messageOf } from '../../relay/errors';
import type { JoinGroupDialogSearchQuery } from '../../__generated__/JoinGroupDialogSearchQuery.graphql';
import { useJoinStudyGroupMutation } from './useJoinStudyGroupMutation';

const searchQuery = graphql`
  query JoinGroupDialogSearchQuery($search: String!) {
    publicStudyGroups(search: $search, first: 10) {
      edges {
        node {
          id
          name
          description
          requiresRequest
          ownerName
          memberCount
        }
      }
    }
  }
`;

type Found = JoinGroupDialogSearchQuery['response']['publicStudyGroups']['edges'][number]['node'];

interface JoinGroupDialogProps {
  open: boolean;
  /** The groups list's connection and the pending requests' connection, updated by the answer. */
  connections: { groups: string; requests: string };
  onClose(): void;
}

/** 'Unirse a un grupo': the code the teacher shared, or a public group found by name. */
export function JoinGroupDialog({ open, connections, onClose }: JoinGroupDialogProps) {
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [join, isJoining] = useJoinStudyGroupMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [input, setInput] = useState('');
  const [found, setFound] = useState<{ search: string; groups: Found[] } | null>(null);
  const search = normalizeText(input);

  useEffect(() => {
    if (!search) return;
    const timer = setTimeout(() => {
      subscription = fetchQuery<JoinGroupDialogSearchQuery>(environment, searchQuery, { search }).subscribe({
        next: (data) => setFound({ search, groups: data.publicStudyGroups.edges.map((edge) => edge.node) }),
        error: () => setFound({ search, groups: [] }),
      });
    }, 200);
    let subscription: { unsubscribe(): void } | undefined;
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, search]);

  const close = () => {
    if (isJoining) return;
    setCode('');
    setInput('');
    setError(null);
    setSent(null);
    onClose();
  };

  const submit = async (target: { code: string } | { studyGroupId: string }) => {
    setError(null);
    try {
      const { joinStudyGroup } = await join(target, connections);
      if (joinStudyGroup.studyGroup) {
        notify.success(`Ahora es miembro de «${joinStudyGroup.studyGroup.name}»`, 'Éxito');
        close();
      } else if (joinStudyGroup.joinRequest) {
        setSent(joinStudyGroup.joinRequest.studyGroup.name);
      }
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  const onSubmitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError('Escriba el código del grupo');
    void submit({ code: code.trim() });
  };

  const results = search && found?.search === search ? found.groups : null;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="join-group-title">
      <DialogTitle id="join-group-title">Unirse a un grupo</DialogTitle>
      <DialogContent>
        {sent ? (
          <Alert severity="success" role="status">
            Solicitud enviada. El docente de «{sent}» debe aceptarla; le avisaremos en Notificaciones.
          </Alert>
        ) : (
          <>
            <Box component="form" onSubmit={onSubmitCode} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', pt: 1 }}>
              <TextField
                label="Código del grupo"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                error={Boolean(error)}
                helperText={error ?? 'El código que comparte su docente'}
                autoFocus
                fullWidth
                disabled={isJoining}
                slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off', maxLength: 32 } }}
              />
              <Button type="submit" variant="contained" disabled={isJoining} sx={{ mt: 1 }}>
                Unirse
              </Button>
            </Box>
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              ¿No tiene el código? Busque un grupo público
            </Typography>
            <TextField label="Buscar grupo público" value={input} onChange={(event) => setInput(event.target.value)} fullWidth disabled={isJoining} />
            {search && (
              <List aria-label="Grupos públicos encontrados" aria-busy={results === null}>
                {results === null && <ListItem>Buscando...</ListItem>}
                {results?.length === 0 && <ListItem>No se encontraron grupos públicos</ListItem>}
                {results?.map((group) => (
                  <ListItem
                    key={group.id}
                    divider
                    secondaryAction={
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={isJoining}
                        aria-label={`Unirse a ${group.name}`}
                        onClick={() => void submit({ studyGroupId: group.id })}
                      >
                        {group.requiresRequest ? 'Solicitar' : 'Unirse'}
                      </Button>
                    }
                  >
                    <ListItemText
                      primary={group.name}
                      // The teacher and the size tell two groups of the same name apart.
                      secondary={[
                        group.ownerName && `Docente: ${group.ownerName}`,
                        group.memberCount === 1 ? '1 miembro' : `${group.memberCount} miembros`,
                        group.requiresRequest ? 'Requiere Invitación' : group.description,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                      slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: 10 } } }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isJoining}>
          {sent ? 'Cerrar' : 'Cancelar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
