// The shipping address part of the checkout: a signed-in customer chooses one of their saved
// addresses or a new one (which they may keep in the account); a guest types one as before.
import { useId } from 'react';
import { formatPhone } from '../../../domain/format/format';
import { MAX_CUSTOMER_ADDRESSES } from '../../../domain/customers/saved-addresses';
import type { FieldBinding } from '../../forms/use-form';
import { useT } from '../../i18n/i18n-react';
import { AddressFields } from '../../ui/address-fields';
import type { CheckoutViewer, SavedAddressView } from './checkout-account';
import { NEW_ADDRESS } from './checkout-account';
import { RadioGroupField } from './checkout-fields';

export interface CheckoutAddressProps {
  bind: (path: string) => FieldBinding;
  provinces: readonly string[];
  /** Saves what waits at once (a chosen province or saved address re-quotes the couriers). */
  flush: () => void;
  viewer: CheckoutViewer | null;
  saved: readonly SavedAddressView[];
  choice: string;
  onChoose: (choice: string) => void;
  keep: boolean;
  onKeep: (keep: boolean) => void;
}

/** One line a person reads to recognise an address. */
function addressLine(address: SavedAddressView['address']): string {
  return [address.address, address.district, address.city, `${address.province} ${address.postalCode}`].join(', ');
}

export function CheckoutAddress({ bind, provinces, flush, viewer, saved, choice, onChoose, keep, onKeep }: CheckoutAddressProps) {
  const t = useT();
  const id = useId();
  const full = saved.length >= MAX_CUSTOMER_ADDRESSES;
  // The list is not a form value: it only decides which address the form holds.
  const choiceBinding: FieldBinding = {
    name: 'addressChoice', id: `${id}-choice`, hintId: `${id}-choice-hint`, errorId: `${id}-choice-error`,
    value: choice, error: null, required: false, ref: () => undefined, setValue: (value) => onChoose(String(value)), onBlur: () => undefined,
  };
  const typing = choice === NEW_ADDRESS;
  return (
    <fieldset className="form-group">
      <legend>{t('checkout.address.title')}</legend>
      {saved.length > 0 ? (
        <RadioGroupField
          field={choiceBinding}
          legend={t('checkout.address.choose')}
          choices={[
            ...saved.map((entry) => ({
              value: entry.id,
              label: entry.address.name,
              detail: `${addressLine(entry.address)} · ${formatPhone(entry.address.phone)}`,
            })),
            { value: NEW_ADDRESS, label: t('checkout.address.new') },
          ]}
        />
      ) : null}
      {typing ? (
        <div className="checkout-address-fields">
          <AddressFields bind={bind} prefix="shippingAddress" provinces={provinces} onProvinceChange={flush} />
          {viewer ? (
            <div className="field field-checkbox checkout-keep-address">
              <input
                id={`${id}-keep`}
                type="checkbox"
                className="field-check"
                checked={keep && !full}
                disabled={full}
                aria-describedby={`${id}-keep-hint`}
                onChange={(event) => onKeep(event.currentTarget.checked)}
              />
              <label htmlFor={`${id}-keep`} className="field-label">{t('checkout.address.keep')}</label>
              <p id={`${id}-keep-hint`} className="field-hint">
                {full ? t('checkout.address.keepFull', { max: MAX_CUSTOMER_ADDRESSES }) : t('checkout.address.keepHint')}
              </p>
            </div>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
