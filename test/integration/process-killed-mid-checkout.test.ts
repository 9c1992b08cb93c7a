import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { inject, afterAll, describe, expect, it } from 'vitest';
import { checkouts, orderLines, orders, products } from '../../src/server/db/tables';
import { openDatabase } from '../../src/server/db/database.server';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { engines, type TestServer } from '../support/test-server';
import { Browser, placeOrder, readyCheckout, type CheckoutView, type PlaceOrderAnswer } from '../support/shop-flow';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface Running { child: ChildProcess; baseUrl: string }

async function startProcess(dataDir: string, databaseUrl: string | undefined): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/robots.txt`)).ok) return { child, baseUrl };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Just enough of a TestServer for the shop-flow helpers, which only need the address. */
function asServer(baseUrl: string): TestServer {
  return { baseUrl } as TestServer;
}

describe.each(engines())('a server killed in the middle of checkouts on %s', (engine) => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  });

  it('loses no acknowledged order and leaks no stock', async () => {
    let dataDir: string;
    const databaseUrl = engine === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
    if (engine === 'pglite') {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-kill-'));
      fs.cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
      fs.rmSync(path.join(dataDir, 'db', 'etalase.lock'), { force: true });
    } else {
      dataDir = inject('postgresDataDir')!;
    }

    let running = await startProcess(dataDir, databaseUrl);
    children.push(running.child);
    let server = asServer(running.baseUrl);
    const list = await new Browser(server).graph<{ products: { edges: Array<{ node: { id: string; slug: string; stock: number; variations: unknown[] } }> } }>(
      'query { products(first: 60, sort: PRICE_ASC) { edges { node { id slug stock variations { id } } } } }');
    const candidates = list.data.products.edges.map((e) => e.node).filter((p) => !p.variations.length && p.stock >= 12);
    const target = candidates[engine === 'pglite' ? 0 : 1] ?? candidates[0]!;
    const stockBefore = target.stock;

    const shoppers = Array.from({ length: 16 }, () => new Browser(server));
    const ready: CheckoutView[] = [];
    for (const shopper of shoppers) ready.push(await readyCheckout(shopper, [{ productId: target.id, count: 1 }]));
    const acknowledged: PlaceOrderAnswer[] = [];
    const attempts = shoppers.map((shopper, i) => placeOrder(shopper, ready[i]!.id).then((answer) => { acknowledged.push(answer); }, () => undefined));
    // Some orders are answered, some are in flight, some never arrive.
    await new Promise((resolve) => setTimeout(resolve, 40));
    running.child.kill('SIGKILL');
    await exited(running.child);
    await Promise.all(attempts);

    running = await startProcess(dataDir, databaseUrl);
    children.push(running.child);
    server = asServer(running.baseUrl);
    // After the restart the shop still sells: a checkout placed now works.
    const after = new Browser(server);
    const again = await placeOrder(after, (await readyCheckout(after, [{ productId: target.id, count: 1 }])).id);
    expect(again.__typename).toBe('OrderPlaced');
    running.child.kill('SIGTERM');
    await exited(running.child);

    const database = await openDatabase({ dataDir, databaseUrl, poolSize: 2 });
    try {
      const db = database.db;
      const placed = acknowledged.filter((a) => a.__typename === 'OrderPlaced').map((a) => a.order!.id);
      const known = placed.length ? await db.select({ id: orders.id }).from(orders).where(and(eq(orders.shopId, DEMO_SHOP_ID), inArray(orders.id, placed))) : [];
      expect(known.map((o) => o.id).sort()).toEqual([...placed].sort());
      const productId = Buffer.from(target.id, 'base64url').toString('utf8').split(':')[1]!;
      const sold = await db.select({ count: orderLines.count, orderId: orderLines.orderId }).from(orderLines)
        .innerJoin(orders, and(eq(orders.shopId, orderLines.shopId), eq(orders.id, orderLines.orderId)))
        .where(and(eq(orderLines.shopId, DEMO_SHOP_ID), eq(orderLines.productId, productId), inArray(orders.checkoutId, [...ready.map((c) => c.id)])));
      const [row] = await db.select({ stock: products.stock }).from(products).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, productId)));
      const soldUnits = sold.reduce((sum, line) => sum + line.count, 0) + 1;
      expect(row!.stock + soldUnits).toBe(stockBefore);
      // Every order is whole: its checkout points at it, and it has its line.
      const placedCheckouts = await db.select().from(checkouts).where(and(eq(checkouts.shopId, DEMO_SHOP_ID), inArray(checkouts.id, ready.map((c) => c.id))));
      const withOrder = placedCheckouts.filter((c) => c.orderId);
      expect(withOrder.length).toBe(sold.length);
    } finally {
      await database.close();
    }
  }, 180_000);
});
