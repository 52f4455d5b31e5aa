import { describe, expect, it } from 'vitest';
import { revealOutcome, speedPoints, streakBonusFor } from '../src/features/liveGames/scoring.js';

// Issue 30's rule: round(P × (1 − (t/T)/2) × f), the full P×f under half a second, and +100 per earlier right
// answer in a row up to 500.

describe('live game scoring', () => {
  it('gives 1000 for an instant right answer, 750 at half the time, 500 at the end', () => {
    expect(speedPoints('STANDARD', 100, 0, 20)).toBe(1000);
    expect(speedPoints('STANDARD', 100, 499, 20)).toBe(1000);
    expect(speedPoints('STANDARD', 100, 10_000, 20)).toBe(750);
    expect(speedPoints('STANDARD', 100, 20_000, 20)).toBe(500);
    expect(speedPoints('STANDARD', 100, 3_000, 20)).toBe(925);
  });

  it('scales by partial credit, doubles with DOUBLE and gives nothing with NONE or a wrong answer', () => {
    expect(speedPoints('STANDARD', 50, 0, 20)).toBe(500);
    expect(speedPoints('STANDARD', 50, 10_000, 20)).toBe(375);
    expect(speedPoints('DOUBLE', 100, 10_000, 20)).toBe(1500);
    expect(speedPoints('NONE', 100, 0, 20)).toBe(0);
    expect(speedPoints('STANDARD', 0, 0, 20)).toBe(0);
  });

  it('adds 100 per earlier right answer in a row, up to 500', () => {
    expect([1, 2, 3, 6, 7, 20].map(streakBonusFor)).toEqual([0, 100, 200, 500, 500, 500]);
  });

  it('extends the streak only with full credit and resets it otherwise', () => {
    const base = { points: 'STANDARD' as const, streakBonus: true, questionSeconds: 20 };
    expect(revealOutcome({ ...base, streak: 2, answer: { score: 100, responseMs: 0 } })).toEqual({
      points: 1200,
      streakBonus: 200,
      streak: 3,
      correct: true,
      responseMs: 0,
    });
    expect(revealOutcome({ ...base, streak: 4, answer: { score: 50, responseMs: 0 } })).toMatchObject({ points: 500, streakBonus: 0, streak: 0 });
    expect(revealOutcome({ ...base, streak: 4, answer: null })).toEqual({ points: 0, streakBonus: 0, streak: 0, correct: false, responseMs: 20_000 });
    expect(revealOutcome({ ...base, streakBonus: false, streak: 4, answer: { score: 100, responseMs: 0 } })).toMatchObject({
      points: 1000,
      streak: 5,
    });
    expect(revealOutcome({ ...base, points: 'NONE', streak: 4, answer: { score: 100, responseMs: 0 } })).toMatchObject({ points: 0, streak: 5 });
  });

  it('gives an ungraded answer no points and neither extends nor breaks the streak', () => {
    const base = { points: 'STANDARD' as const, streakBonus: true, questionSeconds: 20 };
    expect(revealOutcome({ ...base, streak: 3, answer: { score: null, responseMs: 4_000 } })).toEqual({
      points: 0,
      streakBonus: 0,
      streak: 3,
      correct: false,
      responseMs: 4_000,
    });
  });
});
