// `/account/password/change`: the current password, a new one (at least 10 characters, not the
// e-mail) typed twice. The server ends every other session and renews this one.
import { useMemo, useState } from 'react';
import { required } from '../../../domain/validation/basic-validators';
import type { FieldValidators } from '../../../domain/validation/run-validators';
import { TextField } from '../../forms/field';
import { FormStatus } from '../../forms/form-status';
import { fieldRefusal } from '../../forms/server-refusal';
import { useForm } from '../../forms/use-form';
import { useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { ACCOUNT_QUERY, CHANGE_PASSWORD_MUTATION } from './account-api';
import { AccountAnswer, AccountFrame, BackToAccount, WithCustomer, type AccountCustomer } from './account-parts';
import { differentFrom, newPasswordFor, sameAs } from './account-validators';
import type { ChangePasswordMutation } from '../../graph/generated/shop-operations';
import './account.css';

export function queries(_match: ScreenMatch): ScreenQuery[] {
  return [{ query: ACCOUNT_QUERY }];
}

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

function ChangePasswordForm({ customer }: { customer: AccountCustomer }) {
  const t = useT();
  const client = useGraphClient();
  const [done, setDone] = useState(false);
  const validators = useMemo<FieldValidators>(() => ({
    currentPassword: [required],
    newPassword: [required, newPasswordFor(customer.email), differentFrom('currentPassword')],
    confirmPassword: [required, sameAs('newPassword')],
  }), [customer.email]);
  const form = useForm<PasswordValues>('account-change-password', {
    initial: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validators,
    onSubmit: async (values) => {
      try {
        await client.mutate<ChangePasswordMutation>('CustomerChangePasswordInput', CHANGE_PASSWORD_MUTATION, { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } });
      } catch (error) {
        throw fieldRefusal(error, ['currentPassword', 'newPassword']);
      }
      // The session was renewed for the same customer: what the page read stays true.
      setDone(true);
    },
  });

  if (done) {
    return (
      <AccountAnswer title={t('account.password.doneTitle')}>
        <p>{t('account.password.doneBody')}</p>
        <BackToAccount />
      </AccountAnswer>
    );
  }
  return (
    <>
      <form {...form.formProps} className="form account-form" aria-label={t('account.password.title')}>
        {/* Lets a password manager tie the new password to the right account. */}
        <input type="email" name="username" autoComplete="username" value={customer.email} readOnly hidden />
        <TextField field={form.field('currentPassword')} label={t('account.password.current')} type="password" autoComplete="current-password" />
        <TextField field={form.field('newPassword')} label={t('account.password.new')} hint={t('session.passwordHint')} type="password" autoComplete="new-password" />
        <TextField field={form.field('confirmPassword')} label={t('account.password.confirm')} type="password" autoComplete="new-password" />
        <FormStatus state={form.state} processedKey="account.password.doneTitle" />
        <div className="form-actions">
          <Button type="submit" size="big" loading={form.state.processing}>{t('account.password.submit')}</Button>
        </div>
      </form>
      <BackToAccount />
    </>
  );
}

export default function ChangePasswordScreen() {
  const t = useT();
  const title = t('account.password.title');
  return (
    <WithCustomer title={title}>
      {(customer) => (
        <AccountFrame title={title} intro={t('account.password.intro')}>
          <ChangePasswordForm customer={customer} />
        </AccountFrame>
      )}
    </WithCustomer>
  );
}
