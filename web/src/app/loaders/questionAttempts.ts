import query, { type QuestionAttemptsPageQuery } from '../../__generated__/QuestionAttemptsPageQuery.graphql';
import { screenQuery } from './screenQuery';

/** The question attempts of one attempt: ?assignmentAttemptId= (the student's own and the teacher's routes). */
export default screenQuery<QuestionAttemptsPageQuery>(query, (_, search) => ({ assignmentAttemptId: search.get('assignmentAttemptId') ?? '' }));
