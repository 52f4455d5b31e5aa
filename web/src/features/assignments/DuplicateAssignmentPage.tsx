import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { BackLink } from '../../components/BackLink';
import { NotFoundNotice } from '../../components/NotFoundNotice';
import { namedOptions, OptionSelect } from '../../components/OptionSelect';
import { PageTitle } from '../../components/PageTitle';
import { RestrictedNotice } from '../../components/RestrictedNotice';
import { useToastedMutation } from '../../components/useToastedMutation';
import { useCreateOnce } from '../../lib/clientId';
import { useRouteQuery } from '../../relay/routeQuery';
import type { DuplicateAssignmentPageQuery } from '../../__generated__/DuplicateAssignmentPageQuery.graphql';
import { useDuplicateAssignmentMutation } from './useDuplicateAssignmentMutation';

const query = graphql`
  query DuplicateAssignmentPageQuery($assignmentId: ID!) {
    node(id: $assignmentId) {
      __typename
      ... on Assignment {
        id
        name
        viewerIsOwner
        studyGroup {
          id
          owner {
            id
          }
        }
      }
    }
    viewer {
      studyGroups(first: 100) {
        edges {
          node {
            id
            name
            isActive
            viewerIsOwner
          }
        }
      }
    }
  }
`;

/**
 * 'Duplicar' from an assignment's menu: pick one of the teacher's groups (its own by default); the copy, a draft
 * with the same questions and settings, opens in its edit screen to be checked and published.
 */
export function Component() {
  const { node, viewer } = useRouteQuery<DuplicateAssignmentPageQuery>(query);
  const navigate = useNavigate();
  const toasted = useToastedMutation();
  const [duplicate, isDuplicating] = useDuplicateAssignmentMutation();
  const { clientMutationId, locked, lock, unlock } = useCreateOnce();
  const groups = viewer?.studyGroups.edges.map((e) => e.node).filter((g) => g.viewerIsOwner && g.isActive) ?? [];
  const source = node?.__typename === 'Assignment' ? node : null;
  const [groupId, setGroupId] = useState(source?.studyGroup.id ?? '');

  if (!source) return <NotFoundNotice />;
  const back = paths.groupAssignments.href(source.studyGroup.id, source.studyGroup.owner.id);
  if (!source.viewerIsOwner) return <RestrictedNotice backTo={back} backLabel="Volver a las tareas" />;

  const copy = async () => {
    if (!groupId || !lock()) return;
    const done = await toasted(() => duplicate({ id: source.id, studyGroupId: groupId, clientMutationId }), {
      success: 'Tarea duplicada como borrador: revísela y publíquela cuando esté lista',
      failure: 'No se pudo duplicar la tarea',
    });
    if (!done.ok) return unlock();
    navigate(paths.editAssignment.href(done.value.duplicateAssignment.assignment.id, groupId), { replace: true });
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <BackLink to={back}>Volver a las tareas</BackLink>
      <PageTitle>Duplicar tarea</PageTitle>
      <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        Se creará una copia de «{source.name}» con sus preguntas y su configuración, como borrador, en el grupo que elija.
      </Typography>
      <OptionSelect label="Grupo de destino" value={groupId} onChange={setGroupId} options={namedOptions(groups)} fullWidth />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button variant="contained" size="large" onClick={() => void copy()} disabled={!groupId || isDuplicating || locked}>
          Duplicar
        </Button>
      </Box>
    </Box>
  );
}
