import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type QuestionFormPageQuery } from '../../__generated__/QuestionFormPageQuery.graphql';
import { formRoute } from '../../features/questions/formRoute';
import { routeQuery } from '../../relay/routeQuery';

/** The question form's one query (the question to edit, or the assignment to link to; none for a plain create). */
export const loader = ({ params, request }: LoaderFunctionArgs) => {
  const route = formRoute(params, new URL(request.url).searchParams);
  if (route.kind === 'create' || (route.kind === 'update' && (!route.type || !route.questionId))) return null;
  const questionId = route.kind === 'update' ? route.questionId : '';
  const assignmentId = route.kind === 'link' ? route.assignmentId : '';
  return routeQuery<QuestionFormPageQuery>(query, { questionId, withQuestion: questionId !== '', assignmentId, withAssignment: assignmentId !== '' });
};
