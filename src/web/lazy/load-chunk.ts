import { reportError } from '../errors/error-reporter';

// Spec §8/§9: a chunk that has not arrived after CHUNK_TIMEOUT_MS (120 s) counts as failed.
export const CHUNK_TIMEOUT_MS = 120_000;

/** A screen's chunk that did not arrive: the screen to show says which one, and may load it again. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(readonly chunkId: string) {
    super('Loading chunk ' + chunkId + ' failed.');
  }
}

export interface LoadChunkOptions {
  timeoutMs?: number;
  /** Injected by tests and the server render; defaults to the global timer, read per call. */
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

// Only loads in flight are shared; a settled one is dropped so a failure can be retried later
// and a success is served by the module system's own cache.
const inFlight = new Map<string, Promise<unknown>>();

/**
 * Loads a lazily imported chunk. Rejects with `Loading chunk {id} failed.` (spec §8) when the
 * import fails or takes longer than the timeout, and reports it; the next call for the same id tries again.
 */
export function loadChunk<T>(id: string, importer: () => Promise<T>, options: LoadChunkOptions = {}): Promise<T> {
  const existing = inFlight.get(id);
  if (existing) return existing as Promise<T>;
  const timeoutMs = options.timeoutMs ?? CHUNK_TIMEOUT_MS;
  const schedule = options.setTimeout ?? ((callback: () => void, ms: number) => globalThis.setTimeout(callback, ms));
  const cancel =
    options.clearTimeout ??
    (options.setTimeout ? () => {} : (handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));

  const attempt = new Promise<T>((resolve, reject) => {
    const fail = () => {
      const error = new ChunkLoadError(id);
      reportError('chunk', error);
      reject(error);
    };
    const timer = schedule(fail, timeoutMs);
    let started: Promise<T>;
    try {
      started = Promise.resolve(importer());
    } catch {
      started = Promise.reject(new Error('importer threw'));
    }
    started.then(
      (value) => {
        cancel(timer);
        resolve(value);
      },
      () => {
        cancel(timer);
        fail();
      },
    );
  }).finally(() => {
    if (inFlight.get(id) === attempt) inFlight.delete(id);
  });
  inFlight.set(id, attempt);
  return attempt;
}
