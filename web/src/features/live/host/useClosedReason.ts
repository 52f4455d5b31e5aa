import { useState } from 'react';
import type { LiveGameStatus } from '../../../__generated__/LiveHostPage_liveGame.graphql';

export const timeUpText = 'Tiempo terminado';
export const everyoneAnsweredText = 'Todos respondieron';
export const closedText = 'Pregunta cerrada';

/** A reveal that comes this much before the countdown's end was not the clock's doing (the stream takes a moment). */
const earlyMarginMs = 1000;

interface GameState {
  status: LiveGameStatus;
  questionIndex: number | null | undefined;
  questionTimeLeftMs: number | null | undefined;
  answerCount: number;
  playerCount: number;
}

/**
 * Why the revealed question closed, as the host is told: everyone answered, the time ran out, or else it was closed
 * early (by 'Cerrar pregunta', here or on another screen). The time is judged by this screen's countdown of the
 * server's `questionTimeLeftMs` when the reveal arrived; a screen opened on the reveal never saw the clock and only
 * says the question is closed.
 */
export function useClosedReason({ status, questionIndex, questionTimeLeftMs, answerCount, playerCount }: GameState): string {
  const [open, setOpen] = useState<{ questionIndex: number; timeLeftMs: number; deadline: number } | null>(null);
  if (status === 'QUESTION' && questionIndex != null && questionTimeLeftMs != null) {
    if (open?.questionIndex !== questionIndex || open.timeLeftMs !== questionTimeLeftMs) {
      setOpen({ questionIndex, timeLeftMs: questionTimeLeftMs, deadline: performance.now() + questionTimeLeftMs });
    }
  }
  const [closed, setClosed] = useState<{ questionIndex: number; timeRanOut: boolean | null } | null>(null);
  if (status === 'REVEAL' && questionIndex != null && closed?.questionIndex !== questionIndex) {
    const seenOpen = open?.questionIndex === questionIndex ? open : null;
    setClosed({ questionIndex, timeRanOut: seenOpen && seenOpen.deadline - performance.now() <= earlyMarginMs });
  }

  if (playerCount > 0 && answerCount >= playerCount) return everyoneAnsweredText;
  return closed !== null && closed.questionIndex === questionIndex && closed.timeRanOut ? timeUpText : closedText;
}
