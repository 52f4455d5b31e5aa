import query, { type LiveHostPageQuery } from '../../__generated__/LiveHostPageQuery.graphql';
import { screenQuery } from './screenQuery';

/** A live game's host screen: the game's id in the path. */
export default screenQuery<LiveHostPageQuery>(query, ({ liveGameId }) => ({ id: liveGameId ?? '' }));
