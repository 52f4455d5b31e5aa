import query, { type StudentAttemptsPageQuery } from '../../__generated__/StudentAttemptsPageQuery.graphql';
import { screenQuery } from './screenQuery';

/** A student's attempts on an assignment: ?profileId=&assignmentId=. */
export default screenQuery<StudentAttemptsPageQuery>(query, (_, search) => ({
  assignmentId: search.get('assignmentId') ?? '',
  profileId: search.get('profileId') ?? '',
}));
