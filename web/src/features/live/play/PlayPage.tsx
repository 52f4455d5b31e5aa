import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { NotFoundNotice } from '../../../components/NotFoundNotice';
import { PageHeading } from '../../../components/PageTitle';
import { useRouteQuery } from '../../../relay/routeQuery';
import { paths } from '../../../routes/paths';
import type { PlayPage_liveGame$data, PlayPage_liveGame$key } from '../../../__generated__/PlayPage_liveGame.graphql';
import type { PlayPageQuery } from '../../../__generated__/PlayPageQuery.graphql';
import { PlayQuestion } from './PlayQuestion';
import { attemptNoteText } from '../attemptNote';
import { accuracyText, pointsText, PlayResult, rankText, verdictOf } from './PlayResult';
import { usePlayerLiveGame } from './usePlayerLiveGame';

const query = graphql`
  query PlayPageQuery($id: ID!) {
    node(id: $id) {
      ...PlayPage_liveGame @alias(as: "liveGame")
    }
  }
`;

export const waitingMessage = '¡Ya está dentro! Espere a que empiece el juego.';

/** What the live region says for the game's state: the question's number, 'Respuesta enviada', the result. */
export function announcementOf(game: PlayPage_liveGame$data): string {
  const player = game.viewerPlayer;
  if (!player) return '';
  const questionIndex = game.questionIndex ?? -1;
  const rank = rankText(player.rank, game.playerCount);
  switch (game.status) {
    case 'LOBBY':
      return waitingMessage;
    case 'QUESTION':
      return player.lastAnswer?.questionIndex === questionIndex ? 'Respuesta enviada.' : `Pregunta ${questionIndex + 1} de ${game.questionCount}.`;
    case 'REVEAL': {
      const last = player.lastAnswer;
      const verdict = verdictOf(last, questionIndex);
      const earned =
        game.points === 'NONE'
          ? accuracyText(player.correctCount, questionIndex + 1)
          : `${verdict.graded && last?.points != null ? `${pointsText(last.points, last.streakBonus)}. ` : ''}Puntuación: ${player.score}`;
      return `${verdict.text} ${earned}. ${rank}.`;
    }
    case 'FINISHED':
      return `Juego terminado. ${rank}.`;
    default:
      return '';
  }
}

/** The game as the player sees it, kept current by the game's stream until it is over. */
function PlayGame({ liveGameRef }: { liveGameRef: PlayPage_liveGame$key }) {
  const game = useFragment(
    graphql`
      fragment PlayPage_liveGame on LiveGame {
        id
        pin
        status
        points
        viewerIsHost
        assignment {
          name
        }
        questionIndex
        questionCount
        questionSeconds
        questionTimeLeftMs
        playerCount
        question {
          ...PlayQuestion_question
        }
        viewerPlayer {
          nickname
          attemptNote
          rank
          score
          correctCount
          lastAnswer {
            questionIndex
            points
            streakBonus
            correct
            score
          }
        }
        ...PlayResult_liveGame
      }
    `,
    liveGameRef,
  );
  usePlayerLiveGame(game.id, game.status !== 'FINISHED' && game.viewerPlayer !== null);
  const player = game.viewerPlayer;
  const heading = <PageHeading title={game.assignment.name} subtitle="Juego en vivo" />;

  if (!player) {
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto' }}>
        {heading}
        {game.viewerIsHost ? (
          <Button component={RouterLink} to={paths.liveHost.href(game.id)} variant="contained">
            Ir a la pantalla del docente
          </Button>
        ) : game.status === 'FINISHED' ? (
          <Alert severity="info">Este juego ya terminó.</Alert>
        ) : (
          <>
            <Alert severity="info">Aún no se ha unido a este juego.</Alert>
            <Button
              component={RouterLink}
              to={paths.playWithPin.href(game.pin)}
              variant="contained"
              size="large"
              fullWidth
              sx={{ mt: 2, minHeight: 56 }}
            >
              Unirse
            </Button>
          </>
        )}
      </Box>
    );
  }

  const questionIndex = game.questionIndex ?? -1;
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      {heading}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcementOf(game)}
      </Box>
      {game.status === 'LOBBY' && (
        <Box sx={{ textAlign: 'center', py: 4 }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {waitingMessage}
          </Typography>
          <Typography sx={{ mt: 2 }}>
            Su nombre en el juego: <strong>{player.nickname}</strong>
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {game.playerCount === 1 ? '1 jugador' : `${game.playerCount} jugadores`}
          </Typography>
          {player.attemptNote && (
            <Alert severity="info" sx={{ mt: 3, textAlign: 'left' }}>
              {attemptNoteText(player.attemptNote)}
            </Alert>
          )}
        </Box>
      )}
      {game.status === 'QUESTION' && game.question && game.questionTimeLeftMs != null && (
        <PlayQuestion
          // A new question starts with a new draft and countdown.
          key={questionIndex}
          liveGameId={game.id}
          questionRef={game.question}
          questionNumber={questionIndex + 1}
          questionCount={game.questionCount}
          questionSeconds={game.questionSeconds}
          timeLeftMs={game.questionTimeLeftMs}
          sent={player.lastAnswer?.questionIndex === questionIndex}
        />
      )}
      {game.status === 'REVEAL' && (
        <Typography variant="overline" component="p" sx={{ fontSize: '1rem' }}>
          Pregunta {questionIndex + 1} de {game.questionCount}
        </Typography>
      )}
      {(game.status === 'REVEAL' || game.status === 'FINISHED') && <PlayResult liveGameRef={game} />}
    </Box>
  );
}

/**
 * A player's screen of a game, /play/:liveGameId: the waiting screen in the lobby, each question with its
 * countdown, the result after each one and the final rank. A reload or a dropped connection reads the game as it
 * stands (the answer already sent shows as sent) and listens again.
 */
export function Component() {
  const { node } = useRouteQuery<PlayPageQuery>(query);
  if (!node?.liveGame) return <NotFoundNotice backTo={paths.play.href()} backLabel="Unirse a un juego" />;
  return <PlayGame liveGameRef={node.liveGame} />;
}
