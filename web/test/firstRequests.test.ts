import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendFirstRequests } from '../src/app/firstRequests';
import solveScreen from '../src/app/loaders/solve';
import { takeEarly } from '../src/relay/earlyRequests';

describe('the first requests of a page load', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the session check and the landing screen's query with the variables its route loader uses, taken once", () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    sendFirstRequests('/assignment/solve/QXNzaWdubWVudDox', '', 'token-1');
    const sent = fetch.mock.calls.map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)));
    expect(sent.map((body) => body.operationName)).toEqual(['SessionProviderQuery', 'SolvePageQuery']);
    const variables = solveScreen.variables({ assignmentId: 'QXNzaWdubWVudDox' }, new URLSearchParams());
    expect(sent[1].variables).toEqual(variables);
    expect(takeEarly(solveScreen.query.params, variables!, 'token-1')).toBeDefined();
    expect(takeEarly(solveScreen.query.params, variables!, 'token-1')).toBeUndefined();
  });

  it('sends only the session check for a screen without an early query', () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    sendFirstRequests('/profile', '', 'token-2');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
