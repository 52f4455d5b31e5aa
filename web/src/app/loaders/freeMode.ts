import query, { type FreeModePageQuery } from '../../__generated__/FreeModePageQuery.graphql';
import { routeQuery } from '../../relay/routeQuery';

/** Modo Libre's groups and their assignments, started without waiting for the screen's code. */
export const loader = () => routeQuery<FreeModePageQuery>(query, {});
