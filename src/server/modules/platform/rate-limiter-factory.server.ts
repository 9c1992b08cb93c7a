import type { Db } from '../../db/database.server';
import { rateRules, type RateRule } from './rate-limit-rules';
import { createDatabaseRateLimiter } from './rate-limiter-database.server';
import { createRedisRateLimiter } from './rate-limiter-redis.server';
import type { RateLimiter } from './rate-limiter.server';

export const DEFAULT_RATE_LIMIT_PREFIX = 'etalase:rl:';

export interface RateLimiterOptions {
  db: Db;
  /** Redis when set (`REDIS_URL`); otherwise the counters live in the database. */
  redisUrl?: string | undefined;
  /** Replacements for some rules, by name (tests use small limits). */
  rules?: Partial<Record<string, RateRule>>;
  /** Prepended to every counter's key; defaults to `etalase:rl:`. */
  keyPrefix?: string | undefined;
  now?: () => number;
  log?: (error: unknown, message: string) => void;
}

/** The shared limiter of docs/decisions/0013: Redis when configured, database counters otherwise. */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const rules = rateRules(options.rules);
  const keyPrefix = options.keyPrefix ?? DEFAULT_RATE_LIMIT_PREFIX;
  const now = options.now ?? Date.now;
  if (options.redisUrl) {
    return createRedisRateLimiter({ url: options.redisUrl, rules, keyPrefix, now, log: options.log ?? ((error, message) => console.error(message, error)) });
  }
  return createDatabaseRateLimiter({ db: options.db, rules, keyPrefix, now });
}
