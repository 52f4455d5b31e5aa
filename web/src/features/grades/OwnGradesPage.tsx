import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { PageTitle } from '../../components/PageTitle';
import { OfflineSince } from '../../offline/OfflineSince';
import { paths } from '../../routes/paths';
import { useRouteQuery } from '../../relay/routeQuery';
import { useSession } from '../../session/SessionProvider';
import type { OwnGradesPageQuery } from '../../__generated__/OwnGradesPageQuery.graphql';
import type { OwnGradesPage_viewer$key } from '../../__generated__/OwnGradesPage_viewer.graphql';
import { GradeHistory } from './GradeHistory';
import { AttemptCard } from './AttemptCard';

const pageSize = 20;

const query = graphql`
  query OwnGradesPageQuery {
    viewer {
      profile {
        id
        username
      }
      ...OwnGradesPage_viewer
      ...GradeHistory_viewer
    }
  }
`;

export const emptyGradesText = 'Todavía no hay notas. Pruebe a resolver una tarea.';

function GradeList({ viewerRef, profileId }: { viewerRef: OwnGradesPage_viewer$key; profileId: string }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment OwnGradesPage_viewer on Viewer
      @refetchable(queryName: "OwnGradesPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        assignmentAttempts(first: $count, after: $cursor) @connection(key: "OwnGradesPage_assignmentAttempts") {
          edges {
            node {
              id
              ...AttemptCard_attempt
            }
          }
        }
      }
    `,
    viewerRef,
  );
  const attempts = data.assignmentAttempts.edges;
  if (attempts.length === 0) return <Typography color="text.secondary">{emptyGradesText}</Typography>;
  return (
    <>
      <Stack spacing={1.5} component="ul" aria-label="Notas" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {attempts.map(({ node }) => (
          <li key={node.id}>
            <AttemptCard attemptRef={node} to={paths.ownQuestionAttempts.href(node.id, profileId)} />
          </li>
        ))}
      </Stack>
      <LoadMoreButton hasNext={hasNext} loadNext={loadNext} isLoadingNext={isLoadingNext} pageSize={pageSize} />
    </>
  );
}

/**
 * A student's own grades: 'Notas de {username}', their grades over time ('Mi progreso', GradeHistory), then one card
 * per own attempt, each opening its question attempts.
 */
export function Component() {
  const { viewer } = useRouteQuery<OwnGradesPageQuery>(query);
  const session = useSession();
  const profile = viewer?.profile ?? session.profile;
  return (
    <>
      <PageTitle>{`Notas de ${profile?.username ?? ''}`}</PageTitle>
      <OfflineSince />
      {viewer && profile ? (
        <>
          <GradeHistory viewerRef={viewer} />
          <GradeList viewerRef={viewer} profileId={profile.id} />
        </>
      ) : (
        <Typography color="text.secondary">{emptyGradesText}</Typography>
      )}
    </>
  );
}
