// Time to pay, the methods offered, down payments and the bank transfer instructions in both
// languages, saved together.
import { useState } from 'react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { NumberField } from '../ui/number-field';
import { SAVE_PAYMENT_SETTINGS_MUTATION } from './payments-api';
import { usePaymentChange, type PaymentSetup } from './use-payment-change';

export function PaymentGeneralForm({ setup, canManage, onSetup }: { setup: PaymentSetup; canManage: boolean; onSetup: (setup: PaymentSetup) => void }) {
  const t = useT();
  const [hours, setHours] = useState(String(setup.unpaidOrderHours));
  const [card, setCard] = useState(setup.cardEnabled);
  const [wallet, setWallet] = useState(setup.walletEnabled);
  const [down, setDown] = useState(setup.downPaymentsEnabled);
  const [textId, setTextId] = useState(setup.bankTransferInstructions.id);
  const [textEn, setTextEn] = useState(setup.bankTransferInstructions.en ?? '');
  const [saved, setSaved] = useState(false);
  const save = usePaymentChange('PaymentSettingsInput', SAVE_PAYMENT_SETTINGS_MUTATION, onSetup);
  const submit = async () => {
    setSaved(false);
    setSaved(await save.submit({
      input: {
        unpaidOrderHours: hours === '' ? 0 : Number(hours), cardEnabled: card, walletEnabled: wallet, downPaymentsEnabled: down,
        bankTransferInstructions: { id: textId, en: textEn || null },
      },
    }));
  };
  const textError = (language: 'id' | 'en') => save.problems[`bankTransferInstructions.${language}`];
  return (
    <form className="admin-panel pay-section" aria-labelledby="pay-general-title" onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <h2 id="pay-general-title">{t('adminPayments.general')}</h2>
      {save.error ? <p role="alert" className="admin-alert">{save.error}</p> : null}
      <fieldset disabled={!canManage} className="pay-fieldset">
        <legend className="visually-hidden">{t('adminPayments.general')}</legend>
        <NumberField label={t('adminPayments.unpaidHours')} hint={t('adminPayments.unpaidHoursHint')} unit={t('adminPayments.hours')} required value={hours} onChange={setHours} error={save.problems.unpaidOrderHours} />
        <label className="pay-check"><input type="checkbox" checked={card} onChange={(event) => setCard(event.currentTarget.checked)} />{t('adminPayments.card')}</label>
        <label className="pay-check"><input type="checkbox" checked={wallet} onChange={(event) => setWallet(event.currentTarget.checked)} />{t('adminPayments.wallet')}</label>
        <label className="pay-check"><input type="checkbox" checked={down} aria-describedby="pay-down-hint" onChange={(event) => setDown(event.currentTarget.checked)} />{t('adminPayments.downPayments')}</label>
        <p id="pay-down-hint" className="field-hint">{t('adminPayments.downPaymentsHint')}</p>
        {(['id', 'en'] as const).map((language) => (
          <div key={language} className={textError(language) ? 'field field-invalid' : 'field'}>
            <label className="field-label" htmlFor={`pay-text-${language}`}>{t(language === 'id' ? 'adminPayments.instructionsId' : 'adminPayments.instructionsEn')}</label>
            <textarea id={`pay-text-${language}`} className="field-control" rows={3} maxLength={2000} value={language === 'id' ? textId : textEn}
              onChange={(event) => (language === 'id' ? setTextId : setTextEn)(event.currentTarget.value)}
              aria-invalid={textError(language) ? true : undefined} aria-describedby={textError(language) ? `pay-text-${language}-error` : undefined} />
            {textError(language) ? <p id={`pay-text-${language}-error`} className="field-error">{textError(language)}</p> : null}
          </div>
        ))}
      </fieldset>
      {canManage ? (
        <div className="pay-actions">
          <Button type="submit">{t('adminPayments.saveGeneral')}</Button>
          <p role="status">{saved ? t('adminSettings.saved') : ''}</p>
        </div>
      ) : null}
    </form>
  );
}
