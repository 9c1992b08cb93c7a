import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './load-chunk';

let nextId = 0;
/** Each test gets its own chunk ids: in-flight loads are shared per id across the module. */
const chunkId = (name: string) => `${name}-${(nextId += 1)}`;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('resolves with the imported module', async () => {
    const module = { default: () => null };
    await expect(loadChunk(chunkId('home'), () => Promise.resolve(module))).resolves.toBe(module);
  });

  it('rejects with "Loading chunk {id} failed." when the import fails', async () => {
    const id = chunkId('product');
    await expect(loadChunk(id, () => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow(
      new ChunkLoadError(id),
    );
    await expect(
      loadChunk(id, () => {
        throw new Error('sync failure');
      }),
    ).rejects.toThrow(`Loading chunk ${id} failed.`);
  });

  it('times out after 120000 ms', async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const id = chunkId('search');
    const outcome = vi.fn();
    loadChunk(id, () => new Promise<never>(() => {})).then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(new ChunkLoadError(id));
  });

  it('honours an injected timeout and timer', async () => {
    const scheduled: { callback: () => void; ms: number }[] = [];
    const setTimeout = (callback: () => void, ms: number) => scheduled.push({ callback, ms });
    const id = chunkId('cart');
    const pending = loadChunk(id, () => new Promise<never>(() => {}), { timeoutMs: 500, setTimeout });
    expect(scheduled.map((timer) => timer.ms)).toEqual([500]);
    scheduled[0]!.callback();
    await expect(pending).rejects.toThrow(`Loading chunk ${id} failed.`);
  });

  it('tries a failed chunk again on a later call', async () => {
    const id = chunkId('blog');
    const module = { default: () => null };
    const importer = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(module);
    await expect(loadChunk(id, importer)).rejects.toThrow(`Loading chunk ${id} failed.`);
    await expect(loadChunk(id, importer)).resolves.toBe(module);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('tries again after a timeout, even though the slow import may still arrive', async () => {
    const id = chunkId('order');
    const module = { default: () => null };
    const importer = vi
      .fn<() => Promise<typeof module>>()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValueOnce(module);
    const first = loadChunk(id, importer);
    const failed = expect(first).rejects.toThrow(`Loading chunk ${id} failed.`);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await failed;
    await expect(loadChunk(id, importer)).resolves.toBe(module);
  });

  it('shares one import between calls made while it is in flight', async () => {
    const id = chunkId('account');
    const module = { default: () => null };
    const importer = vi.fn(() => Promise.resolve(module));
    const [a, b] = await Promise.all([loadChunk(id, importer), loadChunk(id, importer)]);
    expect(a).toBe(module);
    expect(b).toBe(module);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('leaves no timer behind once the chunk arrived', async () => {
    await loadChunk(chunkId('page'), () => Promise.resolve({}));
    expect(vi.getTimerCount()).toBe(0);
  });
});
