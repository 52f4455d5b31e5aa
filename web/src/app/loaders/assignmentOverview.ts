import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type AssignmentOverviewPageQuery } from '../../__generated__/AssignmentOverviewPageQuery.graphql';
import { routeQuery } from '../../relay/routeQuery';
import { assignmentById } from './variables';

/** An assignment's overview before solving it. The same variables as the screen's own `loader`, started without waiting for its code. */
export const loader = ({ params }: LoaderFunctionArgs) => routeQuery<AssignmentOverviewPageQuery>(query, assignmentById(params));
