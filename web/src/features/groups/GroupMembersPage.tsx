import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment, useSubscribeToInvalidationState } from 'react-relay/hooks';
import { paths } from '../../routes/paths';
import { BackLink } from '../../components/BackLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { NotFoundNotice } from '../../components/NotFoundNotice';
import { useToastedMutation } from '../../components/useToastedMutation';
import { PageHeading } from '../../components/PageTitle';
import { fullName, personLabel } from '../../lib/people';
import { useRouteQuery } from '../../relay/routeQuery';
import type { GroupMembersPageQuery } from '../../__generated__/GroupMembersPageQuery.graphql';
import type { GroupMembersPage_member$key } from '../../__generated__/GroupMembersPage_member.graphql';
import { AddMembersDialog } from './AddMembersDialog';
import { JoinRequestsSection } from './JoinRequestsSection';
import { useRemoveStudyGroupMemberMutation } from './useRemoveStudyGroupMemberMutation';

const query = graphql`
  query GroupMembersPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on StudyGroup {
        id
        name
        viewerIsOwner
        owner {
          id
        }
        ...JoinRequestsSection_studyGroup @alias(as: "requests")
        members(first: 500) @connection(key: "GroupMembersPage_members") {
          __id
          edges {
            node {
              id
              ...GroupMembersPage_member
            }
          }
        }
      }
    }
  }
`;

interface MemberRowProps {
  memberRef: GroupMembersPage_member$key;
  isOwner: boolean;
  /** Given only where the viewer may remove this member (the viewer owns the group, the row is not the owner's). */
  onRemove?: (member: { id: string; username: string }) => void;
}

function MemberRow({ memberRef, isOwner, onRemove }: MemberRowProps) {
  const member = useFragment(
    graphql`
      fragment GroupMembersPage_member on Profile {
        id
        username
        firstName
        lastName
        email
        profilePictureUrl
      }
    `,
    memberRef,
  );
  // The owner reads the names and e-mails of the group's students (the api sends null to anyone else).
  const name = fullName(member);
  const label = personLabel(member);
  // Added by the owner (onRemove: the viewer owns the group), a member's names show once they open the group.
  const pending = onRemove && !name ? 'El nombre se mostrará cuando abra el grupo' : null;
  const details = [name && member.username, member.email, isOwner ? 'Propietario' : null, pending].filter(Boolean).join(' · ');
  return (
    <ListItem
      divider
      secondaryAction={
        onRemove && (
          <IconButton
            edge="end"
            color="error"
            aria-label={`Eliminar a ${label} del grupo`}
            onClick={() => onRemove({ id: member.id, username: label })}
          >
            <DeleteOutlineIcon />
          </IconButton>
        )
      }
    >
      <ListItemAvatar>
        <Avatar src={member.profilePictureUrl ?? undefined} alt="" aria-hidden>
          {member.username.charAt(0).toUpperCase()}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={name ?? member.username}
        secondary={details || undefined}
        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItem>
  );
}

/** A group's members: the list, 'No hay miembros', and for the owner 'Añadir usuario' and the remove button. */
export function Component() {
  const { node } = useRouteQuery<GroupMembersPageQuery>(query);
  const environment = useRelayEnvironment();
  const id = node?.__typename === 'StudyGroup' ? node.id : '';
  const refetch = useCallback(() => {
    fetchQuery<GroupMembersPageQuery>(environment, query, { id }, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment, id]);
  // A student who asks to join or joins appears at once: the shell's notifications stream invalidates the group
  // (shell/NotificationsBadge.tsx), and the page reads its members and requests again.
  useSubscribeToInvalidationState([id], refetch);
  const toasted = useToastedMutation();
  const [remove] = useRemoveStudyGroupMemberMutation();
  const [adding, setAdding] = useState(false);
  // Kept after the dialog closes, so its text stays while it fades out.
  const [removal, setRemoval] = useState<{ member: { id: string; username: string }; open: boolean } | null>(null);

  if (node?.__typename !== 'StudyGroup') {
    return <NotFoundNotice />;
  }

  const group = node;
  const members = group.members;

  const askRemoval = (member: { id: string; username: string }) => setRemoval({ member: { id: member.id, username: member.username }, open: true });
  const closeRemoval = () => setRemoval((current) => current && { ...current, open: false });

  const confirmRemoval = async () => {
    if (!removal?.open) return;
    const { member } = removal;
    closeRemoval();
    // The row leaves at once; it comes back only if the server refuses.
    await toasted(() => remove(group.id, member.id, members.__id), { success: `${member.username} ya no es miembro del grupo` });
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <BackLink to={paths.group.href(group.id)}>Volver al grupo</BackLink>
      <PageHeading
        title="Miembros"
        subtitle={group.name}
        action={
          group.viewerIsOwner && (
            <Button variant="contained" startIcon={<PersonAddAlt1Icon />} onClick={() => setAdding(true)}>
              Añadir usuario
            </Button>
          )
        }
      />
      {group.viewerIsOwner && group.requests && <JoinRequestsSection groupRef={group.requests} membersConnectionId={members.__id} />}
      {members.edges.length === 0 ? (
        <Typography color="text.secondary">No hay miembros</Typography>
      ) : (
        <Paper variant="outlined">
          <List aria-label={`Miembros de ${group.name}`} disablePadding>
            {members.edges.map(({ node: member }) => {
              const isOwner = member.id === group.owner.id;
              return (
                <MemberRow
                  key={member.id}
                  memberRef={member}
                  isOwner={isOwner}
                  // The api refuses removing the owner: the owner's row never offers it.
                  onRemove={group.viewerIsOwner && !isOwner ? askRemoval : undefined}
                />
              );
            })}
          </List>
        </Paper>
      )}
      {group.viewerIsOwner && <AddMembersDialog open={adding} groupId={group.id} connectionId={members.__id} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        destructive
        open={removal?.open ?? false}
        title="¿Desea eliminar este perfil del grupo?"
        message={removal ? `${removal.member.username} dejará de ver el grupo y sus tareas.` : undefined}
        onConfirm={confirmRemoval}
        onClose={closeRemoval}
      />
    </Box>
  );
}
