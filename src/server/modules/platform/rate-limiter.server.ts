import { AppError, tooManyRequests } from '../../errors.server';
import { windowPosition, type WindowPosition } from '../../../domain/limits/sliding-window';
import type { RateRule, RateRuleName, RateRules } from './rate-limit-rules';

/** One limit to count an attempt against: a rule and the subject it counts (an address, an account). */
export interface RateCheck {
  rule: RateRuleName;
  key: string;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the refused attempt would be allowed; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Counters every process of the shop shares (docs/decisions/0013): PostgreSQL (or the embedded
 * database) by default, Redis when `REDIS_URL` is set.
 */
export interface RateLimiter {
  /**
   * Counts one attempt against every check at once, in one statement or one round trip. It
   * counts from the moment the attempt starts, so parallel guesses cannot slip in together.
   * Refused when any check is at its limit; then the attempt counts against none of them.
   * Throws `UNAVAILABLE` when the counters cannot be reached.
   */
  consume(checks: readonly RateCheck[]): Promise<RateDecision>;
  /** Takes a counted attempt back (a sign-in that turned out right). */
  refund(checks: readonly RateCheck[]): Promise<void>;
  /** Forgets counters whose windows are over (the database store; Redis keys expire by themselves). */
  prune(): Promise<void>;
  close(): Promise<void>;
}

/** Counts the attempt, or refuses it with TOO_MANY_REQUESTS and the time to wait. */
export async function enforceRateLimit(limiter: RateLimiter, checks: readonly RateCheck[]): Promise<void> {
  const decision = await limiter.consume(checks);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
}

/** Work no visitor started (jobs, seeding, sitemaps) is never limited. */
export const UNLIMITED: RateLimiter = {
  consume: async () => ({ allowed: true, retryAfterSeconds: 0 }),
  refund: async () => undefined,
  prune: async () => undefined,
  close: async () => undefined,
};

/** The refusal a visitor sees when the counters cannot be reached: a 503, never a fault. */
export function limiterUnavailable(): AppError {
  return new AppError('UNAVAILABLE', 'error.unavailable');
}

/** The same subject checked twice in one attempt counts once. */
export function distinctChecks(checks: readonly RateCheck[]): RateCheck[] {
  const seen = new Set<string>();
  return checks.filter((check) => {
    const id = `${check.rule}:${check.key}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** One check placed in its rule's window at `at`: what both stores count against. */
export interface PlannedCheck { check: RateCheck; rule: RateRule; windowMs: number; position: WindowPosition }

/** The distinct checks of an attempt, each in its rule's current window. */
export function planChecks(requested: readonly RateCheck[], rules: RateRules, at: number): PlannedCheck[] {
  return distinctChecks(requested).map((check) => {
    const rule = rules[check.rule];
    const windowMs = rule.windowSeconds * 1000;
    return { check, rule, windowMs, position: windowPosition(at, windowMs) };
  });
}
