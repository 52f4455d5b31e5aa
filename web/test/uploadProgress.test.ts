import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import { fetchGraphQL, watchUpload } from '../src/relay/network';

// A large question file shows how much of it has gone: an upload someone watches goes by XMLHttpRequest (fetch
// cannot tell), with the same multipart body and headers, and its answer is read as fetch's would be.

afterEach(() => vi.unstubAllGlobals());

const params = { name: 'useImportQuestionsMutation', operationKind: 'mutation', id: 'doc-1', text: null } as unknown as RequestParameters;

/** An XMLHttpRequest that sends its body in two halves and answers `answer`. */
function fakeXhr(answer: object, sent: { headers: Record<string, string>; body?: unknown }) {
  return class {
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    status = 200;
    responseText = JSON.stringify(answer);
    open(method: string, url: string) {
      expect([method, url]).toEqual(['POST', '/graphql']);
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    getResponseHeader() {
      return 'application/json';
    }
    send(body: unknown) {
      sent.body = body;
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.onload?.();
      }, 0);
    }
  };
}

describe('upload progress', () => {
  it('reports the share sent of a watched file and returns the answer', async () => {
    const sent: { headers: Record<string, string>; body?: unknown } = { headers: {} };
    const answer = { data: { importQuestions: { imported: 0 } } };
    vi.stubGlobal('XMLHttpRequest', fakeXhr(answer, sent));
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const file = new File(['::a::Pregunta {T}'], 'banco.gift');
    const seen: number[] = [];
    const stop = watchUpload(file, (percent) => seen.push(percent));

    const json = await fetchGraphQL(params, { input: { file: null } }, {}, { 'input.file': file });
    stop();
    expect(json).toEqual(answer);
    expect(seen).toEqual([50, 100]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(sent.headers['x-graphql-yoga-csrf']).toBe('aula');
    const body = sent.body as FormData;
    expect(JSON.parse(body.get('map') as string)).toEqual({ 0: ['variables.input.file'] });
    expect((body.get('0') as File).name).toBe('banco.gift');
  });

  it('leaves an unwatched upload to fetch', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr({}, { headers: {} }));
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ data: { ok: true } }), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchSpy);
    const json = await fetchGraphQL(params, { input: { file: null } }, {}, { 'input.file': new File(['x'], 'otro.gift') });
    expect(json).toEqual({ data: { ok: true } });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
