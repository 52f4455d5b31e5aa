import query, { type DuplicateAssignmentPageQuery } from '../../__generated__/DuplicateAssignmentPageQuery.graphql';
import { screenQuery } from './screenQuery';

/** The assignment to copy (?assignmentId=) and the viewer's groups to copy it into. */
export default screenQuery<DuplicateAssignmentPageQuery>(query, (_, search) => ({ assignmentId: search.get('assignmentId') ?? '' }));
