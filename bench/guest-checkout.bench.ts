// A guest buying under load: each connection plays one shopper after another, each from an
// address of its own and with a cookie jar of its own, making the requests the shop's browser
// code makes from the cart to the placed order (bank transfer). Counted in orders, not requests.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Client } from 'undici';
import { toGlobalId } from '../src/domain/ids/global-id';
import type { Database } from '../src/server/db/database.server';
import { products, productVariations } from '../src/server/db/tables';
import { DEMO_SHOP_ID } from '../src/server/seed/seed-demo-shop.server';
import { CART_QUERY } from '../src/web/cart/cart-query';
import { buildMutationRequest, buildQueryRequest, type GraphRequest } from '../src/web/graph/graph-request';
import { CHECKOUT_QUERY, CHECKOUT_VIEWER_QUERY, PLACE_ORDER, PLACE_ORDER_INPUT, PROVINCES_QUERY, UPDATE_CHECKOUT, UPDATE_CHECKOUT_INPUT } from '../src/web/screens/checkout/checkout-api';
import { CREATE_CHECKOUT_MUTATION } from '../src/web/screens/checkout/checkout-new.screen';
import { ORDER_QUERY, orderVariables } from '../src/web/screens/orders/order-query';
import { percentile, whenWarmupEnds } from './load-generator.bench';
import { cpuSince, fixed, ratio, readCpu, REQUEST_TIMEOUT_MS, significant, textTable, type CpuReading, type LoadSettings, type MeasuredScenario, type Target } from './measure.bench';

/** Products a shopper picks from (one or two units of one of them), so orders do not all wait on one row's lock. */
const PRODUCT_POOL = 10;
/** Stock enough that no run sells out. */
const BENCH_STOCK = 1_000_000_000;

const ADDRESS = {
  name: 'Sari Wulandari', phone: '0812-3456-7890', address: 'Jl. Kaliurang KM 5 No. 12', district: 'Caturtunggal, Depok',
  city: 'Sleman', province: 'DI Yogyakarta', postalCode: '55281',
};

/** The requests one order takes, in the order the browser makes them. */
export const REQUESTS_PER_ORDER = 10;

export interface CheckoutResult extends OrderLoadResult {
  name: string;
  requestsPerOrder: number;
  ratioToBare: { ordersPerSecondToRequestsPerSecond: number; serverCpuPerOrderToPerRequest: number };
}

/**
 * Gives simple products (no variations, no down payment) of the demo shop stock that no run
 * can sell out, before the server starts; answers their ids as the browser's cart holds them.
 */
export async function prepareCheckoutProducts(database: Database): Promise<string[]> {
  const rows = await database.db.select({ id: products.id }).from(products)
    .where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.status, 'published'), isNull(products.downPaymentPercent), gt(products.price, 0),
      sql`NOT EXISTS (SELECT 1 FROM ${productVariations} v WHERE v.shop_id = ${products.shopId} AND v.product_id = ${products.id})`))
    .orderBy(products.createdAt).limit(PRODUCT_POOL);
  if (rows.length === 0) throw new Error('The demo shop has no simple product to buy.');
  for (const row of rows) await database.db.update(products).set({ stock: BENCH_STOCK }).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, row.id)));
  return rows.map((row) => toGlobalId('Product', row.id));
}

/** One shopper: an address and a cookie jar of their own. */
class Shopper {
  private readonly cookies = new Map<string, string>();
  readonly address: string;

  constructor(readonly number: number, private readonly host: string) {
    // 10.0.0.0/8 holds 16 million shoppers, each counted on their own by the rate limits.
    this.address = `10.${(number >> 16) & 255}.${(number >> 8) & 255}.${number & 255}`;
  }

  /** Sends one graph request on `client` the way the browser would; answers its data or throws with the step's name. */
  async call<T>(client: Client, step: string, request: GraphRequest): Promise<T> {
    const headers: Record<string, string> = { ...(request.init.headers as Record<string, string>), host: this.host, 'x-forwarded-for': this.address };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await client.request({ path: request.url, method: request.init.method as 'GET' | 'POST', headers, body: request.init.body as string | undefined });
    for (const line of [response.headers['set-cookie'] ?? []].flat()) {
      const pair = line.split(';')[0] ?? '';
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, index));
      else this.cookies.set(pair.slice(0, index), value);
    }
    const text = await response.body.text();
    if (response.statusCode !== 200) throw new Error(`${step}: status ${response.statusCode}`);
    const answer = JSON.parse(text) as { data?: T; errors?: Array<{ extensions?: { code?: string } }> };
    if (answer.errors?.length || !answer.data) throw new Error(`${step}: ${answer.errors?.[0]?.extensions?.code ?? 'no data'}`);
    return answer.data;
  }
}

