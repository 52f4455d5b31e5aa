import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type AssignmentGradesPageQuery } from '../../__generated__/AssignmentGradesPageQuery.graphql';
import { routeQuery } from '../../relay/routeQuery';

/** The teacher's grades of an assignment: ?assignmentId=. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  routeQuery<AssignmentGradesPageQuery>(query, { assignmentId: new URL(request.url).searchParams.get('assignmentId') ?? '' });
