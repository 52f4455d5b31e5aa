import query, { type QuestionBankPageQuery } from '../../__generated__/QuestionBankPageQuery.graphql';
import { screenQuery } from './screenQuery';

/** The bank's query, or the picker's (with the assignment) for ?assignmentId=. */
export default screenQuery<QuestionBankPageQuery>(query, (_, search) => {
  const assignmentId = search.get('assignmentId') ?? '';
  return { assignmentId, withAssignment: assignmentId !== '' };
});
