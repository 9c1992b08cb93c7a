// Vendure beside Etalase on the same PostgreSQL in the same run: Vendure's Shop API under the same
// load generator, connections, warm-up and duration, its server process's CPU and its PostgreSQL
// backends' CPU read the same way as Etalase's, and each figure set against Etalase's uncached row
// of the `postgres` part as a ratio. Vendure is not part of this repository: the part runs a
// prepared copy of the Vendure peer benchmark folder (`--vendure-dir`) and is skipped without one.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'undici';
import { startMeasuring, type BenchContext, type Skipped } from './bench-context.bench';
import { describeOrders, formatCheckoutTable, measureOrders, type CheckoutResult, type PlaceOrder } from './guest-checkout.bench';
import { runLoad } from './load-generator.bench';
import { checkScenarios, fixed, send, formatTable, measureScenarios, ratio, REQUEST_TIMEOUT_MS, significant, textTable, withRatios, type Scenario, type ScenarioResult, type Target } from './measure.bench';
import { createDatabase, urlOf, withClient, type BenchDatabase, type PostgresServer } from './postgres.bench';
import { startServer, stopServer, waitForOk, type ServerProcess } from './server-process.bench';
import type { ShopRowsReport } from './shop-rows.bench';
import { SEARCH_WORD, shopScenarioName, type ShopScenarioKind } from './shop-scenarios.bench';

/** Vendure's catalogue, populated once and copied for every run (its cart rows write orders). */
const TEMPLATE_DATABASE = 'vendure_bench';
/** What the peer folder's populate script makes: 220 products in 2 or 3 variants each. */
const CATALOGUE_PRODUCTS = 220;
/** Vendure listens on the first free port of these. */
const PORTS = [3300, 3301, 3302, 3303, 3304, 3305, 3306, 3307, 3308, 3309];
const POPULATE_TIMEOUT_MS = 20 * 60_000;
const START_TIMEOUT_MS = 180_000;
const SHOP_API = '/shop-api';

export const VENDURE_PREPARATION = [
  'Give --vendure-dir PATH (or VENDURE_DIR) pointing to a prepared copy of the Vendure peer benchmark folder',
  '(server.js, vendure-config.js, populate.js and the package.json that pins @vendure/core 3.7.3):',
  'copy the folder outside this repository and run `npm ci` in it (better-sqlite3 compiles from source, about a minute).',
  `On its first run this part populates the database ${TEMPLATE_DATABASE} on the PostgreSQL of --postgres-url (a few minutes)`,
  'and keeps it as the template each later run copies; `DROP DATABASE vendure_bench` removes it.',
].join('\n  ');

// The Shop API queries of the peer folder's bench.js, so Vendure answers what its own benchmark asks.
const PRODUCT_LIST = 'query ProductList { products(options: { take: 20 }) { totalItems items { id name slug featuredAsset { preview } variants { id name price priceWithTax currencyCode } } } }';
const PRODUCT_DETAIL = 'query ProductDetail($slug: String!) { product(slug: $slug) { id name slug description featuredAsset { id preview source width height } assets { id preview source } collections { id name slug breadcrumbs { name slug } } facetValues { name facet { name } } optionGroups { code name options { code name } } variants { id name sku price priceWithTax currencyCode stockLevel options { code name } featuredAsset { preview } } } }';
const SEARCH = 'query Search($term: String!) { search(input: { term: $term, groupByProduct: true, take: 20 }) { totalItems items { productId productName slug productAsset { preview } priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } } currencyCode } } }';
const FLOOR = '{ activeChannel { id code } }';
const DETAIL_SLUG = 'cendana-essential-action-camera';
/** A word in 14 of Vendure's 220 products, as Etalase's search word is in 12 of its 79. */
const VENDURE_SEARCH_WORD = 'premium';

