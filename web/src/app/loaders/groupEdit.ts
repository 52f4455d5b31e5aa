import query, { type GroupEditPageQuery } from '../../__generated__/GroupEditPageQuery.graphql';
import { screenQuery } from './screenQuery';

/** The group edit form: /groups/update/:id/… */
export default screenQuery<GroupEditPageQuery>(query, ({ id }) => ({ id: id ?? '' }));
