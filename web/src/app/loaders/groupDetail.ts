import query, { type GroupDetailPageQuery } from '../../__generated__/GroupDetailPageQuery.graphql';
import { screenQuery } from './screenQuery';

/** A group's page: /groups/:id. */
export default screenQuery<GroupDetailPageQuery>(query, ({ id }) => ({ id: id ?? '' }));
