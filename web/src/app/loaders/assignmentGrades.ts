import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type AssignmentGradesPageQuery } from '../../__generated__/AssignmentGradesPageQuery.graphql';
import { pendingParam } from '../../features/grades/pendingFilter';
import { routeQuery } from '../../relay/routeQuery';

/** The teacher's grades of an assignment: ?assignmentId=, and ?pendiente=1 for the students with answers to grade. */
export const loader = ({ request }: LoaderFunctionArgs) => {
  const params = new URL(request.url).searchParams;
  return routeQuery<AssignmentGradesPageQuery>(query, { assignmentId: params.get('assignmentId') ?? '', pendingOnly: params.get(pendingParam) === '1' });
};
