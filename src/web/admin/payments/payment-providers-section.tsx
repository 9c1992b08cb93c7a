// The card and wallet providers' merchant ids and secret keys. A key is typed once and never
// comes back: the screen shows which one is stored by its last 4 characters.
import { useState } from 'react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { SAVE_PAYMENT_PROVIDER_MUTATION } from './payments-api';
import { usePaymentChange, type PaymentSetup } from './use-payment-change';

type Provider = PaymentSetup['providers'][number];

function ProviderForm({ provider, canManage, onSetup }: { provider: Provider; canManage: boolean; onSetup: (setup: PaymentSetup) => void }) {
  const t = useT();
  const [merchantId, setMerchantId] = useState(provider.merchantId);
  const [secretKey, setSecretKey] = useState('');
  const [saved, setSaved] = useState(false);
  const save = usePaymentChange('PaymentProviderInput', SAVE_PAYMENT_PROVIDER_MUTATION, onSetup);
  const name = t(provider.provider === 'card' ? 'adminPayments.provider.card' : 'adminPayments.provider.wallet');
  const id = `provider-${provider.provider}`;
  return (
    <form className="pay-provider" aria-labelledby={`${id}-title`} onSubmit={async (event) => {
      event.preventDefault();
      setSaved(false);
      const done = await save.submit({ input: { provider: provider.provider, merchantId, secretKey: secretKey || null } });
      if (done) setSecretKey('');
      setSaved(done);
    }}>
      <h3 id={`${id}-title`}>{name}</h3>
      {save.error ? <p role="alert" className="admin-alert">{save.error}</p> : null}
      <fieldset disabled={!canManage} className="pay-fieldset">
        <legend className="visually-hidden">{name}</legend>
        <div className={save.problems.merchantId ? 'field field-invalid' : 'field'}>
          <label className="field-label" htmlFor={`${id}-merchant`}>{t('adminPayments.merchantId')}</label>
          <input id={`${id}-merchant`} className="field-control" maxLength={100} autoComplete="off" value={merchantId} onChange={(event) => setMerchantId(event.currentTarget.value)}
            aria-invalid={save.problems.merchantId ? true : undefined} aria-describedby={save.problems.merchantId ? `${id}-merchant-error` : undefined} />
          {save.problems.merchantId ? <p id={`${id}-merchant-error`} className="field-error">{save.problems.merchantId}</p> : null}
        </div>
        <p className="pay-key-state">{provider.secretKeyLast4 ? t('adminPayments.keyEnding', { last4: provider.secretKeyLast4 }) : t('adminPayments.noKey')}</p>
        <div className={save.problems.secretKey ? 'field field-invalid' : 'field'}>
          <label className="field-label" htmlFor={`${id}-key`}>{t('adminPayments.secretKey')}</label>
          <p id={`${id}-key-hint`} className="field-hint">{t('adminPayments.secretKeyHint')}</p>
          <input id={`${id}-key`} className="field-control" type="password" autoComplete="new-password" maxLength={500} value={secretKey} onChange={(event) => setSecretKey(event.currentTarget.value)}
            aria-invalid={save.problems.secretKey ? true : undefined} aria-describedby={[`${id}-key-hint`, save.problems.secretKey ? `${id}-key-error` : ''].filter(Boolean).join(' ')} />
          {save.problems.secretKey ? <p id={`${id}-key-error`} className="field-error">{save.problems.secretKey}</p> : null}
        </div>
      </fieldset>
      {canManage ? (
        <div className="pay-actions">
          <Button type="submit" variant="secondary">{t(provider.provider === 'card' ? 'adminPayments.saveProvider.card' : 'adminPayments.saveProvider.wallet')}</Button>
          <p role="status">{saved ? t('adminSettings.saved') : ''}</p>
        </div>
      ) : null}
    </form>
  );
}

export function PaymentProvidersSection({ setup, canManage, onSetup }: { setup: PaymentSetup; canManage: boolean; onSetup: (setup: PaymentSetup) => void }) {
  const t = useT();
  return (
    <section className="admin-panel pay-section" aria-labelledby="pay-providers-title">
      <h2 id="pay-providers-title">{t('adminPayments.providers')}</h2>
      <p className="admin-muted">{t('adminPayments.providersHint')}</p>
      {setup.providers.map((provider) => <ProviderForm key={provider.provider} provider={provider} canManage={canManage} onSetup={onSetup} />)}
    </section>
  );
}
