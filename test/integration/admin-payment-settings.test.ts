import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/server/errors.server';
import { auditEvents, paymentProviderSettings } from '../../src/server/db/tables';
import { DATA_DIR_KEY_FILE, secretBox } from '../../src/server/secret-box.server';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, createTestProduct, readyCheckout, staffBrowser } from '../support/shop-flow';
import { staffWithRole } from '../support/staff-roles';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const SETUP = 'unpaidOrderHours cardEnabled walletEnabled downPaymentsEnabled canStoreSecretKeys bankTransferInstructions { id en } bankAccounts { id bank accountNumber accountHolder } providers { provider merchantId secretKeyLast4 }';

interface Setup {
  unpaidOrderHours: number; cardEnabled: boolean; walletEnabled: boolean; downPaymentsEnabled: boolean; canStoreSecretKeys: boolean;
  bankTransferInstructions: { id: string; en: string | null };
  bankAccounts: Array<{ id: string; bank: string; accountNumber: string; accountHolder: string }>;
  providers: Array<{ provider: string; merchantId: string; secretKeyLast4: string | null }>;
}

const SECRET = 'sk_live_Rahasia-Sekali-9f3A';

describe.each(engines())('payment settings on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  let original: Setup;

  beforeAll(async () => {
    // Own database on PostgreSQL: these changes are shop-wide, and other files share the demo shop.
    server = await startTestServer(engine, {}, { ownDatabase: true });
    owner = await staffBrowser(server);
    original = await read(owner);
  });
  afterAll(async () => {
    if (owner && original) await change(owner, 'savePaymentSettings', 'PaymentSettingsInput', { input: settingsInput(original) });
    await server?.close();
  });

  async function read(browser: Browser): Promise<Setup> {
    return (await browser.graph<{ paymentSetup: Setup }>(`query { paymentSetup { ${SETUP} } }`, {}, { path: '/admin/graphql' })).data.paymentSetup;
  }
  function settingsInput(setup: Setup) {
    const { unpaidOrderHours, cardEnabled, walletEnabled, downPaymentsEnabled, bankTransferInstructions } = setup;
    return { unpaidOrderHours, cardEnabled, walletEnabled, downPaymentsEnabled, bankTransferInstructions };
  }
  async function change(browser: Browser, field: string, inputType: string, variables: Record<string, unknown>) {
    const declared = Object.keys(variables).map((name) => `$${name}: ${name === 'input' ? `${inputType}!` : name === 'ids' ? '[ID!]!' : 'ID!'}`);
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

  it('saves the time to pay, the methods and the transfer instructions in both languages, within the limits', async () => {
    for (const hours of [0, 721]) {
      const refused = await refusal('savePaymentSettings', 'PaymentSettingsInput', { input: { ...settingsInput(original), unpaidOrderHours: hours } });
      expect(refused).toMatchObject({ message: translate('id', 'error.payments.unpaidHours', { min: 1, max: 720 }), extensions: { field: 'unpaidOrderHours' } });
    }
    const long = await refusal('savePaymentSettings', 'PaymentSettingsInput', { input: { ...settingsInput(original), bankTransferInstructions: { id: 'x'.repeat(2001) } } });
    expect(long.extensions).toMatchObject({ field: 'bankTransferInstructions.id' });

    const next = await saved('savePaymentSettings', 'PaymentSettingsInput', {
      input: { unpaidOrderHours: 48, cardEnabled: false, walletEnabled: true, downPaymentsEnabled: true, bankTransferInstructions: { id: 'Transfer sesuai total.', en: 'Transfer the exact total.' } },
    });
    expect(next).toMatchObject({ unpaidOrderHours: 48, cardEnabled: false, bankTransferInstructions: { id: 'Transfer sesuai total.', en: 'Transfer the exact total.' } });
    // The shop offers what the owner switched on.
    const shopper = new Browser(server);
    const checkout = await readyCheckout(shopper, [{ productId: (await createTestProduct(server)).globalId, count: 1 }]);
    const methods = await shopper.graph<{ checkout: { paymentMethods: string[] } }>('query($id: ID!) { checkout(id: $id) { paymentMethods } }', { id: checkout.id });
    expect(methods.data.checkout.paymentMethods).toEqual(['BANK_TRANSFER', 'WALLET']);
    const [event] = await server.database.db.select().from(auditEvents)
      .where(and(eq(auditEvents.shopId, DEMO_SHOP_ID), eq(auditEvents.action, 'savePaymentSettings'))).orderBy(auditEvents.at);
    expect(event?.after).toMatchObject({ unpaidOrderHours: 48 });
  });

  it('adds, changes, reorders and removes bank accounts, refusing a number with letters', async () => {
    const letters = await refusal('saveBankAccount', 'PaymentBankAccountInput', { input: { bank: 'BNI', accountNumber: '12AB', accountHolder: 'Batik Sari' } });
    expect(letters).toMatchObject({ message: translate('id', 'error.payments.accountNumber'), extensions: { field: 'accountNumber' } });
    expect((await refusal('saveBankAccount', 'PaymentBankAccountInput', { input: { bank: ' ', accountNumber: '123', accountHolder: 'X' } })).extensions).toMatchObject({ field: 'bank' });

    const added = await saved('saveBankAccount', 'PaymentBankAccountInput', { input: { bank: 'BNI', accountNumber: '0123 456 789', accountHolder: 'CV Batik Sari' } });
    const bni = added.bankAccounts.at(-1)!;
    expect(bni).toMatchObject({ bank: 'BNI', accountNumber: '0123 456 789' });
    const edited = await saved('saveBankAccount', 'PaymentBankAccountInput', { input: { id: bni.id, bank: 'BNI', accountNumber: '0123-456-780', accountHolder: 'CV Batik Sari' } });
    expect(edited.bankAccounts.find((account) => account.id === bni.id)?.accountNumber).toBe('0123-456-780');

    const ids = edited.bankAccounts.map((account) => account.id);
    const reordered = await saved('reorderBankAccounts', 'ID', { ids: [bni.id, ...ids.filter((id) => id !== bni.id)] });
    expect(reordered.bankAccounts[0]?.id).toBe(bni.id);
    expect((await refusal('reorderBankAccounts', 'ID', { ids: [bni.id] })).extensions).toMatchObject({ field: 'ids' });

    const removed = await saved('deleteBankAccount', 'ID', { id: bni.id });
    expect(removed.bankAccounts.map((account) => account.id)).toEqual(ids.filter((id) => id !== bni.id));
  });

  it('stores a provider’s secret key sealed, shows only its last 4 characters and keeps it when left out', async () => {
    const first = await saved('savePaymentProvider', 'PaymentProviderInput', { input: { provider: 'card', merchantId: 'M-123456', secretKey: SECRET } });
    expect(first.canStoreSecretKeys).toBe(true);
    expect(first.providers.find((p) => p.provider === 'card')).toEqual({ provider: 'card', merchantId: 'M-123456', secretKeyLast4: '9f3A' });
    expect(JSON.stringify(first)).not.toContain('Rahasia');

    const [row] = await server.database.db.select().from(paymentProviderSettings)
      .where(and(eq(paymentProviderSettings.shopId, DEMO_SHOP_ID), eq(paymentProviderSettings.provider, 'card')));
    expect(row!.secretKeySealed).toMatch(/^v1\./);
    expect(row!.secretKeySealed).not.toContain('Rahasia');
    // Sealed with this data directory's own key, made once and kept beside the data.
    const key = Buffer.from(readFileSync(path.join(server.dataDir, DATA_DIR_KEY_FILE), 'utf8'), 'base64');
    expect(secretBox(key).open(row!.secretKeySealed)).toBe(SECRET);

    const kept = await saved('savePaymentProvider', 'PaymentProviderInput', { input: { provider: 'card', merchantId: 'M-654321' } });
    expect(kept.providers.find((p) => p.provider === 'card')).toMatchObject({ merchantId: 'M-654321', secretKeyLast4: '9f3A' });
    const events = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.shopId, DEMO_SHOP_ID), eq(auditEvents.action, 'savePaymentProvider')));
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(events)).not.toContain('Rahasia');

    const short = await refusal('savePaymentProvider', 'PaymentProviderInput', { input: { provider: 'wallet', merchantId: 'W1', secretKey: 'abc' } });
    expect(short).toMatchObject({ message: translate('id', 'error.payments.secretKey', { min: 8, max: 500 }), extensions: { field: 'secretKey' } });
  });

  it('switches down payments off shop-wide: a product that allows one is paid in full', async () => {
    const product = await createTestProduct(server, { price: 200_000, downPaymentPercent: 30 });
    const shopper = new Browser(server);
    const withDown = await readyCheckout(shopper, [{ productId: product.globalId, count: 1, downPayment: true }]);
    expect(withDown.totals.firstPayment).toBeLessThan(withDown.totals.total);

    await saved('savePaymentSettings', 'PaymentSettingsInput', { input: { ...settingsInput(original), downPaymentsEnabled: false } });
    const full = await readyCheckout(shopper, [{ productId: product.globalId, count: 1, downPayment: true }]);
    expect(full.totals.firstPayment).toBe(full.totals.total);
    await saved('savePaymentSettings', 'PaymentSettingsInput', { input: settingsInput(original) });
  });

  it('adds, changes, reorders and removes checkout questions, which checkout then asks', async () => {
    const FIELDS = 'key label { id en } required kind maxLength';
    const save = (browser: Browser, fields: unknown[]) => browser.graph<{ saveCheckoutFields: Array<{ key: string; label: { id: string; en: string | null }; required: boolean; kind: string; maxLength: number }> }>(
      `mutation($fields: [CheckoutFieldInput!]!) { saveCheckoutFields(fields: $fields) { ${FIELDS} } }`, { fields }, { m: 'CheckoutFieldInput', path: '/admin/graphql' });
    const before = (await owner.graph<{ checkoutFieldSettings: Array<{ key: string; label: { id: string; en: string | null }; required: boolean; kind: string; maxLength: number }> }>(
      `query { checkoutFieldSettings { ${FIELDS} } }`, {}, { path: '/admin/graphql' })).data.checkoutFieldSettings;
    const gift = before.find((field) => field.key === 'giftMessage')!;
    const kept = before.map(({ key, label, required, kind, maxLength }) => ({ key, label: { id: label.id, en: label.en }, required, kind, maxLength }));

    const tooLong = await save(owner, [{ label: { id: 'NPWP' }, required: false, kind: 'text', maxLength: 201 }]);
    expect(tooLong.errors?.[0]).toMatchObject({ message: translate('id', 'error.checkoutFields.maxLength', { max: 200 }), extensions: { field: 'fields.0.maxLength' } });
    const noLabel = await save(owner, [...kept, { label: { id: ' ' }, required: false, kind: 'text', maxLength: 20 }]);
    expect(noLabel.errors?.[0]?.extensions).toMatchObject({ field: `fields.${kept.length}.label.id` });
    expect((await save(owner, [{ key: 'nope', label: { id: 'X' }, required: false, kind: 'text', maxLength: 20 }])).errors?.[0]?.extensions).toMatchObject({ field: 'fields.0.key' });

    // A required question first, the gift message after it with a new English label.
    const answer = await save(owner, [
      { label: { id: 'Nama di undangan', en: 'Name on the invitation' }, required: true, kind: 'text', maxLength: 60 },
      { ...kept.find((field) => field.key === gift.key), label: { id: gift.label.id, en: 'Card message' } },
    ]);
    expect(answer.errors).toBeUndefined();
    const [invitation, card] = answer.data.saveCheckoutFields;
    expect(invitation).toMatchObject({ required: true, kind: 'text', maxLength: 60, label: { id: 'Nama di undangan' } });
    expect(card).toMatchObject({ key: 'giftMessage', label: { en: 'Card message' } });

    const shopper = new Browser(server);
    const checkout = await readyCheckout(shopper, [{ productId: (await createTestProduct(server)).globalId, count: 1 }]);
    const asked = await shopper.graph<{ checkout: { fields: Array<{ key: string; label: string; required: boolean }> } }>(
      'query($id: ID!) { checkout(id: $id) { fields { key label required } } }', { id: checkout.id });
    expect(asked.data.checkout.fields.map((field) => field.label)).toEqual(['Nama di undangan', gift.label.id]);

    expect((await save(owner, kept)).errors).toBeUndefined();
    const editor = await staffWithRole(server, 'order_handler');
    expect((await save(editor, kept)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('is for owners and administrators only', async () => {
    for (const role of ['order_handler', 'content_editor'] as const) {
      const staff = await staffWithRole(server, role);
      expect((await staff.graph(`query { paymentSetup { unpaidOrderHours } }`, {}, { path: '/admin/graphql' })).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
      const refused = await change(staff, 'savePaymentProvider', 'PaymentProviderInput', { input: { provider: 'wallet', merchantId: 'X' } });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    }
    const administrator = await staffWithRole(server, 'administrator');
    expect((await read(administrator)).providers).toHaveLength(2);
  });
});
