import query, { type ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';
import { screenQuery } from './screenQuery';

/** The viewer's account, profile and open sessions. */
export default screenQuery<ProfilePageQuery>(query, () => ({}));
