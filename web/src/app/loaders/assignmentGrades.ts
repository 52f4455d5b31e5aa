import query, { type AssignmentGradesPageQuery } from '../../__generated__/AssignmentGradesPageQuery.graphql';
import { pendingParam } from '../../features/grades/pendingFilter';
import { screenQuery } from './screenQuery';

/** The teacher's grades of an assignment: ?assignmentId=, and ?pendiente=1 for the students with answers to grade. */
export default screenQuery<AssignmentGradesPageQuery>(query, (_, search) => ({
  assignmentId: search.get('assignmentId') ?? '',
  pendingOnly: search.get(pendingParam) === '1',
}));
