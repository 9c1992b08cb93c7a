// The seven controls of a shipping address, the same in checkout and in the account's saved
// addresses: labels, hints, limits and the browser's address autofill names.
import type { FieldBinding } from '../forms/use-form';
import { useT } from '../i18n/i18n-react';
import { ADDRESS_MAX_LENGTH } from './address-form';
import { FormInput, FormSelect } from './form-controls';

/** Longest phone number as typed after +62, as the server accepts it. */
const PHONE_MAX_LENGTH = 30;

export interface AddressFieldsProps {
  /** The binding of a field path, e.g. `bind('shippingAddress.city')`. */
  bind: (path: string) => FieldBinding;
  /** Where the address sits in the form's values (`shippingAddress`, `address`). */
  prefix: string;
  provinces: readonly string[];
  onProvinceChange?: (province: string) => void;
}

export function AddressFields({ bind, prefix, provinces, onProvinceChange }: AddressFieldsProps) {
  const t = useT();
  const at = (part: string) => bind(`${prefix}.${part}`);
  return (
    <>
      <FormInput field={at('name')} label={t('checkout.address.name')} autoComplete="shipping name" maxLength={ADDRESS_MAX_LENGTH.name} />
      <FormInput field={at('phone')} label={t('checkout.address.phone')} hint={t('checkout.phoneHint')} type="tel" autoComplete="shipping tel-national" inputMode="tel" maxLength={PHONE_MAX_LENGTH} prefix="+62" />
      <FormInput field={at('address')} label={t('checkout.address.street')} hint={t('checkout.address.streetHint')} autoComplete="shipping street-address" maxLength={ADDRESS_MAX_LENGTH.address} multiline />
      <FormInput field={at('district')} label={t('checkout.address.district')} autoComplete="shipping address-level3" maxLength={ADDRESS_MAX_LENGTH.district} />
      <FormInput field={at('city')} label={t('checkout.address.city')} autoComplete="shipping address-level2" maxLength={ADDRESS_MAX_LENGTH.city} />
      <FormSelect field={at('province')} label={t('checkout.address.province')} placeholder={t('checkout.address.provincePlaceholder')} options={provinces} autoComplete="shipping address-level1" onValueChange={onProvinceChange} />
      <FormInput field={at('postalCode')} label={t('checkout.address.postalCode')} autoComplete="shipping postal-code" inputMode="numeric" maxLength={ADDRESS_MAX_LENGTH.postalCode} />
    </>
  );
}
