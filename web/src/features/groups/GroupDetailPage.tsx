import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GradingOutlinedIcon from '@mui/icons-material/GradingOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { graphql } from 'react-relay/hooks';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { BackLink } from '../../components/BackLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToastedMutation } from '../../components/useToastedMutation';
import { NotFoundNotice } from '../../components/NotFoundNotice';
import { PageTitle } from '../../components/PageTitle';
import { OfflineSince } from '../../offline/OfflineSince';
import { useRouteQuery } from '../../relay/routeQuery';
import type { GroupDetailPageQuery } from '../../__generated__/GroupDetailPageQuery.graphql';
import { DeactivatedGroupNotice } from './DeactivatedGroupNotice';
import { GroupPicture } from './GroupPicture';
import { JoinCodeCard } from './JoinCodeCard';
import { useLeaveStudyGroupMutation } from './useLeaveStudyGroupMutation';

const query = graphql`
  query GroupDetailPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on StudyGroup {
        id
        name
        description
        isActive
        viewerIsOwner
        owner {
          id
        }
        # node() is typed Node: the alias makes the StudyGroup-only fragment reference explicit.
        ...GroupPicture_studyGroup @alias(as: "picture")
        ...JoinCodeCard_studyGroup @alias(as: "joinCode")
      }
    }
  }
`;

function Tile({ to, icon, label, hint }: { to: string; icon: ReactNode; label: string; hint: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 48,
              height: 48,
              borderRadius: 2,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              flexShrink: 0,
            }}
          >
            {icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="span" sx={{ display: 'block', overflowWrap: 'break-word', hyphens: 'auto' }}>
              {label}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {hint}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** 'Salir del grupo' for a member who is not the owner: asks first, then goes back to the groups list. */
function LeaveGroupButton({ group }: { group: { id: string; name: string } }) {
  const toasted = useToastedMutation();
  const navigate = useNavigate();
  const [leave, isLeaving] = useLeaveStudyGroupMutation();
  const [confirming, setConfirming] = useState(false);

  const onConfirm = async () => {
    const left = await toasted(() => leave(group.id), { success: `Ha salido del grupo «${group.name}»` });
    setConfirming(false);
    if (left.ok) navigate(paths.groups.href());
  };

  return (
    <>
      <Button variant="outlined" color="error" startIcon={<LogoutIcon />} onClick={() => setConfirming(true)} disabled={isLeaving} sx={{ mt: 3 }}>
        Salir del grupo
      </Button>
      <ConfirmDialog
        destructive
        open={confirming}
        busy={isLeaving}
        title="Salir del grupo"
        message={`¿Desea salir del grupo «${group.name}»? Dejará de ver sus tareas; sus notas se conservan.`}
        confirmLabel="Salir"
        cancelLabel="Cancelar"
        onConfirm={() => void onConfirm()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/**
 * A group: picture (or 'Foto'), name, and the tiles Miembros, Tareas and, for the owner, Editar; for other members,
 * 'Salir del grupo'. A deactivated group (a saved link) shows the 'Grupo desactivado' notice instead of the tiles:
 * read-only.
 */
export function Component() {
  const { node } = useRouteQuery<GroupDetailPageQuery>(query);

  if (node?.__typename !== 'StudyGroup') {
    return <NotFoundNotice />;
  }

  const group = node;
  return (
    <>
      <BackLink to={paths.groups.href()}>Volver a Grupos</BackLink>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 2, md: 3 }, mb: 3 }}>
        {group.picture && <GroupPicture studyGroupRef={group.picture} />}
        <Box sx={{ minWidth: 0 }}>
          <PageTitle title={group.name}>{group.name}</PageTitle>
          {group.description && (
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {group.description}
            </Typography>
          )}
        </Box>
      </Box>
      <OfflineSince />
      {group.isActive && group.joinCode && <JoinCodeCard groupRef={group.joinCode} />}
      {!group.isActive ? (
        <DeactivatedGroupNotice />
      ) : (
        <Box
          component="nav"
          aria-label={`Secciones del grupo ${group.name}`}
          // 16rem: 'Calificaciones' fits its tile beside the icon at every width (14rem overflowed at 1280 px).
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(16rem, 1fr))' }, gap: 2 }}
        >
          <Tile to={paths.groupMembers.href(group.id)} icon={<GroupsOutlinedIcon />} label="Miembros" hint="Quiénes forman el grupo" />
          <Tile to={paths.groupAssignments.href(group.id, group.owner.id)} icon={<AssignmentOutlinedIcon />} label="Tareas" hint="Tareas del grupo" />
          {group.viewerIsOwner && (
            <Tile
              to={paths.editGroup.href(group.id, group.name, group.description ?? '')}
              icon={<EditOutlinedIcon />}
              label="Editar"
              hint="Nombre y descripción"
            />
          )}
          {group.viewerIsOwner && (
            <Tile
              to={paths.gradebook.href(group.id)}
              icon={<GradingOutlinedIcon />}
              label="Calificaciones"
              hint="Notas de cada estudiante y exportar a Excel o CSV"
            />
          )}
          {group.viewerIsOwner && (
            <Tile
              to={paths.groupDashboard.href(group.id)}
              icon={<InsightsOutlinedIcon />}
              label="Panel del grupo"
              hint="Medias, entregas y respuestas por calificar de cada tarea"
            />
          )}
        </Box>
      )}
      {group.isActive && !group.viewerIsOwner && <LeaveGroupButton group={group} />}
    </>
  );
}
