import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type AssignmentFormPageQuery } from '../../__generated__/AssignmentFormPageQuery.graphql';
import { routeQuery } from '../../relay/routeQuery';

/** The assignment to edit (?assignmentId=); nothing to load for a new one. */
export const loader = ({ request }: LoaderFunctionArgs) => {
  const assignmentId = new URL(request.url).searchParams.get('assignmentId');
  return assignmentId ? routeQuery<AssignmentFormPageQuery>(query, { assignmentId }) : null;
};
