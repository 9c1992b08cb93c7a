// The seven controls of a shipping address, the same in checkout and in the account's saved
// addresses: labels, hints, limits and the browser's address autofill names. Province comes
// before city and district, as Indonesian addresses are chosen: once it is known, the city
// and district fields suggest the official names of its places, while still taking any text
// (a new district, a village the shopper knows it by). The names are asked for when the
// shopper first goes to one of those fields, so an opened or autofilled checkout sends nothing.
import { useId, useState } from 'react';
import { findCity } from '../../domain/shipping/regions';
import type { FieldBinding } from '../forms/use-form';
import type { ShippingCitiesQuery } from '../graph/generated/shop-operations';
import { graphDocument } from '../graph/graph-document';
import { useQuery } from '../graph/graph-react';
import { useT } from '../i18n/i18n-react';
import { ADDRESS_MAX_LENGTH } from './address-form';
import { FormInput, FormSelect } from './form-controls';

/** Longest phone number as typed after +62, as the server accepts it. */
const PHONE_MAX_LENGTH = 30;

export const SHIPPING_CITIES_QUERY = graphDocument(/* GraphQL */ `
  query ShippingCities($province: String!) {
    shippingCities(province: $province) { name districts }
  }
`);

export interface AddressFieldsProps {
  /** The binding of a field path, e.g. `bind('shippingAddress.city')`. */
  bind: (path: string) => FieldBinding;
  /** Where the address sits in the form's values (`shippingAddress`, `address`). */
  prefix: string;
  provinces: readonly string[];
  onProvinceChange?: (province: string) => void;
}

/** Suggestions for a text field: the browser lists those that contain what has been typed. */
function Suggestions({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => <option key={value} value={value} />)}
    </datalist>
  );
}

export function AddressFields({ bind, prefix, provinces, onProvinceChange }: AddressFieldsProps) {
  const t = useT();
  const id = useId();
  const at = (part: string) => bind(`${prefix}.${part}`);
  const province = at('province').value;
  const known = typeof province === 'string' && provinces.includes(province);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const { data } = useQuery<ShippingCitiesQuery>(SHIPPING_CITIES_QUERY, { province: known ? province : '' }, { skip: !known || !wanted });
  const cities = known ? data?.shippingCities ?? [] : [];
  const cityTyped = at('city').value;
  const city = typeof cityTyped === 'string' ? findCity(cities, cityTyped) : null;
  const citiesId = `${id}-cities`;
  const districtsId = `${id}-districts`;
  return (
    <>
      <FormInput field={at('name')} label={t('checkout.address.name')} autoComplete="shipping name" maxLength={ADDRESS_MAX_LENGTH.name} />
      <FormInput field={at('phone')} label={t('checkout.address.phone')} hint={t('checkout.phoneHint')} type="tel" autoComplete="shipping tel-national" inputMode="tel" maxLength={PHONE_MAX_LENGTH} prefix="+62" />
      <FormInput field={at('address')} label={t('checkout.address.street')} hint={t('checkout.address.streetHint')} autoComplete="shipping street-address" maxLength={ADDRESS_MAX_LENGTH.address} multiline />
      <FormSelect field={at('province')} label={t('checkout.address.province')} placeholder={t('checkout.address.provincePlaceholder')} options={provinces} autoComplete="shipping address-level1" onValueChange={onProvinceChange} />
      <FormInput field={at('city')} label={t('checkout.address.city')} hint={cities.length ? t('checkout.address.cityHint') : undefined} autoComplete="shipping address-level2" maxLength={ADDRESS_MAX_LENGTH.city}
        list={cities.length ? citiesId : undefined} onFocus={want} />
      {cities.length ? <Suggestions id={citiesId} values={cities.map((entry) => entry.name)} /> : null}
      <FormInput field={at('district')} label={t('checkout.address.district')} autoComplete="shipping address-level3" maxLength={ADDRESS_MAX_LENGTH.district}
        list={city?.districts.length ? districtsId : undefined} onFocus={want} />
      {city?.districts.length ? <Suggestions id={districtsId} values={city.districts} /> : null}
      <FormInput field={at('postalCode')} label={t('checkout.address.postalCode')} autoComplete="shipping postal-code" inputMode="numeric" maxLength={ADDRESS_MAX_LENGTH.postalCode} />
    </>
  );
}
