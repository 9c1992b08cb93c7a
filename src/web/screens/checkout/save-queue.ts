// Saves of one checkout, one request at a time and in order: an older answer can never land
// after a newer one and put back totals the server has already recomputed. Text typed quickly
// is saved once it rests for a moment; leaving a field or choosing an option saves at once.
import type { CheckoutPatch } from './checkout-api';

export interface SaveQueueOptions {
  /** What changed since it was last asked, marking it as taken; null when nothing did. */
  collect: () => CheckoutPatch | null;
  /** Sends one patch; reports its own failures (the queue only keeps the order). */
  send: (patch: CheckoutPatch) => Promise<void>;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface SaveQueue {
  /** Adds changes to the next request, e.g. a coupon applied with its button. */
  add(patch: CheckoutPatch): void;
  /** Sends what is waiting now; resolves once it (and everything before it) was sent. */
  flush(): Promise<void>;
  /** Sends after `ms` of quiet, unless something flushes first. */
  schedule(ms: number): void;
  /** Runs `task` after every save before it and before any save after it. */
  serial<T>(task: () => Promise<T>): Promise<T>;
}

function isEmptyPatch(patch: CheckoutPatch): boolean {
  return Object.keys(patch).length === 0;
}

export function createSaveQueue(options: SaveQueueOptions): SaveQueue {
  let extra: CheckoutPatch = {};
  let tail: Promise<unknown> = Promise.resolve();
  let timer: unknown = null;

  function cancelTimer(): void {
    if (timer !== null) options.clearTimeout(timer);
    timer = null;
  }

  function serial<T>(task: () => Promise<T>): Promise<T> {
    const result = tail.then(task);
    tail = result.catch(() => undefined);
    return result;
  }

  async function drain(): Promise<void> {
    for (;;) {
      const patch = { ...extra, ...(options.collect() ?? {}) };
      extra = {};
      if (isEmptyPatch(patch)) return;
      await options.send(patch).catch(() => undefined);
    }
  }

  return {
    add(patch) {
      extra = { ...extra, ...patch };
    },
    flush() {
      cancelTimer();
      return serial(drain);
    },
    schedule(ms) {
      cancelTimer();
      timer = options.setTimeout(() => {
        timer = null;
        void serial(drain);
      }, ms);
    },
    serial,
  };
}
