import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type AssignmentListPageQuery } from '../../__generated__/AssignmentListPageQuery.graphql';
import { routeQuery } from '../../relay/routeQuery';

/** A group's assignment list query, started without waiting for the screen's code (loaded beside it). */
export const loader = ({ request }: LoaderFunctionArgs) =>
  routeQuery<AssignmentListPageQuery>(query, { groupId: new URL(request.url).searchParams.get('groupId') ?? '' });
