// The rules and shapes of a shipping address form, shared by checkout and the account's saved
// addresses: the same limits as the server, the same messages, and the +62 phone as typed.
import { required } from '../../domain/validation/basic-validators';
import { DEFAULT_PHONE_COUNTRY_CODE, fullPhone, prefixedPhone } from '../../domain/validation/phone-number';
import type { MessageParams, ValidationError, Validator } from '../../domain/validation/validation-error';
import { isEmptyValue } from '../../domain/validation/validation-error';
import type { ShippingAddressFieldsFragment, ShippingAddressInput } from '../graph/generated/shop-operations';

/** The server's limits for the address parts. */
export const ADDRESS_MAX_LENGTH: Readonly<Record<keyof ShippingAddressFieldsFragment, number>> = {
  name: 100,
  phone: 30,
  address: 300,
  district: 100,
  city: 100,
  province: 100,
  postalCode: 5,
};

export const EMPTY_ADDRESS: ShippingAddressFieldsFragment = { name: '', phone: '', address: '', district: '', city: '', province: '', postalCode: '' };

function addressError(key: string, params?: MessageParams): ValidationError {
  return (params ? { key, params } : { key }) as ValidationError;
}

/** At most `max` characters (code points) of trimmed text; empty passes. */
export function maxLength(max: number): Validator {
  return (value) => {
    if (typeof value !== 'string' || isEmptyValue(value)) return null;
    return [...value.trim()].length > max ? addressError('checkout.validation.maxLength', { max }) : null;
  };
}

/** Kode pos: exactly five digits. */
export const postalCode: Validator = (value) => {
  if (isEmptyValue(value)) return null;
  return typeof value === 'string' && /^\d{5}$/.test(value.trim()) ? null : addressError('checkout.validation.postalCode');
};

/** A stored number (`6281234567890`) as shown after the +62 prefix (`81234567890`). */
export function phoneForInput(stored: string): string {
  const digits = stored.trim();
  if (digits === '') return '';
  if (digits.startsWith(`+${DEFAULT_PHONE_COUNTRY_CODE}`)) return digits.slice(DEFAULT_PHONE_COUNTRY_CODE.length + 1);
  if (digits.startsWith(DEFAULT_PHONE_COUNTRY_CODE)) return digits.slice(DEFAULT_PHONE_COUNTRY_CODE.length);
  return digits.startsWith('+') ? digits : `+${digits}`;
}

/** The rules of the address parts under `prefix` (`shippingAddress`, `address`). */
export function addressValidators(prefix: string): Record<string, Validator[]> {
  return {
    [`${prefix}.name`]: [required, maxLength(ADDRESS_MAX_LENGTH.name)],
    [`${prefix}.phone`]: [required, prefixedPhone],
    [`${prefix}.address`]: [required, maxLength(ADDRESS_MAX_LENGTH.address)],
    [`${prefix}.district`]: [required, maxLength(ADDRESS_MAX_LENGTH.district)],
    [`${prefix}.city`]: [required, maxLength(ADDRESS_MAX_LENGTH.city)],
    [`${prefix}.province`]: [required],
    [`${prefix}.postalCode`]: [required, postalCode],
  };
}

/** A stored address as the form shows it (the phone after its +62). */
export function addressForForm(address: ShippingAddressFieldsFragment | null | undefined): ShippingAddressFieldsFragment {
  const value = address ?? EMPTY_ADDRESS;
  return { ...value, phone: phoneForInput(value.phone) };
}

/** What the form holds, as the API takes it: trimmed, the phone with its country code. */
export function addressInput(address: ShippingAddressFieldsFragment): ShippingAddressInput {
  return {
    name: address.name.trim(),
    phone: fullPhone(address.phone),
    address: address.address.trim(),
    district: address.district.trim(),
    city: address.city.trim(),
    province: address.province,
    postalCode: address.postalCode.trim(),
  };
}
