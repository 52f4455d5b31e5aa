import query, { type OwnGradesPageQuery } from '../../__generated__/OwnGradesPageQuery.graphql';
import { screenQuery } from './screenQuery';

/** The viewer's own grades. */
export default screenQuery<OwnGradesPageQuery>(query, () => ({}));
