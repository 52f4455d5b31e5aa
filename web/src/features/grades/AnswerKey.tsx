import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AnswerKey_question$key } from '../../__generated__/AnswerKey_question.graphql';

const list = (items: readonly string[]) => (
  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
    {items.map((item, i) => (
      <li key={i}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{item}</Typography>
      </li>
    ))}
  </Box>
);

/** The key a question was graded with, in words; null when the viewer may not see it (students never do). */
function keyLines(question: NonNullable<ReturnType<typeof useAnswerKey>>): { label: string; body: React.ReactNode } | null {
  switch (question.__typename) {
    case 'TrueOrFalseQuestion':
      return question.correctAnswer == null ? null : { label: 'Respuesta correcta', body: <Typography>{question.correctAnswer ? 'Verdadero' : 'Falso'}</Typography> };
    case 'FillBlanksQuestion':
      return question.correctWords ? { label: 'Palabras correctas', body: list(question.correctWords) } : null;
    case 'MatchColumnsQuestion':
      return { label: 'Pares correctos', body: list((question.leftColumn ?? []).map((left, i) => `${left} → ${question.rightColumn?.[i] ?? ''}`)) };
    case 'MultipleAnswerQuestion':
      return question.correctOptionsIndex
        ? { label: 'Opciones correctas', body: list(question.correctOptionsIndex.map((i) => question.options?.[i] ?? `Opción ${i + 1}`)) }
        : null;
    case 'ShortAnswerQuestion':
      if (!question.acceptedAnswers) return null;
      return question.acceptedAnswers.length
        ? { label: 'Respuestas aceptadas', body: list(question.acceptedAnswers) }
        : { label: 'Respuestas aceptadas', body: <Typography color="text.secondary">Ninguna: la califica el docente</Typography> };
    default:
      return null;
  }
}

function useAnswerKey(questionRef: AnswerKey_question$key | null | undefined) {
  return useFragment(
    graphql`
      fragment AnswerKey_question on Question {
        __typename
        ... on QuestionCommon {
          viewerSeesAnswerKey
        }
        ... on TrueOrFalseQuestion {
          correctAnswer
        }
        ... on FillBlanksQuestion {
          correctWords
        }
        ... on MatchColumnsQuestion {
          leftColumn
          rightColumn
        }
        ... on MultipleAnswerQuestion {
          options
          correctOptionsIndex
        }
        ... on ShortAnswerQuestion {
          acceptedAnswers
        }
      }
    `,
    questionRef,
  );
}

/**
 * The key beside a student's answer, as the question was when answered: for the group owner (the api sends keys
 * to nobody else, so a student sees nothing here).
 */
export function AnswerKey({ questionRef }: { questionRef: AnswerKey_question$key | null | undefined }) {
  const question = useAnswerKey(questionRef);
  if (!question || !('viewerSeesAnswerKey' in question) || !question.viewerSeesAnswerKey) return null;
  const lines = keyLines(question);
  if (!lines) return null;
  return (
    <Box sx={{ mt: 1.5, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', borderLeft: 4, borderColor: 'success.main' }} role="group" aria-label={lines.label}>
      <Typography variant="subtitle2">
        {lines.label}
      </Typography>
      {lines.body}
    </Box>
  );
}
