import query, { type AssignmentListPageQuery } from '../../__generated__/AssignmentListPageQuery.graphql';
import { screenQuery } from './screenQuery';

/**
 * A group's assignments: /groups/assignments/group-info?groupId=&ownerId=. The owner test is the server's
 * `viewerIsOwner`; ownerId stays in the address for the spec's route shape.
 */
export default screenQuery<AssignmentListPageQuery>(query, (_, search) => ({ groupId: search.get('groupId') ?? '' }));
