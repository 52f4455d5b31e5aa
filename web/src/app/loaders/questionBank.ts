import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type QuestionBankPageQuery } from '../../__generated__/QuestionBankPageQuery.graphql';
import { routeQuery } from '../../relay/routeQuery';

/** The bank's query, or the picker's (with the assignment) for ?assignmentId=. */
export const loader = ({ request }: LoaderFunctionArgs) => {
  const assignmentId = new URL(request.url).searchParams.get('assignmentId') ?? '';
  return routeQuery<QuestionBankPageQuery>(query, { assignmentId, withAssignment: assignmentId !== '' });
};
