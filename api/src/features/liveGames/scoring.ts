import type { LiveGamePoints } from './schemas.js';

// Issue 30's scoring, Kahoot's published rule made optional: pure, so its numbers are unit-tested.

/** The most a right answer earns, before the streak bonus. */
export const pointsAtStake: Record<LiveGamePoints, number> = { STANDARD: 1000, DOUBLE: 2000, NONE: 0 };

/** Under this a right answer earns everything: nobody reads and taps faster, so speed tells nothing more. */
export const instantMs = 500;
export const streakStep = 100;
export const streakBonusCap = 500;

/**
 * round(P × (1 − (t/T)/2) × f): full P×f under half a second, half of it at the last moment. `score` is Aula's
 * grade (0–100), so partial credit scales the points.
 */
export function speedPoints(points: LiveGamePoints, score: number, responseMs: number, questionSeconds: number): number {
  const stake = pointsAtStake[points];
  const fraction = score / 100;
  if (responseMs < instantMs) return Math.round(stake * fraction);
  const share = Math.min(responseMs / (questionSeconds * 1000), 1);
  return Math.round(stake * (1 - share / 2) * fraction);
}

/** The bonus of a right answer that makes the streak `streak` (1 for the first in a row): +100 per earlier one, up to 500. */
export function streakBonusFor(streak: number): number {
  return streak >= 2 ? Math.min(streakStep * (streak - 1), streakBonusCap) : 0;
}

export interface RevealInput {
  points: LiveGamePoints;
  streakBonus: boolean;
  questionSeconds: number;
  /** The player's streak before this question. */
  streak: number;
  /** Their answer, or null when they gave none; its score is null when nobody grades it. */
  answer: { score: number | null; responseMs: number } | null;
}

export interface RevealOutcome {
  /** Speed points and bonus together. */
  points: number;
  streakBonus: number;
  streak: number;
  correct: boolean;
  /** What the question adds to the tiebreak: the whole time when unanswered. */
  responseMs: number;
}

/**
 * One player's result at a question's reveal: a right answer (score 100) extends the streak, anything else ends it.
 * An ungraded answer ('Sin calificar': a short answer without accepted answers, which no teacher grades in a game) is
 * neither right nor wrong: no points, the streak kept.
 */
export function revealOutcome({ points, streakBonus, questionSeconds, streak, answer }: RevealInput): RevealOutcome {
  const wholeTime = questionSeconds * 1000;
  if (!answer) return { points: 0, streakBonus: 0, streak: 0, correct: false, responseMs: wholeTime };
  if (answer.score === null) return { points: 0, streakBonus: 0, streak, correct: false, responseMs: Math.min(answer.responseMs, wholeTime) };
  const correct = answer.score === 100;
  const nextStreak = correct ? streak + 1 : 0;
  const bonus = correct && streakBonus && pointsAtStake[points] > 0 ? streakBonusFor(nextStreak) : 0;
  return {
    points: speedPoints(points, answer.score, answer.responseMs, questionSeconds) + bonus,
    streakBonus: bonus,
    streak: nextStreak,
    correct,
    responseMs: Math.min(answer.responseMs, wholeTime),
  };
}
