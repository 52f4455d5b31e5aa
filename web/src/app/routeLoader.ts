import type { LoaderFunctionArgs } from 'react-router-dom';
import { routeQuery } from '../relay/routeQuery';
import type { ScreenQuery } from './loaders/screenQuery';

/** A route's loader from what its screen loads: the query starts on navigation, before anything renders. */
export const routeLoader =
  ({ query, variables }: ScreenQuery) =>
  ({ params, request }: LoaderFunctionArgs) => {
    const values = variables(params, new URL(request.url).searchParams);
    return values ? routeQuery(query, values) : null;
  };
