import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { defineShopReference, readShopReference, type ShopReferenceReader } from '../../db/shop-reference.server';
import { recordAudit } from '../audit';
import { paymentProviderSettings } from './commerce-settings.tables';

/** The gateways a shop may take gateway payments (virtual accounts, QRIS, e-wallets, cards) through, one at a time (docs/decisions/0061). */
export const PAYMENT_GATEWAYS = ['midtrans', 'xendit'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

/** The gateway shoppers are offered gateway payments through; null when none is ready. */
export function paymentGateway(source: ShopReferenceReader): Promise<PaymentGateway | null> {
  return readShopReference(source, PAYMENT_GATEWAY);
}

/**
 * Switched on with everything it needs stored: Midtrans both keys, Xendit its key and callback
 * token. Every checkout answer asks, so it is kept per shop in memory like the other payment
 * settings and dropped when `payment_provider_settings` changes (decision 0049).
 */
const PAYMENT_GATEWAY = defineShopReference('payment-gateway', ['payment_provider_settings'], async (db, shopId) => {
  const rows = await db.select().from(paymentProviderSettings)
    .where(and(eq(paymentProviderSettings.shopId, shopId), inArray(paymentProviderSettings.provider, [...PAYMENT_GATEWAYS]), eq(paymentProviderSettings.enabled, true)));
  const ready = rows.filter((row) => row.secretKeySealed && (row.provider === 'midtrans' ? row.clientKey : row.webhookTokenSealed));
  return (PAYMENT_GATEWAYS.find((gateway) => ready.some((row) => row.provider === gateway)) ?? null);
});

/** A gateway switched on switches the others off, in the transaction that saved it, logged. */
export async function switchOffOtherGateways(ctx: RequestContext, tx: Db, kept: PaymentGateway): Promise<void> {
  const others = PAYMENT_GATEWAYS.filter((gateway) => gateway !== kept);
  const switched = await tx.update(paymentProviderSettings).set({ enabled: false, updatedAt: new Date() })
    .where(and(eq(paymentProviderSettings.shopId, ctx.shop.id), inArray(paymentProviderSettings.provider, others), eq(paymentProviderSettings.enabled, true)))
    .returning({ provider: paymentProviderSettings.provider });
  for (const row of switched) {
    await recordAudit(ctx, tx, { action: 'switchOffPaymentGateway', entityType: 'paymentProvider', entityId: row.provider, before: { enabled: true }, after: { enabled: false, because: kept } });
  }
}
