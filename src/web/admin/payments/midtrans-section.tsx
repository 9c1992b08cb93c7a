// Midtrans (docs/decisions/0058): the shop’s account for virtual accounts, QRIS, e-wallets and cards (0063). The server
// key is typed once and never comes back; "Test connection" asks Midtrans itself, with a key
// typed but not saved yet or with the stored one.
import { useState } from 'react';
import type { AdminMidtransFieldsFragment, AdminTestMidtransMutation } from '../../graph/generated/admin-operations';
import { useMutation } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { AccountActions, AccountTextField } from '../ui/account-form-parts';
import { SAVE_MIDTRANS_MUTATION, TEST_MIDTRANS_MUTATION } from './payments-api';
import { useGatewayAccount } from './use-gateway-account';

type Midtrans = AdminMidtransFieldsFragment;

const ID = 'midtrans';

/**
 * `switchedOff` counts the times another gateway was switched on here, which switched this one
 * off on the server; `onSwitchedOn` says this one was.
 */
export function MidtransSection({ initial, canManage, switchedOff, onSwitchedOn }: { initial: Midtrans; canManage: boolean; switchedOff: number; onSwitchedOn: () => void }) {
  const t = useT();
  const { stored, enabled, setEnabled, save, check, checking, testConnection } = useGatewayAccount(initial, switchedOff, { inputType: 'MidtransSettingsInput', document: SAVE_MIDTRANS_MUTATION });
  const [production, setProduction] = useState(initial.production);
  const [merchantId, setMerchantId] = useState(initial.merchantId);
  const [clientKey, setClientKey] = useState(initial.clientKey);
  const [serverKey, setServerKey] = useState('');
  const [saved, setSaved] = useState(false);
  const [runCheck] = useMutation<AdminTestMidtransMutation>('MidtransConnectionInput', TEST_MIDTRANS_MUTATION);
  const ask = async () => (await runCheck({ input: { production, ...(serverKey.trim() ? { serverKey: serverKey.trim() } : {}) } })).testMidtransConnection;

  return (
    <section className="admin-panel pay-section" aria-labelledby={`${ID}-title`}>
      <h2 id={`${ID}-title`}>{t('adminPayments.midtrans.title')}</h2>
      <p className="admin-muted">{t('adminPayments.midtrans.intro')}</p>
      <form
        className="pay-provider"
        aria-labelledby={`${ID}-title`}
        onSubmit={async (event) => {
          event.preventDefault();
          setSaved(false);
          const done = await save.submit({ input: { enabled, production, merchantId: merchantId.trim(), clientKey: clientKey.trim(), serverKey: serverKey.trim() || null } });
          if (done) setServerKey('');
          if (done && enabled) onSwitchedOn();
          setSaved(done);
        }}
      >
        {save.error ? <p role="alert" className="admin-alert">{save.error}</p> : null}
        <fieldset disabled={!canManage} className="pay-fieldset">
          <legend className="visually-hidden">{t('adminPayments.midtrans.title')}</legend>
          <label className="pay-check">
            <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.currentTarget.checked)}
              aria-invalid={save.problems.enabled ? true : undefined} aria-describedby={save.problems.enabled ? `${ID}-enabled-error` : undefined} />
            {t('adminPayments.midtrans.enabled')}
          </label>
          <p className="field-hint">{t('adminPayments.gateway.switchesOther', { gateway: 'Midtrans', other: 'Xendit' })}</p>
          {save.problems.enabled ? <p id={`${ID}-enabled-error`} className="field-error">{save.problems.enabled}</p> : null}
          <fieldset className="pay-fieldset pay-mode">
            <legend className="field-label">{t('adminPayments.midtrans.mode')}</legend>
            <label className="pay-check">
              <input type="radio" name={`${ID}-mode`} checked={!production} onChange={() => setProduction(false)} />
              {t('adminPayments.midtrans.sandbox')}
            </label>
            <label className="pay-check">
              <input type="radio" name={`${ID}-mode`} checked={production} onChange={() => setProduction(true)} />
              {t('adminPayments.midtrans.production')}
            </label>
          </fieldset>
          <div className="pay-row">
            <AccountTextField gateway={ID} name="merchantId" label={t('adminPayments.merchantId')} value={merchantId} onChange={setMerchantId} error={save.problems.merchantId} />
            <AccountTextField gateway={ID} name="clientKey" label={t('adminPayments.midtrans.clientKey')} value={clientKey} onChange={setClientKey} error={save.problems.clientKey} />
          </div>
          <p className="pay-key-state">
            {stored.serverKeyLast4 ? t('adminPayments.keyEnding', { last4: stored.serverKeyLast4 }) : t('adminPayments.noKey')}
          </p>
          <AccountTextField gateway={ID} name="serverKey" label={t('adminPayments.midtrans.serverKey')} hint={t('adminPayments.midtrans.serverKeyHint')}
            value={serverKey} onChange={setServerKey} error={save.problems.serverKey} secret />
        </fieldset>
        <AccountActions canManage={canManage} saveLabel={t('adminPayments.midtrans.save')} testLabel={t('adminPayments.midtrans.test')}
          saved={saved} checking={checking} check={check} onTest={() => testConnection(ask)} />
      </form>
    </section>
  );
}
