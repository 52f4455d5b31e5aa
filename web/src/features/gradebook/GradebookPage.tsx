import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscribeToInvalidationState } from 'react-relay/hooks';
import { BackLink } from '../../components/BackLink';
import { PageTitle } from '../../components/PageTitle';
import { RestrictedNotice } from '../../components/RestrictedNotice';
import { useRouteQuery } from '../../relay/routeQuery';
import { paths } from '../../routes/paths';
import type { GradebookPageQuery } from '../../__generated__/GradebookPageQuery.graphql';
import { GradebookDownloads } from './GradebookDownloads';
import { GradebookTable } from './GradebookTable';

// Loaded on the first 'Pesos del promedio': the table paints without the form's code (Formik and yup).
const WeightsDialog = lazy(() => import('./WeightsDialog').then((module) => ({ default: module.WeightsDialog })));

const query = graphql`
  query GradebookPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on StudyGroup {
        id
        name
        gradebook {
          assignments {
            id
          }
          rows {
            student {
              id
            }
          }
          ...GradebookTable_gradebook
          ...WeightsDialog_gradebook
        }
      }
    }
  }
`;

/**
 * A group's gradebook for its owner: the table (GradebookTable), the weights of its average ('Pesos del
 * promedio'), and the same table as an XLSX or CSV file. A student's new attempt reads it again while it is open.
 * The server refuses anyone else (node comes back null).
 */
export function Component() {
  const { node } = useRouteQuery<GradebookPageQuery>(query);
  const environment = useRelayEnvironment();
  const [weightsOpen, setWeightsOpen] = useState(false);
  const id = node?.__typename === 'StudyGroup' ? node.id : '';
  const refetch = useCallback(() => {
    fetchQuery<GradebookPageQuery>(environment, query, { id }, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment, id]);
  // A student's new attempt at one of the columns: the shell's notifications stream invalidates its assignment
  // (shell/NotificationsBadge.tsx) and the table is read again, the grades and averages being the server's to compute.
  const columnIds = node?.__typename === 'StudyGroup' ? (node.gradebook?.assignments.map((assignment) => assignment.id) ?? []) : [];
  useSubscribeToInvalidationState(columnIds, refetch);
  if (node?.__typename !== 'StudyGroup' || !node.gradebook) return <RestrictedNotice />;
  const { gradebook } = node;
  const empty = gradebook.rows.length === 0;

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <BackLink to={paths.group.href(node.id)}>Volver al grupo</BackLink>
      <PageTitle>{`Calificaciones de ${node.name}`}</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Cada nota sigue el método de calificación de su tarea; el promedio pondera las tareas con nota por su peso.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <GradebookDownloads studyGroupId={node.id} disabled={empty} />
        {gradebook.assignments.length > 0 && (
          <Button variant="text" startIcon={<TuneIcon />} onClick={() => setWeightsOpen(true)}>
            Pesos del promedio
          </Button>
        )}
      </Box>
      {empty ? (
        <Typography color="text.secondary">Este grupo todavía no tiene estudiantes.</Typography>
      ) : (
        <GradebookTable gradebookRef={gradebook} caption={`Calificaciones de ${node.name}`} />
      )}
      {weightsOpen && (
        <Suspense fallback={null}>
          <WeightsDialog gradebookRef={gradebook} open onClose={() => setWeightsOpen(false)} onSaved={refetch} />
        </Suspense>
      )}
    </Box>
  );
}
