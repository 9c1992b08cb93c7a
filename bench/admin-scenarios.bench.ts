// The admin area's lists under load: the owner's order list and product list, 50 rows each, as a
// signed-in owner (personal answers, never from the shared cache), and what each costs in SQL
// statements at 5 and at 50 rows, read from the server's own counter on /metrics.
import fs from 'node:fs';
import path from 'node:path';
import { request } from 'undici';
import { openDatabase, type OpenDatabaseOptions } from '../src/server/db/database.server';
import { migrate } from '../src/server/db/migrate.server';
import { orderLines, orders, products } from '../src/server/db/tables';
import { DEMO_SHOP_ID } from '../src/server/seed/seed-demo-shop.server';

export const ADMIN_LIST_SIZE = 50;
const HOST = { host: 'localhost' };

/** What the order list screen asks for (src/web/admin/orders/orders-api.ts). */
export const ADMIN_ORDER_LIST = (first: number) =>
  `{ orderList(first: ${first}) { totalCount edges { node { id number status paymentState paymentMethod placedAt customerName email phone total trackingCourier trackingNumber shippingCourier lines { count } } } } }`;
/** What the product list screen asks for (src/web/admin/products/products-api.ts). */
export const ADMIN_PRODUCT_LIST = (first: number) =>
  `{ viewer { permissions } categoryOptions { id name } products(first: ${first}) { totalCount edges { node { id slug name sku status stock stockLevel lowStockThreshold untranslatedTexts price { formatted } image { id width height dominantColor alt } } } } }`;

/**
 * Orders for the list to show, written straight into the demo shop's database (the copied
 * embedded one, or PostgreSQL) before the server starts (placing 50 through checkout would
 * measure checkout's rate limits, not the list).
 */
export async function seedBenchOrders(where: OpenDatabaseOptions, count: number): Promise<void> {
  const database = await openDatabase(where);
  try {
    // The seed may predate the newest migrations; the tables written below are today's.
    await migrate(database);
    const catalogue = await database.db.select({ id: products.id, name: products.name, sku: products.sku, price: products.price }).from(products).limit(3);
    const placedAt = Date.now();
    for (let index = 0; index < count; index += 1) {
      const id = `benchorder${String(index).padStart(4, '0')}`;
      const lines = catalogue.slice(0, 1 + (index % 3)).map((product, position) => ({
        shopId: DEMO_SHOP_ID, orderId: id, position, productId: product.id, name: product.name.id, sku: product.sku, unitPrice: product.price, count: 1 + position, lineTotal: product.price * (1 + position),
      }));
      const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
      await database.db.insert(orders).values({
        shopId: DEMO_SHOP_ID, id, number: 900_000 + index, checkoutId: `benchcheckout${index}`, status: index % 2 ? 'paid' : 'awaiting_payment',
        email: `pembeli${index}@contoh.id`, phone: '0812-3456-7890',
        shippingAddress: { name: `Pembeli ${index}`, phone: '0812-3456-7890', address: 'Jl. Kaliurang KM 5', district: 'Caturtunggal', city: 'Sleman', province: 'DI Yogyakarta', postalCode: '55281' },
        shippingCourier: 'JNE', shippingService: 'REG', chargeableWeightGrams: 1000, currency: 2,
        subtotal, discount: 0, shippingFee: 10_000, total: subtotal + 10_000, firstPaymentAmount: subtotal + 10_000, paidAmount: index % 2 ? subtotal + 10_000 : 0,
        paymentMethod: 'bank_transfer', expiresAt: new Date(placedAt + 86_400_000), placedAt: new Date(placedAt - index * 60_000),
      });
      await database.db.insert(orderLines).values(lines);
    }
  } finally {
    await database.close();
  }
}

/** Signs the demo owner in with the password the seed saved; returns the session cookie. */
export async function ownerCookie(origin: string, dataDir: string): Promise<string> {
  const saved = fs.readFileSync(path.join(dataDir, 'demo-owner.txt'), 'utf8');
  const email = /e-mail:\s*(\S+)/.exec(saved)?.[1];
  const password = /password:\s*(\S+)/.exec(saved)?.[1];
  if (!email || !password) throw new Error('demo-owner.txt holds no e-mail and password');
  const response = await request(`${origin}/graphql?m=StaffSignInInput`, {
    method: 'POST',
    headers: { ...HOST, 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation($input: StaffSignInInput!) { staffSignIn(input: $input) { __typename } }', variables: { input: { email, password } } }),
  });
  await response.body.text();
  const setCookie = [response.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('etalase_staff='));
  if (!setCookie) throw new Error(`the owner could not sign in (status ${response.statusCode})`);
  return setCookie.split(';')[0]!;
}

export function adminHeaders(cookie: string): Record<string, string> {
  return { ...HOST, cookie };
}

export function adminPath(query: string): string {
  return `/admin/graphql?query=${encodeURIComponent(query)}`;
}

/** Throws unless the answer lists `size` rows under `list` (an array, or a connection's edges). */
export function expectRows(list: 'orderList' | 'products', size: number) {
  return (status: number, _type: string, body: string) => {
    if (status !== 200) throw new Error(`status ${status}: ${body.slice(0, 300)}`);
    const parsed = JSON.parse(body) as { data?: Record<string, unknown>; errors?: unknown };
    if (parsed.errors) throw new Error(`GraphQL errors: ${JSON.stringify(parsed.errors).slice(0, 300)}`);
    const value = parsed.data?.[list] as unknown[] | { edges?: unknown[] } | undefined;
    const rows = Array.isArray(value) ? value.length : (value?.edges?.length ?? 0);
    if (rows !== size) throw new Error(`expected ${size} ${list}, got ${rows}`);
  };
}

async function statementsSoFar(origin: string): Promise<number> {
  const response = await request(`${origin}/metrics`, { headers: HOST });
  const text = await response.body.text();
  const value = Number(/^etalase_db_queries_total (\d+)/m.exec(text)?.[1]);
  if (!Number.isFinite(value)) throw new Error('/metrics has no etalase_db_queries_total');
  return value;
}

/**
 * SQL statements one request costs: the counter's rise over `repeat` requests made one after
 * another, less what reading /metrics itself costs.
 */
export async function statementsPerRequest(origin: string, pathname: string, headers: Record<string, string>, repeat = 10): Promise<number> {
  const idleStart = await statementsSoFar(origin);
  const idleEnd = await statementsSoFar(origin);
  const scrapeCost = idleEnd - idleStart;
  const start = await statementsSoFar(origin);
  for (let index = 0; index < repeat; index += 1) {
    const response = await request(`${origin}${pathname}`, { headers });
    await response.body.text();
  }
  const end = await statementsSoFar(origin);
  return (end - start - scrapeCost) / repeat;
}
