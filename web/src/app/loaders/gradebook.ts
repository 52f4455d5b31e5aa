import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type GradebookPageQuery } from '../../__generated__/GradebookPageQuery.graphql';
import { routeQuery } from '../../relay/routeQuery';

/** The gradebook's query (/groups/gradebook?studyGroupId=), started without waiting for the screen's code. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  routeQuery<GradebookPageQuery>(query, { id: new URL(request.url).searchParams.get('studyGroupId') ?? '' });