const ADD_ITEM = 'mutation Add($id: ID!, $qty: Int!) { addItemToOrder(productVariantId: $id, quantity: $qty) { __typename ... on Order { id code totalQuantity totalWithTax lines { id quantity productVariant { id name } } } ... on ErrorResult { errorCode message } } }';
const SHIPPING_ADDRESS = 'mutation { setOrderShippingAddress(input: { fullName: "Budi Santoso", streetLine1: "Jl. Jend. Sudirman Kav. 1", city: "Jakarta Selatan", province: "DKI Jakarta", postalCode: "12190", countryCode: "ID", phoneNumber: "081234567890" }) { __typename ... on Order { id code } ... on ErrorResult { errorCode message } } }';
const SHIPPING_METHOD = 'mutation { setOrderShippingMethod(shippingMethodId: ["1"]) { __typename ... on Order { id shippingWithTax totalWithTax } ... on ErrorResult { errorCode message } } }';
const CUSTOMER = 'mutation Cust($email: String!) { setCustomerForOrder(input: { emailAddress: $email, firstName: "Budi", lastName: "Santoso" }) { __typename ... on Order { id } ... on ErrorResult { errorCode message } } }';
const TO_PAYMENT = 'mutation { transitionOrderToState(state: "ArrangingPayment") { __typename ... on Order { id state } ... on OrderStateTransitionError { errorCode message transitionError } } }';
const ADD_PAYMENT = 'mutation { addPaymentToOrder(input: { method: "standard-payment", metadata: {} }) { __typename ... on Order { id code state totalWithTax } ... on ErrorResult { errorCode message } } }';
/** Two items, the shipping address and method, the customer, the payment step and the payment. */
const VENDURE_REQUESTS_PER_ORDER = 7;

/** The issue's targets: list, detail and search at most a tenth of Vendure's CPU; five times its orders per second; a product page under 3 ms. */
const CPU_RATIO_TARGET = 0.1;
const ORDERS_RATIO_TARGET = 5;
const PRODUCT_PAGE_CPU_TARGET_MS = 3;

interface Compared {
  scenario: string;
  kind: ShopScenarioKind;
  vendure: string;
  /** The largest Etalase / Vendure CPU ratio the target allows; null where none is set. */
  target: number | null;
}

const COMPARED: readonly Compared[] = [
  { scenario: '20-product list', kind: 'list', vendure: 'Vendure products(take: 20)', target: CPU_RATIO_TARGET },
  { scenario: 'product detail', kind: 'detail', vendure: 'Vendure product detail', target: CPU_RATIO_TARGET },
  { scenario: `search ("${SEARCH_WORD}" / "${VENDURE_SEARCH_WORD}")`, kind: 'search', vendure: `Vendure search "${VENDURE_SEARCH_WORD}"`, target: CPU_RATIO_TARGET },
  { scenario: 'smallest query', kind: 'floor', vendure: 'Vendure smallest query (activeChannel)', target: null },
];

interface CpuPair { server: number; database: number | null; total: number }

export interface ComparedRow {
  scenario: string;
  etalase: { name: string; requestsPerSecond: number; cpuMsPerRequest: CpuPair };
  vendure: { name: string; requestsPerSecond: number; cpuMsPerRequest: CpuPair };
  /** Etalase over Vendure: server and database CPU together, the server's alone, and requests per second. */
  ratio: { cpu: number; serverCpu: number; requestsPerSecond: number };
  target: number | null;
  met: boolean | null;
}

export interface ComparedCheckout {
  etalase: { ordersPerSecond: number; requestsPerOrder: number; cpuMsPerOrder: CpuPair };
  vendure: { ordersPerSecond: number; requestsPerOrder: number; cpuMsPerOrder: CpuPair };
  ratio: { ordersPerSecond: number; cpu: number; serverCpu: number };
  target: number;
  met: boolean;
}

