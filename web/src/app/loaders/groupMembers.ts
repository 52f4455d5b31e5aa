import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type GroupMembersPageQuery } from '../../__generated__/GroupMembersPageQuery.graphql';
import { routeQuery } from '../../relay/routeQuery';

/** A group's members: /groups/members/:id. The same variables as the screen's own `loader`, started without waiting for its code. */
export const loader = ({ params }: LoaderFunctionArgs) => routeQuery<GroupMembersPageQuery>(query, { id: params.id ?? '' });
