import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/server/errors.server';
import { auditEvents, outbox, products } from '../../src/server/db/tables';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { ADDRESS, Browser, createTestProduct, placeOrder, readyCheckout, staffBrowser, updateCheckout } from '../support/shop-flow';
import { staffWithRole } from '../support/staff-roles';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const SETUP = `couriers { id name active services { id service active rates { province pricePerKg etaDaysMin etaDaysMax brackets { upToGrams price } } } }
  freeShippingMinSubtotal freeShippingProvinces pickupEnabled pickupAddress pickupHours { id en } provinces`;

interface Rate { province: string; pricePerKg: number; etaDaysMin: number; etaDaysMax: number; brackets: Array<{ upToGrams: number; price: number }> }
interface Service { id: string; service: string; active: boolean; rates: Rate[] }
interface Courier { id: string; name: string; active: boolean; services: Service[] }
interface Setup { couriers: Courier[]; freeShippingMinSubtotal: number | null; pickupEnabled: boolean; provinces: string[] }
interface Option { id: string; courier: string; service: string; fee: number; fullFee: number; free: boolean; pickup: boolean; note: string }

const OPTIONS = 'query($id: ID!) { checkout(id: $id) { shippingOptions { id courier service fee fullFee free pickup note } totals { shippingFee chargeableWeightGrams } } }';
const NO_OPTIONS = { freeShippingMinSubtotal: null, freeShippingProvinces: [], freeShippingServiceIds: [], pickupEnabled: false, pickupAddress: '', pickupHours: { id: '' } };

