import { liveGameTopic } from '@aula/common';
import type { Queryable } from '../../db/database.js';
import { livePrefix } from '../notifications/delivery.js';
import { currentVersion } from './repository.js';
import type { LiveGameAnnouncement } from './schemas.js';

/**
 * Announces a committed change of a game on the notifications' target (in-process or Redis), as
 * `<prefix>liveGameUpdated:<game id>`. Only the id and version travel: each subscriber reads the game with its own
 * token, so a message can show nobody more than they may read. Called after the commit, never failing the change.
 */
export async function announceLiveGame(target: EventTarget, db: Queryable, gameId: string, answersOnly = false) {
  try {
    const announcement: LiveGameAnnouncement = { id: gameId, version: await currentVersion(db, gameId), answersOnly };
    target.dispatchEvent(new CustomEvent(`${await livePrefix(db)}${liveGameTopic}:${gameId}`, { detail: announcement }));
  } catch {
    // A change not pushed is still read: the next announcement, or a reconnecting stream, carries it.
  }
}
