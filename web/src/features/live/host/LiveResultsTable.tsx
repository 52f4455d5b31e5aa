import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import { SpreadsheetDownloads } from '../../../components/SpreadsheetDownloads';
import { attemptNoteText } from '../attemptNote';
import type { LiveResultsTableFileQuery } from '../../../__generated__/LiveResultsTableFileQuery.graphql';
import type { LiveResultsTableQuery } from '../../../__generated__/LiveResultsTableQuery.graphql';

const fileQuery = graphql`
  query LiveResultsTableFileQuery($id: ID!, $format: GradebookFileFormat!, $separator: CsvSeparator) {
    node(id: $id) {
      ... on LiveGame {
        resultsFile(format: $format, separator: $separator) {
          fileName
          contentType
          base64
        }
      }
    }
  }
`;

interface AnswerResult {
  summary: string;
  score: number | null | undefined;
  points: number | null | undefined;
  correct: boolean | null | undefined;
}

/** The grade of an answer in words; a short answer nobody grades in a game is 'sin calificar', not wrong. */
const verdictOf = ({ score, correct }: AnswerResult) => {
  if (score == null) return 'sin calificar';
  if (correct) return 'correcta';
  return score > 0 ? 'en parte correcta' : 'incorrecta';
};

/** 'Sin respuesta', or the answer, its grade and the points it earned (an ungraded answer earned none). */
const answerCell = (answer: AnswerResult | null | undefined, withPoints: boolean) => {
  if (!answer) return 'Sin respuesta';
  const verdict = verdictOf(answer);
  return withPoints && answer.score != null ? `${answer.summary} (${verdict}, ${answer.points ?? 0} puntos)` : `${answer.summary} (${verdict})`;
};

/**
 * The game's results once it is over, per player and per question: each answer with its points, the total, the rank
 * and the right answers, and the same as a spreadsheet. A player whose game does not become an attempt says why. Read when asked for (after the podium), not with every
 * update of the game.
 */
export function LiveResultsTable({ liveGameId }: { liveGameId: string }) {
  const environment = useRelayEnvironment();
  const { node } = useLazyLoadQuery<LiveResultsTableQuery>(
    graphql`
      query LiveResultsTableQuery($id: ID!) {
        node(id: $id) {
          ... on LiveGame {
            questionCount
            points
            players {
              nickname
              rank
              score
              correctCount
              attemptNote
              answers {
                questionIndex
                summary
                score
                points
                correct
              }
            }
          }
        }
      }
    `,
    { id: liveGameId },
    { fetchPolicy: 'network-only' },
  );
  const players = node?.players ?? [];
  const questionCount = node?.questionCount ?? 0;
  const withPoints = node?.points !== 'NONE';
  const questionNumbers = Array.from({ length: questionCount }, (_, index) => index);
  return (
    <Box component="section" aria-labelledby="live-results" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="live-results" component="h2" variant="h5" sx={{ fontWeight: 600 }}>
        Resultados
      </Typography>
      <SpreadsheetDownloads
        disabled={players.length === 0}
        fetchFile={async (format, separator) => {
          const data = await fetchQuery<LiveResultsTableFileQuery>(
            environment,
            fileQuery,
            { id: liveGameId, format, separator },
            { fetchPolicy: 'network-only' },
          ).toPromise();
          return data?.node?.resultsFile;
        }}
      />
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="live-results">
          <TableHead>
            <TableRow>
              <TableCell>Puesto</TableCell>
              <TableCell>Jugador</TableCell>
              {questionNumbers.map((index) => (
                <TableCell key={index}>Pregunta {index + 1}</TableCell>
              ))}
              {withPoints && <TableCell align="right">Total</TableCell>}
              <TableCell align="right">Aciertos</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {players.map((player) => (
              <TableRow key={player.nickname}>
                <TableCell>{player.rank}</TableCell>
                <TableCell component="th" scope="row">
                  {player.nickname}
                  {player.attemptNote && (
                    <Typography variant="body2" color="text.secondary">
                      {attemptNoteText(player.attemptNote)}
                    </Typography>
                  )}
                </TableCell>
                {questionNumbers.map((index) => (
                  <TableCell key={index}>
                    {answerCell(
                      player.answers.find((answer) => answer?.questionIndex === index),
                      withPoints,
                    )}
                  </TableCell>
                ))}
                {withPoints && <TableCell align="right">{player.score}</TableCell>}
                <TableCell align="right">
                  {player.correctCount} de {questionCount}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
