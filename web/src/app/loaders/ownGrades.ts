import query, { type OwnGradesPageQuery } from '../../__generated__/OwnGradesPageQuery.graphql';
import { routeQuery } from '../../relay/routeQuery';

/** The viewer's own grades. */
export const loader = () => routeQuery<OwnGradesPageQuery>(query, {});
