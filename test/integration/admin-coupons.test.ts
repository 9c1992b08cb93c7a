import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/domain/ids/global-id';
import { auditEvents, categories, couponCustomerUses, coupons, products } from '../../src/server/db/tables';
import { newId } from '../../src/server/ids.server';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { signedInBrowser, signUpAndIn } from '../support/customer-flow';
import { Browser, createTestProduct, placeOrder, readyCheckout, staffBrowser, type CheckoutView, type TestProduct } from '../support/shop-flow';
import { staffWithRole } from '../support/staff-roles';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const FIELDS = `id code kind value maxDiscount minSpend startsAt endsAt usageLimit perCustomerLimit usedCount freeShipping active status version
  ordersCount discountGiven products { id } categories { id } orders { number customerName email discount }`;
const SAVED = `__typename ... on Coupon { ${FIELDS} } ... on CouponSaveRefused { reason message fieldErrors { field message } coupon { version code } }`;
const CREATE = `mutation($input: CouponInput!) { createCoupon(input: $input) { ${SAVED} } }`;
const UPDATE = `mutation($id: ID!, $version: Int!, $input: CouponInput!) { updateCoupon(id: $id, version: $version, input: $input) { ${SAVED} } }`;
const DELETE = 'mutation($id: ID!) { deleteCoupon(id: $id) { id deleted coupon { active } } }';
const LIST = `query { coupons { ${FIELDS} } }`;
const QUOTE = 'query($id: ID!) { checkout(id: $id) { couponProblem totals { subtotal discount shippingFee total } } }';

interface Coupon {
  id: string; code: string; status: string; version: number; usedCount: number; ordersCount: number; discountGiven: number; active: boolean;
  orders: Array<{ number: number; customerName: string; email: string; discount: number }>;
}
type Saved = (Coupon & { __typename: 'Coupon' }) | { __typename: 'CouponSaveRefused'; reason: string; message: string; fieldErrors: Array<{ field: string; message: string }>; coupon: { version: number } | null };
interface Quote { couponProblem: string | null; totals: { subtotal: number; discount: number; shippingFee: number; total: number } }

const HOUR = 3_600_000;
/** An instant as the admin form sends it: the shop's wall-clock time in WIB. */
const wib = (instant: Date) => `${new Date(instant.getTime() + 7 * HOUR).toISOString().slice(0, 19)}+07:00`;

