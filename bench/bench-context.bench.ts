// What every part of `npm run bench` is given: the load settings, the bare route (started once
// per run, measured again by each part so each part's ratios are to the same minutes), and the
// PostgreSQL server the parts that need one create their databases on.
import { loadAverageNow, measureScenario, type LoadSettings, type MeasuredScenario, type Scenario } from './measure.bench';
import type { BareServer } from './app-server.bench';
import type { PostgresServer } from './postgres.bench';

export interface BenchContext {
  settings: LoadSettings;
  bare: BareServer;
  /** The server to create databases on, or why there is none (the parts on PostgreSQL are then skipped). */
  postgres: PostgresServer | { unreachable: string };
}

export interface Skipped {
  skipped: string;
}

export const BARE_NAME = 'bare Fastify GET /bare';

export function bareScenario(context: BenchContext): Scenario {
  return {
    name: BARE_NAME,
    target: context.bare.target,
    path: '/bare',
    headers: {},
    check: (status, _type, body) => {
      if (status !== 200 || body !== '{"ok":true}') throw new Error(`status ${status}, body ${body.slice(0, 200)}`);
    },
  };
}

/** The load average, then the bare route under the part's load settings. */
export async function startMeasuring(context: BenchContext, label: string): Promise<{ loadAverageBefore: number[]; bare: MeasuredScenario }> {
  const loadAverageBefore = loadAverageNow(label);
  const { connections, warmupMs, durationMs } = context.settings;
  console.log(`Measuring ${label}: ${connections} connections, ${warmupMs / 1000} s warm-up + ${durationMs / 1000} s per scenario.`);
  const bare = await measureScenario(bareScenario(context), context.settings);
  console.log(`  ${BARE_NAME}: ${bare.requestsPerSecond.toFixed(0)} req/s, ${bare.serverCpuMsPerRequest.toFixed(3)} ms server CPU per request`);
  return { loadAverageBefore, bare };
}

/** The PostgreSQL server, or the reason a part on it is skipped, said once per part. */
export function postgresOrSkip(context: BenchContext, part: string): PostgresServer | Skipped {
  if ('unreachable' in context.postgres) {
    const skipped = `no PostgreSQL reachable (${context.postgres.unreachable}); skipping ${part}`;
    console.log(`\n${skipped[0]!.toUpperCase()}${skipped.slice(1)}.`);
    return { skipped };
  }
  return context.postgres;
}
