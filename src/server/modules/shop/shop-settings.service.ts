import { desc, eq } from 'drizzle-orm';
import type { Translated } from '../../../domain/i18n/translated';
import { checkShopSettings, type BilingualText, type ShopSettingsInput, type ShopSettingsValues } from '../../../domain/shop/shop-settings-rules';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { inTransactionOr, Rollback } from '../../db/transaction.server';
import { say } from '../../errors.server';
import { recordAudit } from '../audit';
import { imageLoader } from '../media';
import { shopDomains, shops } from './shop.tables';

/** The owner's settings as saved, with the version a save must name. */
export interface ShopSettingsRecord extends ShopSettingsValues {
  version: number;
  /** The shop's host names, the primary one first. */
  domains: { host: string; primary: boolean }[];
}

export interface ShopSettingsFieldError { field: string; message: string }

/** Nothing was saved: fields have problems, or someone else saved first. */
export interface ShopSettingsSaveRefused {
  __typename: 'ShopSettingsSaveRefused';
  reason: 'INVALID' | 'CHANGED_MEANWHILE';
  message: string;
  fieldErrors: ShopSettingsFieldError[];
  /** On CHANGED_MEANWHILE, the settings as they are now. */
  settings: ShopSettingsRecord | null;
}
export type ShopSettingsSaveResult = ShopSettingsRecord | ShopSettingsSaveRefused;

type ShopRow = typeof shops.$inferSelect;

const bilingual = (value: Translated<string>): BilingualText => (value.en ? { id: value.id, en: value.en } : { id: value.id });

function valuesOf(row: ShopRow): ShopSettingsValues {
  return {
    name: row.name, tagline: bilingual(row.tagline), logoImageId: row.logoImageId, brandColor: row.brandColor, accentColor: row.accentColor,
    font: row.font, email: row.email, phone: row.phone, whatsapp: row.whatsapp, address: row.address, city: row.city, province: row.province,
    englishEnabled: row.englishEnabled, currency: row.currency, timeZone: row.timeZone, social: row.social,
    seoTitleSuffix: bilingual(row.seoTitleSuffix), seoDescription: bilingual(row.seoDescription), productCatalog: row.productCatalog,
  };
}

async function recordOf(db: Db, row: ShopRow): Promise<ShopSettingsRecord> {
  const domains = await db.select({ host: shopDomains.host, primary: shopDomains.primary }).from(shopDomains)
    .where(eq(shopDomains.shopId, row.id)).orderBy(desc(shopDomains.primary), shopDomains.host);
  return { ...valuesOf(row), version: row.settingsVersion, domains };
}

/** The settings read from the database, never from the host cache: the owner sees what is saved. */
export async function shopSettings(ctx: RequestContext): Promise<ShopSettingsRecord> {
  const [row] = await ctx.db.select().from(shops).where(eq(shops.id, ctx.shop.id)).limit(1);
  if (!row) throw new Error('the shop of this request has no row');
  return recordOf(ctx.db, row);
}

function refused(ctx: RequestContext, reason: ShopSettingsSaveRefused['reason'], fieldErrors: ShopSettingsFieldError[], settings: ShopSettingsRecord | null = null): ShopSettingsSaveRefused {
  const message = say(ctx, reason === 'INVALID' ? 'error.shopSettings.invalid' : 'error.shopSettings.changedMeanwhile');
  return { __typename: 'ShopSettingsSaveRefused', reason, message, fieldErrors, settings };
}

/**
 * Saves what the input gives over the saved settings; `version` is the one the screen opened.
 * The admin API clears the shop's cached pages and host entry after every change, so the
 * next page shoppers load shows the new name, look and contact.
 */
export async function updateShopSettings(ctx: RequestContext, version: number, input: ShopSettingsInput): Promise<ShopSettingsSaveResult> {
  // A new logo must be a picture of this shop's uploads; it is looked up before the row is locked.
  const logo = input.logoImageId?.trim();
  const logoMissing = Boolean(logo) && !(await imageLoader(ctx).load(logo!));
  return inTransactionOr<ShopSettingsRecord, ShopSettingsSaveRefused>(ctx.db, async (tx) => {
    const [current] = await tx.select().from(shops).where(eq(shops.id, ctx.shop.id)).for('update');
    if (!current) throw new Error('the shop of this request has no row');
    if (current.settingsVersion !== version) throw new Rollback(refused(ctx, 'CHANGED_MEANWHILE', [], await recordOf(tx, current)));
    const logoImageId = input.logoImageId === undefined ? current.logoImageId : logo || null;
    const checked = checkShopSettings({ ...input, logoImageId }, valuesOf(current));
    const problems = 'problems' in checked ? checked.problems.map((p) => ({ field: p.field, message: say(ctx, p.key, p.params) })) : [];
    if (logoMissing) problems.push({ field: 'logoImageId', message: say(ctx, 'error.shopSettings.logoMissing') });
    if (problems.length || !('values' in checked)) throw new Rollback(refused(ctx, 'INVALID', problems));
    const [row] = await tx.update(shops).set({ ...checked.values, settingsVersion: current.settingsVersion + 1 }).where(eq(shops.id, ctx.shop.id)).returning();
    await recordAudit(ctx, tx, { action: 'updateShopSettings', entityType: 'shop', entityId: ctx.shop.id, before: { ...valuesOf(current) }, after: { ...checked.values } });
    return recordOf(tx, row!);
  });
}
