import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SolutionView_solution$key } from '../../__generated__/SolutionView_solution.graphql';

/** The key of a practised question, in words, shown once it is answered. */
export function SolutionView({ solutionRef }: { solutionRef: SolutionView_solution$key }) {
  const solution = useFragment(
    graphql`
      fragment SolutionView_solution on QuestionSolution {
        type
        correctAnswer
        correctWords
        leftColumn
        rightColumn
        options
        correctOptionsIndex
        acceptedAnswers
      }
    `,
    solutionRef,
  );
  let body: React.ReactNode;
  switch (solution.type) {
    case 'TRUE_OR_FALSE':
      body = <Typography>{`Respuesta correcta: ${solution.correctAnswer ? 'Verdadero' : 'Falso'}`}</Typography>;
      break;
    case 'FILL_BLANKS':
      body = <Typography>{`Palabras correctas: ${(solution.correctWords ?? []).join(', ')}`}</Typography>;
      break;
    case 'MATCH_COLUMNS':
      body = (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {(solution.leftColumn ?? []).map((left, i) => (
            <li key={i}>{`${left} → ${solution.rightColumn?.[i] ?? ''}`}</li>
          ))}
        </Box>
      );
      break;
    case 'MULTIPLE_ANSWER':
      body = (
        <>
          <Typography>Opciones correctas:</Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {(solution.correctOptionsIndex ?? []).map((i) => (
              <li key={i}>{solution.options?.[i] ?? ''}</li>
            ))}
          </Box>
        </>
      );
      break;
    default:
      body = <Typography>{`Respuestas aceptadas: ${(solution.acceptedAnswers ?? []).join(', ')}`}</Typography>;
  }
  return (
    <Box component="section" aria-label="Solución" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
      <Typography variant="subtitle2" component="h3">
        Solución
      </Typography>
      {body}
    </Box>
  );
}
