import query, { type GradebookPageQuery } from '../../__generated__/GradebookPageQuery.graphql';
import { screenQuery } from './screenQuery';

/** The gradebook: /groups/gradebook?studyGroupId=. */
export default screenQuery<GradebookPageQuery>(query, (_, search) => ({ id: search.get('studyGroupId') ?? '' }));
