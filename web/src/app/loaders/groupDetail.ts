import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type GroupDetailPageQuery } from '../../__generated__/GroupDetailPageQuery.graphql';
import { routeQuery } from '../../relay/routeQuery';

/** A group's detail page: /groups/:id. The same variables as the screen's own `loader`, started without waiting for its code. */
export const loader = ({ params }: LoaderFunctionArgs) => routeQuery<GroupDetailPageQuery>(query, { id: params.id ?? '' });
