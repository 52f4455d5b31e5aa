import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatSpanishDate } from '../../lib/format';
import { personLabel } from '../../lib/people';
import { useToastedMutation } from '../../components/useToastedMutation';
import type { JoinRequestsSection_studyGroup$key } from '../../__generated__/JoinRequestsSection_studyGroup.graphql';
import { useDecideJoinRequestMutation } from './useDecideJoinRequestMutation';

/** The two answers to a request, as their buttons show them. */
const decisions = [
  { label: 'Aceptar', approve: true, variant: 'contained', color: 'primary' },
  { label: 'Rechazar', approve: false, variant: 'outlined', color: 'error' },
] as const;

/** The owner's pending requests to join, each with 'Aceptar' and 'Rechazar'; nothing when there are none. */
export function JoinRequestsSection({
  groupRef,
  membersConnectionId,
}: {
  groupRef: JoinRequestsSection_studyGroup$key;
  membersConnectionId: string;
}) {
  const group = useFragment(
    graphql`
      fragment JoinRequestsSection_studyGroup on StudyGroup {
        name
        joinRequests(first: 100, status: PENDING) @connection(key: "JoinRequestsSection_joinRequests") {
          __id
          edges {
            node {
              id
              createdAt
              profile {
                id
                username
                firstName
                lastName
                profilePictureUrl
              }
            }
          }
        }
      }
    `,
    groupRef,
  );
  const toasted = useToastedMutation();
  const [decide, deciding] = useDecideJoinRequestMutation();
  const requests = group.joinRequests;
  if (!requests || requests.edges.length === 0) return null;

  const onDecide = async (id: string, username: string, approved: boolean) => {
    await toasted<unknown>(() => decide(id, approved, { requests: requests.__id, members: membersConnectionId }), {
      success: approved ? `${username} ahora es miembro del grupo` : `Se rechazó la solicitud de ${username}`,
    });
  };

  return (
    <Box component="section" aria-labelledby="join-requests-title" sx={{ mb: 3 }}>
      <Typography id="join-requests-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Solicitudes pendientes
      </Typography>
      <Paper variant="outlined">
        <List aria-label={`Solicitudes para unirse a ${group.name}`} disablePadding>
          {requests.edges.map(({ node: request }) => (
            <ListItem key={request.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemAvatar>
                <Avatar src={request.profile.profilePictureUrl ?? undefined} alt="" aria-hidden>
                  {request.profile.username.charAt(0).toUpperCase()}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={personLabel(request.profile)}
                secondary={`Solicitó unirse el ${formatSpanishDate(request.createdAt)}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
              <Box sx={{ display: 'flex', gap: 1 }}>
                {decisions.map(({ label, approve, variant, color }) => (
                  <Button
                    key={label}
                    variant={variant}
                    color={color}
                    size="small"
                    disabled={deciding}
                    aria-label={`${label} a ${personLabel(request.profile)}`}
                    onClick={() => void onDecide(request.id, personLabel(request.profile), approve)}
                  >
                    {label}
                  </Button>
                ))}
              </Box>
            </ListItem>
          ))}
        </List>
      </Paper>
    </Box>
  );
}
