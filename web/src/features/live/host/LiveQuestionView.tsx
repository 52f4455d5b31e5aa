import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LiveQuestionView_question$key } from '../../../__generated__/LiveQuestionView_question.graphql';
import { AnswerTiles } from './AnswerTiles';

const bigText = { fontSize: { xs: 18, md: 26 } } as const;

/** What the players answer, shown on the projector: the tiles to choose from, the items to order or what to type. */
function AnswerArea({ question }: { question: NonNullable<ReturnType<typeof useQuestion>> }) {
  switch (question.__typename) {
    case 'TrueOrFalseQuestion':
      return <AnswerTiles options={['Verdadero', 'Falso']} />;
    case 'MultipleAnswerQuestion':
      return <AnswerTiles options={question.options ?? []} />;
    case 'OrderingQuestion':
      return (
        <>
          <Typography sx={bigText}>Ordene en su dispositivo:</Typography>
          <Box component="ul" sx={{ ...bigText, m: 0 }}>
            {(question.items ?? []).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Box>
        </>
      );
    case 'MatchColumnsQuestion':
      return (
        <>
          <Typography sx={bigText}>Relacione en su dispositivo:</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            <Box component="ul" aria-label="Columna izquierda" sx={{ ...bigText, m: 0 }}>
              {(question.leftColumn ?? []).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Box>
            <Box component="ul" aria-label="Columna derecha" sx={{ ...bigText, m: 0 }}>
              {(question.rightColumn ?? []).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Box>
          </Box>
        </>
      );
    case 'NumericalQuestion':
      return <Typography sx={bigText}>Escriba un número en su dispositivo.</Typography>;
    case 'FillBlanksQuestion':
      return <Typography sx={bigText}>Complete los espacios en su dispositivo.</Typography>;
    case 'ShortAnswerQuestion':
      return <Typography sx={bigText}>Escriba su respuesta en su dispositivo.</Typography>;
    default:
      return null;
  }
}

function useQuestion(questionRef: LiveQuestionView_question$key) {
  return useFragment(
    graphql`
      fragment LiveQuestionView_question on Question {
        __typename
        ... on QuestionCommon {
          statement
        }
        ... on TrueOrFalseQuestion {
          imageUrl
        }
        ... on MultipleAnswerQuestion {
          options
        }
        ... on OrderingQuestion {
          items
        }
        ... on MatchColumnsQuestion {
          leftColumn
          rightColumn
        }
        ... on FillBlanksQuestion {
          segments
        }
        # Selected so that the generated type names these kinds (they show no field of their own).
        ... on NumericalQuestion {
          id
        }
        ... on ShortAnswerQuestion {
          id
        }
      }
    `,
    questionRef,
  );
}

/**
 * A question of the game, large for a projector: its statement (a fill-in sentence with its blanks, never its
 * words), its image, and the options as the players see them.
 */
export function LiveQuestionView({ questionRef }: { questionRef: LiveQuestionView_question$key }) {
  const question = useQuestion(questionRef);
  const statement =
    question.__typename === 'FillBlanksQuestion' ? (question.segments ?? []).join(' ____ ') : 'statement' in question ? question.statement : '';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography component="h2" sx={{ fontSize: { xs: 24, md: 40 }, fontWeight: 700, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {statement}
      </Typography>
      {question.__typename === 'TrueOrFalseQuestion' && question.imageUrl && (
        <Box
          component="img"
          src={question.imageUrl}
          alt="Imagen de la pregunta"
          sx={{ maxWidth: '100%', maxHeight: { xs: 200, md: 360 }, objectFit: 'contain', alignSelf: 'center' }}
        />
      )}
      <AnswerArea question={question} />
    </Box>
  );
}
