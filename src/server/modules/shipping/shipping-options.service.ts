import { INDONESIAN_PROVINCES } from '../../../domain/shipping/provinces';
import { MAX_UNIT_PRICE } from '../../../domain/checkout/pricing';
import type { RequestContext } from '../../context.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput } from '../../errors.server';
import { changedParts, recordAudit } from '../audit';
import { translatedText, type TextInput } from '../content';
import { saveShippingSettings, shippingSettingsOf, type ShippingSettings } from './shipping.service';

export const PICKUP_ADDRESS_MAX = 300;
export const PICKUP_HOURS_MAX = 200;

export interface ShippingOptionsInput {
  freeShippingMinSubtotal: number | null;
  freeShippingProvinces: readonly string[];
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
  const values = { freeShippingMinSubtotal: min, freeShippingProvinces: [...new Set(input.freeShippingProvinces)], pickupEnabled: input.pickupEnabled, pickupAddress, pickupHours };
  return inTransaction(ctx.db, async (tx) => {
    const { shopId: _shop, ...before } = await shippingSettingsOf(tx, ctx.shop.id);
    await saveShippingSettings(tx, ctx.shop.id, values);
    await recordAudit(ctx, tx, { action: 'saveShippingOptions', entityType: 'shippingSettings', ...changedParts(before, values) });
    return { shopId: ctx.shop.id, ...values };
  });
}
