import query, { type GroupListPageQuery } from '../../__generated__/GroupListPageQuery.graphql';
import { screenQuery } from './screenQuery';

/** The groups list (and the requests the viewer sent). */
export default screenQuery<GroupListPageQuery>(query, () => ({}));
