import { lt, sql } from 'drizzle-orm';
import { waitForAttempt } from '../../../domain/limits/sliding-window';
import type { Db } from '../../db/database.server';
import { rowsOf } from '../../db/migrate.server';
import { executeNamed } from '../../db/named-statement.server';
import type { RateRules } from './rate-limit-rules';
import { planChecks, type RateCheck, type RateDecision, type RateLimiter } from './rate-limiter.server';
import { rateLimitCounters } from './platform.tables';

interface CounterRow {
  key: string;
  hits: number;
  counted: boolean;
  previous: number;
}

/**
 * Counters in the `rate_limit_counters` table, shared by every process on the database (and
 * kept across restarts of the embedded one). Each attempt is one INSERT … ON CONFLICT DO
 * UPDATE over all its checks: the row lock serialises concurrent attempts on a key, and the
 * UPDATE counts the attempt only when it fits, reading the previous window's row in the same
 * statement for the sliding estimate.
 */
export function createDatabaseRateLimiter(options: { db: Db; rules: RateRules; keyPrefix: string; now: () => number }): RateLimiter {
  const { db, rules, keyPrefix, now } = options;
  const rowKey = (check: RateCheck) => `${keyPrefix}${check.rule}:${check.key}`;

  return {
    async consume(requested) {
      const at = now();
      const planned = planChecks(requested, rules, at).map((plan) => ({ ...plan, key: rowKey(plan.check) }));
      if (!planned.length) return { allowed: true, retryAfterSeconds: 0 };
      const input = sql.join(
        planned.map(({ key, rule, windowMs, position }) =>
          sql`(${key}::text, ${position.windowStart}::bigint, ${position.windowStart - windowMs}::bigint, ${rule.limit}::float8, ${position.previousWeight}::float8, ${new Date(position.windowStart + 2 * windowMs).toISOString()}::timestamptz)`),
        sql`, `,
      );
      // The tolerance matches attemptFits (src/domain/limits/sliding-window.ts). Named: every
      // shopper's step runs it, and its text changes only with the number of checks.
      const result = await executeNamed(db, sql`
        WITH input (key, window_start, previous_start, lim, weight, expires_at) AS (VALUES ${input}),
        estimate AS (
          SELECT input.*, coalesce(previous.hits, 0) AS previous_hits, coalesce(previous.hits, 0) * input.weight AS carried
          FROM input LEFT JOIN rate_limit_counters previous ON previous.key = input.key AND previous.window_start = input.previous_start
        )
        INSERT INTO rate_limit_counters AS c (key, window_start, hits, counted, expires_at)
        SELECT key, window_start, CASE WHEN carried + 1 <= lim + 1e-9 THEN 1 ELSE 0 END, carried + 1 <= lim + 1e-9, expires_at FROM estimate
        ON CONFLICT (key, window_start) DO UPDATE SET
          hits = CASE WHEN (SELECT carried FROM estimate WHERE estimate.key = c.key) + c.hits + 1 <= (SELECT lim FROM estimate WHERE estimate.key = c.key) + 1e-9 THEN c.hits + 1 ELSE c.hits END,
          counted = (SELECT carried FROM estimate WHERE estimate.key = c.key) + c.hits + 1 <= (SELECT lim FROM estimate WHERE estimate.key = c.key) + 1e-9
        RETURNING c.key, c.hits, c.counted, (SELECT previous_hits FROM estimate WHERE estimate.key = c.key) AS previous
      `);
      const rows = new Map(rowsOf<CounterRow>(result).map((row) => [row.key, row]));
      let wait = 0;
      const counted: RateCheck[] = [];
      for (const { check, rule, windowMs, position, key } of planned) {
        const row = rows.get(key);
        if (!row) throw new Error(`rate limit counter ${key} was not returned`);
        if (row.counted) {
          counted.push(check);
          continue;
        }
        wait = Math.max(wait, waitForAttempt(rule.limit, windowMs, Number(row.previous), Number(row.hits), position.elapsedMs));
      }
      if (wait === 0) return { allowed: true, retryAfterSeconds: 0 };
      // Refused by one check: the others that counted it give it back (rare, so a second statement).
      if (counted.length) await this.refund(counted);
      return { allowed: false, retryAfterSeconds: Math.ceil(wait / 1000) } satisfies RateDecision;
    },

    async refund(requested) {
      const planned = planChecks(requested, rules, now());
      if (!planned.length) return;
      const targets = sql.join(
        planned.map(({ check, position }) => sql`(${rowKey(check)}::text, ${position.windowStart}::bigint)`),
        sql`, `,
      );
      await db.execute(sql`
        UPDATE rate_limit_counters AS c SET hits = c.hits - 1
        FROM (VALUES ${targets}) AS target (key, window_start)
        WHERE c.key = target.key AND c.window_start = target.window_start AND c.hits > 0
      `);
    },

    async prune() {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, new Date(now())));
    },

    async close() {},
  };
}
