import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { joinMessages } from '@aula/common';
import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ConnectionHandler, type Environment } from 'relay-runtime';
import { useNotify } from '../../components/Notifier';
import { PageTitle } from '../../components/PageTitle';
import { messageOf } from '../../relay/errors';
import { paths } from '../../routes/paths';
import type { JoinPageGroupsQuery } from '../../__generated__/JoinPageGroupsQuery.graphql';
import { useJoinStudyGroupMutation } from './useJoinStudyGroupMutation';

/** The groups list's connections (GroupListPage.tsx), so the group or the request is there when the student goes back. */
const viewerId = 'client:root:viewer';
const connections = {
  groups: ConnectionHandler.getConnectionID(viewerId, 'GroupListPage_studyGroups'),
  requests: ConnectionHandler.getConnectionID(viewerId, 'GroupListPage_joinRequests', { status: 'PENDING' }),
};

/** The viewer's groups with their codes (members and the owner read them), to find the one a code opens. */
const groupsQuery = graphql`
  query JoinPageGroupsQuery {
    viewer {
      studyGroups(first: 100) {
        edges {
          node {
            id
            name
            code
          }
        }
      }
    }
  }
`;

/** The viewer's group that `code` opens, if they belong to it; undefined when not found or not loaded. */
async function groupOfCode(environment: Environment, code: string) {
  const data = await fetchQuery<JoinPageGroupsQuery>(environment, groupsQuery, {}, { fetchPolicy: 'network-only' })
    .toPromise()
    .catch(() => undefined);
  const wanted = code.trim().toUpperCase();
  return data?.viewer?.studyGroups.edges.map((edge) => edge.node).find((group) => group.code?.toUpperCase() === wanted);
}

type Outcome = { kind: 'joining' } | { kind: 'requested'; groupName: string } | { kind: 'failed'; message: string };

/**
 * A shared join link, /join/{code}: a logged-out visitor logs in first and comes back here (router.tsx); then the
 * code is sent once with the join mutation. Joined at once, the student lands on the group; a group that requires
 * it gets a request; a code that opens nothing says why in Spanish. A code of a group one already belongs to (a QR
 * scanned twice, the owner's own link) opens that group.
 */
export function Component() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const environment = useRelayEnvironment();
  const [join] = useJoinStudyGroupMutation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'joining' });
  // Sent once per code, also when React runs the effect twice.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === code) return;
    sent.current = code;
    join({ code }, connections).then(
      ({ joinStudyGroup }) => {
        if (joinStudyGroup.studyGroup) {
          notify.success(`Ahora es miembro de «${joinStudyGroup.studyGroup.name}»`, 'Éxito');
          navigate(paths.group.href(joinStudyGroup.studyGroup.id), { replace: true });
        } else if (joinStudyGroup.joinRequest) {
          setOutcome({ kind: 'requested', groupName: joinStudyGroup.joinRequest.studyGroup.name });
        }
      },
      async (error: unknown) => {
        const message = messageOf(error);
        const mine = message === joinMessages.alreadyMember ? await groupOfCode(environment, code) : undefined;
        if (!mine) return setOutcome({ kind: 'failed', message });
        notify.success(`Ya es miembro de «${mine.name}»`, 'Éxito');
        navigate(paths.group.href(mine.id), { replace: true });
      },
    );
  }, [code, environment, join, navigate, notify]);

  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageTitle>Unirse a un grupo</PageTitle>
      {outcome.kind === 'joining' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Uniéndose al grupo…</Typography>
        </Box>
      )}
      {outcome.kind === 'requested' && (
        <Alert severity="success" role="status">
          Solicitud enviada. El docente de «{outcome.groupName}» debe aceptarla; le avisaremos en Notificaciones.
        </Alert>
      )}
      {outcome.kind === 'failed' && (
        <Alert severity="error" role="alert">
          No pudo unirse al grupo: {outcome.message}
        </Alert>
      )}
      {outcome.kind !== 'joining' && (
        <Button component={RouterLink} to={paths.groups.href()} variant="outlined" sx={{ mt: 2 }}>
          Ir a Grupos
        </Button>
      )}
    </Box>
  );
}