interface CheckoutAnswer { checkout: { id: string; shippingOptions?: Array<{ id: string }> } }

/** The requests from the cart to the order page; throws with the step that failed. */
async function buyOnce(client: Client, shopper: Shopper, productIds: readonly string[]): Promise<void> {
  const endpoint = '/graphql';
  const productId = productIds[shopper.number % productIds.length]!;
  const lines = [{ productId, variationId: null, count: 1 + (shopper.number % 2), downPayment: false }];
  // The cart page asks for live prices and stock of what the browser holds.
  await shopper.call(client, 'cart', buildQueryRequest(endpoint, CART_QUERY, { lines }));
  const created = await shopper.call<{ createCheckout: { checkout: { id: string } } }>(client, 'createCheckout',
    buildMutationRequest(endpoint, 'CreateCheckoutInput', CREATE_CHECKOUT_MUTATION, { input: { clientKey: randomUUID(), lines } }));
  const checkoutId = created.createCheckout.checkout.id;
  // The checkout page's three queries (src/web/screens/checkout/checkout-start.screen.tsx).
  await shopper.call(client, 'checkout', buildQueryRequest(endpoint, CHECKOUT_QUERY, { id: checkoutId }));
  await shopper.call(client, 'provinces', buildQueryRequest(endpoint, PROVINCES_QUERY));
  await shopper.call(client, 'viewer', buildQueryRequest(endpoint, CHECKOUT_VIEWER_QUERY));
  // The form saves each part as it is filled in: contact, address, then the chosen courier.
  const update = (input: Record<string, unknown>) => shopper.call<{ updateCheckout: CheckoutAnswer }>(client, 'updateCheckout',
    buildMutationRequest(endpoint, UPDATE_CHECKOUT_INPUT, UPDATE_CHECKOUT, { input: { checkoutId, ...input } }));
  await update({ email: `pembeli${shopper.number}@contoh.id`, phone: '081234567890' });
  const withAddress = await update({ shippingAddress: ADDRESS });
  const option = withAddress.updateCheckout.checkout.shippingOptions?.[0];
  if (!option) throw new Error('updateCheckout: no shipping option for the address');
  await update({ shippingMethodId: option.id });
  const placed = await shopper.call<{ placeOrder: { __typename: string; order?: { id: string } } }>(client, 'placeOrder',
    buildMutationRequest(endpoint, PLACE_ORDER_INPUT, PLACE_ORDER, { input: { checkoutId, clientKey: randomUUID(), paymentMethod: 'BANK_TRANSFER' } }));
  const orderId = placed.placeOrder.order?.id;
  if (placed.placeOrder.__typename !== 'OrderPlaced' || !orderId) throw new Error(`placeOrder: ${placed.placeOrder.__typename}`);
  // The order page, read with the grant cookie placing the order gave this browser.
  const order = await shopper.call<{ order: { id: string } | null }>(client, 'order', buildQueryRequest(endpoint, ORDER_QUERY, orderVariables(orderId)));
  if (!order.order) throw new Error('order: the guest cannot read the order just placed');
}

let shoppersSoFar = 0;

