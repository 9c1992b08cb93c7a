// One server process against two on the same PostgreSQL database (docs/deployment.md, "Scaling
// to several processes"): the uncached product list and product detail with the same
// connections, spread evenly over the processes as a balancer would. Everything shares this
// machine's cores — the processes, PostgreSQL and the load generator — so the CPU each used is
// reported beside the throughput: a ratio below 2 on a machine already busy says so. Requests per
// busy core, two over one, tell a second process's own cost apart from the cores it could not get.
// Both processes are warm before either is measured, and one and two are measured in turn over
// several rounds, because the cores this machine is lent vary from one minute to the next
// (docs/decisions/0067).
import { copySeed, DEMO_HOST, removeTempDir, startApp, together, type RunningApp } from './app-server.bench';
import { postgresOrSkip, startMeasuring, type BenchContext, type Skipped } from './bench-context.bench';
import { percentile } from './load-generator.bench';
import { checkScenarios, fixed, formatTable, measureScenarios, ratio, textTable, withRatios, type MeasuredScenario, type ScenarioResult, type Target } from './measure.bench';
import { createDatabase, moveDemoToPostgres, type BenchDatabase } from './postgres.bench';
import { findShop, shopScenario, type ShopScenarioKind, type ShopUnderTest } from './shop-scenarios.bench';

const KINDS: readonly ShopScenarioKind[] = ['list', 'detail'];

/** One process then two, this many times in turn, so a drift in what the machine gives both sides alike. */
const ROUNDS = 3;

export interface TwoProcessesRound {
  oneProcess: ScenarioResult[];
  twoProcesses: ScenarioResult[];
}

export interface TwoProcessesReport {
  loadAverageBefore: number[];
  bare: MeasuredScenario;
  rounds: TwoProcessesRound[];
  summary: {
    scenario: string;
    /** Medians over the rounds. */
    requestsPerSecondOne: number;
    requestsPerSecondTwo: number;
    /** Two processes' throughput over one's in the same round: the median and the span of the rounds. */
    twoOverOne: number;
    twoOverOneSpan: [number, number];
    /**
     * Two processes' requests per busy core (servers, PostgreSQL and load generator together)
     * over one's in the same round, median and span: below 1 when a second process makes each
     * request dearer, whatever the cores.
     */
    perBusyCoreTwoOverOne: number;
    perBusyCoreSpan: [number, number];
    /** Cores busy in the median round by throughput: servers, PostgreSQL, load generator, with one process and with two. */
    coresOne: MeasuredScenario['coresBusy'];
    coresTwo: MeasuredScenario['coresBusy'];
  }[];
}

function scenariosOn(shop: ShopUnderTest, target: Target, label: string) {
  return KINDS.map((kind) => {
    const scenario = shopScenario(kind, { ...shop, target }, 'uncached');
    return { ...scenario, name: `${scenario.name}, ${label}` };
  });
}

const allBusy = (busy: MeasuredScenario['coresBusy']) => busy.server + (busy.database ?? 0) + busy.loadGenerator;
const cores = (busy: MeasuredScenario['coresBusy']) => `${fixed(busy.server, 2)} + ${fixed(busy.database, 2)} + ${fixed(busy.loadGenerator, 2)}`;
const span = (values: readonly number[]): [number, number] => [Math.min(...values), Math.max(...values)];
const median = (values: readonly number[]) => percentile(Float64Array.from(values).sort(), 50);

