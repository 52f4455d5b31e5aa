import { useMemo } from 'react';
import { graphql } from 'react-relay/hooks';
import { NotFoundNotice } from '../../components/NotFoundNotice';
import { useRouteQuery } from '../../relay/routeQuery';
import type { QuestionBankPageQuery } from '../../__generated__/QuestionBankPageQuery.graphql';
import { QuestionBank } from './QuestionBank';
import { QuestionPicker, type PickingFor } from './QuestionPicker';

// The viewer's ref goes to QuestionList through QuestionBank or QuestionPicker, which only lay it out.
/* eslint-disable relay/must-colocate-fragment-spreads */
const query = graphql`
  query QuestionBankPageQuery($assignmentId: ID!, $withAssignment: Boolean!) {
    viewer {
      ...QuestionList_viewer
    }
    assignment: node(id: $assignmentId) @include(if: $withAssignment) {
      __typename
      ... on Assignment {
        id
        name
        questions {
          __typename
          ... on Node {
            id
          }
          ...QuestionCard_question
        }
        studyGroup {
          id
          owner {
            id
          }
        }
      }
    }
  }
`;
/* eslint-enable relay/must-colocate-fragment-spreads */

/** The bank, or, with an assignmentId that names one of the viewer's assignments, the picker for it. */
export function Component() {
  const { viewer, assignment } = useRouteQuery<QuestionBankPageQuery>(query);
  const picking = useMemo<PickingFor | null>(
    () =>
      assignment?.__typename === 'Assignment'
        ? {
            id: assignment.id,
            name: assignment.name,
            questions: assignment.questions.flatMap((question) => (question.id ? [{ id: question.id, ref: question }] : [])),
            groupId: assignment.studyGroup.id,
            ownerId: assignment.studyGroup.owner.id,
          }
        : null,
    [assignment],
  );
  if (assignment !== undefined && !picking) return <NotFoundNotice />;
  return picking ? <QuestionPicker key={picking.id} viewerRef={viewer ?? null} assignment={picking} /> : <QuestionBank viewerRef={viewer ?? null} />;
}
