import query, { type NotificationsPageQuery } from '../../__generated__/NotificationsPageQuery.graphql';
import { routeQuery } from '../../relay/routeQuery';

/** The notifications screen's query, started beside the screen's code. */
export const loader = () => routeQuery<NotificationsPageQuery>(query, {});
