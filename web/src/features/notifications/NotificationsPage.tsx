import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { useToastedMutation } from '../../components/useToastedMutation';
import { PageTitle } from '../../components/PageTitle';
import { useRouteQuery } from '../../relay/routeQuery';
import { paths } from '../../routes/paths';
import { formatSpanishDate } from '../../lib/format';
import type { NotificationsPageQuery } from '../../__generated__/NotificationsPageQuery.graphql';
import type {
  NotificationsPage_notification$data,
  NotificationsPage_notification$key,
} from '../../__generated__/NotificationsPage_notification.graphql';
import { useMarkNotificationsReadMutation } from './useMarkNotificationsReadMutation';

const query = graphql`
  query NotificationsPageQuery {
    viewer {
      profile {
        id
      }
      unreadNotificationCount
      notifications(first: 50) @connection(key: "NotificationsPage_notifications") {
        edges {
          node {
            id
            ...NotificationsPage_notification
          }
        }
      }
    }
  }
`;

/** Where a notification leads: the screen where the viewer acts on it or sees its result. */
export function linkOf(n: NotificationsPage_notification$data, viewerProfileId: string): string {
  const group = n.studyGroup?.id;
  const assignment = n.assignment?.id;
  switch (n.kind) {
    case 'JOIN_REQUESTED':
    case 'MEMBER_JOINED':
      return group ? paths.groupMembers.href(group) : paths.groups.href();
    case 'JOIN_APPROVED':
    case 'ADDED_TO_GROUP':
      return group ? paths.group.href(group) : paths.groups.href();
    case 'ASSIGNMENT_PUBLISHED':
      return assignment ? paths.assignment.href(assignment) : paths.groups.href();
    case 'ATTEMPT_SUBMITTED':
      return assignment && n.actor ? paths.attemptsByProfile.href(n.actor.id, assignment) : paths.groups.href();
    case 'ATTEMPT_GRADED':
      return n.assignmentAttempt ? paths.ownQuestionAttempts.href(n.assignmentAttempt.id, viewerProfileId) : paths.grades.href();
    case 'ANSWER_GRADED':
      return n.assignmentAttempt ? paths.questionAttemptsByProfile.href(n.assignmentAttempt.id, viewerProfileId) : paths.groups.href();
    default:
      return paths.groups.href();
  }
}

function NotificationRow({
  notificationRef,
  viewerProfileId,
  onOpen,
}: {
  notificationRef: NotificationsPage_notification$key;
  viewerProfileId: string;
  onOpen(id: string, to: string, unread: boolean): void;
}) {
  const n = useFragment(
    graphql`
      fragment NotificationsPage_notification on Notification {
        id
        kind
        message
        createdAt
        readAt
        studyGroup {
          id
        }
        assignment {
          id
        }
        assignmentAttempt {
          id
        }
        actor {
          id
        }
      }
    `,
    notificationRef,
  );
  const unread = !n.readAt;
  return (
    <ListItem disablePadding divider>
      <ListItemButton onClick={() => onOpen(n.id, linkOf(n, viewerProfileId), unread)} sx={{ gap: 1, alignItems: 'flex-start' }}>
        <ListItemText
          primary={n.message}
          secondary={formatSpanishDate(n.createdAt)}
          slotProps={{ primary: { sx: { fontWeight: unread ? 600 : 400, overflowWrap: 'anywhere' } } }}
        />
        {unread && <Chip label="Nueva" color="primary" size="small" sx={{ mt: 0.5 }} />}
      </ListItemButton>
    </ListItem>
  );
}

/** 'Notificaciones': the viewer's notifications, newest first; opening one marks it read and goes to what it is about. */
export function Component() {
  const { viewer } = useRouteQuery<NotificationsPageQuery>(query);
  const navigate = useNavigate();
  const toasted = useToastedMutation();
  const [markRead, isMarking] = useMarkNotificationsReadMutation();
  if (!viewer) return null;
  const edges = viewer.notifications.edges;

  // Marked read before leaving: a mutation of a screen that has unmounted is dropped with it.
  const open = async (id: string, to: string, unread: boolean) => {
    if (unread) await toasted(() => markRead([id]));
    navigate(to);
  };
  const markAll = async () => {
    await toasted(() => markRead());
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <PageTitle>Notificaciones</PageTitle>
        {viewer.unreadNotificationCount > 0 && (
          <Button variant="outlined" onClick={() => void markAll()} disabled={isMarking}>
            Marcar todas como leídas
          </Button>
        )}
      </Box>
      {edges.length === 0 ? (
        <Typography color="text.secondary">No tiene notificaciones.</Typography>
      ) : (
        <Paper variant="outlined">
          <List aria-label="Notificaciones" disablePadding>
            {edges.map(({ node }) => (
              <NotificationRow
                key={node.id}
                notificationRef={node}
                viewerProfileId={viewer.profile.id}
                onOpen={(id, to, unread) => void open(id, to, unread)}
              />
            ))}
          </List>
        </Paper>
      )}
    </Box>
  );
}
