import type { Redis } from 'ioredis';
import { waitForAttempt } from '../../../domain/limits/sliding-window';
import type { RateRules } from './rate-limit-rules';
import { limiterUnavailable, planChecks, type RateCheck, type RateLimiter } from './rate-limiter.server';

/**
 * All checks of one attempt in one round trip, atomically: read every key's current and
 * previous window, and only when each fits count the attempt in all of them (with an expiry of
 * two windows, so nothing needs pruning). Answers [allowed, current1, previous1, current2, …],
 * the counts before this attempt. The tolerance matches attemptFits.
 */
const CONSUME = `
local n = #KEYS / 2
local answer = { 1 }
for i = 1, n do
  local current = tonumber(redis.call('GET', KEYS[2 * i - 1]) or '0')
  local previous = tonumber(redis.call('GET', KEYS[2 * i]) or '0')
  local limit = tonumber(ARGV[3 * i - 2])
  local weight = tonumber(ARGV[3 * i - 1])
  if previous * weight + current + 1 > limit + 1e-9 then answer[1] = 0 end
  answer[2 * i] = current
  answer[2 * i + 1] = previous
end
if answer[1] == 1 then
  for i = 1, n do
    redis.call('INCR', KEYS[2 * i - 1])
    redis.call('PEXPIRE', KEYS[2 * i - 1], ARGV[3 * i])
  end
end
return answer
`;

/** Takes one attempt back from each key that still holds one. */
const REFUND = `
for i = 1, #KEYS do
  local current = tonumber(redis.call('GET', KEYS[i]) or '0')
  if current > 0 then redis.call('DECR', KEYS[i]) end
end
return 0
`;

type LimiterRedis = Redis & {
  rateLimitConsume(...args: Array<string | number>): Promise<number[]>;
  rateLimitRefund(...args: Array<string | number>): Promise<number>;
};

export interface RedisRateLimiterOptions {
  url: string;
  rules: RateRules;
  /** Prepended to every key (`etalase:rl:`), so several shops or test runs can share one Redis. */
  keyPrefix: string;
  now: () => number;
  log: (error: unknown, message: string) => void;
}

/**
 * Counters in Redis. Short timeouts everywhere: when Redis is away a limited request is refused
 * with a 503 within about a second, rather than hanging or failing as a fault.
 */
export function createRedisRateLimiter(options: RedisRateLimiterOptions): RateLimiter {
  const { rules, keyPrefix, now, log } = options;
  // Closed before the client exists: it is then made without ever connecting.
  let closed = false;
  // Log an outage once, not at every reconnection attempt.
  let down = false;
  // ioredis is loaded here, once Redis is configured, rather than with the server, so a server
  // counting in the database never carries it. The connection is still opened at start.
  const connecting = import('ioredis').then(({ Redis: RedisClient }) => {
    const redis = new RedisClient(options.url, {
      lazyConnect: true,
      connectTimeout: 1000,
      commandTimeout: 1000,
      // Commands wait in the queue while reconnecting, bounded by the command timeout.
      maxRetriesPerRequest: 1,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    }) as LimiterRedis;
    redis.defineCommand('rateLimitConsume', { lua: CONSUME });
    redis.defineCommand('rateLimitRefund', { lua: REFUND });
    redis.on('error', (error) => {
      if (down) return;
      down = true;
      log(error, 'Redis for rate limits is unreachable; limited requests are refused until it is back');
    });
    redis.on('ready', () => {
      if (down) log(null, 'Redis for rate limits is reachable again');
      down = false;
    });
    if (!closed) redis.connect().catch(() => undefined);
    return redis;
  });
  // A failed load is reported by the first limited request (as unavailable), not as an unhandled rejection.
  connecting.catch(() => undefined);

  const windowKey = (check: RateCheck, windowStart: number) => `${keyPrefix}${check.rule}:${check.key}:${windowStart}`;
  const failed = (error: unknown): never => {
    if (!down) log(error, 'Redis for rate limits did not answer');
    throw limiterUnavailable();
  };

  return {
    async consume(requested) {
      const at = now();
      const planned = planChecks(requested, rules, at);
      if (!planned.length) return { allowed: true, retryAfterSeconds: 0 };
      const keys = planned.flatMap(({ check, windowMs, position }) => [windowKey(check, position.windowStart), windowKey(check, position.windowStart - windowMs)]);
      const args = planned.flatMap(({ rule, windowMs, position }) => [rule.limit, position.previousWeight, 2 * windowMs]);
      const answer = await connecting.then((redis) => redis.rateLimitConsume(keys.length, ...keys, ...args)).catch(failed);
      if (answer[0] === 1) return { allowed: true, retryAfterSeconds: 0 };
      let wait = 0;
      planned.forEach(({ rule, windowMs, position }, index) => {
        const current = Number(answer[2 * index + 1] ?? 0);
        const previous = Number(answer[2 * index + 2] ?? 0);
        wait = Math.max(wait, waitForAttempt(rule.limit, windowMs, previous, current, position.elapsedMs));
      });
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
    },

    async refund(requested) {
      const planned = planChecks(requested, rules, now());
      if (!planned.length) return;
      const keys = planned.map(({ check, position }) => windowKey(check, position.windowStart));
      await connecting.then((redis) => redis.rateLimitRefund(keys.length, ...keys)).catch(failed);
    },

    async prune() {},

    async close() {
      closed = true;
      const redis = await connecting.catch(() => null);
      if (!redis) return;
      // QUIT lets commands in flight finish; an unreachable Redis is simply dropped.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
