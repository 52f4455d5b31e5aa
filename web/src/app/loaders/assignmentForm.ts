import query, { type AssignmentFormPageQuery } from '../../__generated__/AssignmentFormPageQuery.graphql';
import { screenQuery } from './screenQuery';

/** The assignment to edit (?assignmentId=); nothing to load for a new one. */
export default screenQuery<AssignmentFormPageQuery>(query, (_, search) => {
  const assignmentId = search.get('assignmentId');
  return assignmentId ? { assignmentId } : null;
});
