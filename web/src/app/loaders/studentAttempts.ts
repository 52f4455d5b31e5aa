import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type StudentAttemptsPageQuery } from '../../__generated__/StudentAttemptsPageQuery.graphql';
import { routeQuery } from '../../relay/routeQuery';

/** A student's attempts on an assignment: ?profileId=&assignmentId=. */
export const loader = ({ request }: LoaderFunctionArgs) => {
  const params = new URL(request.url).searchParams;
  return routeQuery<StudentAttemptsPageQuery>(query, { assignmentId: params.get('assignmentId') ?? '', profileId: params.get('profileId') ?? '' });
};
