import query, { type AssignmentOverviewPageQuery } from '../../__generated__/AssignmentOverviewPageQuery.graphql';
import { assignmentById, screenQuery } from './screenQuery';

/** An assignment's overview before solving it: /assignment/main/:assignmentId. */
export default screenQuery<AssignmentOverviewPageQuery>(query, assignmentById);
