// The account's saved addresses (spec §9: at most 10): listed, added, changed and deleted after
// a confirmation, with the same fields and rules as checkout's address.
import { formatPhone } from '../../../domain/format/format';
import { useId, useRef, useState } from 'react';
import type { FieldValidators } from '../../../domain/validation/run-validators';
import { FormStatus } from '../../forms/form-status';
import { fieldRefusal } from '../../forms/server-refusal';
import { useForm } from '../../forms/use-form';
import { useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { AddressFields } from '../../ui/address-fields';
import { addressForForm, addressInput, addressValidators } from '../../ui/address-form';
import { Button } from '../../ui/feedback/button';
import { useConfirm } from '../../ui/overlays/confirm-dialog';
import { ADDRESS_PARTS } from '../../ui/shipping-address';
import { DELETE_ADDRESS_INPUT, DELETE_ADDRESS_MUTATION, SAVE_ADDRESS_MUTATION } from './account-api';
import { useRefusalText } from './account-errors';
import type { AccountCustomer } from './account-parts';
import { useUpdateAccount } from './use-account-cache';
import type { DeleteAddressMutation, SaveAddressMutation, ShippingAddressFieldsFragment } from '../../graph/generated/shop-operations';

type SavedAddress = AccountCustomer['addresses'][number];
type AddressValues = { address: ShippingAddressFieldsFragment };

const VALIDATORS: FieldValidators = addressValidators('address');
const SERVER_FIELDS = ADDRESS_PARTS.map((part) => `address.${part}`);

function AddressLines({ address }: { address: ShippingAddressFieldsFragment }) {
  return (
    <address className="account-address">
      <strong>{address.name}</strong><br />
      {formatPhone(address.phone)}<br />
      {address.address}<br />
      {address.district}, {address.city}<br />
      {address.province} {address.postalCode}
    </address>
  );
}

function DeletedNote({ name }: { name: string }) {
  const t = useT();
  return <p>{t('account.addresses.deletedBody', { name })}</p>;
}

function AddressForm({ saved, provinces, onDone }: { saved: SavedAddress | null; provinces: readonly string[]; onDone: (saved: boolean) => void }) {
  const t = useT();
  const client = useGraphClient();
  const updateAccount = useUpdateAccount();
  const titleId = useId();
  const form = useForm<AddressValues>(`account-address-${saved?.id ?? 'new'}`, {
    initial: { address: addressForForm(saved?.address) },
    validators: VALIDATORS,
    onSubmit: async (values) => {
      let data: SaveAddressMutation;
      try {
        data = await client.mutate<SaveAddressMutation>('SaveAddressInput', SAVE_ADDRESS_MUTATION, { input: { id: saved?.id ?? null, address: addressInput(values.address) } });
      } catch (error) {
        throw fieldRefusal(error, SERVER_FIELDS);
      }
      const stored = data.saveAddress;
      updateAccount((customer) => ({
        ...customer,
        addresses: saved ? customer.addresses.map((item) => (item.id === stored.id ? stored : item)) : [...customer.addresses, stored],
      }));
      onDone(true);
    },
  });
  return (
    <form {...form.formProps} className="form account-form" aria-labelledby={titleId}>
      <h3 id={titleId}>{saved ? t('account.addresses.editTitle') : t('account.addresses.addTitle')}</h3>
      <AddressFields bind={form.field} prefix="address" provinces={provinces} />
      <FormStatus state={form.state} processedKey="account.addresses.saved" />
      <div className="form-actions">
        <Button type="submit" loading={form.state.processing}>{t('account.addresses.save')}</Button>
        <Button variant="quiet" onPress={() => onDone(false)}>{t('account.addresses.cancel')}</Button>
      </div>
    </form>
  );
}

export function AddressSection({ customer, provinces }: { customer: AccountCustomer; provinces: readonly string[] }) {
  const t = useT();
  const titleId = useId();
  const limitId = useId();
  const client = useGraphClient();
  const ask = useConfirm();
  const refusal = useRefusalText();
  const updateAccount = useUpdateAccount();
  // 'new' while adding, an address id while changing it, null while only listing.
  const [editing, setEditing] = useState<string | null>(null);
  // What the live region says, as a key so it is translated when shown.
  const [status, setStatus] = useState<{ key: string; params?: Record<string, string> } | null>(null);
  // The dialog is given finished strings: they are read while rendering, so they are loaded by the time it opens.
  const dialog = {
    title: t('account.addresses.deleteTitle'),
    yes: t('account.addresses.deleteYes'),
    no: t('account.addresses.deleteNo'),
    done: t('account.addresses.deleted'),
  };
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { addresses, addressLimit } = customer;
  const full = addresses.length >= addressLimit;

  const finish = (saved: boolean) => {
    setEditing(null);
    setStatus(saved ? { key: 'account.addresses.saved' } : null);
    requestAnimationFrame(() => heading.current?.focus());
  };

  const remove = async (item: SavedAddress) => {
    setStatus(null);
    setFailure(null);
    const result = await ask({
      title: dialog.title,
      content: <AddressLines address={item.address} />,
      yesLabel: dialog.yes,
      noLabel: dialog.no,
      successTitle: dialog.done,
      successContent: <DeletedNote name={item.address.name} />,
      onConfirm: async () => {
        try {
          await client.mutate<DeleteAddressMutation>(DELETE_ADDRESS_INPUT, DELETE_ADDRESS_MUTATION, { id: item.id });
        } catch (error) {
          setFailure({ error });
          throw error;
        }
      },
    });
    if (result.confirmed) {
      updateAccount((current) => ({ ...current, addresses: current.addresses.filter((other) => other.id !== item.id) }));
      setStatus({ key: 'account.addresses.deletedBody', params: { name: item.address.name } });
      heading.current?.focus();
    }
  };

  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>{t('account.addresses.title')}</h2>
      <p className="muted">{t('account.addresses.count', { count: addresses.length, max: addressLimit })}</p>
      {addresses.length === 0 ? <p>{t('account.addresses.empty')}</p> : (
        <ul className="account-address-list" aria-label={t('account.addresses.list')}>
          {addresses.map((item) => (
            <li key={item.id} className="account-card">
              {editing === item.id ? (
                <AddressForm saved={item} provinces={provinces} onDone={finish} />
              ) : (
                <>
                  <AddressLines address={item.address} />
                  <div className="account-actions">
                    <Button size="small" variant="secondary" aria-label={t('account.addresses.editLabel', { name: item.address.name })} onPress={() => { setStatus(null); setEditing(item.id); }}>
                      {t('account.addresses.edit')}
                    </Button>
                    <Button size="small" variant="danger" aria-label={t('account.addresses.deleteLabel', { name: item.address.name })} onPress={() => remove(item)}>
                      {t('account.addresses.delete')}
                    </Button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing === 'new' ? (
        <AddressForm saved={null} provinces={provinces} onDone={finish} />
      ) : (
        <div className="account-actions">
          <Button variant="secondary" disabled={full} aria-describedby={full ? limitId : undefined} onPress={() => { setStatus(null); setEditing('new'); }}>
            {t('account.addresses.add')}
          </Button>
          {full ? <p id={limitId} className="muted">{t('account.addresses.limit', { max: addressLimit })}</p> : null}
        </div>
      )}
      <p role="status" className="form-status-text">{status ? t(status.key, status.params) : ''}</p>
      {failure ? <p role="alert" className="form-status-error">{refusal(failure.error)}</p> : null}
    </section>
  );
}
