import { liveGameTopic } from '@aula/common';
import { describe, expect, it } from 'vitest';
import { LiveGames, type LiveGameEvent } from '../src/live/liveGames.js';
import { localStreamPlaces } from '../src/live/streamPlaces.js';
import type { Api } from '../src/upstream/api.js';
import type { RestLiveGame } from '../src/upstream/rest.js';

// The game stream's reads, against an api stand-in whose answers the test releases one at a time: how many reads
// the announcements cause, and which states are shown.

const gameId = '6f1c2a4e-8b9d-4c3e-9f0a-1b2c3d4e5f60';
const prefix = 'aula:test:';
const topic = `${prefix}${liveGameTopic}:${gameId}`;

function gameAt(version: number, answerCount: number, viewerIsHost: boolean): RestLiveGame {
  return {
    id: gameId,
    version,
    answerCount,
    viewerIsHost,
    status: 'QUESTION',
    hostId: 'host',
    viewerPlayer: viewerIsHost ? null : { profileId: 'player' },
  } as RestLiveGame;
}

/** An api whose reads of the game wait until `answer` gives the game's state. */
function pausedApi() {
  const waiting: Array<(game: RestLiveGame) => void> = [];
  const api = {
    token: null,
    call: () => new Promise((resolve) => waiting.push((game) => resolve({ liveGames: [game] }))),
  } as unknown as Api;
  return {
    api,
    reads: () => waiting.length,
    answer: async (game: RestLiveGame) => {
      waiting.shift()!(game);
      await new Promise((resolve) => setTimeout(resolve, 10));
    },
  };
}

const announce = (target: EventTarget, version: number, answersOnly = false) =>
  target.dispatchEvent(new CustomEvent(topic, { detail: { id: gameId, version, answersOnly } }));

async function follow(viewerIsHost: boolean) {
  const target = new EventTarget();
  const games = new LiveGames(target, async () => prefix, localStreamPlaces(10), { maxStreamsPerUser: 10, sessionCheckMs: 60_000 });
  const upstream = pausedApi();
  const opening = games.follow(upstream.api, gameId);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await upstream.answer(gameAt(3, 0, viewerIsHost));
  const stream = await opening;
  const shown: LiveGameEvent[] = [];
  const reading = (async () => {
    for await (const event of stream) shown.push(event);
  })();
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { target, upstream, shown, stop: async () => (await stream.return?.(), await reading) };
}

const versions = (events: LiveGameEvent[]) => events.map((event) => ('game' in event ? `${event.game.version}/${event.game.answerCount}` : 'end'));

describe('a live game stream', () => {
  it('coalesces: announcements during a read cause one more read, not one each', async () => {
    const { target, upstream, shown, stop } = await follow(true);
    announce(target, 4);
    expect(upstream.reads()).toBe(1);
    for (const version of [5, 6, 7, 8]) announce(target, version);
    expect(upstream.reads()).toBe(1);
    await upstream.answer(gameAt(4, 0, true));
    expect(upstream.reads()).toBe(1);
    await upstream.answer(gameAt(8, 0, true));
    expect(upstream.reads()).toBe(0);
    expect(versions(shown)).toEqual(['3/0', '4/0', '8/0']);
    await stop();
  });

  it("shows a state only when it is newer: a forged announcement's read shows nothing", async () => {
    const { target, upstream, shown, stop } = await follow(true);
    announce(target, 1_000);
    await upstream.answer(gameAt(3, 0, true));
    // Older or equal versions are not even read.
    announce(target, 2);
    announce(target, 3);
    expect(upstream.reads()).toBe(0);
    expect(versions(shown)).toEqual(['3/0']);
    await stop();
  });

  it("the host's stream reads an answer's announcement (same version, one more answer); a player's skips it", async () => {
    const host = await follow(true);
    announce(host.target, 3, true);
    await host.upstream.answer(gameAt(3, 1, true));
    expect(versions(host.shown)).toEqual(['3/0', '3/1']);
    await host.stop();

    const player = await follow(false);
    announce(player.target, 3, true);
    expect(player.upstream.reads()).toBe(0);
    announce(player.target, 4);
    await player.upstream.answer(gameAt(4, 1, false));
    expect(versions(player.shown)).toEqual(['3/0', '4/1']);
    await player.stop();
  });
});
