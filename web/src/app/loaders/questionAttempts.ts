import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type QuestionAttemptsPageQuery } from '../../__generated__/QuestionAttemptsPageQuery.graphql';
import { routeQuery } from '../../relay/routeQuery';

/** The question attempts of one attempt: ?assignmentAttemptId= (the student's own and the teacher's routes). */
export const loader = ({ request }: LoaderFunctionArgs) =>
  routeQuery<QuestionAttemptsPageQuery>(query, { assignmentAttemptId: new URL(request.url).searchParams.get('assignmentAttemptId') ?? '' });
