import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { completeAnswer, type Draft } from '../../../questionKinds/answers';
import type { AnswerInput } from '../../../questionKinds/kind';
import { shownOrder } from '../../../questionKinds/ordering/order';
import { QuestionStatement } from '../../../questionKinds/solve/QuestionStatement';
import { QuestionWidget } from '../../../questionKinds/solve/QuestionWidget';
import { isNetworkFailure } from '../../../offline/submission';
import { messageOf } from '../../../relay/errors';
import { tileStyleAt } from '../tiles';
import type { PlayQuestion_question$key } from '../../../__generated__/PlayQuestion_question.graphql';
import { OptionTiles } from './OptionTiles';
import { useAnswerLiveQuestionMutation } from './useAnswerLiveQuestionMutation';
import { useCountdown } from '../useCountdown';

/** What a player is told when the answer never reached the server (the alert goes once the game moves on). */
export const offlineAnswerMessage = 'Sin conexión: revise su conexión e inténtelo de nuevo.';

/** The solve widgets with touch targets a thumb hits on a phone: every choice a full-width row, every control ≥ 48 px. */
const bigTargets = {
  '& .MuiFormControlLabel-root': {
    m: 0,
    mb: 1,
    width: '100%',
    minHeight: 56,
    pr: 2,
    border: 1,
    borderColor: 'divider',
    borderRadius: 2,
  },
  '& .MuiButtonBase-root': { minWidth: 48, minHeight: 48 },
  '& .MuiInputBase-root': { minHeight: 48, fontSize: '1.125rem' },
} as const;

interface AnswerProps {
  liveGameId: string;
  questionRef: PlayQuestion_question$key;
  /** The countdown reached 0: nothing more is sent. */
  timeUp: boolean;
}

/**
 * Where the player answers the open question: true or false sends on the tap; every other kind uses the solve
 * screen's widget and 'Enviar respuesta' once the answer is complete. True or false and a multiple answer's options
 * wear the projector's tiles (tiles.ts). A refusal shows the server's message; a lost connection says so, not the
 * server's generic error.
 */