function summarise(rounds: readonly TwoProcessesRound[]): TwoProcessesReport['summary'] {
  return KINDS.map((_, index) => {
    const pairs = rounds.map((round) => ({ one: round.oneProcess[index]!, two: round.twoProcesses[index]! }));
    const twoOverOne = pairs.map(({ one, two }) => ratio(two.requestsPerSecond, one.requestsPerSecond));
    const perBusyCore = pairs.map(({ one, two }) => ratio(two.requestsPerSecond / allBusy(two.coresBusy), one.requestsPerSecond / allBusy(one.coresBusy)));
    const middle = pairs[twoOverOne.indexOf(median(twoOverOne))] ?? pairs[0]!;
    return {
      scenario: middle.one.name.replace(/, 1 process.*$/, ''),
      requestsPerSecondOne: median(pairs.map(({ one }) => one.requestsPerSecond)),
      requestsPerSecondTwo: median(pairs.map(({ two }) => two.requestsPerSecond)),
      twoOverOne: median(twoOverOne),
      twoOverOneSpan: span(twoOverOne),
      perBusyCoreTwoOverOne: median(perBusyCore),
      perBusyCoreSpan: span(perBusyCore),
      coresOne: middle.one.coresBusy,
      coresTwo: middle.two.coresBusy,
    };
  });
}

export async function runTwoProcesses(context: BenchContext): Promise<TwoProcessesReport | Skipped> {
  const postgres = postgresOrSkip(context, 'one process against two');
  if ('skipped' in postgres) return postgres;
  console.log('\n== One server process against two on the same PostgreSQL database ==');
  const dataDir = copySeed();
  let database: BenchDatabase | undefined;
  const apps: RunningApp[] = [];
  try {
    database = await createDatabase(postgres, 'processes');
    await moveDemoToPostgres(dataDir, database.url, dataDir);
    // Both processes read the same pictures directory, as they would a shared volume or bucket.
    const settings = { dataDir, databaseUrl: database.url };
    apps.push(await startApp('app-1', settings, DEMO_HOST, database.backendCpuMs));
    apps.push(await startApp('app-2', settings, DEMO_HOST, database.backendCpuMs));
    const shop = await findShop(apps[0]!.target, DEMO_HOST);
    const { loadAverageBefore, bare } = await startMeasuring(context, 'one process against two');
    // A process compiles its hot code and opens its connections in its first seconds of traffic.
    // Measured cold, the second process's start would be charged to every request of the pair.
    console.log('Warming the second process with the traffic the first is measured with:');
    const warming = scenariosOn(shop, apps[1]!.target, 'warming the second process');
    await checkScenarios(warming);
    await measureScenarios(warming, context.settings);

    const rounds: TwoProcessesRound[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const single = scenariosOn(shop, apps[0]!.target, `1 process, round ${round}`);
      const pair = scenariosOn(shop, together(apps), `2 processes, round ${round}`);
      if (round === 1) await Promise.all([checkScenarios(single), checkScenarios(pair)]);
      const oneProcess = withRatios(await measureScenarios(single, context.settings), bare);
      const twoProcesses = withRatios(await measureScenarios(pair, context.settings), bare);
      rounds.push({ oneProcess, twoProcesses });
    }
    const summary = summarise(rounds);
    const rows = rounds.flatMap((round) => [...round.oneProcess, ...round.twoProcesses]);
    const range = ([low, high]: [number, number]) => `${fixed(low, 2)}–${fixed(high, 2)}`;
    console.log(`\n${formatTable([withRatios([bare], bare)[0]!, ...rows], { database: true, loadGenerator: true })}\n`);
    console.log(`Throughput of two processes against one, medians of ${ROUNDS} rounds (cores busy: servers + PostgreSQL + load generator):\n${textTable(
      ['scenario', 'req/s 1 process', 'req/s 2 processes', 'two / one', 'rounds', 'cores busy, 1 process', 'cores busy, 2 processes', 'per busy core, two / one', 'rounds'],
      summary.map((row) => [row.scenario, fixed(row.requestsPerSecondOne, 0), fixed(row.requestsPerSecondTwo, 0), `${fixed(row.twoOverOne, 2)}×`, range(row.twoOverOneSpan), cores(row.coresOne), cores(row.coresTwo), `${fixed(row.perBusyCoreTwoOverOne, 2)}×`, range(row.perBusyCoreSpan)]),
    )}\n`);
    return { loadAverageBefore, bare, rounds, summary };
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    await database?.drop();
    removeTempDir(dataDir);
  }
}
