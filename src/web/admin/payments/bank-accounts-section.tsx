// The accounts shoppers transfer to, in the order checkout lists them: each changed in place,
// moved up or down, removed (asked twice); a new one is added at the end.
import { useState } from 'react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { DELETE_BANK_ACCOUNT_MUTATION, REORDER_BANK_ACCOUNTS_MUTATION, SAVE_BANK_ACCOUNT_MUTATION } from './payments-api';
import { usePaymentChange, type PaymentSetup } from './use-payment-change';

type Account = PaymentSetup['bankAccounts'][number];
const FIELDS = ['bank', 'accountNumber', 'accountHolder'] as const;

function AccountForm({ account, idPrefix, onSetup, onDone, children }: {
  account: Pick<Account, 'bank' | 'accountNumber' | 'accountHolder'> & { id?: string }; idPrefix: string; onSetup: (setup: PaymentSetup) => void; onDone?: () => void; children?: React.ReactNode;
}) {
  const t = useT();
  const [values, setValues] = useState({ bank: account.bank, accountNumber: account.accountNumber, accountHolder: account.accountHolder });
  const save = usePaymentChange('PaymentBankAccountInput', SAVE_BANK_ACCOUNT_MUTATION, onSetup);
  const labels = { bank: t('adminPayments.bank'), accountNumber: t('adminPayments.accountNumber'), accountHolder: t('adminPayments.accountHolder') };
  return (
    <form className="pay-account" onSubmit={async (event) => {
      event.preventDefault();
      if (await save.submit({ input: { id: account.id ?? null, ...values } })) {
        if (!account.id) setValues({ bank: '', accountNumber: '', accountHolder: '' });
        onDone?.();
      }
    }}>
      {save.error ? <p role="alert" className="admin-alert">{save.error}</p> : null}
      <div className="pay-row">
        {FIELDS.map((field) => (
          <div key={field} className={save.problems[field] ? 'field field-invalid' : 'field'}>
            <label className="field-label" htmlFor={`${idPrefix}-${field}`}>{labels[field]}</label>
            <input id={`${idPrefix}-${field}`} className="field-control" maxLength={60} value={values[field]} inputMode={field === 'accountNumber' ? 'numeric' : undefined}
              onChange={(event) => setValues({ ...values, [field]: event.currentTarget.value })}
              aria-invalid={save.problems[field] ? true : undefined} aria-describedby={save.problems[field] ? `${idPrefix}-${field}-error` : undefined} />
            {save.problems[field] ? <p id={`${idPrefix}-${field}-error`} className="field-error">{save.problems[field]}</p> : null}
          </div>
        ))}
      </div>
      <div className="pay-actions">
        <Button type="submit" variant="secondary">{account.id ? t('adminPayments.saveBank', { bank: account.bank }) : t('adminPayments.addBank')}</Button>
        {children}
      </div>
    </form>
  );
}

function AccountRow({ account, index, count, onSetup, onMove }: { account: Account; index: number; count: number; onSetup: (setup: PaymentSetup) => void; onMove: (index: number, by: number) => void }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const remove = usePaymentChange('ID', DELETE_BANK_ACCOUNT_MUTATION, onSetup);
  const name = `${account.bank} ${account.accountNumber}`;
  return (
    <li className="pay-account-item">
      <AccountForm account={account} idPrefix={`bank-${account.id}`} onSetup={onSetup}>
        <Button size="small" variant="quiet" disabled={index === 0} onPress={() => onMove(index, -1)}>{t('adminShipping.moveUp', { name })}</Button>
        <Button size="small" variant="quiet" disabled={index === count - 1} onPress={() => onMove(index, 1)}>{t('adminShipping.moveDown', { name })}</Button>
        {confirming
          ? <Button size="small" variant="danger" onPress={() => remove.submit({ id: account.id })}>{t('adminPayments.deleteSure', { name })}</Button>
          : <Button size="small" variant="quiet" onPress={() => setConfirming(true)}>{t('adminShipping.delete', { name })}</Button>}
      </AccountForm>
      {remove.error ? <p role="alert" className="admin-alert">{remove.error}</p> : null}
    </li>
  );
}

export function BankAccountsSection({ setup, canManage, onSetup }: { setup: PaymentSetup; canManage: boolean; onSetup: (setup: PaymentSetup) => void }) {
  const t = useT();
  const reorder = usePaymentChange('ID', REORDER_BANK_ACCOUNTS_MUTATION, onSetup);
  const accounts = setup.bankAccounts;
  const move = (at: number, by: number) => {
    const ids = accounts.map((account) => account.id);
    const [moved] = ids.splice(at, 1);
    ids.splice(at + by, 0, moved!);
    void reorder.submit({ ids });
  };
  return (
    <section className="admin-panel pay-section" aria-labelledby="pay-banks-title">
      <h2 id="pay-banks-title">{t('adminPayments.banks')}</h2>
      {reorder.error ? <p role="alert" className="admin-alert">{reorder.error}</p> : null}
      {accounts.length === 0 ? <p className="admin-muted">{t('adminPayments.banksEmpty')}</p> : null}
      {canManage ? (
        <>
          <ol className="pay-accounts">
            {accounts.map((account, index) => (
              <AccountRow key={`${account.id}-${account.bank}-${account.accountNumber}-${account.accountHolder}`} account={account} index={index} count={accounts.length} onSetup={onSetup} onMove={move} />
            ))}
          </ol>
          <h3>{t('adminPayments.newBank')}</h3>
          <AccountForm account={{ bank: '', accountNumber: '', accountHolder: '' }} idPrefix="bank-new" onSetup={onSetup} />
        </>
      ) : (
        <ol className="pay-accounts">
          {accounts.map((account) => <li key={account.id}>{account.bank} {account.accountNumber} · {account.accountHolder}</li>)}
        </ol>
      )}
    </section>
  );
}
