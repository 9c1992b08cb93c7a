import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attemptFits, waitForAttempt, windowPosition } from './sliding-window';

const MINUTE = 60_000;

describe('sliding window estimate', () => {
  it('places a moment in its fixed window', () => {
    expect(windowPosition(10 * MINUTE + 15_000, MINUTE)).toEqual({ windowStart: 10 * MINUTE, elapsedMs: 15_000, previousWeight: 0.75 });
  });

  it('allows exactly the limit in a window with an empty one before it', () => {
    expect(attemptFits(10, 0, 9, 1)).toBe(true);
    expect(attemptFits(10, 0, 10, 1)).toBe(false);
  });

  it('counts the previous window by the share of it still within the last window', () => {
    // 10 in the previous window, a quarter through this one: 7.5 of them still count.
    expect(attemptFits(10, 10, 1, 0.75)).toBe(true); // 7.5 + 1 + 1 = 9.5
    expect(attemptFits(10, 10, 2, 0.75)).toBe(false); // 7.5 + 2 + 1 = 10.5
  });

  it('waits nothing when an attempt fits', () => {
    expect(waitForAttempt(10, MINUTE, 0, 3, 5_000)).toBe(0);
  });

  it('waits for the previous window to fade when this one has room', () => {
    // 10 before, 5 now, at the start of this window: 4 more fit once the previous weighs ≤ 0.4.
    expect(waitForAttempt(10, MINUTE, 10, 5, 0)).toBe(36_000);
  });

  it('waits into the next window when this one is full', () => {
    // 10 of 10 with 15 s left: in the next window one fits once 10 × weight ≤ 9, 6 s in.
    expect(waitForAttempt(10, MINUTE, 0, 10, 45_000)).toBe(15_000 + 6_000);
  });

  it('after the wait an attempt fits, and a moment before it does not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: MINUTE - 1 }), (limit, previous, current, elapsed) => {
        const wait = waitForAttempt(limit, MINUTE, previous, current, elapsed);
        if (wait === 0) return attemptFits(limit, previous, current, 1 - elapsed / MINUTE);
        const at = elapsed + wait;
        const fitsAt = (t: number) => (t < MINUTE ? attemptFits(limit, previous, current, 1 - t / MINUTE) : attemptFits(limit, current, 0, 1 - (t - MINUTE) / MINUTE));
        return fitsAt(at) && (wait === 1 || !fitsAt(at - 2));
      }),
    );
  });
});
