import { notificationTopic } from '@aula/common';
import { finalAsyncIterator, Repeater, SlidingBuffer } from 'graphql-yoga';
import type { Api } from '../upstream/api.js';
import { serverError, tooManyStreams } from '../graphql/errors.js';
import type { RestNotification } from '../upstream/rest.js';
import type { StreamPlaces } from './streamPlaces.js';
import type { RestClient } from '../upstream/restClient.js';
import { isUnauthenticated, watchSession } from './sessionWatch.js';

/** What a live stream yields: a notification to show, or the end of the session (the stream's last event). */
export type LiveEvent = { notification: RestNotification } | { sessionEnded: true };

export interface LiveSettings {
  /** Open streams one person may hold (on every gateway process together when they share Redis, streamPlaces.ts). */
  maxStreamsPerUser: number;
  /** How often an open stream asks the api whether its session still holds (deactivated account, revoked session). */
  sessionCheckMs: number;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Events a stream holds for a client that is not reading: the oldest go first, so the session's end is kept.
const unreadEventsKept = 100;

/**
 * The live notification streams of one gateway process. The api announces on the shared EventTarget (in-process or
 * Redis) only which notification is new and for whom, under its deployment's prefix; each stream reads the
 * notification from the api with its subscriber's token, so what is shown always comes from the database, and
 * a message published by anyone else shows nothing the subscriber could not read anyway.
 *
 * A stream lives as long as its session: it ends with an UNAUTHENTICATED event when its token expires, when the api
 * refuses the token (account deactivated; sessions revoked once the api has them) at a periodic check or while
 * reading a notification, and at once when the api announces `sessionsEnded` for its person (checked with the api
 * first, so the announcement alone closes nothing).
 */
export class LiveNotifications {
  private prefix: Promise<string> | undefined;

  constructor(
    private readonly target: EventTarget,
    private readonly rest: RestClient,
    private readonly places: StreamPlaces,
    private readonly settings: LiveSettings,
  ) {}

  /** The deployment's channel prefix, asked of the api once (again after a failure); live games' streams share it. */
  channelPrefix(): Promise<string> {
    this.prefix ??= this.rest.livePrefix().catch((error: unknown) => {
      this.prefix = undefined;
      throw serverError(error);
    });
    return this.prefix;
  }

  /** Opens `profileId`'s stream as the caller of `api`; refused with TOO_MANY_REQUESTS beyond the per-person cap. */
  async subscribe(api: Api, profileId: string): Promise<AsyncIterableIterator<LiveEvent>> {
    const prefix = await this.channelPrefix();
    const release = await this.places.take(prefix, profileId);
    if (!release) throw tooManyStreams(this.settings.maxStreamsPerUser);

    const notificationEvent = `${prefix}${notificationTopic}:${profileId}`;
    // Runs at the first read. Events pushed before `stop` are still read, then the stream completes; the client
    // going away (`return()`) stops it at once. Either way what it set up is released as soon as it stops.
    const stream = new Repeater<LiveEvent>(async (push, stop) => {
      const end = () => {
        void push({ sessionEnded: true });
        stop();
      };
      // Notifications are read in the order they were announced.
      let reading = Promise.resolve();
      const onNotification = (event: Event) => {
        const detail = (event as CustomEvent<unknown>).detail as { id?: unknown; recipientId?: unknown } | null;
        const id = detail?.id;
        if (typeof id !== 'string' || !uuid.test(id) || detail?.recipientId !== profileId) return;
        reading = reading.then(async () => {
          try {
            const [notification] = await api.call<RestNotification[]>({ path: '/notification/getAll', query: { ids: [id] } });
            // Unknown or someone else's: nothing to show.
            if (notification) void push({ notification });
          } catch (error) {
            if (isUnauthenticated(error)) end();
          }
        });
      };

      this.target.addEventListener(notificationEvent, onNotification);
      const stopWatching = watchSession({ target: this.target, prefix, profileId, api, checkMs: this.settings.sessionCheckMs }, end);

      await stop;
      this.target.removeEventListener(notificationEvent, onNotification);
      stopWatching();
      release();
    }, new SlidingBuffer(unreadEventsKept));
    // The place is also given back when the client goes away before the first read (the executor never ran).
    return finalAsyncIterator(stream, release);
  }
}
