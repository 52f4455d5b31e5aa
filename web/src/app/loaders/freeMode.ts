import query, { type FreeModePageQuery } from '../../__generated__/FreeModePageQuery.graphql';
import { screenQuery } from './screenQuery';

/** Modo Libre's groups and their assignments. */
export default screenQuery<FreeModePageQuery>(query, () => ({}));
