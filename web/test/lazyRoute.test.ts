import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkState, lazyWithRetry } from '../src/app/lazyRoute';

const failure = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/ProfilePage-abc.js');
const memory = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
};

afterEach(() => vi.restoreAllMocks());

describe("a route's code that fails to load", () => {
  it('waits offline (saying so) and is imported again when the connection returns', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const module = { Component: () => null };
    const load = vi.fn().mockRejectedValueOnce(failure()).mockResolvedValueOnce(module);
    const reload = vi.fn();
    const loading = lazyWithRetry(load, { reload, storage: memory() })();
    await vi.waitFor(() => expect(chunkState()).toBe('waiting'));
    expect(load).toHaveBeenCalledTimes(1);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toBe(module);
    expect(chunkState()).toBe('idle');
    expect(reload).not.toHaveBeenCalled();
  });

  it("keeps saying so while one module waits, even when another (a loader's, from cache) loads meanwhile", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const screen = { Component: () => null };
    const waitingScreen = lazyWithRetry(vi.fn().mockRejectedValueOnce(failure()).mockResolvedValueOnce(screen), { storage: memory() })();
    await vi.waitFor(() => expect(chunkState()).toBe('waiting'));
    await lazyWithRetry(() => Promise.resolve({ default: 'cached' }), { storage: memory() })();
    expect(chunkState()).toBe('waiting');
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(waitingScreen).resolves.toBe(screen);
    expect(chunkState()).toBe('idle');
  });

  it('with the server answering and the file gone (a deploy changed the hashes), reloads once at the address opened', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const load = vi.fn().mockRejectedValue(failure());
    const reload = vi.fn();
    const storage = memory();
    void lazyWithRetry(load, { reload, storage, target: () => '/profile' })();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledWith('/profile'));
    expect(chunkState()).toBe('reloading');
    // Just reloaded and still missing: no loop, a Spanish message instead.
    await expect(lazyWithRetry(load, { reload, storage })()).rejects.toThrow('No se pudo cargar esta pantalla. Recargue la página para continuar.');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