export interface VendurePeerReport {
  vendure: string;
  database: string;
  port: number;
  /** Spawn to the first answer of the Shop API, in seconds. */
  startSeconds: number;
  loadAverageBefore: number[];
  /** The bare route and Vendure's rows, each with its ratios to the bare route. */
  scenarios: ScenarioResult[];
  searchMatches: number;
  guestCheckout: CheckoutResult;
  /** Null when the `postgres` part did not run (or was skipped) in the same run. */
  comparison: {
    rows: ComparedRow[];
    checkout: ComparedCheckout;
    productPage: { cpuMsPerRequest: CpuPair; targetMs: number; met: boolean };
  } | null;
}

function whyNotPrepared(dir: string): string | null {
  for (const file of ['server.js', 'vendure-config.js', 'populate.js', 'node_modules/@vendure/core/package.json', 'node_modules/pg/package.json']) {
    if (!fs.existsSync(path.join(dir, file))) return `${path.join(dir, file)} is missing`;
  }
  return null;
}

function vendureVersion(dir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/@vendure/core/package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Vendure's environment: production, no telemetry, PostgreSQL with the bench's user. Its
 * configuration connects to 127.0.0.1 and reads only these; a SQL log or SQLite file from the
 * shell would measure another setup.
 */
function vendureEnv(postgres: PostgresServer, database: string, port: number): NodeJS.ProcessEnv {
  const url = new URL(postgres.adminUrl);
  const env: NodeJS.ProcessEnv = {
    ...process.env, NODE_ENV: 'production', PORT: String(port), VENDURE_DISABLE_TELEMETRY: 'true',
    VENDURE_DB_TYPE: 'postgres', VENDURE_PG_DB: database, VENDURE_PG_PORT: url.port || '5432',
    VENDURE_PG_USER: decodeURIComponent(url.username) || 'postgres', VENDURE_PG_PASSWORD: decodeURIComponent(url.password),
  };
  for (const name of ['VENDURE_SQL_LOG', 'VENDURE_DB', 'VENDURE_LOG_LEVEL', 'DATABASE_URL']) delete env[name];
  return env;
}

async function templateProducts(postgres: PostgresServer): Promise<number> {
  try {
    return await withClient(urlOf(postgres, TEMPLATE_DATABASE), async (client) => (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM product WHERE "deletedAt" IS NULL')).rows[0]?.n ?? 0);
  } catch {
    // No such database yet, or one whose populate stopped before the products were written.
    return 0;
  }
}

/** Vendure's catalogue into the template database with the peer folder's own populate script, once. */
async function ensureTemplate(dir: string, postgres: PostgresServer): Promise<void> {
  if (await templateProducts(postgres) >= CATALOGUE_PRODUCTS) return;
  console.log(`Populating Vendure's catalogue into ${TEMPLATE_DATABASE} with ${path.join(dir, 'populate.js')} (once; a few minutes)…`);
  const startedAt = Date.now();
  await withClient(postgres.adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  });
  const populate = startServer('vendure-populate', [path.join(dir, 'populate.js')], vendureEnv(postgres, TEMPLATE_DATABASE, PORTS[0]!), dir);
  const finished = await Promise.race([populate.exited.then(() => true), sleep(POPULATE_TIMEOUT_MS).then(() => false)]);
  if (!finished) {
    await stopServer(populate);
    throw new Error(`Populating Vendure's catalogue did not finish within ${POPULATE_TIMEOUT_MS / 60_000} min.\n${populate.tail()}`);
  }
  const products = await templateProducts(postgres);
  if (populate.child.exitCode !== 0 || products < CATALOGUE_PRODUCTS) {
    throw new Error(`Populating Vendure's catalogue failed (exit ${populate.child.exitCode ?? populate.child.signalCode}, ${products} products).\n${populate.tail()}`);
  }
  console.log(`Vendure's catalogue populated in ${((Date.now() - startedAt) / 1000).toFixed(0)} s; ${TEMPLATE_DATABASE} is kept for later runs.`);
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function freeVendurePort(): Promise<number> {
  for (const port of PORTS) if (await portIsFree(port)) return port;
  throw new Error(`None of the ports ${PORTS[0]}–${PORTS[PORTS.length - 1]} is free for Vendure.`);
}

function shopApiGet(query: string, variables?: Record<string, unknown>): string {
  return `${SHOP_API}?query=${encodeURIComponent(query)}${variables ? `&variables=${encodeURIComponent(JSON.stringify(variables))}` : ''}`;
}

function shopApiData(status: number, body: string): Record<string, unknown> {
  if (status !== 200) throw new Error(`status ${status}: ${body.slice(0, 300)}`);
  const answer = JSON.parse(body) as { data?: Record<string, unknown> | null; errors?: unknown };
  if (answer.errors || !answer.data) throw new Error(`errors or no data: ${body.slice(0, 300)}`);
  return answer.data;
}

function vendureScenarios(target: Target): Scenario[] {
  // csrfPrevention is on, as in production: a GET must carry this header.
  const headers = { 'apollo-require-preflight': 'true' };
  const query = (name: string, pathname: string, check: (data: Record<string, unknown>) => void): Scenario =>
    ({ name, target, path: pathname, headers, check: (status, _type, body) => check(shopApiData(status, body)) });
  const [list, detail, search, floor] = COMPARED.map((row) => row.vendure) as [string, string, string, string];
  return [
    query(list, shopApiGet(PRODUCT_LIST), (data) => {
      const count = (data.products as { items?: unknown[] } | undefined)?.items?.length;
      if (count !== 20) throw new Error(`expected 20 products, got ${count}`);
    }),
    query(detail, shopApiGet(PRODUCT_DETAIL, { slug: DETAIL_SLUG }), (data) => {
      if (!data.product) throw new Error(`no product ${DETAIL_SLUG}`);
    }),
    query(search, shopApiGet(SEARCH, { term: VENDURE_SEARCH_WORD }), (data) => {
      if (!(data.search as { totalItems?: number } | undefined)?.totalItems) throw new Error('the search found nothing');
    }),
    query(floor, shopApiGet(FLOOR), (data) => {
      if (!data.activeChannel) throw new Error('no active channel');
    }),
  ];
}

/** One Shop API mutation on `client`, with the session's bearer token; answers the session's token and the order or throws with the step. */
async function shopApiCall(client: Client, step: string, query: string, variables: Record<string, unknown> | undefined, token: string | undefined) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await client.request({ path: SHOP_API, method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const text = await response.body.text();
  const data = (() => {
    try {
      return shopApiData(response.statusCode, text);
    } catch (error) {
      throw new Error(`${step}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  })();
  const order = Object.values(data)[0] as { __typename?: string; state?: string; errorCode?: string } | undefined;
  if (order?.__typename !== 'Order') throw new Error(`${step}: ${order?.__typename ?? 'no answer'} ${order?.errorCode ?? ''}`.trim());
  const issued = response.headers['vendure-auth-token'];
  return { order, token: typeof issued === 'string' ? issued : token };
}

/** A guest's order as the peer folder's bench.js places it: a fresh session each time, two items, ending with the payment authorised. */
function vendureOrder(variantIds: readonly number[]): PlaceOrder {
  let orders = 0;
  return async (client) => {
    const n = ++orders;
    // Spread over the catalogue, as the peer's own bench picks variants at random.
    const first = variantIds[(n * 7) % variantIds.length]!;
    const second = variantIds[(n * 13 + 5) % variantIds.length]!;
    const { token } = await shopApiCall(client, 'addItem1', ADD_ITEM, { id: String(first), qty: 1 }, undefined);
    if (!token) throw new Error('addItem1: no session token');
    await shopApiCall(client, 'addItem2', ADD_ITEM, { id: String(second), qty: 2 }, token);
    await shopApiCall(client, 'shippingAddress', SHIPPING_ADDRESS, undefined, token);
    await shopApiCall(client, 'shippingMethod', SHIPPING_METHOD, undefined, token);
    await shopApiCall(client, 'customer', CUSTOMER, { email: `pembeli-${process.pid}-${n}@contoh.id` }, token);
    await shopApiCall(client, 'toArrangingPayment', TO_PAYMENT, undefined, token);
    const paid = await shopApiCall(client, 'addPayment', ADD_PAYMENT, undefined, token);
    if (paid.order.state !== 'PaymentAuthorized') throw new Error(`addPayment: state ${paid.order.state ?? 'unknown'}`);
  };
}

const cpuOf = (server: number, database: number | null): CpuPair => ({ server, database, total: server + (database ?? 0) });
const cpuText = (cpu: CpuPair, digits: number) => `${fixed(cpu.server, digits)} + ${fixed(cpu.database, digits)}`;
const verdict = (met: boolean | null) => (met === null ? '–' : met ? 'met' : 'not met');

function compare(etalase: ShopRowsReport, vendure: readonly ScenarioResult[], checkout: CheckoutResult): NonNullable<VendurePeerReport['comparison']> {
  const row = (name: string, rows: readonly ScenarioResult[]) => {
    const found = rows.find((r) => r.name === name);
    if (!found) throw new Error(`No row "${name}" to compare.`);
    return { name, requestsPerSecond: found.requestsPerSecond, cpuMsPerRequest: cpuOf(found.serverCpuMsPerRequest, found.databaseCpuMsPerRequest) };
  };
  const rows = COMPARED.map((compared): ComparedRow => {
    const e = row(shopScenarioName(compared.kind, 'uncached'), etalase.scenarios);
    const v = row(compared.vendure, vendure);
    const cpu = ratio(e.cpuMsPerRequest.total, v.cpuMsPerRequest.total);
    return {
      scenario: compared.scenario,
      etalase: e,
      vendure: v,
      ratio: { cpu, serverCpu: ratio(e.cpuMsPerRequest.server, v.cpuMsPerRequest.server), requestsPerSecond: ratio(e.requestsPerSecond, v.requestsPerSecond) },
      target: compared.target,
      met: compared.target === null ? null : cpu <= compared.target,
    };
  });
  const own = etalase.guestCheckout;
  const ordersRatio = ratio(own.ordersPerSecond, checkout.ordersPerSecond);
  const ownCpu = cpuOf(own.serverCpuMsPerOrder, own.databaseCpuMsPerOrder);
  const theirCpu = cpuOf(checkout.serverCpuMsPerOrder, checkout.databaseCpuMsPerOrder);
  const page = row(shopScenarioName('productPage', 'uncached'), etalase.scenarios);
  return {
    rows,
    checkout: {
      etalase: { ordersPerSecond: own.ordersPerSecond, requestsPerOrder: own.requestsPerOrder, cpuMsPerOrder: ownCpu },
      vendure: { ordersPerSecond: checkout.ordersPerSecond, requestsPerOrder: checkout.requestsPerOrder, cpuMsPerOrder: theirCpu },
      ratio: { ordersPerSecond: ordersRatio, cpu: ratio(ownCpu.total, theirCpu.total), serverCpu: ratio(ownCpu.server, theirCpu.server) },
      target: ORDERS_RATIO_TARGET,
      met: ordersRatio >= ORDERS_RATIO_TARGET,
    },
    productPage: { cpuMsPerRequest: page.cpuMsPerRequest, targetMs: PRODUCT_PAGE_CPU_TARGET_MS, met: page.cpuMsPerRequest.total < PRODUCT_PAGE_CPU_TARGET_MS },
  };
}

function formatComparison(comparison: NonNullable<VendurePeerReport['comparison']>): string {
  const queries = textTable(
    ['uncached, per request', 'Etalase req/s', 'Vendure req/s', 'Etalase CPU ms (server + DB)', 'Vendure CPU ms (server + DB)', 'CPU Etalase / Vendure', 'server CPU only', 'target', ''],
    comparison.rows.map((r) => [
      r.scenario, fixed(r.etalase.requestsPerSecond, 0), fixed(r.vendure.requestsPerSecond, 0), cpuText(r.etalase.cpuMsPerRequest, 3), cpuText(r.vendure.cpuMsPerRequest, 3),
      significant(r.ratio.cpu), significant(r.ratio.serverCpu), r.target === null ? '–' : `≤ ${r.target}×`, verdict(r.met),
    ]),
  );
  const c = comparison.checkout;
  const checkout = textTable(
    ['guest checkout to a placed order', 'Etalase orders/s', 'Vendure orders/s', 'orders/s Etalase / Vendure', 'target', '', 'Etalase CPU ms/order (server + DB)', 'Vendure CPU ms/order (server + DB)', 'CPU/order Etalase / Vendure', 'server CPU only'],
    [[
      `Etalase ${c.etalase.requestsPerOrder} requests, Vendure ${c.vendure.requestsPerOrder}`, fixed(c.etalase.ordersPerSecond, 1), fixed(c.vendure.ordersPerSecond, 1), significant(c.ratio.ordersPerSecond),
      `≥ ${c.target}×`, verdict(c.met), cpuText(c.etalase.cpuMsPerOrder, 2), cpuText(c.vendure.cpuMsPerOrder, 2), significant(c.ratio.cpu), significant(c.ratio.serverCpu),
    ]],
  );
  const page = comparison.productPage;
  const pageLine = `Etalase's product page rendered uncached: ${cpuText(page.cpuMsPerRequest, 3)} ms CPU (server + DB) per request, ${fixed(page.cpuMsPerRequest.total, 3)} ms together; target under ${page.targetMs} ms: ${verdict(page.met)}.`;
  return `${queries}\n\n${checkout}\n\n${pageLine}`;
}

/** The `vendure` part: Vendure measured beside Etalase's PostgreSQL rows of the same run, when a prepared copy is given. */
export async function runVendurePeer(context: BenchContext, vendureDir: string | undefined, etalase: ShopRowsReport | Skipped | undefined): Promise<VendurePeerReport | Skipped> {
  const skip = (why: string): Skipped => {
    console.log(`\nVendure beside Etalase: skipped, ${why}.\n  ${VENDURE_PREPARATION}`);
    return { skipped: why };
  };
  if (!vendureDir) return skip('no --vendure-dir given');
  const dir = path.resolve(vendureDir);
  const unprepared = whyNotPrepared(dir);
  if (unprepared) return skip(unprepared);
  if ('unreachable' in context.postgres) return skip(`no PostgreSQL reachable (${context.postgres.unreachable})`);
  const postgres = context.postgres;
  const host = new URL(postgres.adminUrl).hostname;
  if (!['127.0.0.1', 'localhost'].includes(host)) return skip(`Vendure's configuration connects to PostgreSQL on 127.0.0.1, and --postgres-url points to ${host}`);

  const version = vendureVersion(dir);
  console.log(`\n== Vendure ${version} beside Etalase, both on PostgreSQL ${postgres.version} ==`);
  await ensureTemplate(dir, postgres);
  let database: BenchDatabase | undefined;
  let server: ServerProcess | undefined;
  try {
    database = await createDatabase(postgres, 'run', { template: TEMPLATE_DATABASE, prefix: 'vendure' });
    // Planner statistics as a running shop has them, as Etalase's database gets after its restore.
    await withClient(database.url, (client) => client.query('VACUUM ANALYZE'));
    const variantIds = await withClient(database.url, async (client) =>
      (await client.query<{ id: number }>('SELECT id FROM product_variant WHERE "deletedAt" IS NULL AND enabled ORDER BY id')).rows.map((r) => r.id));
    const port = await freeVendurePort();
    const origin = `http://127.0.0.1:${port}`;
    const startedAt = Date.now();
    server = startServer('vendure', [path.join(dir, 'server.js')], vendureEnv(postgres, database.name, port), dir);
    await waitForOk(server, `${origin}${shopApiGet(FLOOR)}`, { 'apollo-require-preflight': 'true' }, START_TIMEOUT_MS);
    const startSeconds = (Date.now() - startedAt) / 1000;
    console.log(`Vendure ${version} answered on ${origin} ${startSeconds.toFixed(1)} s after its start, on database ${database.name} (${variantIds.length} variants).`);

    const target: Target = { origins: [origin], pids: [server.child.pid!], databaseCpuMs: database.backendCpuMs };
    const scenarios = vendureScenarios(target);
    await checkScenarios(scenarios);
    const placeOrder = vendureOrder(variantIds);
    const checkClient = new Client(origin, { headersTimeout: REQUEST_TIMEOUT_MS, bodyTimeout: REQUEST_TIMEOUT_MS });
    try {
      await placeOrder(checkClient);
    } catch (error) {
      throw new Error(`Vendure's guest checkout is not measurable: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    } finally {
      await checkClient.close();
    }
    const searchAnswer = await send(origin, scenarios[2]!.path, scenarios[2]!.headers);
    const searchMatches = (JSON.parse(searchAnswer.body) as { data: { search: { totalItems: number } } }).data.search.totalItems;

    // Etalase's uncached rows come after a dozen rows that ran its code; each Vendure query gets
    // an unmeasured round of its own first (none when the run asks for no warm-up).
    if (context.settings.warmupMs > 0) {
      for (const scenario of scenarios) {
        await runLoad({ origin, path: scenario.path, headers: scenario.headers, connections: context.settings.connections, warmupMs: 0, durationMs: context.settings.warmupMs, requestTimeoutMs: REQUEST_TIMEOUT_MS });
      }
    }
    const label = `Vendure ${version} on PostgreSQL`;
    const { loadAverageBefore, bare } = await startMeasuring(context, label);
    const measured = withRatios([bare, ...await measureScenarios(scenarios, context.settings)], bare);
    const orders = await measureOrders(target, context.settings, placeOrder);
    const guestCheckout: CheckoutResult = {
      name: `Vendure guest checkout to PaymentAuthorized (${VENDURE_REQUESTS_PER_ORDER} requests)`,
      ...orders,
      requestsPerOrder: VENDURE_REQUESTS_PER_ORDER,
      ratioToBare: {
        ordersPerSecondToRequestsPerSecond: ratio(orders.ordersPerSecond, bare.requestsPerSecond),
        serverCpuPerOrderToPerRequest: ratio(orders.serverCpuMsPerOrder, bare.serverCpuMsPerRequest),
      },
    };
    console.log(describeOrders(guestCheckout, context.settings));
    console.log(`\n${formatTable(measured, { database: true })}\n\n${formatCheckoutTable([guestCheckout])}\n`);
    console.log(`Vendure's search for "${VENDURE_SEARCH_WORD}" finds ${searchMatches} of its ${CATALOGUE_PRODUCTS} products.`);

    let comparison: VendurePeerReport['comparison'] = null;
    if (etalase && !('skipped' in etalase)) {
      comparison = compare(etalase, measured, guestCheckout);
      console.log(`\nEtalase (the postgres part's uncached rows) beside Vendure ${version}, same run, same PostgreSQL, ${context.settings.connections} connections, ${context.settings.warmupMs / 1000} s warm-up + ${context.settings.durationMs / 1000} s each:\n${formatComparison(comparison)}\n`);
    } else {
      console.log('\nNo ratios: Etalase\'s rows come from the postgres part of the same run (`--only postgres,vendure`).\n');
    }
    return { vendure: version, database: `PostgreSQL ${postgres.version}`, port, startSeconds, loadAverageBefore, scenarios: measured, searchMatches, guestCheckout, comparison };
  } finally {
    if (server) await stopServer(server);
    await database?.drop();
  }
}

