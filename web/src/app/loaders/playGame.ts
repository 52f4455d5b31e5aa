import query, { type PlayPageQuery } from '../../__generated__/PlayPageQuery.graphql';
import { screenQuery } from './screenQuery';

/** A player's game: /play/:liveGameId. */
export default screenQuery<PlayPageQuery>(query, ({ liveGameId }) => ({ id: liveGameId ?? '' }));
