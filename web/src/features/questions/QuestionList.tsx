import { normalizeText } from '@aula/common';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { useRevealed } from '../../lib/useRevealed';
import type { QuestionCard_question$key } from '../../__generated__/QuestionCard_question.graphql';
import type { QuestionList_viewer$key } from '../../__generated__/QuestionList_viewer.graphql';
import { QuestionCard } from './QuestionCard';
import { noQuestionFilters, QuestionFilters, type QuestionFilterValues } from './QuestionFilters';

const pageSize = 50;

/** The pause after the last key before the search is sent. */
export const questionSearchDebounceMs = 300;

/** The selection while picking for an assignment; without it the list is the bank, with each card's menu. */
export interface QuestionPick {
  selected: ReadonlySet<string>;
  onToggle(id: string, question: QuestionCard_question$key): void;
}

/** The text typed, once it has rested `questionSearchDebounceMs`. */
function useRestedText(text: string) {
  const [rested, setRested] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setRested(text), questionSearchDebounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  return rested;
}

/**
 * The viewer's active questions, newest first, 50 at a time with 'Cargar más', searched and filtered on the server.
 * The connection keeps the key `QuestionBankPage_questions` whatever the filters (`filters: []`): a refetch with
 * new filters replaces its edges, and creating a question prepends to it by that key (questionBankConnection.ts).
 */
export function QuestionList({ viewerRef, pick }: { viewerRef: QuestionList_viewer$key; pick?: QuestionPick }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment QuestionList_viewer on Viewer
      @refetchable(queryName: "QuestionListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
        search: { type: "String" }
        type: { type: "QuestionType" }
        difficulty: { type: "Difficulty" }
      ) {
        questions(first: $count, after: $cursor, search: $search, type: $type, difficulty: $difficulty)
          @connection(key: "QuestionBankPage_questions", filters: []) {
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
  const [filters, setFilters] = useState<QuestionFilterValues>(noQuestionFilters);
  const search = useRestedText(normalizeText(filters.text));
  const [applied, setApplied] = useState({ search: '', type: filters.type, difficulty: filters.difficulty });
  const [isFiltering, startFiltering] = useTransition();

  // Each change of the rested text or of a select asks the server again; the old list stays until the answer.
  useEffect(() => {
    if (search === applied.search && filters.type === applied.type && filters.difficulty === applied.difficulty) return;
    const next = { search, type: filters.type, difficulty: filters.difficulty };
    setApplied(next);
    startFiltering(() => {
      refetch(
        { search: next.search || null, type: next.type || null, difficulty: next.difficulty || null, cursor: null },
        { fetchPolicy: 'network-only' },
      );
    });
  }, [search, filters.type, filters.difficulty, applied, refetch]);

  const { questions } = data;
  // Fifty cards come in parts (lib/useRevealed.ts).
  const revealed = useRevealed(questions.edges.length);
  const filtered = Boolean(applied.search || applied.type || applied.difficulty);
  if (questions.edges.length === 0 && !filtered && !filters.text) {
    return <Typography color="text.secondary">Todavía no hay preguntas. Pruebe a crear una.</Typography>;
  }
  return (
    <>
      <QuestionFilters value={filters} onChange={setFilters} />
      <LinearProgress aria-label="Buscando preguntas" sx={{ mb: 1, visibility: isFiltering ? 'visible' : 'hidden' }} />
      {questions.edges.length === 0 ? (
        <Typography color="text.secondary" role="status">
          No se encontraron preguntas con estos filtros.
        </Typography>
      ) : (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Preguntas" aria-busy={isFiltering}>
          {questions.edges.slice(0, revealed).map(({ node }) => {
            const id = node.id;
            if (!id) return null;
            return (
              <li key={id}>
                <QuestionCard
                  questionRef={node}
                  mode={
                    pick
                      ? { kind: 'pick', selected: pick.selected.has(id), onToggle: () => pick.onToggle(id, node) }
                      : { kind: 'bank', connectionId: questions.__id }
                  }
                />
              </li>
            );
          })}
        </Stack>
      )}
      <LoadMoreButton hasNext={hasNext} loadNext={loadNext} isLoadingNext={isLoadingNext} pageSize={pageSize} />
    </>
  );
}