function PlayAnswer({ liveGameId, questionRef, timeUp }: AnswerProps) {
  const question = useFragment(
    graphql`
      fragment PlayQuestion_question on Question {
        __typename
        ... on Node {
          id
        }
        ... on TrueOrFalseQuestion {
          statement
          imageUrl
        }
        ... on MultipleAnswerQuestion {
          statement
          options
        }
        ... on OrderingQuestion {
          items
        }
        ...QuestionWidget_question
      }
    `,
    questionRef,
  );
  const [answer, isSending] = useAnswerLiveQuestionMutation();
  // The items as shown are an answer too: an ordering can be sent without moving anything.
  const [draft, setDraft] = useState<Draft | undefined>(() =>
    question.items ? { type: 'ORDERING', order: shownOrder(question.items.length) } : undefined,
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const questionId = question.id ?? '';
  const blocked = timeUp || isSending;

  // An alert about the lost connection is stale once the browser is back online: the player may send again.
  useEffect(() => {
    const cleared = () => setRefusal((shown) => (shown === offlineAnswerMessage ? null : shown));
    window.addEventListener('online', cleared);
    return () => window.removeEventListener('online', cleared);
  }, []);

  const send = async (input: AnswerInput) => {
    setRefusal(null);
    try {
      await answer(liveGameId, input);
    } catch (error) {
      setRefusal(isNetworkFailure(error) ? offlineAnswerMessage : messageOf(error));
    }
  };

  const complete = draft ? completeAnswer(questionId, draft) : null;
  return (
    <>
      {question.__typename === 'TrueOrFalseQuestion' ? (
        <>
          <QuestionStatement>{question.statement ?? ''}</QuestionStatement>
          {question.imageUrl && (
            <Box
              component="img"
              src={question.imageUrl}
              alt="Imagen de la pregunta"
              sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, objectFit: 'contain', borderRadius: 2, mb: 2 }}
            />
          )}
          <Box sx={{ display: 'grid', gap: 2 }}>
            {[
              { value: true, label: 'Verdadero' },
              { value: false, label: 'Falso' },
            ].map(({ value, label }, index) => {
              const tile = tileStyleAt(index);
              return (
                <Button
                  key={label}
                  variant="contained"
                  size="large"
                  fullWidth
                  disabled={blocked}
                  onClick={() => void send({ questionId, trueOrFalseAnswer: value })}
                  startIcon={
                    <Box component="span" aria-hidden sx={{ fontSize: 28, lineHeight: 1 }}>
                      {tile.shape}
                    </Box>
                  }
                  sx={{
                    minHeight: 72,
                    fontSize: '1.25rem',
                    bgcolor: tile.color,
                    color: '#fff',
                    '&:hover': { bgcolor: tile.color, filter: 'brightness(0.9)' },
                  }}
                >
                  {label}
                </Button>
              );
            })}
          </Box>
        </>
      ) : (
        <>
          {question.__typename === 'MultipleAnswerQuestion' ? (
            <>
              <QuestionStatement>{question.statement ?? ''}</QuestionStatement>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                Marque todas las opciones correctas.
              </Typography>
              <OptionTiles
                options={question.options ?? []}
                chosen={draft?.type === 'MULTIPLE_ANSWER' ? draft.chosen : []}
                onChange={(chosen) => setDraft({ type: 'MULTIPLE_ANSWER', chosen })}
                disabled={blocked}
              />
            </>
          ) : (
            <Box sx={bigTargets}>
              <QuestionWidget questionRef={question} draft={draft} onChange={setDraft} />
            </Box>
          )}
          <Button
            variant="contained"
            size="large"
            fullWidth
            disabled={!complete || blocked}
            onClick={() => complete && void send(complete)}
            sx={{ mt: 2, minHeight: 56 }}
          >
            {isSending ? 'Enviando…' : 'Enviar respuesta'}
          </Button>
        </>
      )}
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {refusal}
        </Alert>
      )}
    </>
  );
}

interface Props {
  liveGameId: string;
  questionRef: PlayQuestion_question$key;
  questionNumber: number;
  questionCount: number;
  questionSeconds: number;
  /** What the server said was left when it last answered. */
  timeLeftMs: number;
  /** The viewer's answer to this question has reached the server. */
  sent: boolean;
}

/** The open question on the player's screen: its number, the countdown, and the answer or 'Respuesta enviada'. */
export function PlayQuestion({ liveGameId, questionRef, questionNumber, questionCount, questionSeconds, timeLeftMs, sent }: Props) {
  const left = useCountdown(timeLeftMs) ?? 0;
  const seconds = Math.ceil(left / 1000);
  const timeUp = left === 0;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="overline" component="p" sx={{ fontSize: '1rem' }}>
          Pregunta {questionNumber} de {questionCount}
        </Typography>
        <Typography role="timer" aria-label="Tiempo restante" variant="h4" component="p" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {seconds} s
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        aria-hidden
        value={Math.min(100, (left / (questionSeconds * 1000)) * 100)}
        color={seconds <= 5 ? 'warning' : 'primary'}
        // Moved five times a second: an eased transition would never be at rest (and a screenshot or axe waits for rest).
        sx={{ height: 8, borderRadius: 4, mb: 2, '& .MuiLinearProgress-bar': { transition: 'none' } }}
      />
      {sent ? (
        <Box sx={{ textAlign: 'center', py: 4 }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            Respuesta enviada
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Espere a que se cierre la pregunta.
          </Typography>
        </Box>
      ) : (
        <>
          {timeUp && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Se acabó el tiempo.
            </Alert>
          )}
          <PlayAnswer liveGameId={liveGameId} questionRef={questionRef} timeUp={timeUp} />
        </>
      )}
    </>
  );
}
