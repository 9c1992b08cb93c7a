import type { ShippingAddressRecord } from '../shipping/address';
import { normalizeIndonesianPhone } from '../checkout/contact';

/** Spec §9: a customer keeps at most this many addresses; the server counts, the checkout explains. */
export const MAX_CUSTOMER_ADDRESSES = 10;

function comparable(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('id');
}

/**
 * Whether two addresses lead to the same door: spacing, letter case and the way the phone
 * number is written do not matter. Keeping an address from an order uses it so the same
 * address is never saved twice, and the checkout uses it to tell which saved one is chosen.
 */
export function sameShippingAddress(a: ShippingAddressRecord, b: ShippingAddressRecord): boolean {
  const phone = (value: string) => normalizeIndonesianPhone(value) ?? comparable(value);
  return phone(a.phone) === phone(b.phone)
    && (['name', 'address', 'district', 'city', 'province', 'postalCode'] as const).every((part) => comparable(a[part]) === comparable(b[part]));
}
