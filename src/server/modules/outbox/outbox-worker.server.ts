import type { Db } from '../../db/database.server';
import { deliverDueOutbox, type DeliveryCounts, type OutboxHandlers } from './outbox.service';

export interface OutboxWorker {
  /** Delivers what is due now instead of at the next tick (e.g. right after an order commits). */
  kick(): void;
  /** Stops the timer and waits for a delivery in progress to finish. */
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  /** Pause between runs when nothing is left to deliver. */
  intervalMs?: number;
  /** Rows claimed per run; a full batch means more may be waiting, so the next run follows at once. */
  batch?: number;
  onError?: (error: unknown) => void;
  onDelivered?: (counts: DeliveryCounts) => void;
}

/**
 * Delivers the outbox in the background of one process. Several processes may each run one:
 * rows are claimed with SKIP LOCKED and leased, so they share the work without sending a row
 * twice. The timer does not keep the process alive on its own.
 */
export function startOutboxWorker(db: Db, handlers: OutboxHandlers, options: OutboxWorkerOptions = {}): OutboxWorker {
  const intervalMs = options.intervalMs ?? 5_000;
  const batch = options.batch ?? 20;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), delay);
    timer.unref();
  };

  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let full = false;
      try {
        const counts = await deliverDueOutbox(db, handlers, { limit: batch });
        const handled = counts.sent + counts.retried + counts.failed;
        if (handled > 0) options.onDelivered?.(counts);
        full = handled >= batch;
      } catch (error) {
        // The database may be briefly unreachable; the next tick tries again.
        options.onError?.(error);
      } finally {
        running = undefined;
      }
      const soon = full || again;
      again = false;
      schedule(soon ? 0 : intervalMs);
    })();
    return running;
  };

  schedule(0);
  return {
    kick() {
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
