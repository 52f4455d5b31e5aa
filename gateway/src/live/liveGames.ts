import { liveGameTopic } from '@aula/common';
import { GraphQLError } from 'graphql';
import { finalAsyncIterator, Repeater, SlidingBuffer } from 'graphql-yoga';
import { messages, notFound, tooManyStreams } from '../graphql/errors.js';
import { takesPart } from '../graphql/liveGameLoaders.js';
import type { Api } from '../upstream/api.js';
import type { RestLiveGame, RestLiveGameAnnouncement, RestLiveGameList } from '../upstream/rest.js';
import type { LiveSettings } from './liveNotifications.js';
import { isUnauthenticated, watchSession } from './sessionWatch.js';
import type { StreamPlaces } from './streamPlaces.js';

/** What a game's stream yields: the game as the subscriber may see it now, or the end of the session (its last event). */
export type LiveGameEvent = { game: RestLiveGame } | { sessionEnded: true };

/** A later state: a new version, or more answers to the same question (an answer does not change the version). */
const isNewer = (game: RestLiveGame, than: RestLiveGame) =>
  game.version > than.version || (game.version === than.version && game.answerCount > than.answerCount);

// A read the api could not answer is made again after this long, so a change is not lost to one failed read.
const retryMs = 1_000;

/**
 * The live games' streams of one gateway process. The api announces on the shared EventTarget (in-process or Redis,
 * under its deployment's prefix) only that a game changed and to which version; each stream then reads the game
 * from the api with its subscriber's token, so what is shown always comes from the database as that person may see
 * it, and a forged announcement shows nothing new. Reads are coalesced: announcements that come while one is in
 * flight cause a single read after it, and a state is shown only when it is newer than the last shown (isNewer).
 * Players' streams skip announcements of an answer alone (only the host's count changed). A stream completes after
 * showing FINISHED, and ends with the session like the notifications' (sessionWatch.ts); it takes one of the
 * person's places for live streams (streamPlaces.ts).
 */
export class LiveGames {
  constructor(
    private readonly target: EventTarget,
    private readonly channelPrefix: () => Promise<string>,
    private readonly places: StreamPlaces,
    private readonly settings: LiveSettings,
  ) {}

  /**
   * Follows game `gameId` as the caller of `api`: NOT_FOUND when they may not see it, FORBIDDEN when they see it
   * but neither host nor play it. The first event is the game as it is now.
   */
  async follow(api: Api, gameId: string): Promise<AsyncIterableIterator<LiveGameEvent>> {
    const prefix = await this.channelPrefix();
    const topic = `${prefix}${liveGameTopic}:${gameId}`;
    // Without other players' answers: a host's read of a large game is several times lighter, and every answer
    // makes one; LivePlayer.answers reads them when a client asks.
    const read = async () =>
      (await api.call<RestLiveGameList>({ path: '/liveGames', query: { ids: [gameId], playerAnswers: 'own' } })).liveGames.find(
        (game) => game.id === gameId,
      );

    // Listening starts before the first read, so that an announcement made meanwhile is read rather than missed.
    let announced: (() => void) | undefined;
    let missed = false;
    let shown: RestLiveGame | undefined;
    const onAnnouncement = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail as Partial<RestLiveGameAnnouncement> | null;
      if (detail?.id !== gameId || typeof detail.version !== 'number') return;
      if (shown) {
        // An answer leaves the version as it was (answers do not lock the game); only the host's count shows it.
        if (detail.answersOnly === true ? !shown.viewerIsHost || detail.version < shown.version : detail.version <= shown.version) return;
      }
      if (announced) announced();
      else missed = true;
    };
    this.target.addEventListener(topic, onAnnouncement);
    let release = () => {};
    const stopListening = () => {
      this.target.removeEventListener(topic, onAnnouncement);
      release();
    };

    let first: RestLiveGame;
    let profileId: string;
    try {
      const game = await read();
      if (!game) throw notFound();
      if (!takesPart(game)) throw new GraphQLError(messages[403], { extensions: { code: 'FORBIDDEN' } });
      first = game;
      profileId = game.viewerIsHost ? game.hostId : game.viewerPlayer!.profileId;
      const place = await this.places.take(prefix, profileId);
      if (!place) throw tooManyStreams(this.settings.maxStreamsPerUser);
      release = place;
    } catch (error) {
      stopListening();
      throw error;
    }

    // Runs at the first read; what it set up is released as soon as it stops (completed, or the client went away).
    const stream = new Repeater<LiveGameEvent>(async (push, stop) => {
      const end = () => {
        void push({ sessionEnded: true });
        stop();
      };
      const show = (game: RestLiveGame) => {
        if (shown && !isNewer(game, shown)) return;
        shown = game;
        void push({ game });
        if (game.status === 'FINISHED') stop();
      };
      let reading = false;
      let again = false;
      let retry: ReturnType<typeof setTimeout> | undefined;
      const readLatest = async () => {
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        try {
          do {
            again = false;
            const game = await read();
            // Removed from the group, or the game gone: nothing more to show them.
            if (!game || !takesPart(game)) return void stop();
            show(game);
          } while (again);
        } catch (error) {
          if (isUnauthenticated(error)) return end();
          clearTimeout(retry);
          retry = setTimeout(() => void readLatest(), retryMs);
        } finally {
          reading = false;
        }
      };

      show(first);
      announced = () => void readLatest();
      if (missed) void readLatest();
      const stopWatching = watchSession({ target: this.target, prefix, profileId, api, checkMs: this.settings.sessionCheckMs }, end);

      await stop;
      announced = undefined;
      stopWatching();
      clearTimeout(retry);
      stopListening();
      // Only the newest state matters to a client that fell behind (and FINISHED, or the session's end, comes last).
    }, new SlidingBuffer(1));
    // Also given back when the client goes away before the first read (the executor never ran).
    return finalAsyncIterator(stream, stopListening);
  }
}
