// One server process against two on the same PostgreSQL database (docs/deployment.md, "Scaling
// to several processes"): the uncached product list and product detail with the same
// connections, spread evenly over the processes as a balancer would. Everything shares this
// machine's cores — the processes, PostgreSQL and the load generator — so the CPU each used is
// reported beside the throughput: a ratio below 2 on a machine already busy says so. Requests per
// busy core, two over one, tell a second process's own cost apart from the cores it could not get.
import { copySeed, DEMO_HOST, removeTempDir, startApp, together, type RunningApp } from './app-server.bench';
import { postgresOrSkip, startMeasuring, type BenchContext, type Skipped } from './bench-context.bench';
import { checkScenarios, fixed, formatTable, measureScenarios, ratio, textTable, withRatios, type MeasuredScenario, type ScenarioResult, type Target } from './measure.bench';
import { createDatabase, moveDemoToPostgres, type BenchDatabase } from './postgres.bench';
import { findShop, shopScenario, type ShopScenarioKind, type ShopUnderTest } from './shop-scenarios.bench';

const KINDS: readonly ShopScenarioKind[] = ['list', 'detail'];

export interface TwoProcessesReport {
  loadAverageBefore: number[];
  bare: MeasuredScenario;
  oneProcess: ScenarioResult[];
  twoProcesses: ScenarioResult[];
  summary: {
    scenario: string;
    requestsPerSecondOne: number;
    requestsPerSecondTwo: number;
    /** Two processes' throughput over one's. */
    twoOverOne: number;
    /**
     * Two processes' requests per busy core (servers, PostgreSQL and load generator together)
     * over one's: below 1 when a second process makes each request dearer, whatever the cores.
     */
    perBusyCoreTwoOverOne: number;
    /** Cores busy on average: servers, PostgreSQL, load generator, with one process and with two. */
    coresOne: MeasuredScenario['coresBusy'];
    coresTwo: MeasuredScenario['coresBusy'];
  }[];
}

function scenariosOn(shop: ShopUnderTest, target: Target, processes: number) {
  return KINDS.map((kind) => {
    const scenario = shopScenario(kind, { ...shop, target }, 'uncached');
    return { ...scenario, name: `${scenario.name}, ${processes === 1 ? '1 process' : `${processes} processes`}` };
  });
}

const allBusy = (busy: MeasuredScenario['coresBusy']) => busy.server + (busy.database ?? 0) + busy.loadGenerator;
const cores = (busy: MeasuredScenario['coresBusy']) => `${fixed(busy.server, 2)} + ${fixed(busy.database, 2)} + ${fixed(busy.loadGenerator, 2)}`;

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
    const shop = await findShop(apps[0]!.target, DEMO_HOST);
    const { loadAverageBefore, bare } = await startMeasuring(context, 'one process against two');
    const single = scenariosOn(shop, apps[0]!.target, 1);
    await checkScenarios(single);
    const oneProcess = withRatios(await measureScenarios(single, context.settings), bare);

    apps.push(await startApp('app-2', settings, DEMO_HOST, database.backendCpuMs));
    const pair = scenariosOn(shop, together(apps), 2);
    await checkScenarios(pair);
    const twoProcesses = withRatios(await measureScenarios(pair, context.settings), bare);

    const summary = KINDS.map((_, index) => {
      const one = oneProcess[index]!;
      const two = twoProcesses[index]!;
      return {
        scenario: one.name.replace(/, 1 process$/, ''),
        requestsPerSecondOne: one.requestsPerSecond,
        requestsPerSecondTwo: two.requestsPerSecond,
        twoOverOne: ratio(two.requestsPerSecond, one.requestsPerSecond),
        perBusyCoreTwoOverOne: ratio(two.requestsPerSecond / allBusy(two.coresBusy), one.requestsPerSecond / allBusy(one.coresBusy)),
        coresOne: one.coresBusy,
        coresTwo: two.coresBusy,
      };
    });
    console.log(`\n${formatTable([withRatios([bare], bare)[0]!, ...oneProcess, ...twoProcesses], { database: true, loadGenerator: true })}\n`);
    console.log(`Throughput of two processes against one (cores busy: servers + PostgreSQL + load generator):\n${textTable(
      ['scenario', 'req/s 1 process', 'req/s 2 processes', 'two / one', 'cores busy, 1 process', 'cores busy, 2 processes', 'per busy core, two / one'],
      summary.map((row) => [row.scenario, fixed(row.requestsPerSecondOne, 0), fixed(row.requestsPerSecondTwo, 0), `${fixed(row.twoOverOne, 2)}×`, cores(row.coresOne), cores(row.coresTwo), `${fixed(row.perBusyCoreTwoOverOne, 2)}×`]),
    )}\n`);
    return { loadAverageBefore, bare, oneProcess, twoProcesses, summary };
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    await database?.drop();
    removeTempDir(dataDir);
  }
}
