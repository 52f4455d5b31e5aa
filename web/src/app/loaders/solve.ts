import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type SolvePageQuery } from '../../__generated__/SolvePageQuery.graphql';
import { routeQuery } from '../../relay/routeQuery';
import { assignmentById } from './variables';

/** The solve screen's assignment. The same variables as the screen's own `loader`, started without waiting for its code. */
export const loader = ({ params }: LoaderFunctionArgs) => routeQuery<SolvePageQuery>(query, assignmentById(params));
