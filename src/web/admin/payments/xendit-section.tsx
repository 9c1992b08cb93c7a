// Xendit (docs/decisions/0061): the shop’s account for virtual accounts, QRIS, e-wallets and cards (0063). The secret key
// and callback token are typed once and never come back; the key says its own mode. The shop's
// callback address is shown to copy into Xendit's dashboard, where Xendit takes it per account.
import { useState } from 'react';
import type { AdminTestXenditMutation, AdminXenditFieldsFragment } from '../../graph/generated/admin-operations';
import { useMutation } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { AccountActions, AccountTextField } from '../ui/account-form-parts';
import { SAVE_XENDIT_MUTATION, TEST_XENDIT_MUTATION } from './payments-api';
import { useGatewayAccount } from './use-gateway-account';

type Xendit = AdminXenditFieldsFragment;

const ID = 'xendit';

/** As MidtransSection: `switchedOff` counts the times another gateway was switched on here. */
export function XenditSection({ initial, canManage, switchedOff, onSwitchedOn }: { initial: Xendit; canManage: boolean; switchedOff: number; onSwitchedOn: () => void }) {
  const t = useT();
  const { stored, enabled, setEnabled, save, check, checking, testConnection } = useGatewayAccount(initial, switchedOff, { inputType: 'XenditSettingsInput', document: SAVE_XENDIT_MUTATION });
  const [secretKey, setSecretKey] = useState('');
  const [callbackToken, setCallbackToken] = useState('');
  const [saved, setSaved] = useState(false);
  const [runCheck] = useMutation<AdminTestXenditMutation>('XenditConnectionInput', TEST_XENDIT_MUTATION);
  const ask = async () => (await runCheck({ input: secretKey.trim() ? { secretKey: secretKey.trim() } : {} })).testXenditConnection;

  return (
    <section className="admin-panel pay-section" aria-labelledby={`${ID}-title`}>
      <h2 id={`${ID}-title`}>{t('adminPayments.xendit.title')}</h2>
      <p className="admin-muted">{t('adminPayments.xendit.intro')}</p>
      <form
        className="pay-provider"
        aria-labelledby={`${ID}-title`}
        onSubmit={async (event) => {
          event.preventDefault();
          setSaved(false);
          const done = await save.submit({ input: { enabled, secretKey: secretKey.trim() || null, callbackToken: callbackToken.trim() || null } });
          if (done) {
            setSecretKey('');
            setCallbackToken('');
            if (enabled) onSwitchedOn();
          }
          setSaved(done);
        }}
      >
        {save.error ? <p role="alert" className="admin-alert">{save.error}</p> : null}
        <fieldset disabled={!canManage} className="pay-fieldset">
          <legend className="visually-hidden">{t('adminPayments.xendit.title')}</legend>
          <label className="pay-check">
            <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.currentTarget.checked)}
              aria-invalid={save.problems.enabled ? true : undefined} aria-describedby={save.problems.enabled ? `${ID}-enabled-error` : undefined} />
            {t('adminPayments.xendit.enabled')}
          </label>
          {save.problems.enabled ? <p id={`${ID}-enabled-error`} className="field-error">{save.problems.enabled}</p> : null}
          <p className="field-hint">{t('adminPayments.gateway.switchesOther', { gateway: 'Xendit', other: 'Midtrans' })}</p>
          <p className="pay-key-state">
            {stored.secretKeyLast4
              ? t('adminPayments.xendit.stored', { last4: stored.secretKeyLast4, mode: t(stored.production ? 'xendit.mode.live' : 'xendit.mode.test') })
              : t('adminPayments.noKey')}
            {stored.callbackTokenStored ? <> {t('adminPayments.xendit.tokenStored')}</> : null}
          </p>
          <AccountTextField gateway={ID} name="secretKey" label={t('adminPayments.xendit.secretKey')} hint={t('adminPayments.xendit.secretKeyHint')}
            value={secretKey} onChange={setSecretKey} error={save.problems.secretKey} secret />
          <AccountTextField gateway={ID} name="callbackToken" label={t('adminPayments.xendit.callbackToken')} hint={t('adminPayments.xendit.callbackTokenHint')}
            value={callbackToken} onChange={setCallbackToken} error={save.problems.callbackToken} secret />
          <div className="field">
            <label className="field-label" htmlFor={`${ID}-callbackUrl`}>{t('adminPayments.xendit.callbackUrl')}</label>
            {/* Read-only and selected whole on focus, to copy into the dashboard. */}
            <input id={`${ID}-callbackUrl`} className="field-control pay-callback-url" type="text" readOnly value={stored.callbackUrl}
              spellCheck={false} onFocus={(event) => event.currentTarget.select()} />
          </div>
        </fieldset>
        <AccountActions canManage={canManage} saveLabel={t('adminPayments.xendit.save')} testLabel={t('adminPayments.xendit.test')}
          saved={saved} checking={checking} check={check} onTest={() => testConnection(ask)} />
      </form>
    </section>
  );
}
