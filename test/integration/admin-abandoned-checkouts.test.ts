import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryRatePercent } from '../../src/domain/checkout/abandoned-checkouts';
import { auditEvents, checkouts, outbox, products } from '../../src/server/db/tables';
import { translate } from '../../src/server/errors.server';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { ADDRESS, Browser, createTestProduct, placeOrder, readyCheckout, staffBrowser, type TestProduct } from '../support/shop-flow';
import { staffWithRole } from '../support/staff-roles';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const ROW = 'id email name phone itemCount items { name count } subtotal lastActivityAt state emailDueAt emailDueNow emailWrittenAt emailDeliveredAt orderId orderNumber recoveryUrl';
const LIST = `query($first: Int!, $offset: Int, $periodDays: Int, $state: AbandonedCheckoutState) {
  abandonedCheckouts(first: $first, offset: $offset, periodDays: $periodDays, state: $state) { totalCount nodes { ${ROW} } } }`;
const FIGURES = 'query($periodDays: Int) { abandonedCheckoutFigures(periodDays: $periodDays) { periodDays abandoned emailsSent emailsFailed recovered recoveredValue recoveryRate delayMinutes } }';
const SAVE_DELAY = 'mutation($input: CheckoutRecoveryDelayInput!) { saveCheckoutRecoveryDelay(input: $input) { delayMinutes minMinutes maxMinutes } }';

interface Row {
  id: string; email: string; name: string; phone: string; itemCount: number; items: Array<{ name: string; count: number }>; subtotal: number;
  lastActivityAt: string; state: string; emailDueAt: string | null; emailDueNow: boolean; emailWrittenAt: string | null; emailDeliveredAt: string | null;
  orderId: string | null; orderNumber: number | null; recoveryUrl: string | null;
}
interface Figures { periodDays: number; abandoned: number; emailsSent: number; emailsFailed: number; recovered: number; recoveredValue: number; recoveryRate: number | null; delayMinutes: number }

const MINUTE = 60_000;

