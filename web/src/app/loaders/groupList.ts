import query, { type GroupListPageQuery } from '../../__generated__/GroupListPageQuery.graphql';
import { routeQuery } from '../../relay/routeQuery';

/** The groups list's query, started without waiting for the screen's code (the route's Component loads beside it). */
export const loader = () => routeQuery<GroupListPageQuery>(query, {});
