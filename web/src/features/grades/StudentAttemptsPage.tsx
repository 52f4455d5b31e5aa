import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { BackLink } from '../../components/BackLink';
import { NotFoundNotice } from '../../components/NotFoundNotice';
import { PageHeading } from '../../components/PageTitle';
import { personLabel } from '../../lib/people';
import { useRouteQuery } from '../../relay/routeQuery';
import type { StudentAttemptsPageQuery } from '../../__generated__/StudentAttemptsPageQuery.graphql';
import { AttemptCard } from './AttemptCard';
import { useRefetchOnInvalidation } from '../../relay/useRefetchOnInvalidation';

const query = graphql`
  query StudentAttemptsPageQuery($assignmentId: ID!, $profileId: ID!) {
    assignment: node(id: $assignmentId) {
      __typename
      ... on Assignment {
        id
        name
        attempts(profileId: $profileId, first: 100) {
          edges {
            node {
              id
              ...AttemptCard_attempt
            }
          }
        }
      }
    }
    student: node(id: $profileId) {
      __typename
      ... on Profile {
        id
        username
        firstName
        lastName
      }
    }
  }
`;

/**
 * A student's attempts on an assignment, newest first (as the server lists them) and numbered from the first one,
 * with score, pending note and date, each opening its question attempts. A new attempt appears while it is open.
 */
export function Component() {
  const { assignment, student } = useRouteQuery<StudentAttemptsPageQuery>(query);
  const [searchParams] = useSearchParams();
  useRefetchOnInvalidation<StudentAttemptsPageQuery>(assignment?.__typename === 'Assignment' ? assignment.id : '', query, {
    assignmentId: searchParams.get('assignmentId') ?? '',
    profileId: searchParams.get('profileId') ?? '',
  });

  if (assignment?.__typename !== 'Assignment' || student?.__typename !== 'Profile') {
    return <NotFoundNotice />;
  }

  const attempts = assignment.attempts.edges;
  return (
    <>
      <BackLink to={paths.assignmentGrades.href(assignment.id)}>Volver a Notas</BackLink>
      <PageHeading title={`Intentos de ${personLabel(student)}`} subtitle={assignment.name} />
      {attempts.length === 0 ? (
        <Typography color="text.secondary">Este estudiante todavía no tiene intentos en esta tarea.</Typography>
      ) : (
        <Stack spacing={1.5} component="ol" aria-label="Intentos" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {attempts.map(({ node }, index) => (
            <li key={node.id}>
              <AttemptCard
                attemptRef={node}
                to={paths.questionAttemptsByProfile.href(node.id, student.id)}
                title={`Intento ${attempts.length - index}`}
              />
            </li>
          ))}
        </Stack>
      )}
    </>
  );
}