/** Places one order outside any measurement, so a broken flow stops the run with its reason. */
export async function checkCheckout(origin: string, host: string, productIds: readonly string[]): Promise<void> {
  const client = new Client(origin, { headersTimeout: REQUEST_TIMEOUT_MS, bodyTimeout: REQUEST_TIMEOUT_MS });
  try {
    await buyOnce(client, new Shopper(++shoppersSoFar, host), productIds);
  } catch (error) {
    throw new Error(`The guest checkout is not measurable: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  } finally {
    await client.destroy();
  }
}

/** One order from start to finish on `client`; throws with the step that failed. */
export type PlaceOrder = (client: Client) => Promise<void>;

export interface OrderLoadResult {
  orders: number;
  ordersPerSecond: number;
  /** From an order's first request to its last, per order. */
  p50Ms: number;
  p99Ms: number;
  errors: number;
  errorKinds: Record<string, number>;
  serverCpuMsPerOrder: number;
  databaseCpuMsPerOrder: number | null;
  loadGeneratorCpuMsPerOrder: number;
}

/** Closed-loop orders: each connection starts its next order as soon as the previous one's last answer is read. */
async function runOrderLoad(origins: readonly string[], settings: LoadSettings, placeOrder: PlaceOrder, atWarmupEnd: () => void) {
  const clients = Array.from({ length: settings.connections }, (_, index) =>
    new Client(origins[index % origins.length]!, { pipelining: 1, headersTimeout: REQUEST_TIMEOUT_MS, bodyTimeout: REQUEST_TIMEOUT_MS, keepAliveTimeout: 30_000 }));
  const latencies: number[] = [];
  const errorKinds: Record<string, number> = {};
  let errors = 0;
  let placedAfterWarmup = 0;
  const startedAt = performance.now();
  const measureFrom = startedAt + settings.warmupMs;
  const measureUntil = measureFrom + settings.durationMs;
  const cancelWarmupEnd = whenWarmupEnds(settings.warmupMs, atWarmupEnd);
  const worker = async (client: Client) => {
    while (performance.now() < measureUntil) {
      const began = performance.now();
      let failure: string | undefined;
      try {
        await placeOrder(client);
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      const done = performance.now();
      if (failure === undefined && done >= measureFrom) placedAfterWarmup += 1;
      if (done < measureFrom || done > measureUntil) continue;
      if (failure === undefined) latencies.push(done - began);
      else {
        errors += 1;
        errorKinds[failure] = (errorKinds[failure] ?? 0) + 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  };
  try {
    await Promise.all(clients.map((client) => worker(client)));
  } finally {
    cancelWarmupEnd();
    await Promise.all(clients.map((client) => client.destroy().catch(() => undefined)));
  }
  const sorted = Float64Array.from(latencies).sort();
  return { orders: latencies.length, placedAfterWarmup, ordersPerSecond: latencies.length / (settings.durationMs / 1000), p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), errors, errorKinds };
}

/** Orders per second under load, and what each order cost the server, the database and the load generator. */
export async function measureOrders(target: Target, settings: LoadSettings, placeOrder: PlaceOrder): Promise<OrderLoadResult> {
  let windowStart: CpuReading | undefined;
  const load = await runOrderLoad(target.origins, settings, placeOrder, () => { windowStart = readCpu(target); });
  if (!windowStart) throw new Error('The orders ended before their warm-up did.');
  const spent = await cpuSince(target, windowStart);
  // Every order the CPU readings since the warm-up's end paid for, those finished after the
  // window closed included. NaN, not Infinity, when no order was completed inside the window.
  const { placedAfterWarmup, ...measured } = load;
  const served = load.orders > 0 ? placedAfterWarmup : Number.NaN;
  return {
    ...measured,
    serverCpuMsPerOrder: spent.server / served,
    databaseCpuMsPerOrder: spent.database === undefined ? null : spent.database / served,
    loadGeneratorCpuMsPerOrder: spent.loadGenerator / served,
  };
}

/** The guest checkout under load, with each order's cost against the bare route's per request. */
export async function measureCheckout(target: Target, host: string, productIds: readonly string[], settings: LoadSettings, bare: MeasuredScenario): Promise<CheckoutResult> {
  const load = await measureOrders(target, settings, (client) => buyOnce(client, new Shopper(++shoppersSoFar, host), productIds));
  const result: CheckoutResult = {
    name: `guest checkout to a placed order (${REQUESTS_PER_ORDER} requests), uncached`,
    ...load,
    requestsPerOrder: REQUESTS_PER_ORDER,
    ratioToBare: {
      ordersPerSecondToRequestsPerSecond: ratio(load.ordersPerSecond, bare.requestsPerSecond),
      serverCpuPerOrderToPerRequest: ratio(load.serverCpuMsPerOrder, bare.serverCpuMsPerRequest),
    },
  };
  console.log(describeOrders(result, settings));
  return result;
}

/** The line printed once a checkout has been measured. */
export function describeOrders(result: CheckoutResult, settings: LoadSettings): string {
  const none = result.orders === 0 ? ` (no order completed within the ${settings.durationMs / 1000} s measured: lengthen --duration)` : '';
  return `  ${result.name}: ${result.ordersPerSecond.toFixed(1)} orders/s, ${fixed(result.serverCpuMsPerOrder, 2)} ms server CPU per order, ${result.errors} errors${none}`;
}

export function formatCheckoutTable(results: readonly CheckoutResult[]): string {
  const header = ['scenario', 'orders/s', 'p50 ms/order', 'p99 ms/order', 'CPU ms/order', 'DB CPU ms/order', 'errors', 'orders/s vs bare req/s', 'CPU/order vs bare CPU/req'];
  return textTable(header, results.map((r) => [
    r.name, fixed(r.ordersPerSecond, 1), fixed(r.p50Ms, 1), fixed(r.p99Ms, 1), fixed(r.serverCpuMsPerOrder, 2), fixed(r.databaseCpuMsPerOrder, 2), String(r.errors),
    significant(r.ratioToBare.ordersPerSecondToRequestsPerSecond), significant(r.ratioToBare.serverCpuPerOrderToPerRequest),
  ]));
}