describe.each(engines())('shipping settings on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  const run = randomUUID().slice(0, 6);

  beforeAll(async () => {
    // Own database on PostgreSQL: these changes are shop-wide, and other files share the demo shop.
    server = await startTestServer(engine, {}, { ownDatabase: true });
    owner = await staffBrowser(server);
  });
  afterAll(async () => {
    if (owner) await change(owner, 'saveShippingOptions', 'ShippingOptionsInput', { input: NO_OPTIONS });
    await server?.close();
  });

  async function change(browser: Browser, field: string, inputType: string, variables: Record<string, unknown>) {
    const declared = Object.keys(variables).map((name) => `$${name}: ${name === 'input' ? `${inputType}!` : name === 'ids' ? '[ID!]!' : name === 'provinces' ? '[String!]!' : 'ID!'}`);
    const args = Object.keys(variables).map((name) => `${name}: $${name}`);
    return browser.graph<Record<string, Setup>>(`mutation(${declared.join(', ')}) { ${field}(${args.join(', ')}) { ${SETUP} } }`, variables, { m: inputType, path: '/admin/graphql' });
  }
  async function saved(field: string, inputType: string, variables: Record<string, unknown>): Promise<Setup> {
    const answer = await change(owner, field, inputType, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data[field]!;
  }
  async function refusal(field: string, inputType: string, variables: Record<string, unknown>) {
    const answer = await change(owner, field, inputType, variables);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    return answer.errors![0]!;
  }
  const options = async (shopper: Browser, checkoutId: string) =>
    (await shopper.graph<{ checkout: { shippingOptions: Option[]; totals: { shippingFee: number; chargeableWeightGrams: number } } }>(OPTIONS, { id: checkoutId })).data.checkout;

  /** A new courier with one service priced to Yogyakarta in brackets. */
  async function bracketCourier(): Promise<{ courier: Courier; service: Service }> {
    const name = `Kilat ${run}`;
    let setup = await saved('saveShippingCourier', 'ShippingCourierInput', { input: { name } });
    const courier = setup.couriers.find((c) => c.name === name)!;
    setup = await saved('saveShippingService', 'ShippingServiceInput', { input: { courierId: courier.id, service: 'REG' } });
    const service = setup.couriers.find((c) => c.id === courier.id)!.services[0]!;
    setup = await saved('setShippingRates', 'ShippingRatesInput', {
      input: { serviceId: service.id, provinces: ['DI Yogyakarta', 'Jawa Tengah'], brackets: [{ upToGrams: 1000, price: 9000 }, { upToGrams: 2000, price: 15_000 }], pricePerKg: 7000, etaDaysMin: 2, etaDaysMax: 3 },
    });
    const stored = setup.couriers.find((c) => c.id === courier.id)!;
    return { courier: stored, service: stored.services[0]! };
  }

  it('keeps the shop’s old rates as couriers with services billing per started kilogram', async () => {
    const answer = await owner.graph<{ shippingSetup: Setup }>(`query { shippingSetup { ${SETUP} } }`, {}, { path: '/admin/graphql' });
    const jne = answer.data.shippingSetup.couriers.find((courier) => courier.name === 'JNE')!;
    expect(jne.services.map((service) => service.service)).toEqual(['REG', 'YES']);
    expect(jne.services[0]!.rates.find((rate) => rate.province === 'DI Yogyakarta')).toMatchObject({ pricePerKg: 11_000, brackets: [] });
    expect(answer.data.shippingSetup.provinces).toContain('Papua Pegunungan');
  });

  it('prices checkout from a new service’s brackets, by volumetric weight past the last one, and switches it off', async () => {
    const { courier, service } = await bracketCourier();
    expect(service.rates.map((rate) => rate.province).sort()).toEqual(['DI Yogyakarta', 'Jawa Tengah']);

    const small = await createTestProduct(server, { price: 50_000, weightGrams: 800 });
    const shopper = new Browser(server);
    const checkout = await readyCheckout(shopper, [{ productId: small.globalId, count: 1 }]);
    expect((await options(shopper, checkout.id)).shippingOptions.find((o) => o.id === service.id)).toMatchObject({ courier: courier.name, service: 'REG', fee: 9000, free: false });

    // 1 kg in a 30 × 30 × 30 cm box weighs 4.5 kg by volume: 15 000 for 2 kg, then 3 started kilograms at 7 000.
    const bulky = await createTestProduct(server, { price: 50_000, weightGrams: 1000 });
    await server.database.db.update(products).set({ lengthCm: 30, widthCm: 30, heightCm: 30 }).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, bulky.id)));
    const second = await readyCheckout(shopper, [{ productId: bulky.globalId, count: 1 }]);
    const chosen = await updateCheckout(shopper, { checkoutId: second.id, shippingMethodId: service.id });
    expect(chosen.totals).toMatchObject({ chargeableWeightGrams: 4500, shippingFee: 36_000 });
    const order = await placeOrder(shopper, second.id);
    expect(order.__typename).toBe('OrderPlaced');

    // The price changes and the next quote follows; switched off, the courier is not offered.
    await saved('setShippingRates', 'ShippingRatesInput', { input: { serviceId: service.id, provinces: ['DI Yogyakarta'], brackets: [], pricePerKg: 12_345, etaDaysMin: 1, etaDaysMax: 2 } });
    expect((await options(shopper, checkout.id)).shippingOptions.find((o) => o.id === service.id)?.fee).toBe(12_345);
    await saved('saveShippingCourier', 'ShippingCourierInput', { input: { id: courier.id, name: courier.name, active: false } });
    expect((await options(shopper, checkout.id)).shippingOptions.some((o) => o.id === service.id)).toBe(false);
    await saved('deleteShippingCourier', 'ID', { id: courier.id });

    const events = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.shopId, DEMO_SHOP_ID), eq(auditEvents.entityId, service.id)));
    expect(events.map((event) => event.action)).toEqual(expect.arrayContaining(['saveShippingService', 'setShippingRates']));
  });

  it('ships free from the threshold to the listed provinces, and offers pickup at the shop', async () => {
    await saved('saveShippingOptions', 'ShippingOptionsInput', {
      input: { freeShippingMinSubtotal: 250_000, freeShippingProvinces: ['DI Yogyakarta'], pickupEnabled: true, pickupAddress: 'Jl. Malioboro 1, Yogyakarta', pickupHours: { id: 'Senin–Sabtu 09.00–17.00', en: 'Mon–Sat 9am–5pm' } },
    });
    const product = await createTestProduct(server, { price: 100_000, weightGrams: 500 });
    const shopper = new Browser(server);
    const below = await readyCheckout(shopper, [{ productId: product.globalId, count: 2 }]);
    const belowReg = (await options(shopper, below.id)).shippingOptions.find((o) => o.courier === 'JNE' && o.service === 'REG')!;
    expect(belowReg).toMatchObject({ fee: 11_000, free: false });

    const above = await readyCheckout(shopper, [{ productId: product.globalId, count: 3 }]);
    const quoted = await options(shopper, above.id);
    expect(quoted.shippingOptions.find((o) => o.courier === 'JNE' && o.service === 'REG')).toMatchObject({ fee: 0, fullFee: 22_000, free: true });
    expect(quoted.totals.shippingFee).toBe(0);
    const pickup = quoted.shippingOptions.find((o) => o.pickup)!;
    expect(pickup).toMatchObject({ id: 'pickup', fee: 0, courier: translate('id', 'shipping.pickup.courier'), note: 'Jl. Malioboro 1, Yogyakarta · Senin–Sabtu 09.00–17.00' });

    // Limited to one service, only that service ships free; a service that is not the shop's is refused.
    const setupNow = (await owner.graph<{ shippingSetup: Setup }>(`query { shippingSetup { ${SETUP} } }`, {}, { path: '/admin/graphql' })).data.shippingSetup;
    const jne = setupNow.couriers.find((courier) => courier.name === 'JNE')!;
    const reg = jne.services.find((service) => service.service === 'REG')!;
    const limited = { freeShippingMinSubtotal: 250_000, freeShippingProvinces: ['DI Yogyakarta'], pickupEnabled: true, pickupAddress: 'Jl. Malioboro 1, Yogyakarta', pickupHours: { id: 'Senin–Sabtu 09.00–17.00', en: 'Mon–Sat 9am–5pm' } };
    expect((await refusal('saveShippingOptions', 'ShippingOptionsInput', { input: { ...limited, freeShippingServiceIds: [reg.id, 'tidak-ada'] } })).extensions).toMatchObject({ field: 'freeShippingServiceIds.1' });
    await saved('saveShippingOptions', 'ShippingOptionsInput', { input: { ...limited, freeShippingServiceIds: [reg.id] } });
    const byService = (await options(shopper, above.id)).shippingOptions;
    expect(byService.find((o) => o.id === reg.id)).toMatchObject({ fee: 0, free: true });
    expect(byService.find((o) => o.courier === 'JNE' && o.service === 'YES')).toMatchObject({ free: false });
    expect(byService.find((o) => o.courier === 'JNE' && o.service === 'YES')!.fee).toBeGreaterThan(0);
    await saved('saveShippingOptions', 'ShippingOptionsInput', { input: { ...limited, freeShippingServiceIds: [] } });

    // Another province pays, however much it buys (1.5 kg: 2 started kilograms).
    const bali = await readyCheckout(shopper, [{ productId: product.globalId, count: 3 }]);
    const inBali = await updateCheckout(shopper, { checkoutId: bali.id, shippingAddress: { ...ADDRESS, province: 'Bali', city: 'Denpasar' } });
    expect(inBali.shippingOptions.find((o) => o.courier === 'JNE' && o.service === 'REG')?.fee).toBe(36_000);

    // Pickup places an order with nothing to pay for shipping.
    await updateCheckout(shopper, { checkoutId: below.id, shippingMethodId: 'pickup' });
    const order = await placeOrder(shopper, below.id);
    expect(order.__typename).toBe('OrderPlaced');
    // The order page and the order e-mail say where and when to collect it.
    const page = await (await shopper.fetch(`/guest/order/${order.order!.id}`)).text();
    expect(page).toContain(`<dt>${translate('id', 'orders.shipping.pickupAt')}</dt><dd>Jl. Malioboro 1, Yogyakarta · Senin–Sabtu 09.00–17.00</dd>`);
    const [mail] = await server.database.db.select().from(outbox).where(and(eq(outbox.shopId, DEMO_SHOP_ID), eq(outbox.dedupeKey, `order-placed:${order.order!.id}`)));
    expect(String(mail?.payload.text)).toContain('Jl. Malioboro 1, Yogyakarta · Senin–Sabtu 09.00–17.00');
  });

  it('names in the footer the couriers offered at checkout, and pickup while it is offered', async () => {
    await saved('saveShippingOptions', 'ShippingOptionsInput', { input: NO_OPTIONS });
    const { courier, service } = await bracketCourier();
    // Staff pages are never served from the shared answer cache, so each load reads the settings.
    const footer = async () => {
      const html = await (await owner.fetch('/')).text();
      const section = /<section aria-labelledby="footer-shipping">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
      return [...section.matchAll(/<li class="payment-mark">([^<]*)<\/li>/g)].map((match) => match[1]);
    };
    const marks = await footer();
    expect(marks).toContain('JNE');
    expect(marks).toContain(courier.name);
    expect(marks).not.toContain(translate('id', 'footer.shipping.pickup'));

    // A courier with no service switched on is not offered, so not named.
    await saved('saveShippingService', 'ShippingServiceInput', { input: { id: service.id, courierId: courier.id, service: service.service, active: false } });
    expect(await footer()).not.toContain(courier.name);
    await saved('saveShippingOptions', 'ShippingOptionsInput', { input: { ...NO_OPTIONS, pickupEnabled: true, pickupAddress: 'Jl. Malioboro 1, Yogyakarta' } });
    expect(await footer()).toContain(translate('id', 'footer.shipping.pickup'));
    await saved('saveShippingOptions', 'ShippingOptionsInput', { input: NO_OPTIONS });
    await saved('deleteShippingCourier', 'ID', { id: courier.id });
  });

  it('refuses a broken rate, name or option with the field and a message the owner can act on', async () => {
    const { courier, service } = await bracketCourier();
    const rate = { serviceId: service.id, provinces: ['Bali'], brackets: [], pricePerKg: 10_000, etaDaysMin: 1, etaDaysMax: 2 };
    const atlantis = await refusal('setShippingRates', 'ShippingRatesInput', { input: { ...rate, provinces: ['Bali', 'Atlantis'] } });
    expect(atlantis).toMatchObject({ message: translate('id', 'error.shipping.province', { province: 'Atlantis' }), extensions: { field: 'provinces.1' } });
    const backwards = await refusal('setShippingRates', 'ShippingRatesInput', { input: { ...rate, brackets: [{ upToGrams: 2000, price: 9000 }, { upToGrams: 1000, price: 12_000 }] } });
    expect(backwards).toMatchObject({ message: translate('id', 'error.shipping.brackets.not_ascending'), extensions: { field: 'brackets.1' } });
    expect((await refusal('setShippingRates', 'ShippingRatesInput', { input: { ...rate, brackets: [{ upToGrams: 1000, price: 9000 }, { upToGrams: 2000, price: 5000 }] } })).extensions).toMatchObject({ field: 'brackets.1' });
    expect((await refusal('setShippingRates', 'ShippingRatesInput', { input: { ...rate, etaDaysMin: 3, etaDaysMax: 2 } })).extensions).toMatchObject({ field: 'etaDaysMax' });
    expect((await refusal('setShippingRates', 'ShippingRatesInput', { input: { ...rate, provinces: [] } })).extensions).toMatchObject({ field: 'provinces' });
    expect((await refusal('saveShippingCourier', 'ShippingCourierInput', { input: { name: '  ' } })).extensions).toMatchObject({ field: 'name' });
    expect((await refusal('saveShippingCourier', 'ShippingCourierInput', { input: { name: courier.name.toUpperCase() } })).message).toBe(translate('id', 'error.shipping.courierExists', { name: courier.name.toUpperCase() }));
    expect((await refusal('copyShippingRates', 'ID', { fromServiceId: service.id, toServiceId: service.id })).extensions).toMatchObject({ field: 'toServiceId' });
    expect((await refusal('reorderShippingServices', 'ID', { courierId: courier.id, ids: [service.id, service.id] })).extensions).toMatchObject({ field: 'ids' });
    const noAddress = await refusal('saveShippingOptions', 'ShippingOptionsInput', { input: { ...NO_OPTIONS, pickupEnabled: true } });
    expect(noAddress).toMatchObject({ message: translate('id', 'error.shipping.pickupAddress'), extensions: { field: 'pickupAddress' } });
    expect((await refusal('saveShippingOptions', 'ShippingOptionsInput', { input: { ...NO_OPTIONS, freeShippingMinSubtotal: -1 } })).extensions).toMatchObject({ field: 'freeShippingMinSubtotal' });

    // Copying a table replaces the target's with the source's.
    const jneReg = (await owner.graph<{ shippingSetup: Setup }>(`query { shippingSetup { ${SETUP} } }`, {}, { path: '/admin/graphql' })).data.shippingSetup
      .couriers.find((c) => c.name === 'JNE')!.services.find((s) => s.service === 'REG')!;
    const copied = await saved('copyShippingRates', 'ID', { fromServiceId: jneReg.id, toServiceId: service.id });
    expect(copied.couriers.find((c) => c.id === courier.id)!.services[0]!.rates.length).toBe(jneReg.rates.length);
  });

  it('lets order handlers read the shipping settings but only owners and administrators change them', async () => {
    const handler = await staffWithRole(server, 'order_handler');
    expect((await handler.graph(`query { shippingSetup { provinces } }`, {}, { path: '/admin/graphql' })).errors).toBeUndefined();
    const refused = await change(handler, 'saveShippingCourier', 'ShippingCourierInput', { input: { name: `Handler ${run}` } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const editor = await staffWithRole(server, 'content_editor');
    expect((await editor.graph(`query { shippingSetup { provinces } }`, {}, { path: '/admin/graphql' })).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const administrator = await staffWithRole(server, 'administrator');
    expect((await change(administrator, 'saveShippingCourier', 'ShippingCourierInput', { input: { name: `Admin ${run}` } })).errors).toBeUndefined();
  });
});
