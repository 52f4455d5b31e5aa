import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql, usePaginationFragment } from 'react-relay';
import type { QuestionList_viewer$key } from '../../__generated__/QuestionList_viewer.graphql';
import { QuestionCard } from './QuestionCard';

const pageSize = 50;

/** The selection while picking for an assignment; without it the list is the bank, with each card's menu. */
export interface QuestionPick {
  selected: Set<string>;
  onToggle(id: string): void;
}

/**
 * The viewer's active questions, 50 at a time with 'Cargar más'. The connection keeps the key
 * `QuestionBankPage_questions`: creating a question appends to it by that key (questionBankConnection.ts).
 */
export function QuestionList({ viewerRef, pick }: { viewerRef: QuestionList_viewer$key; pick?: QuestionPick }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment QuestionList_viewer on Viewer
      @refetchable(queryName: "QuestionListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        questions(first: $count, after: $cursor) @connection(key: "QuestionBankPage_questions") {
          __id
          edges {
            node {
              __typename
              ... on Node {
                id
              }
              ...QuestionCard_question
            }
          }
        }
      }
    `,
    viewerRef,
  );
  const { questions } = data;
  if (questions.edges.length === 0) return <Typography color="text.secondary">Todavía no hay preguntas. Pruebe a crear una.</Typography>;
  return (
    <>
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Preguntas">
        {questions.edges.map(({ node }) =>
          node.id ? (
            <li key={node.id}>
              <QuestionCard
                questionRef={node}
                mode={pick ? { kind: 'pick', selected: pick.selected.has(node.id), onToggle: pick.onToggle } : { kind: 'bank', connectionId: questions.__id }}
              />
            </li>
          ) : null,
        )}
      </Stack>
      {hasNext && (
        <Button onClick={() => loadNext(pageSize)} disabled={isLoadingNext} sx={{ mt: 2 }}>
          {isLoadingNext ? 'Cargando...' : 'Cargar más'}
        </Button>
      )}
    </>
  );
}
