import { and, eq, inArray } from 'drizzle-orm';
import { INDONESIAN_PROVINCES } from '../../../domain/shipping/provinces';
import { MAX_UNIT_PRICE } from '../../../domain/checkout/pricing';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput } from '../../errors.server';
import { changedParts, recordAudit } from '../audit';
import { translatedText, type TextInput } from '../content';
import { saveShippingSettings, shippingSettingsOf, type ShippingSettings } from './shipping.service';
import { shippingMethods } from './shipping.tables';

export const PICKUP_ADDRESS_MAX = 300;
export const PICKUP_HOURS_MAX = 200;

export interface ShippingOptionsInput {
  freeShippingMinSubtotal: number | null;
  freeShippingProvinces: readonly string[];
  /** Left out: unchanged. Empty: every service. */
  freeShippingServiceIds?: readonly string[] | null;
  pickupEnabled: boolean;
  pickupAddress: string;
  pickupHours: TextInput;
}

/** Free shipping and pickup, saved together as the settings screen shows them. */
export async function saveShippingOptions(ctx: RequestContext, input: ShippingOptionsInput): Promise<ShippingSettings> {
  const min = input.freeShippingMinSubtotal;
  if (min !== null && (!Number.isSafeInteger(min) || min < 0 || min > MAX_UNIT_PRICE)) throw badInput('error.shipping.freeMin', { max: MAX_UNIT_PRICE }, 'freeShippingMinSubtotal');
  for (const [index, province] of input.freeShippingProvinces.entries()) {
    if (!INDONESIAN_PROVINCES.includes(province)) throw badInput('error.shipping.province', { province }, `freeShippingProvinces.${index}`);
  }
  const pickupAddress = input.pickupAddress.trim();
  if (pickupAddress.length > PICKUP_ADDRESS_MAX) throw badInput('error.shipping.pickupAddressLong', { max: PICKUP_ADDRESS_MAX }, 'pickupAddress');
  // Shoppers must know where to go: pickup without an address is refused.
  if (input.pickupEnabled && !pickupAddress) throw badInput('error.shipping.pickupAddress', {}, 'pickupAddress');
  const pickupHours = translatedText(input.pickupHours, 'pickupHours', PICKUP_HOURS_MAX, false);
  return inTransaction(ctx.db, async (tx) => {
    const { shopId: _shop, ...before } = await shippingSettingsOf(tx, ctx.shop.id);
    const freeShippingServiceIds = input.freeShippingServiceIds ? await knownServiceIds(tx, ctx.shop.id, input.freeShippingServiceIds) : before.freeShippingServiceIds;
    const values = { freeShippingMinSubtotal: min, freeShippingProvinces: [...new Set(input.freeShippingProvinces)], freeShippingServiceIds, pickupEnabled: input.pickupEnabled, pickupAddress, pickupHours };
    await saveShippingSettings(tx, ctx.shop.id, values);
    await recordAudit(ctx, tx, { action: 'saveShippingOptions', entityType: 'shippingSettings', ...changedParts(before, values) });
    return { shopId: ctx.shop.id, ...values };
  });
}

/** The services named, each once, after checking that each is one of the shop's own. */
async function knownServiceIds(tx: Db, shopId: string, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = new Set((await tx.select({ id: shippingMethods.id }).from(shippingMethods).where(and(eq(shippingMethods.shopId, shopId), inArray(shippingMethods.id, unique)))).map((row) => row.id));
  const index = ids.findIndex((id) => !found.has(id));
  if (index >= 0) throw badInput('error.shipping.freeService', {}, `freeShippingServiceIds.${index}`);
  return unique;
}
