import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type GroupEditPageQuery } from '../../__generated__/GroupEditPageQuery.graphql';
import { routeQuery } from '../../relay/routeQuery';

/** The group edit form: /groups/update/:id/… The same variables as the screen's own `loader`, started without waiting for its code. */
export const loader = ({ params }: LoaderFunctionArgs) => routeQuery<GroupEditPageQuery>(query, { id: params.id ?? '' });
