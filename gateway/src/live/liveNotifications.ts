import { notificationTopic } from '@aula/common';
import { finalAsyncIterator, Repeater, SlidingBuffer } from 'graphql-yoga';
import type { Api } from '../upstream/api.js';
import { serverError, tooManyStreams } from '../graphql/errors.js';
import type { RestNotification } from '../upstream/rest.js';
import type { StreamPlaces } from './streamPlaces.js';
import type { RestClient } from '../upstream/restClient.js';

/** What a live stream yields: a notification to show, or the end of the session (the stream's last event). */
export type LiveEvent = { notification: RestNotification } | { sessionEnded: true };

export interface LiveSettings {
  /** Open streams one person may hold (on every gateway process together when they share Redis, streamPlaces.ts). */
  maxStreamsPerUser: number;
  /** How often an open stream asks the api whether its session still holds (deactivated account, revoked session). */
  sessionCheckMs: number;
}

/** The api's announcement that someone's sessions have ended (its features/notifications/delivery.ts). */
const sessionsEndedTopic = 'sessionsEnded';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// setTimeout's longest delay; a later expiry is waited for in steps.
const longestTimer = 2 ** 31 - 1;
// Events a stream holds for a client that is not reading: the oldest go first, so the session's end is kept.
const unreadEventsKept = 100;

/** When a JWT expires (ms since the epoch), read without verifying: the api has verified it already. */
function expiryOf(token: string): number | undefined {
  try {
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

const isUnauthenticated = (error: unknown) => (error as { extensions?: { code?: unknown } })?.extensions?.code === 'UNAUTHENTICATED';

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

  /** The deployment's channel prefix, asked of the api once (again after a failure). */
  private channelPrefix(): Promise<string> {
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
    const sessionsEndedEvent = `${prefix}${sessionsEndedTopic}:${profileId}`;
    // Runs at the first read. Events pushed before `stop` are still read, then the stream completes; the client
    // going away (`return()`) stops it at once. Either way what it set up is released as soon as it stops.
    const stream = new Repeater<LiveEvent>(async (push, stop) => {
      const end = () => {
        void push({ sessionEnded: true });
        stop();
      };
      const checkSession = async () => {
        try {
          await api.call({ path: '/notification/unreadCount' });
        } catch (error) {
          // Only the api's refusal ends it: an api that cannot answer right now is asked again at the next check.
          if (isUnauthenticated(error)) end();
        }
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
      const onSessionsEnded = () => void checkSession();

      this.target.addEventListener(notificationEvent, onNotification);
      this.target.addEventListener(sessionsEndedEvent, onSessionsEnded);
      const checks = setInterval(() => void checkSession(), this.settings.sessionCheckMs);
      let expiry: ReturnType<typeof setTimeout> | undefined;
      const expiresAt = api.token ? expiryOf(api.token) : undefined;
      const waitForExpiry = () => {
        if (expiresAt === undefined) return;
        const left = expiresAt - Date.now();
        if (left <= 0) return end();
        expiry = setTimeout(waitForExpiry, Math.min(left, longestTimer));
      };
      waitForExpiry();

      await stop;
      this.target.removeEventListener(notificationEvent, onNotification);
      this.target.removeEventListener(sessionsEndedEvent, onSessionsEnded);
      clearInterval(checks);
      clearTimeout(expiry);
      release();
    }, new SlidingBuffer(unreadEventsKept));
    // The place is also given back when the client goes away before the first read (the executor never ran).
    return finalAsyncIterator(stream, release);
  }
}
