import { eq } from 'drizzle-orm';
import { checkTrackingServices, normaliseTrackingServices, type TrackingField, type TrackingServices } from '../../../domain/tracking/tracking-services';
import type { RequestContext, ShopRecord } from '../../context.server';
import { inTransactionOr, Rollback } from '../../db/transaction.server';
import { say } from '../../errors.server';
import { recordAudit } from '../audit';
import { shops } from './shop.tables';

/** The tracking services a shop reports to (docs/decisions/0044). */
export type TrackingSettingsRecord = TrackingServices;
export type TrackingSettingsInput = Partial<Record<TrackingField, string | null>>;

export interface TrackingSettingsRefused {
  __typename: 'TrackingSettingsRefused';
  message: string;
  fieldErrors: { field: TrackingField; message: string }[];
}
export type TrackingSettingsSaveResult = TrackingSettingsRecord | TrackingSettingsRefused;

type ShopRow = Pick<typeof shops.$inferSelect, 'ga4MeasurementId' | 'gtmContainerId' | 'metaPixelId'>;

/** The services of a shop row (or of the request's shop record). */
export function trackingServicesOf(shop: ShopRow | ShopRecord): TrackingServices {
  return { ga4: shop.ga4MeasurementId, gtm: shop.gtmContainerId, metaPixel: shop.metaPixelId };
}

/** Read from the database, not the host cache: the owner sees what is saved. */
export async function trackingSettings(ctx: RequestContext): Promise<TrackingSettingsRecord> {
  const [row] = await ctx.db.select().from(shops).where(eq(shops.id, ctx.shop.id)).limit(1);
  if (!row) throw new Error('the shop of this request has no row');
  return trackingServicesOf(row);
}

/**
 * Saves the ids the input gives (a field left out keeps its value, an empty one switches the
 * service off). The admin API clears the shop's host cache after every change, so the next page
 * carries the new services and their Content-Security-Policy.
 */
export async function updateTrackingSettings(ctx: RequestContext, input: TrackingSettingsInput): Promise<TrackingSettingsSaveResult> {
  return inTransactionOr<TrackingSettingsRecord, TrackingSettingsRefused>(ctx.db, async (tx) => {
    const [current] = await tx.select().from(shops).where(eq(shops.id, ctx.shop.id)).for('update');
    if (!current) throw new Error('the shop of this request has no row');
    const before = trackingServicesOf(current);
    const next = normaliseTrackingServices(input, before);
    const problems = checkTrackingServices(next);
    if (problems.length) {
      throw new Rollback({
        __typename: 'TrackingSettingsRefused',
        message: say(ctx, 'error.tracking.invalid'),
        fieldErrors: problems.map((problem) => ({ field: problem.field, message: say(ctx, problem.key) })),
      });
    }
    await tx.update(shops).set({ ga4MeasurementId: next.ga4, gtmContainerId: next.gtm, metaPixelId: next.metaPixel }).where(eq(shops.id, ctx.shop.id));
    await recordAudit(ctx, tx, { action: 'updateTrackingSettings', entityType: 'shop', entityId: ctx.shop.id, before: { ...before }, after: { ...next } });
    return next;
  });
}
