import query, { type SolvePageQuery } from '../../__generated__/SolvePageQuery.graphql';
import { assignmentById, screenQuery } from './screenQuery';

/** The solve screen's assignment: /assignment/solve/:assignmentId. */
export default screenQuery<SolvePageQuery>(query, assignmentById);
