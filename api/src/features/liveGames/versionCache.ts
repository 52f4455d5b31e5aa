import type { Queryable } from '../../db/database.js';
import type { QuestionRow } from '../questions/repository.js';
import { rankedPlayers, type LiveGameRow, type LivePlayerRow } from './repository.js';

/**
 * What every reader of a game shares at one version of it. A game's version grows with each change of state (a
 * join, a question opened, a reveal, the end), and every player reads the game at each one: its questions and its
 * ranking are read once per version by each process, not once per player. Scores and ranks only change at those
 * steps, so a ranking read after the version a reader saw is never older than it; a teacher's edit of a question
 * shows from the game's next step.
 */
const versionsKept = 200;

function perVersion<T>(load: (db: Queryable, game: LiveGameRow) => Promise<T>) {
  const kept = new Map<string, Promise<T>>();
  return (db: Queryable, game: LiveGameRow): Promise<T> => {
    const key = `${game.id}:${game.version}`;
    let value = kept.get(key);
    if (!value) {
      value = load(db, game);
      // A failed read is tried again by the next reader.
      value.catch(() => kept.delete(key));
      kept.set(key, value);
      if (kept.size > versionsKept) kept.delete(kept.keys().next().value!);
    }
    return value;
  };
}

/** The game's questions by id. */
export const gameQuestions = perVersion(async (db, game) => {
  const rows = await db.query<QuestionRow>('SELECT * FROM questions WHERE id = ANY($1::uuid[])', [game.question_ids]);
  return new Map(rows.map((row) => [row.id, row]));
});

/** Every player, ranked, first first. */
export const gameRanking = perVersion((db, game): Promise<LivePlayerRow[]> => rankedPlayers(db, game.id));
