import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../routes/paths';
import { attemptNoteText } from '../attemptNote';
import { LiveAnswerKey } from '../LiveAnswerKey';
import type { PlayResult_liveGame$key } from '../../../__generated__/PlayResult_liveGame.graphql';

/** What the verdict reads of the viewer's last answer. */
interface AnswerResult {
  questionIndex: number;
  correct?: boolean | null;
  score?: number | null;
}

/**
 * The verdict on the question just revealed, in the words and colour the player sees; `graded` when the answer was
 * graded, so its points are worth showing.
 */
export function verdictOf(lastAnswer: AnswerResult | null | undefined, questionIndex: number) {
  if (!lastAnswer || lastAnswer.questionIndex !== questionIndex) return { text: 'Sin respuesta', color: 'text.secondary', graded: false };
  // A short answer without accepted answers: nobody grades it in a game, so it is neither right nor wrong.
  if (lastAnswer.score == null) return { text: 'Sin calificar', color: 'text.secondary', graded: false };
  if (lastAnswer.correct) return { text: '¡Correcto!', color: 'success.main', graded: true };
  // Partial credit (some of a multiple answer's options): not wrong, and it earned points.
  if (lastAnswer.score > 0) return { text: 'En parte correcto', color: 'warning.main', graded: true };
  return { text: 'Incorrecto', color: 'error.main', graded: true };
}

/** '+850 puntos (+200 por racha)'. */
export function pointsText(points: number, streakBonus: number | null | undefined) {
  const bonus = streakBonus ? ` (+${streakBonus} por racha)` : '';
  return `+${points} ${points === 1 ? 'punto' : 'puntos'}${bonus}`;
}

/** 'Aciertos: 2 de 3 (67 %)': what a game without points shows instead of the score. */
export function accuracyText(correctCount: number, revealed: number) {
  const share = revealed > 0 ? Math.round((correctCount / revealed) * 100) : 0;
  return `Aciertos: ${correctCount} de ${revealed} (${share} %)`;
}

export const rankText = (rank: number, playerCount: number) => `Puesto ${rank} de ${playerCount}`;

function Figure({ children }: { children: string }) {
  return (
    <Typography variant="h6" component="p">
      {children}
    </Typography>
  );
}

/**
 * The player's result: after a question (REVEAL) the verdict, the points it earned, the right answer, then the
 * total, the rank and the streak; at the end (FINISHED) the final rank and score, and 'Ver mis notas' when the
 * game counted as an attempt. A game without points shows right or wrong and the accuracy only.
 */
export function PlayResult({ liveGameRef }: { liveGameRef: PlayResult_liveGame$key }) {
  const game = useFragment(
    graphql`
      fragment PlayResult_liveGame on LiveGame {
        status
        points
        countsAsAttempt
        playerCount
        questionIndex
        question {
          ...LiveAnswerKey_question
        }
        viewerPlayer {
          attemptNote
          score
          rank
          streak
          correctCount
          lastAnswer {
            questionIndex
            summary
            score
            correct
            points
            streakBonus
          }
        }
      }
    `,
    liveGameRef,
  );
  const player = game.viewerPlayer;
  if (!player) return null;
  const withPoints = game.points !== 'NONE';
  const revealed = (game.questionIndex ?? -1) + 1;
  const totals = (
    <Paper variant="outlined" sx={{ p: 2, mt: 2, display: 'grid', gap: 0.5 }}>
      <Figure>{rankText(player.rank, game.playerCount)}</Figure>
      <Figure>{withPoints ? `Puntuación: ${player.score}` : accuracyText(player.correctCount, revealed)}</Figure>
      {player.streak > 0 && <Figure>{`Racha: ${player.streak}`}</Figure>}
    </Paper>
  );

  if (game.status === 'FINISHED') {
    return (
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h4" component="h2" sx={{ fontWeight: 700 }}>
          Juego terminado
        </Typography>
        {player.attemptNote && (
          <Alert severity="info" sx={{ mt: 2, textAlign: 'left' }}>
            {attemptNoteText(player.attemptNote)}
          </Alert>
        )}
        {totals}
        <Box sx={{ display: 'grid', gap: 2, mt: 3 }}>
          {game.countsAsAttempt && (
            <Button component={RouterLink} to={paths.grades.href()} variant="contained" size="large" sx={{ minHeight: 56 }}>
              Ver mis notas
            </Button>
          )}
          <Button component={RouterLink} to={paths.play.href()} variant="outlined" size="large" sx={{ minHeight: 56 }}>
            Unirse a otro juego
          </Button>
        </Box>
      </Box>
    );
  }

  const last = player.lastAnswer;
  const verdict = verdictOf(last, game.questionIndex ?? -1);
  const answered = verdict.text !== 'Sin respuesta' && last;
  return (
    <Box>
      <Typography variant="h3" component="h2" sx={{ fontWeight: 700, color: verdict.color, textAlign: 'center', my: 2 }}>
        {verdict.text}
      </Typography>
      {answered && verdict.graded && withPoints && last.points != null && (
        <Typography variant="h5" component="p" sx={{ textAlign: 'center' }}>
          {pointsText(last.points, last.streakBonus)}
        </Typography>
      )}
      {answered && (
        <Typography sx={{ mt: 2, overflowWrap: 'anywhere' }}>
          Su respuesta: <strong>{last.summary}</strong>
        </Typography>
      )}
      {game.question && (
        <Box sx={{ mt: 1 }}>
          <LiveAnswerKey questionRef={game.question} />
        </Box>
      )}
      {totals}
    </Box>
  );
}
