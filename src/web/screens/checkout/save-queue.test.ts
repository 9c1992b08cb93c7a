import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutPatch } from './checkout-api';
import { createSaveQueue } from './save-queue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setUp() {
  const pending: CheckoutPatch[] = [];
  const sent: CheckoutPatch[] = [];
  const answers: Array<() => void> = [];
  const queue = createSaveQueue({
    collect: () => pending.shift() ?? null,
    send: (patch) => {
      sent.push(patch);
      return new Promise<void>((resolve) => answers.push(resolve));
    },
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  return { queue, pending, sent, answers };
}

describe('checkout save queue', () => {
  it('sends one request at a time, in order, and what changed meanwhile right after', async () => {
    const { queue, pending, sent, answers } = setUp();
    pending.push({ email: 'a@toko.id' });
    const first = queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    pending.push({ note: 'x' });
    void queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ email: 'a@toko.id' }]);
    answers.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ email: 'a@toko.id' }, { note: 'x' }]);
    answers.shift()?.();
    await first;
  });

  it('waits for typing to rest, and merges explicit changes into the next request', async () => {
    const { queue, pending, sent } = setUp();
    queue.schedule(800);
    await vi.advanceTimersByTimeAsync(500);
    queue.schedule(800);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(0);
    pending.push({ note: 'rapi' });
    queue.add({ couponCode: 'HEMAT' });
    await vi.advanceTimersByTimeAsync(300);
    expect(sent).toEqual([{ couponCode: 'HEMAT', note: 'rapi' }]);
  });

  it('runs a task after the saves queued before it', async () => {
    const { queue, pending, sent, answers } = setUp();
    pending.push({ email: 'a@toko.id' });
    void queue.flush();
    const order: string[] = [];
    const task = queue.serial(async () => {
      order.push(`task after ${sent.length} save(s)`);
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual([]);
    answers.shift()?.();
    await task;
    expect(order).toEqual(['task after 1 save(s)']);
  });
});
