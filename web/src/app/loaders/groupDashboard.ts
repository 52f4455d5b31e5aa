import query, { type GroupDashboardPageQuery } from '../../__generated__/GroupDashboardPageQuery.graphql';
import { screenQuery } from './screenQuery';

/** A group's dashboard: /groups/dashboard?studyGroupId=. */
export default screenQuery<GroupDashboardPageQuery>(query, (_, search) => ({ id: search.get('studyGroupId') ?? '' }));
