import query, { type QuestionFormPageQuery } from '../../__generated__/QuestionFormPageQuery.graphql';
import { formRoute } from '../../features/questions/formRoute';
import { screenQuery } from './screenQuery';

/** The question form's one query (the question to edit, or the assignment to link to; none for a plain create). */
export default screenQuery<QuestionFormPageQuery>(query, (params, search) => {
  const route = formRoute(params, search);
  if (route.kind === 'create' || (route.kind === 'update' && (!route.type || !route.questionId))) return null;
  const questionId = route.kind === 'update' ? route.questionId : '';
  const assignmentId = route.kind === 'link' ? route.assignmentId : '';
  return { questionId, withQuestion: questionId !== '', assignmentId, withAssignment: assignmentId !== '' };
});
