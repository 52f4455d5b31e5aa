import query, { type NotificationsPageQuery } from '../../__generated__/NotificationsPageQuery.graphql';
import { screenQuery } from './screenQuery';

/** The viewer's notifications. */
export default screenQuery<NotificationsPageQuery>(query, () => ({}));
