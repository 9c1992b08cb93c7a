/**
 * A sliding window estimated from two fixed windows (the current one and the one before), as
 * shared counters keep them: the previous window's count weighs as much as the share of it
 * that still lies within the last `windowMs`. Two counters per key instead of one timestamp
 * per attempt, so a database row or a Redis key holds them, and the burst at a window's edge
 * stays within the limit instead of doubling it.
 */
export interface WindowPosition {
  /** Start of the current fixed window, in milliseconds since the epoch. */
  windowStart: number;
  /** How far into the current window `now` lies, 0 ≤ elapsed < windowMs. */
  elapsedMs: number;
  /** Weight of the previous window's count: 1 at the start of this window, towards 0 at its end. */
  previousWeight: number;
}

export function windowPosition(now: number, windowMs: number): WindowPosition {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const elapsedMs = now - windowStart;
  return { windowStart, elapsedMs, previousWeight: 1 - elapsedMs / windowMs };
}

/** Whether one more attempt fits: the estimate with it counted stays within the limit. */
export function attemptFits(limit: number, previous: number, current: number, previousWeight: number): boolean {
  // The tolerance keeps a wait computed to the millisecond from missing by a rounding error.
  return previous * previousWeight + current + 1 <= limit + 1e-9;
}

/**
 * Milliseconds until one more attempt would fit, if nothing else is counted meanwhile; 0 when
 * it fits now.
 */
export function waitForAttempt(limit: number, windowMs: number, previous: number, current: number, elapsedMs: number): number {
  const weight = 1 - elapsedMs / windowMs;
  if (attemptFits(limit, previous, current, weight)) return 0;
  if (current + 1 <= limit) {
    // This window has room: wait until the previous window's share has faded enough.
    const neededElapsed = windowMs * (1 - (limit - current - 1) / previous);
    return Math.max(1, Math.ceil(neededElapsed - elapsedMs));
  }
  // This window alone is full: in the next one, this window's count fades in turn.
  const room = Math.max(0, limit - 1);
  const neededElapsedNext = current > 0 ? windowMs * (1 - room / current) : 0;
  return Math.max(1, Math.ceil(windowMs - elapsedMs + neededElapsedNext));
}