describe.each(engines())('abandoned checkouts for the owner on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  let product: TestProduct;
  const run = randomUUID().slice(0, 8);

  // The recovery delay is a shop-wide setting: this file keeps a database of its own.
  beforeAll(async () => {
    server = await startTestServer(engine, {}, { ownDatabase: true });
    owner = await staffBrowser(server);
    product = await createTestProduct(server, { price: 50_000, stock: 50 });
  });
  afterAll(async () => { await server?.close(); });

  const admin = <T>(browser: Browser, query: string, variables: Record<string, unknown> = {}) => browser.graph<T>(query, variables, { path: '/admin/graphql' });
  const list = async (variables: Record<string, unknown> = {}) => {
    const answer = await admin<{ abandonedCheckouts: { totalCount: number; nodes: Row[] } }>(owner, LIST, { first: 50, periodDays: 30, ...variables });
    expect(answer.errors).toBeUndefined();
    return answer.data.abandonedCheckouts;
  };
  const rowOf = async (email: string, variables: Record<string, unknown> = {}) => (await list(variables)).nodes.find((row) => row.email === email);
  const figures = async (periodDays = 30) => {
    const answer = await admin<{ abandonedCheckoutFigures: Figures }>(owner, FIGURES, { periodDays });
    expect(answer.errors).toBeUndefined();
    return answer.data.abandonedCheckoutFigures;
  };
  const quietSince = (checkoutId: string, at: Date) => server.database.db.update(checkouts).set({ updatedAt: at }).where(and(eq(checkouts.shopId, DEMO_SHOP_ID), eq(checkouts.id, checkoutId)));
  const setMail = (checkoutId: string, values: Partial<typeof outbox.$inferInsert>) => server.database.db.update(outbox).set(values)
    .where(and(eq(outbox.shopId, DEMO_SHOP_ID), eq(outbox.dedupeKey, `checkout-recovery:${checkoutId}`)));
  /** The job's runs: the first writes due e-mails to the outbox, the next delivers them. */
  const runJobs = async () => { await server.app.jobs.tick(); await server.app.jobs.tick(); };
  /** A shopper leaves a checkout of `count` units with their e-mail; its id and the shopper. */
  async function left(label: string, count = 1) {
    const shopper = new Browser(server);
    const email = `${label}-${run}@example.com`;
    const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count }], { email });
    return { shopper, email, id: checkout.id };
  }

  it('lists a checkout just left as waiting, with when its e-mail goes, who left it and what it is worth now', async () => {
    const fresh = await left('baru', 2);
    const row = await rowOf(fresh.email);
    expect(row).toMatchObject({ name: ADDRESS.name, phone: '6281234567890', itemCount: 2, subtotal: 100_000, state: 'waiting', emailDueNow: false, emailWrittenAt: null, orderId: null });
    expect(row!.items).toEqual([{ name: expect.any(String) as string, count: 2 }]);
    expect(new Date(row!.emailDueAt!).getTime() - new Date(row!.lastActivityAt).getTime()).toBe(60 * MINUTE);
    expect(row!.recoveryUrl).toMatch(new RegExp(`/checkout/${row!.id}/recover$`));
    // The value is what the shop would charge now, not what the cart showed then.
    await server.database.db.update(products).set({ price: 60_000 }).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, product.id)));
    expect((await rowOf(fresh.email))!.subtotal).toBe(120_000);
    await server.database.db.update(products).set({ price: 50_000 }).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, product.id)));
    // A checkout without an e-mail is no abandoned checkout: nobody could be reminded.
    const anonymous = new Browser(server);
    const created = await anonymous.graph<{ createCheckout: { checkout: { id: string } } }>(
      'mutation($input: CreateCheckoutInput!) { createCheckout(input: $input) { checkout { id } } }',
      { input: { clientKey: randomUUID(), lines: [{ productId: product.globalId, count: 1 }] } }, { m: 'CreateCheckoutInput' },
    );
    expect(created.errors).toBeUndefined();
    expect((await list()).nodes.every((node) => node.email !== '')).toBe(true);
  });

  it('follows each checkout through its e-mail, delivery and order, and counts the period in figures', async () => {
    const before = await figures(30);
    const recovered = await left('pulih');
    const failed = await left('gagal');
    const queued = await left('antre');
    const ordered = await left('langsung');
    const cold = await left('dingin');
    const placedAtOnce = await placeOrder(ordered.shopper, ordered.id);
    const twoHoursAgo = new Date(Date.now() - 120 * MINUTE);
    for (const checkout of [recovered, failed, queued]) await quietSince(checkout.id, twoHoursAgo);
    await quietSince(cold.id, new Date(Date.now() - 8 * 24 * 60 * MINUTE));
    await runJobs();

    expect(await rowOf(recovered.email)).toMatchObject({ state: 'emailed', emailWrittenAt: expect.any(String) as string, emailDeliveredAt: expect.any(String) as string });
    // The mail server refused one; another is still in the outbox: neither reads as sent.
    await setMail(failed.id, { status: 'failed', sentAt: null, lastError: '550 mailbox unavailable' });
    await setMail(queued.id, { status: 'pending', sentAt: null, nextAttemptAt: new Date(Date.now() + 3600 * MINUTE) });
    expect(await rowOf(failed.email)).toMatchObject({ state: 'email_failed', emailDeliveredAt: null });
    expect(await rowOf(queued.email)).toMatchObject({ state: 'email_queued', emailDeliveredAt: null });
    expect(await rowOf(cold.email)).toMatchObject({ state: 'expired', emailWrittenAt: null, emailDueAt: null });
    expect(await rowOf(cold.email, { periodDays: 7 })).toBeUndefined();
    expect(await rowOf(ordered.email)).toMatchObject({ state: 'ordered', orderId: placedAtOnce.order!.id, recoveryUrl: null });

    // The shopper comes back through the e-mail and orders.
    const placed = await placeOrder(recovered.shopper, recovered.id);
    expect(placed.__typename).toBe('OrderPlaced');
    const recoveredRow = await rowOf(recovered.email);
    expect(recoveredRow).toMatchObject({ state: 'recovered', orderId: placed.order!.id, orderNumber: placed.order!.number, recoveryUrl: null });

    // Each state is a filter of its own.
    const onlyRecovered = await list({ state: 'recovered' });
    expect(onlyRecovered.nodes.map((node) => node.email)).toEqual([recovered.email]);
    expect(onlyRecovered.totalCount).toBe(1);
    expect((await list({ state: 'expired' })).nodes.map((node) => node.email)).toContain(cold.email);
    expect((await list({ state: 'waiting' })).nodes.map((node) => node.email)).not.toContain(cold.email);
    // Newest activity first, page by page.
    const all = await list();
    const times = all.nodes.map((node) => new Date(node.lastActivityAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await list({ first: 2, offset: 2 });
    expect(second.nodes.map((node) => node.id)).toEqual(all.nodes.slice(2, 4).map((node) => node.id));

    const after = await figures(30);
    // Left: the three e-mailed and the cold one. The one ordered at once and the fresh one (quiet less than the delay) are not.
    expect(after.abandoned - before.abandoned).toBe(4);
    expect(after.emailsSent - before.emailsSent).toBe(1);
    expect(after.emailsFailed - before.emailsFailed).toBe(1);
    expect(after.recovered - before.recovered).toBe(1);
    expect(after.recoveredValue - before.recoveredValue).toBe(placed.order!.total);
    expect(after.recoveryRate).toBe(recoveryRatePercent(after.recovered, after.abandoned));
    expect(after).toMatchObject({ periodDays: 30, delayMinutes: 60 });
    // The cold checkout is older than a week: the last 7 days count it out.
    const week = await figures(7);
    expect(week.abandoned).toBe(after.abandoned - 1);
    expect((await admin(owner, FIGURES, { periodDays: 10 })).errors?.[0]).toMatchObject({ message: translate('id', 'error.abandoned.period'), extensions: { field: 'periodDays' } });
    expect((await admin(owner, LIST, { first: 51 })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('refuses a delay outside 15 minutes to 72 hours, saves one within, audits it, and the job follows it', async () => {
    for (const delayMinutes of [14, 72 * 60 + 1, 0]) {
      const refused = await owner.graph(SAVE_DELAY, { input: { delayMinutes } }, { m: 'CheckoutRecoveryDelayInput', path: '/admin/graphql' });
      expect(refused.errors?.[0]).toMatchObject({ message: translate('id', 'error.abandoned.delay', { min: 15, max: 72 }), extensions: { field: 'delayMinutes' } });
    }
    const longer = await owner.graph<{ saveCheckoutRecoveryDelay: { delayMinutes: number } }>(SAVE_DELAY, { input: { delayMinutes: 120 } }, { m: 'CheckoutRecoveryDelayInput', path: '/admin/graphql' });
    expect(longer.data.saveCheckoutRecoveryDelay).toEqual({ delayMinutes: 120, minMinutes: 15, maxMinutes: 4320 });

    // Quiet for 45 minutes: too early under two hours' delay.
    const shopper = await left('jeda');
    const quiet = new Date(Date.now() - 45 * MINUTE);
    await quietSince(shopper.id, quiet);
    await runJobs();
    expect(await rowOf(shopper.email)).toMatchObject({ state: 'waiting', emailDueAt: new Date(quiet.getTime() + 120 * MINUTE).toISOString() });

    const shorter = await owner.graph<{ saveCheckoutRecoveryDelay: { delayMinutes: number } }>(SAVE_DELAY, { input: { delayMinutes: 30 } }, { m: 'CheckoutRecoveryDelayInput', path: '/admin/graphql' });
    expect(shorter.data.saveCheckoutRecoveryDelay.delayMinutes).toBe(30);
    // Past due under the shorter delay: it goes at the job's next run.
    expect(await rowOf(shopper.email)).toMatchObject({ emailDueAt: new Date(quiet.getTime() + 30 * MINUTE).toISOString(), emailDueNow: true });
    await runJobs();
    expect(await rowOf(shopper.email)).toMatchObject({ state: 'emailed' });
    expect((await figures(7)).delayMinutes).toBe(30);

    const events = await server.database.db.select().from(auditEvents)
      .where(and(eq(auditEvents.shopId, DEMO_SHOP_ID), eq(auditEvents.action, 'saveRecoveryDelay'))).orderBy(auditEvents.at);
    expect(events.map((event) => [event.before, event.after])).toEqual([
      [{ delayMinutes: 60 }, { delayMinutes: 120 }],
      [{ delayMinutes: 120 }, { delayMinutes: 30 }],
    ]);
  });

  it('keeps shoppers’ checkouts from a content editor and an order handler', async () => {
    for (const role of ['content_editor', 'order_handler'] as const) {
      const staff = await staffWithRole(server, role);
      for (const [query, variables] of [[LIST, { first: 5 }], [FIGURES, { periodDays: 7 }], ['query { checkoutRecoverySettings { delayMinutes } }', {}]] as const) {
        expect((await admin(staff, query, variables)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
      }
      const save = await staff.graph(SAVE_DELAY, { input: { delayMinutes: 90 } }, { m: 'CheckoutRecoveryDelayInput', path: '/admin/graphql' });
      expect(save.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    }
    const administrator = await staffWithRole(server, 'administrator');
    expect((await admin<{ checkoutRecoverySettings: { delayMinutes: number } }>(administrator, 'query { checkoutRecoverySettings { delayMinutes } }')).data.checkoutRecoverySettings.delayMinutes).toBe(30);
  });
});
