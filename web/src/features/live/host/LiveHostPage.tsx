import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { visuallyHidden } from '@mui/utils';
import { Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { BackLink } from '../../../components/BackLink';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { NotFoundNotice } from '../../../components/NotFoundNotice';
import { PageHeading } from '../../../components/PageTitle';
import { RestrictedNotice } from '../../../components/RestrictedNotice';
import { useToastedMutation } from '../../../components/useToastedMutation';
import { useRouteQuery } from '../../../relay/routeQuery';
import { paths } from '../../../routes/paths';
import type { LiveHostPage_liveGame$key } from '../../../__generated__/LiveHostPage_liveGame.graphql';
import type { LiveHostPageQuery } from '../../../__generated__/LiveHostPageQuery.graphql';
import { FullscreenButton } from './FullscreenButton';
import { LiveLeaderboard } from './LiveLeaderboard';
import { LiveLobby, playerCountText } from './LiveLobby';
import { LivePodium } from './LivePodium';
import { LiveQuestionStage } from './LiveQuestionStage';
import { LiveResultsTable } from './LiveResultsTable';
import { LiveReveal } from './LiveReveal';
import { useAdvanceLiveGameMutation } from './useAdvanceLiveGameMutation';
import { useEndLiveGameMutation } from './useEndLiveGameMutation';
import { useLiveHostUpdates } from './useLiveHostUpdates';

const query = graphql`
  query LiveHostPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on LiveGame {
        viewerIsHost
        ...LiveHostPage_liveGame @alias(as: "game")
      }
    }
  }
`;

export const questionProgressText = (index: number, count: number) => `Pregunta ${index + 1} de ${count}`;
export const timeUpText = 'Tiempo terminado';
export const winnerText = (nickname: string | undefined) => (nickname ? `Juego terminado. Ganador: ${nickname}` : 'Juego terminado');

/**
 * The host's screen of a live game, for a projector: the lobby, each question with its countdown, the reveal and
 * the top five, then the podium and the results. It follows the game's stream; a reload shows where the game stands.
 * Within one state of the game the host steps on by hand: from the reveal to the top five, from the podium to the
 * results table.
 */
function LiveHostScreen({ liveGameRef }: { liveGameRef: LiveHostPage_liveGame$key }) {
  const game = useFragment(
    graphql`
      fragment LiveHostPage_liveGame on LiveGame {
        id
        status
        questionIndex
        questionCount
        playerCount
        assignment {
          name
          studyGroup {
            id
            owner {
              id
            }
          }
        }
        leaderboard(first: 5) {
          nickname
        }
        ...LiveLobby_liveGame
        ...LiveQuestionStage_liveGame
        ...LiveReveal_liveGame
        ...LiveLeaderboard_liveGame
        ...LivePodium_liveGame
      }
    `,
    liveGameRef,
  );
  const finished = game.status === 'FINISHED';
  useLiveHostUpdates(game.id, finished);
  const toasted = useToastedMutation();
  const [advance, advancing] = useAdvanceLiveGameMutation();
  const [end, ending] = useEndLiveGameMutation();
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  // The second step of the state shown (the top five after a reveal, the results after the podium); a new state of
  // the game starts again at its first step.
  const stateKey = `${game.status}:${game.questionIndex ?? ''}`;
  const [secondStepOf, setSecondStepOf] = useState<string | null>(null);
  const secondStep = secondStepOf === stateKey;

  const index = game.questionIndex ?? 0;
  const lastQuestion = index + 1 >= game.questionCount;
  const moveOn = () => void toasted(() => advance(game.id, game.status, game.questionIndex));
  const endGame = () => {
    setConfirmingEnd(false);
    void toasted(() => end(game.id));
  };

  const big = { size: 'large', variant: 'contained', disabled: advancing, sx: { fontSize: { md: 22 }, px: 4 } } as const;
  const nextStep = (label: string) => (
    <Button {...big} onClick={() => setSecondStepOf(stateKey)}>
      {label}
    </Button>
  );
  const advanceButton = (label: string, disabled = false) => (
    <Button {...big} onClick={moveOn} disabled={advancing || disabled}>
      {label}
    </Button>
  );
  // What the screen shows of each state of the game, what the live region says of it, and the host's next action.
  const view = (() => {
    switch (game.status) {
      case 'LOBBY':
        return {
          announcement: playerCountText(game.playerCount),
          stage: <LiveLobby liveGameRef={game} />,
          action: advanceButton('Empezar', game.playerCount === 0),
        };
      case 'QUESTION':
        return {
          announcement: questionProgressText(index, game.questionCount),
          stage: <LiveQuestionStage liveGameRef={game} />,
          action: advanceButton('Cerrar pregunta'),
        };
      case 'REVEAL':
        if (lastQuestion) return { announcement: timeUpText, stage: <LiveReveal liveGameRef={game} />, action: advanceButton('Ver podio') };
        return secondStep
          ? { announcement: 'Clasificación', stage: <LiveLeaderboard liveGameRef={game} />, action: advanceButton('Siguiente pregunta') }
          : { announcement: timeUpText, stage: <LiveReveal liveGameRef={game} />, action: nextStep('Siguiente') };
      case 'FINISHED':
        return secondStep
          ? {
              announcement: 'Resultados',
              stage: (
                <Suspense fallback={<CircularProgress aria-label="Cargando resultados" />}>
                  <LiveResultsTable liveGameId={game.id} />
                </Suspense>
              ),
              action: null,
            }
          : { announcement: winnerText(game.leaderboard[0]?.nickname), stage: <LivePodium liveGameRef={game} />, action: nextStep('Ver resultados') };
      default:
        return { announcement: '', stage: null, action: null };
    }
  })();

  const { studyGroup } = game.assignment;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minHeight: { md: 'calc(100vh - 120px)' } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <BackLink to={paths.groupAssignments.href(studyGroup.id, studyGroup.owner.id)}>Volver a Tareas</BackLink>
        <FullscreenButton />
      </Box>
      <PageHeading
        title="En vivo"
        subtitle={
          game.status === 'QUESTION' || game.status === 'REVEAL'
            ? `${game.assignment.name} · ${questionProgressText(index, game.questionCount)}`
            : game.assignment.name
        }
      />
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {view.announcement}
      </Box>
      <Box sx={{ flexGrow: 1 }}>{view.stage}</Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        {!finished ? (
          <Button color="error" onClick={() => setConfirmingEnd(true)} disabled={ending}>
            Terminar juego
          </Button>
        ) : (
          <span />
        )}
        {view.action}
      </Box>
      <ConfirmDialog
        destructive
        focusCancel
        open={confirmingEnd}
        title="Terminar juego"
        message="¿Seguro que quiere terminar el juego ahora? Los jugadores verán la clasificación final."
        confirmLabel="Terminar"
        cancelLabel="Seguir jugando"
        onConfirm={endGame}
        onClose={() => setConfirmingEnd(false)}
      />
    </Box>
  );
}

/** The route /live/:liveGameId: the game for its host; anyone else is told it is not theirs. */
export function Component() {
  const { node } = useRouteQuery<LiveHostPageQuery>(query);
  if (node?.__typename !== 'LiveGame' || !node.game) return <NotFoundNotice />;
  if (!node.viewerIsHost) return <RestrictedNotice />;
  return <LiveHostScreen liveGameRef={node.game} />;
}
