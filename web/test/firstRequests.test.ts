import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendFirstRequests } from '../src/app/firstRequests';
import gradebookScreen from '../src/app/loaders/gradebook';
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

  it("sends a linked screen's query once its loader module has arrived, with the variables of its address", async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    sendFirstRequests('/groups/gradebook', '?studyGroupId=U3R1ZHlHcm91cDox', 'token-3');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const sent = fetch.mock.calls.map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)));
    expect(sent.map((body) => body.operationName)).toEqual(['SessionProviderQuery', 'GradebookPageQuery']);
    const variables = gradebookScreen.variables({}, new URLSearchParams('?studyGroupId=U3R1ZHlHcm91cDox'));
    expect(sent[1].variables).toEqual(variables);
    expect(takeEarly(gradebookScreen.query.params, variables!, 'token-3')).toBeDefined();
  });

  it('sends only the session check for a screen without an early query', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    sendFirstRequests('/free-mode', '', 'token-2');
    // Long enough for a loader module to arrive, had the address one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