describe.each(engines())('the owner\'s coupons on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  const run = randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase();
  let n = 0;
  const code = (prefix: string) => `${prefix}${run}${(n += 1)}`;

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await staffBrowser(server);
  });
  afterAll(async () => { await server?.close(); });

  const admin = <T>(browser: Browser, query: string, variables: Record<string, unknown>) =>
    browser.graph<T>(query, variables, { m: query.startsWith('mutation($input') ? 'CouponInput' : 'ID', path: '/admin/graphql' });
  const create = async (input: Record<string, unknown>): Promise<Coupon> => {
    const answer = await admin<{ createCoupon: Saved }>(owner, CREATE, { input });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.createCoupon.__typename).toBe('Coupon');
    return answer.data.createCoupon as Coupon;
  };
  const quote = async (shopper: Browser, id: string): Promise<Quote> => (await shopper.graph<{ checkout: Quote }>(QUOTE, { id })).data.checkout;
  const line = (product: TestProduct, count = 1) => ({ productId: product.globalId, count });
  const category = async (parentId: string | null = null): Promise<{ id: string; globalId: string }> => {
    const id = newId();
    await server.database.db.insert(categories).values({ shopId: DEMO_SHOP_ID, id, parentId, slug: `kupon-${id.toLowerCase().replace(/[^a-z0-9]/g, '')}`, name: { id: `Kategori ${id}` }, description: { id: '' } });
    return { id, globalId: toGlobalId('Category', id) };
  };
  const inCategory = async (categoryId: string, price: number): Promise<TestProduct> => {
    const product = await createTestProduct(server, { price, stock: 100 });
    await server.database.db.update(products).set({ categoryId }).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, product.id)));
    return product;
  };

  it('creates, lists, changes and deletes a coupon, refusing bad fields and a stale save, and audits each change', async () => {
    const created = await create({ code: ` hemat ${run.toLowerCase()} `, kind: 'PERCENTAGE', value: 15, maxDiscount: 50_000, minSpend: 100_000, usageLimit: 10, perCustomerLimit: 1 });
    expect(created).toMatchObject({ code: `HEMAT${run}`, status: 'ACTIVE', usedCount: 0, ordersCount: 0, discountGiven: 0, version: 1 });

    const refused = await admin<{ createCoupon: Saved }>(owner, CREATE, { input: { code: `HEMAT${run}`, kind: 'PERCENTAGE', value: 120, usageLimit: 1, perCustomerLimit: 3, startsAt: wib(new Date()), endsAt: wib(new Date(Date.now() - HOUR)) } });
    expect(refused.data.createCoupon).toMatchObject({ __typename: 'CouponSaveRefused', reason: 'INVALID', coupon: null });
    const fields = (refused.data.createCoupon as Extract<Saved, { __typename: 'CouponSaveRefused' }>).fieldErrors.map((error) => error.field);
    expect(fields.sort()).toEqual(['code', 'endsAt', 'perCustomerLimit', 'value']);
    const unknown = await admin<{ createCoupon: Saved }>(owner, CREATE, { input: { code: code('X'), kind: 'FIXED', value: 1000, productIds: [toGlobalId('Product', 'nope')] } });
    expect(unknown.data.createCoupon).toMatchObject({ reason: 'INVALID', fieldErrors: [{ field: 'productIds' }] });
    const badTime = await admin<{ createCoupon: Saved }>(owner, CREATE, { input: { code: code('X'), kind: 'FIXED', value: 1000, startsAt: 'besok pagi' } });
    expect(badTime.status).toBe(200);
    expect(badTime.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'startsAt' });

    const changed = await admin<{ updateCoupon: Saved }>(owner, UPDATE, { id: created.id, version: created.version, input: { active: false, maxDiscount: null } });
    expect(changed.data.updateCoupon).toMatchObject({ __typename: 'Coupon', active: false, status: 'INACTIVE', version: 2 });
    const stale = await admin<{ updateCoupon: Saved }>(owner, UPDATE, { id: created.id, version: created.version, input: { value: 20 } });
    expect(stale.data.updateCoupon).toMatchObject({ __typename: 'CouponSaveRefused', reason: 'CHANGED_MEANWHILE', coupon: { version: 2 } });

    const list = await admin<{ coupons: Coupon[] }>(owner, LIST, {});
    expect(list.data.coupons.find((coupon) => coupon.id === created.id)).toMatchObject({ active: false });

    const [stored] = await server.database.db.select({ id: coupons.id }).from(coupons).where(and(eq(coupons.shopId, DEMO_SHOP_ID), eq(coupons.code, created.code)));
    const deleted = await admin<{ deleteCoupon: { deleted: boolean } }>(owner, DELETE, { id: created.id });
    expect(deleted.data.deleteCoupon).toEqual({ id: created.id, deleted: true, coupon: null });

    const entries = await server.database.db.select().from(auditEvents)
      .where(and(eq(auditEvents.shopId, DEMO_SHOP_ID), eq(auditEvents.entityType, 'coupon'), eq(auditEvents.entityId, stored!.id)));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['createCoupon', 'deleteCoupon', 'updateCoupon']);

    // An order handler and a content editor may not read or change coupons.
    for (const role of ['order_handler', 'content_editor'] as const) {
      const staff = await staffWithRole(server, role);
      const answer = await admin<unknown>(staff, LIST, {});
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('counts only the lines of its category, and refuses a cart without one', async () => {
    const batik = await category();
    const shirt = await inCategory(batik.id, 200_000);
    const mug = await createTestProduct(server, { price: 50_000, stock: 100 });
    const coupon = await create({ code: code('BATIK'), kind: 'PERCENTAGE', value: 10, minSpend: 150_000, categoryIds: [batik.globalId] });

    const shopper = new Browser(server);
    const onlyMug = await readyCheckout(shopper, [line(mug, 4)], { couponCode: coupon.code });
    expect(await quote(shopper, onlyMug.id)).toMatchObject({ couponProblem: 'NOT_APPLICABLE', totals: { discount: 0 } });
    expect(await placeOrder(shopper, onlyMug.id)).toMatchObject({ __typename: 'CouponUnavailable', problem: 'NOT_APPLICABLE' });

    const both = await readyCheckout(shopper, [line(mug, 4), line(shirt)], { couponCode: coupon.code });
    // 10% of the shirt's 200,000; the mugs' 200,000 neither count for the discount nor the minimum spend.
    expect(await quote(shopper, both.id)).toMatchObject({ couponProblem: null, totals: { subtotal: 400_000, discount: 20_000 } });
    const placed = await placeOrder(shopper, both.id);
    expect(placed.__typename).toBe('OrderPlaced');

    const [row] = (await admin<{ coupons: Coupon[] }>(owner, LIST, {})).data.coupons.filter((c) => c.id === coupon.id);
    expect(row).toMatchObject({ usedCount: 1, ordersCount: 1, discountGiven: 20_000, orders: [{ number: placed.order!.number, email: 'sari@example.com', discount: 20_000 }] });
    // Used on an order, its code stays and deleting only switches it off.
    const rename = await admin<{ updateCoupon: Saved }>(owner, UPDATE, { id: coupon.id, version: 1, input: { code: code('LAIN') } });
    expect(rename.data.updateCoupon).toMatchObject({ reason: 'INVALID', fieldErrors: [{ field: 'code' }] });
    expect((await admin<{ deleteCoupon: unknown }>(owner, DELETE, { id: coupon.id })).data.deleteCoupon).toMatchObject({ deleted: false, coupon: { active: false } });
  });

  it('counts the products of a category\'s sub-categories at any depth, for the discount and the minimum spend, and no other', async () => {
    // Pakaian > Kemeja > Kemeja Batik: the coupon names only the top, the shirt sits only in the grandchild.
    const pakaian = await category();
    const kemeja = await category(pakaian.id);
    const kemejaBatik = await category(kemeja.id);
    const elsewhere = await category();
    const shirt = await inCategory(kemejaBatik.id, 120_000);
    const pan = await inCategory(elsewhere.id, 90_000);
    const coupon = await create({ code: code('PAKAIAN'), kind: 'PERCENTAGE', value: 10, minSpend: 100_000, categoryIds: [pakaian.globalId] });

    const shopper = new Browser(server);
    const onlyPan = await readyCheckout(shopper, [line(pan, 2)], { couponCode: coupon.code });
    expect(await quote(shopper, onlyPan.id)).toMatchObject({ couponProblem: 'NOT_APPLICABLE', totals: { discount: 0 } });

    // The shirt's 120,000 reaches the minimum spend and is what the 10 % is of; the pans' 180,000 count for neither.
    const both = await readyCheckout(shopper, [line(pan, 2), line(shirt)], { couponCode: coupon.code });
    expect(await quote(shopper, both.id)).toMatchObject({ couponProblem: null, totals: { subtotal: 300_000, discount: 12_000 } });
    const placed = await placeOrder(shopper, both.id);
    expect(placed.__typename).toBe('OrderPlaced');
    const [row] = (await admin<{ coupons: Coupon[] }>(owner, LIST, {})).data.coupons.filter((c) => c.id === coupon.id);
    expect(row).toMatchObject({ usedCount: 1, discountGiven: 12_000 });

    // Above the shirt's price, the minimum spend is not met by the pans outside the category.
    const dearer = await create({ code: code('PAKAIAN'), kind: 'PERCENTAGE', value: 10, minSpend: 120_001, categoryIds: [pakaian.globalId] });
    const short = await readyCheckout(shopper, [line(pan, 2), line(shirt)], { couponCode: dearer.code });
    expect(await quote(shopper, short.id)).toMatchObject({ couponProblem: 'MIN_SPEND', totals: { discount: 0 } });

    // A coupon for the grandchild does not reach up to a product of its parent.
    const jacket = await inCategory(kemeja.id, 150_000);
    const narrow = await create({ code: code('BATIK'), kind: 'FIXED', value: 5_000, categoryIds: [kemejaBatik.globalId] });
    const onlyJacket = await readyCheckout(shopper, [line(jacket)], { couponCode: narrow.code });
    expect(await quote(shopper, onlyJacket.id)).toMatchObject({ couponProblem: 'NOT_APPLICABLE' });
  });

  it('starts and ends at the instants set in the shop\'s time zone', async () => {
    const product = await createTestProduct(server, { price: 100_000, stock: 100 });
    const now = Date.now();
    const later = await create({ code: code('NANTI'), kind: 'FIXED', value: 10_000, startsAt: wib(new Date(now + HOUR)) });
    const started = await create({ code: code('MULAI'), kind: 'FIXED', value: 10_000, startsAt: wib(new Date(now - 60_000)), endsAt: wib(new Date(now + HOUR)) });
    const ended = await create({ code: code('LEWAT'), kind: 'FIXED', value: 10_000, startsAt: wib(new Date(now - 2 * HOUR)), endsAt: wib(new Date(now - 60_000)) });
    expect([later.status, started.status, ended.status]).toEqual(['SCHEDULED', 'ACTIVE', 'EXPIRED']);
    // The form's WIB wall-clock time is kept as the same instant.
    const [stored] = await server.database.db.select().from(coupons).where(and(eq(coupons.shopId, DEMO_SHOP_ID), eq(coupons.code, later.code)));
    expect(Math.abs(stored!.startsAt!.getTime() - (now + HOUR))).toBeLessThan(1000);

    const shopper = new Browser(server);
    const problems = [];
    for (const coupon of [later, started, ended]) {
      const checkout = await readyCheckout(shopper, [line(product)], { couponCode: coupon.code });
      problems.push((await quote(shopper, checkout.id)).couponProblem);
    }
    expect(problems).toEqual(['NOT_STARTED', null, 'EXPIRED']);
  });

  it('keeps the per-customer limit per account and per guest e-mail in any case, and the last total use, under concurrent orders', async () => {
    const product = await createTestProduct(server, { price: 100_000, stock: 500 });
    const perCustomer = await create({ code: code('SEKALI'), kind: 'FIXED', value: 5_000, perCustomerLimit: 1 });

    // One guest e-mail, written differently in five browsers at once: one order gets the coupon.
    const guests = Array.from({ length: 5 }, () => new Browser(server));
    const guest = `tamu${run}@example.com`.toLowerCase();
    const emails = [guest.toUpperCase(), guest, ` ${guest[0]!.toUpperCase()}${guest.slice(1)}`, guest.replace('example', 'EXAMPLE'), guest.replace('.com', '.COM')];
    const ready: CheckoutView[] = [];
    for (const [i, browser] of guests.entries()) ready.push(await readyCheckout(browser, [line(product)], { couponCode: perCustomer.code, email: emails[i]!.trim() }));
    const results = await Promise.all(guests.map((browser, i) => placeOrder(browser, ready[i]!.id)));
    expect(results.filter((r) => r.__typename === 'OrderPlaced')).toHaveLength(1);
    expect(results.filter((r) => r.__typename === 'CouponUnavailable').map((r) => r.problem)).toEqual(Array(4).fill('CUSTOMER_LIMIT'));
    // An unpaid order the owner cancels gives the guest's use back: they may use it once more.
    const first = results.find((r) => r.__typename === 'OrderPlaced')!;
    const cancel = await owner.graph<{ cancelOrder: { status: string } }>('mutation($input: OrderDecisionInput!) { cancelOrder(input: $input) { status } }',
      { input: { orderId: first.order!.id, reason: 'Dibatalkan pembeli' } }, { m: 'OrderDecisionInput', path: '/admin/graphql' });
    expect(cancel.data.cancelOrder.status).toBe('cancelled');
    const retry = await readyCheckout(guests[0]!, [line(product)], { couponCode: perCustomer.code, email: guest });
    expect((await quote(guests[0]!, retry.id)).couponProblem).toBeNull();
    expect((await placeOrder(guests[0]!, retry.id)).__typename).toBe('OrderPlaced');
    // Another guest still may.
    const other = new Browser(server);
    expect((await placeOrder(other, (await readyCheckout(other, [line(product)], { couponCode: perCustomer.code, email: `lain${run}@example.com`.toLowerCase() })).id)).__typename).toBe('OrderPlaced');

    // A signed-in customer is counted by the account, whatever e-mail the checkout gives.
    const email = `akun${run}@example.com`.toLowerCase();
    await signUpAndIn(new Browser(server), email, 'rahasia-panjang-123');
    const customer = await signedInBrowser(server, email, 'rahasia-panjang-123');
    expect((await placeOrder(customer, (await readyCheckout(customer, [line(product)], { couponCode: perCustomer.code, email: `satu${run}@example.com`.toLowerCase() })).id)).__typename).toBe('OrderPlaced');
    const again = await readyCheckout(customer, [line(product)], { couponCode: perCustomer.code, email: `dua${run}@example.com`.toLowerCase() });
    expect((await quote(customer, again.id)).couponProblem).toBe('CUSTOMER_LIMIT');
    const uses = await server.database.db.select().from(couponCustomerUses).where(eq(couponCustomerUses.shopId, DEMO_SHOP_ID));
    expect(uses.filter((use) => use.customerKey === `email:${guest}`)).toEqual([expect.objectContaining({ usedCount: 1 })]);

    // One use left of the total: six shoppers at once, exactly one succeeds.
    const lastOne = await create({ code: code('TERAKHIR'), kind: 'FIXED', value: 5_000, usageLimit: 2 });
    await server.database.db.update(coupons).set({ usedCount: 1 }).where(and(eq(coupons.shopId, DEMO_SHOP_ID), eq(coupons.code, lastOne.code)));
    const shoppers = Array.from({ length: 6 }, () => new Browser(server));
    const checkouts: CheckoutView[] = [];
    for (const [i, shopper] of shoppers.entries()) checkouts.push(await readyCheckout(shopper, [line(product)], { couponCode: lastOne.code, email: `pembeli${i}${run}@example.com`.toLowerCase() }));
    const placed = await Promise.all(shoppers.map((shopper, i) => placeOrder(shopper, checkouts[i]!.id)));
    expect(placed.filter((r) => r.__typename === 'OrderPlaced')).toHaveLength(1);
    expect(placed.filter((r) => r.__typename === 'CouponUnavailable').map((r) => r.problem)).toEqual(Array(5).fill('USED_UP'));
    const [row] = await server.database.db.select().from(coupons).where(and(eq(coupons.shopId, DEMO_SHOP_ID), eq(coupons.code, lastOne.code)));
    expect(row!.usedCount).toBe(2);
  }, 120_000);

  it('makes shipping free, with or without an amount off the goods', async () => {
    const product = await createTestProduct(server, { price: 100_000, stock: 100 });
    const free = await create({ code: code('ONGKIR'), kind: 'FIXED', value: 0, freeShipping: true });
    const shopper = new Browser(server);
    const plain = await readyCheckout(shopper, [line(product)]);
    const fee = (await quote(shopper, plain.id)).totals.shippingFee;
    expect(fee).toBeGreaterThan(0);
    const checkout = await readyCheckout(shopper, [line(product)], { couponCode: free.code });
    expect(await quote(shopper, checkout.id)).toMatchObject({ couponProblem: null, totals: { subtotal: 100_000, discount: 0, shippingFee: 0, total: 100_000 } });
    const placed = await placeOrder(shopper, checkout.id);
    expect(placed).toMatchObject({ __typename: 'OrderPlaced', order: { total: 100_000 } });
  });
});
