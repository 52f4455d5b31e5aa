import query, { type GroupMembersPageQuery } from '../../__generated__/GroupMembersPageQuery.graphql';
import { screenQuery } from './screenQuery';

/** A group's members: /groups/members/:id. */
export default screenQuery<GroupMembersPageQuery>(query, ({ id }) => ({ id: id ?? '' }));
