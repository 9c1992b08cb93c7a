// The account's profile: name, e-mail with whether it is confirmed (and a way to have the link
// sent again), and phone; name and phone can be changed in place, checked as at sign-up.
import { formatPhone } from '../../../domain/format/format';
import { useId, useRef, useState } from 'react';
import { required } from '../../../domain/validation/basic-validators';
import { fullPhone, prefixedPhone } from '../../../domain/validation/phone-number';
import type { FieldValidators } from '../../../domain/validation/run-validators';
import { FormStatus } from '../../forms/form-status';
import { fieldRefusal } from '../../forms/server-refusal';
import { useForm } from '../../forms/use-form';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { maxLength, phoneForInput } from '../../ui/address-form';
import { Button } from '../../ui/feedback/button';
import { FormInput } from '../../ui/form-controls';
import { useRefusalText } from './account-errors';
import { RESEND_VERIFICATION_INPUT, RESEND_VERIFICATION_MUTATION, UPDATE_PROFILE_MUTATION } from './account-api';
import type { AccountCustomer } from './account-parts';
import { useUpdateAccount } from './use-account-cache';
import type { ResendVerificationMutation, UpdateCustomerProfileMutation } from '../../graph/generated/shop-operations';

/** The server's limit for a name (decision 0015). */
const NAME_MAX_LENGTH = 100;
const PHONE_MAX_LENGTH = 30;

const VALIDATORS: FieldValidators = { name: [required, maxLength(NAME_MAX_LENGTH)], phone: [required, prefixedPhone] };

type ProfileValues = { name: string; phone: string };

function ResendVerification() {
  const t = useT();
  const client = useGraphClient();
  const refusal = useRefusalText();
  const [state, setState] = useState<{ kind: 'idle' | 'working' } | { kind: 'sent'; message: string } | { kind: 'failed'; error: unknown }>({ kind: 'idle' });
  const resend = async () => {
    setState({ kind: 'working' });
    try {
      const data = await client.mutate<ResendVerificationMutation>(RESEND_VERIFICATION_INPUT, RESEND_VERIFICATION_MUTATION);
      setState({ kind: 'sent', message: data.resendVerification.message });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  };
  return (
    <div className="account-verify">
      <p>{t('account.profile.notVerifiedBody')}</p>
      <Button variant="secondary" loading={state.kind === 'working'} onPress={resend}>{t('account.profile.resend')}</Button>
      <p role="status" className="form-status-text">{state.kind === 'sent' ? state.message : ''}</p>
      {state.kind === 'failed' ? <p role="alert" className="form-status-error">{refusal(state.error)}</p> : null}
    </div>
  );
}

function ProfileForm({ customer, onDone }: { customer: AccountCustomer; onDone: (saved: boolean) => void }) {
  const t = useT();
  const client = useGraphClient();
  const cache = useGraphCache();
  const updateAccount = useUpdateAccount();
  const titleId = useId();
  const form = useForm<ProfileValues>(`account-profile-${customer.id}`, {
    initial: { name: customer.name, phone: phoneForInput(customer.phone ?? '') },
    validators: VALIDATORS,
    onSubmit: async (values) => {
      let data: UpdateCustomerProfileMutation;
      try {
        data = await client.mutate<UpdateCustomerProfileMutation>('CustomerProfileInput', UPDATE_PROFILE_MUTATION, { input: { name: values.name.trim(), phone: fullPhone(values.phone) } });
      } catch (error) {
        throw fieldRefusal(error, ['name', 'phone']);
      }
      const { name, phone } = data.updateCustomerProfile;
      updateAccount((current) => ({ ...current, name, phone }));
      // The header shows the name too: answers read with the old one are asked again.
      cache.invalidate();
      onDone(true);
    },
  });
  return (
    <form {...form.formProps} className="form account-form" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('account.profile.editTitle')}</h3>
      <FormInput field={form.field('name')} label={t('account.profile.name')} autoComplete="name" maxLength={NAME_MAX_LENGTH} />
      <FormInput field={form.field('phone')} label={t('account.profile.phone')} hint={t('session.phoneHint')} type="tel" inputMode="tel" autoComplete="tel-national" maxLength={PHONE_MAX_LENGTH} prefix="+62" />
      <FormStatus state={form.state} processedKey="account.profile.saved" />
      <div className="form-actions">
        <Button type="submit" loading={form.state.processing}>{t('account.profile.save')}</Button>
        <Button variant="quiet" onPress={() => onDone(false)}>{t('account.profile.cancel')}</Button>
      </div>
    </form>
  );
}

export function ProfileSection({ customer }: { customer: AccountCustomer }) {
  const t = useT();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const finish = (didSave: boolean) => {
    setEditing(false);
    setSaved(didSave);
    // Back where the shopper started, so the keyboard does not fall to the top of the page.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account.profile.title')}</h2>
      <dl className="account-facts">
        <div><dt>{t('account.profile.name')}</dt><dd>{customer.name}</dd></div>
        <div>
          <dt>{t('account.profile.email')}</dt>
          <dd>
            <span className="account-email">{customer.email}</span>{' '}
            <span className={customer.verified ? 'account-badge account-badge-ok' : 'account-badge account-badge-wait'}>
              {customer.verified ? t('account.profile.verified') : t('account.profile.notVerified')}
            </span>
          </dd>
        </div>
        <div><dt>{t('account.profile.phone')}</dt><dd>{customer.phone ? formatPhone(customer.phone) : t('account.profile.noPhone')}</dd></div>
      </dl>
      {customer.verified ? null : <ResendVerification />}
      {editing ? (
        <ProfileForm customer={customer} onDone={finish} />
      ) : (
        <div className="account-actions">
          <Button ref={editButton} variant="secondary" onPress={() => { setSaved(false); setEditing(true); }}>{t('account.profile.edit')}</Button>
        </div>
      )}
      <p role="status" className="form-status-text">{saved && !editing ? t('account.profile.saved') : ''}</p>
    </section>
  );
}
