import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageTitle } from '../../components/PageTitle';
import { OfflineSince } from '../../offline/OfflineSince';
import { RowActions } from '../../components/RowActions';
import { useToastedMutation } from '../../components/useToastedMutation';
import { useRouteQuery } from '../../relay/routeQuery';
import type { GroupListPageQuery } from '../../__generated__/GroupListPageQuery.graphql';
import type { GroupListPage_studyGroup$key } from '../../__generated__/GroupListPage_studyGroup.graphql';
import { JoinGroupDialog } from './JoinGroupDialog';
import { useCancelJoinRequestMutation } from './useCancelJoinRequestMutation';
import { useDeactivateStudyGroupMutation } from './useDeactivateStudyGroupMutation';
import { useGroupsLive } from './useGroupsLive';

const query = graphql`
  query GroupListPageQuery {
    viewer {
      studyGroups(first: 100) @connection(key: "GroupListPage_studyGroups") {
        __id
        edges {
          node {
            id
            ...GroupListPage_studyGroup
          }
        }
      }
      joinRequests(first: 50, status: PENDING) @connection(key: "GroupListPage_joinRequests") {
        __id
        edges {
          node {
            id
            status
            studyGroup {
              id
              name
            }
          }
        }
      }
    }
  }
`;

function GroupCard({ groupRef, connectionId }: { groupRef: GroupListPage_studyGroup$key; connectionId: string }) {
  const group = useFragment(
    graphql`
      fragment GroupListPage_studyGroup on StudyGroup {
        id
        name
        description
        viewerIsOwner
      }
    `,
    groupRef,
  );
  const [deactivate] = useDeactivateStudyGroupMutation();

  return (
    <Card variant="outlined" sx={{ display: 'flex', alignItems: 'stretch' }}>
      {/* minWidth 0 and wrapping anywhere: a name of one long word wraps, and the ⋮ menu stays on screen. */}
      <CardActionArea component={RouterLink} to={paths.group.href(group.id)} sx={{ flexGrow: 1, minWidth: 0 }}>
        <CardContent>
          <Typography variant="h6" component="h2" title={group.name} sx={{ overflowWrap: 'anywhere' }}>
            {group.name}
          </Typography>
          {group.description && (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {group.description}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
      {group.viewerIsOwner && (
        <RowActions
          sx={{ display: 'flex', alignItems: 'center', pr: 1, flexShrink: 0 }}
          label={`Opciones de ${group.name}`}
          action={{
            label: 'Eliminar',
            confirm: {
              title: 'Desactivar',
              message: `¿Desea desactivar el grupo "${group.name}"?`,
              confirmLabel: 'Desactivar',
              cancelLabel: 'Cancelar',
            },
            run: () => deactivate(group.id, connectionId),
            success: 'Group desactivada correctamente',
            failure: 'Hubo un problema al desactivar el group',
          }}
        />
      )}
    </Card>
  );
}

/** A request the viewer sent that waits for a teacher, with 'Cancelar solicitud' (asked first). */
function SentRequestCard({ request, connectionId }: { request: { id: string; studyGroup: { name: string } }; connectionId: string }) {
  const toasted = useToastedMutation();
  const [cancel, isCancelling] = useCancelJoinRequestMutation();
  const [confirming, setConfirming] = useState(false);
  const name = request.studyGroup.name;

  const onConfirm = () => {
    setConfirming(false);
    void toasted(() => cancel(request.id, connectionId), { success: `Solicitud a «${name}» cancelada` });
  };

  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            Pendiente de aprobación
          </Typography>
        </Box>
        <Button size="small" color="error" onClick={() => setConfirming(true)} disabled={isCancelling} aria-label={`Cancelar solicitud a ${name}`}>
          Cancelar solicitud
        </Button>
      </CardContent>
      <ConfirmDialog
        destructive
        open={confirming}
        title="Cancelar solicitud"
        message={`¿Desea cancelar su solicitud para unirse a «${name}»?`}
        confirmLabel="Cancelar solicitud"
        cancelLabel="Volver"
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

/**
 * The group list: active groups the viewer belongs to, 'Añadir', 'Unirse a un grupo', the viewer's requests still
 * waiting for a teacher (each with 'Cancelar solicitud'), 'No tiene grupos', deactivate from the menu.
 */
export function Component() {
  const { viewer } = useRouteQuery<GroupListPageQuery>(query);
  // A decided join request changes the list while it is open.
  useGroupsLive();
  const [joining, setJoining] = useState(false);
  const groups = viewer?.studyGroups;
  const requests = viewer?.joinRequests;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <PageTitle>Grupos</PageTitle>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setJoining(true)} disabled={!groups || !requests}>
            Unirse a un grupo
          </Button>
          <Button component={RouterLink} to={paths.addGroup.href()} variant="contained">
            Añadir
          </Button>
        </Box>
      </Box>
      <OfflineSince />
      {groups && requests && (
        <JoinGroupDialog open={joining} connections={{ groups: groups.__id, requests: requests.__id }} onClose={() => setJoining(false)} />
      )}
      {requests && requests.edges.length > 0 && (
        <Box component="section" aria-labelledby="sent-requests-title" sx={{ mb: 2 }}>
          <Typography id="sent-requests-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            Solicitudes enviadas
          </Typography>
          <Stack spacing={1}>
            {requests.edges.map(({ node }) => (
              <SentRequestCard key={node.id} request={node} connectionId={requests.__id} />
            ))}
          </Stack>
        </Box>
      )}
      {!groups || groups.edges.length === 0 ? (
        <Typography color="text.secondary">No tiene grupos</Typography>
      ) : (
        <Stack spacing={1.5}>
          {groups.edges.map(({ node }) => (
            <GroupCard key={node.id} groupRef={node} connectionId={groups.__id} />
          ))}
        </Stack>
      )}
    </>
  );
}
