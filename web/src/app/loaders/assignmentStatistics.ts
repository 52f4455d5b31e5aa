import query, { type AssignmentStatisticsPageQuery } from '../../__generated__/AssignmentStatisticsPageQuery.graphql';
import { attemptsOfParam, attemptsParam } from '../../features/statistics/countedAttempts';
import { screenQuery } from './screenQuery';

/** An assignment's statistics: ?assignmentId=, and ?intentos= for the attempts counted (the graded ones by default). */
export default screenQuery<AssignmentStatisticsPageQuery>(query, (_, search) => ({
  assignmentId: search.get('assignmentId') ?? '',
  attempts: attemptsOfParam(search.get(attemptsParam)),
}));
