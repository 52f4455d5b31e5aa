import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { visuallyHidden } from '@mui/utils';
import { Suspense, useEffect, useRef, useState } from 'react';
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
import { useClosedReason } from './useClosedReason';
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
        questionTimeLeftMs
        answerCount
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
  const closedReason = useClosedReason(game);
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
  // The question is a dialog over the whole page, which a full-screen game area would hide.
  const askToEnd = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    setConfirmingEnd(true);
  };
  const endGame = () => {
    setConfirmingEnd(false);
    void toasted(() => end(game.id));
  };

  // The game's area alone goes full screen on a projector, without the app bar and the menu.
  const gameArea = useRef<HTMLDivElement>(null);
  const actionButton = useRef<HTMLButtonElement>(null);
  const big = { size: 'large', variant: 'contained', disabled: advancing, sx: { fontSize: { md: 22 }, px: 4 } } as const;
  const nextStep = (label: string) => (
    <Button {...big} ref={actionButton} onClick={() => setSecondStepOf(stateKey)}>
      {label}
    </Button>
  );
  const advanceButton = (label: string, disabled = false) => (
    <Button {...big} ref={actionButton} onClick={moveOn} disabled={advancing || disabled}>
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
        if (lastQuestion) {
          return {
            announcement: closedReason,
            stage: <LiveReveal liveGameRef={game} closedReason={closedReason} />,
            action: advanceButton('Ver podio'),
          };
        }
        return secondStep
          ? { announcement: 'Clasificación', stage: <LiveLeaderboard liveGameRef={game} />, action: advanceButton('Siguiente pregunta') }
          : { announcement: closedReason, stage: <LiveReveal liveGameRef={game} closedReason={closedReason} />, action: nextStep('Siguiente') };
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

  // The pressed button is disabled while the step is sent, which drops the focus to the page; a keyboard host gets it
  // back on the next action of the new step, as soon as it can be pressed. Focus the host put elsewhere stays there.
  const actionEnabled = view.action !== null && !advancing && !(game.status === 'LOBBY' && game.playerCount === 0);
  const step = `${stateKey}:${secondStep}`;
  useEffect(() => {
    const focused = document.activeElement;
    if (actionEnabled && (focused === null || focused === document.body)) actionButton.current?.focus();
  }, [step, actionEnabled]);

  const { studyGroup } = game.assignment;
  return (
    <Box
      ref={gameArea}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        minHeight: { md: 'calc(100vh - 120px)' },
        '&:fullscreen': { bgcolor: 'background.default', p: { xs: 2, md: 4 }, overflowY: 'auto' },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <BackLink to={paths.groupAssignments.href(studyGroup.id, studyGroup.owner.id)}>Volver a Tareas</BackLink>
        <FullscreenButton target={gameArea} />
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
          <Button color="error" onClick={askToEnd} disabled={ending}>
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
