// `/account/email/change`: a new address and the current password. The server sends a
// confirmation link to the new address and tells the old one, which can undo the change; the
// account keeps its address until the link is opened.
import { useState } from 'react';
import { required } from '../../../domain/validation/basic-validators';
import { email } from '../../../domain/validation/format-validators';
import type { FieldValidators } from '../../../domain/validation/run-validators';
import { TextField } from '../../forms/field';
import { FormStatus } from '../../forms/form-status';
import { fieldRefusal } from '../../forms/server-refusal';
import { useForm } from '../../forms/use-form';
import { useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { ACCOUNT_QUERY, REQUEST_EMAIL_CHANGE_MUTATION } from './account-api';
import { AccountAnswer, AccountFrame, BackToAccount, WithCustomer, type AccountCustomer } from './account-parts';
import type { RequestEmailChangeMutation } from '../../graph/generated/shop-operations';
import './account.css';

export function queries(_match: ScreenMatch): ScreenQuery[] {
  return [{ query: ACCOUNT_QUERY }];
}

const VALIDATORS: FieldValidators = { newEmail: [required, email], password: [required] };

type EmailValues = { newEmail: string; password: string };

function ChangeEmailForm({ customer }: { customer: AccountCustomer }) {
  const t = useT();
  const client = useGraphClient();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<EmailValues>('account-change-email', {
    initial: { newEmail: '', password: '' },
    validators: VALIDATORS,
    onSubmit: async (values) => {
      try {
        const data = await client.mutate<RequestEmailChangeMutation>('RequestEmailChangeInput', REQUEST_EMAIL_CHANGE_MUTATION, { input: { newEmail: values.newEmail.trim(), password: values.password } });
        setAnswer(data.requestEmailChange.message);
      } catch (error) {
        throw fieldRefusal(error, ['newEmail', 'password']);
      }
    },
  });

  if (answer !== null) {
    return (
      <AccountAnswer title={t('account.email.sentTitle')}>
        <p>{t('session.serverMessage', { message: answer })}</p>
        <p>{t('account.email.oldNotified', { email: customer.email })}</p>
        <BackToAccount />
      </AccountAnswer>
    );
  }
  return (
    <>
      <form {...form.formProps} className="form account-form" aria-label={t('account.email.title')}>
        <TextField field={form.field('newEmail')} label={t('account.email.new')} type="email" autoComplete="email" spellCheck={false} />
        <TextField field={form.field('password')} label={t('account.email.password')} hint={t('account.email.passwordHint')} type="password" autoComplete="current-password" />
        <FormStatus state={form.state} />
        <div className="form-actions">
          <Button type="submit" size="big" loading={form.state.processing}>{t('account.email.submit')}</Button>
        </div>
      </form>
      <BackToAccount />
    </>
  );
}

export default function ChangeEmailScreen() {
  const t = useT();
  const title = t('account.email.title');
  return (
    <WithCustomer title={title}>
      {(customer) => (
        <AccountFrame title={title} intro={t('account.email.intro', { email: customer.email })}>
          <ChangeEmailForm customer={customer} />
        </AccountFrame>
      )}
    </WithCustomer>
  );
}
