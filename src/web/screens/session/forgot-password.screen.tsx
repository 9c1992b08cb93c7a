// `/password/forgot`: without `token`, asks for the e-mail address and gives the same answer
// whether or not it has an account; with the `token` of a reset link, sets a new password.
import { useState } from 'react';
import { required } from '../../../domain/validation/basic-validators';
import { email } from '../../../domain/validation/format-validators';
import type { FieldValidators } from '../../../domain/validation/run-validators';
import { TextField } from '../../forms/field';
import { FormStatus } from '../../forms/form-status';
import { useForm } from '../../forms/use-form';
import { useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Link, useRoute } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import { REQUEST_RESET_MUTATION, RESET_PASSWORD_MUTATION, fieldRefusal } from './session-api';
import { SessionAnswer, SessionFrame } from './session-parts';
import { newPassword } from './session-validators';
import type { RequestPasswordResetMutation, ResetPasswordMutation } from '../../graph/generated/shop-operations';
import './session.css';

const REQUEST_VALIDATORS: FieldValidators = { email: [required, email] };
const RESET_VALIDATORS: FieldValidators = { newPassword: [required, newPassword()] };

function RequestReset() {
  const t = useT();
  const client = useGraphClient();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<{ email: string }>('session-forgot-password', {
    initial: { email: '' },
    validators: REQUEST_VALIDATORS,
    onSubmit: async (values) => {
      try {
        const data = await client.mutate<RequestPasswordResetMutation>('RequestPasswordResetInput', REQUEST_RESET_MUTATION, { input: { email: values.email.trim() } });
        setAnswer(data.requestPasswordReset.message);
      } catch (error) {
        throw fieldRefusal(error, ['email']);
      }
    },
  });

  return (
    <SessionFrame title={t('session.forgotPassword.title')} intro={answer === null ? t('session.forgotPassword.intro') : undefined}>
      {answer !== null ? (
        <SessionAnswer title={t('session.forgotPassword.sentTitle')} message={answer}>
          <p><Link to={{ name: 'login' }}>{t('session.backToLogin')}</Link></p>
        </SessionAnswer>
      ) : (
        <>
          <form {...form.formProps} className="form session-form" aria-label={t('session.forgotPassword.title')}>
            <TextField field={form.field('email')} label={t('session.email')} type="email" autoComplete="email" spellCheck={false} />
            <FormStatus state={form.state} />
            <div className="form-actions">
              <Button type="submit" size="big" loading={form.state.processing}>{t('session.forgotPassword.submit')}</Button>
            </div>
          </form>
          <ul className="session-links">
            <li><Link to={{ name: 'forgotEmail' }}>{t('session.login.forgotEmail')}</Link></li>
            <li><Link to={{ name: 'login' }}>{t('session.backToLogin')}</Link></li>
          </ul>
        </>
      )}
    </SessionFrame>
  );
}

function ResetPassword({ token }: { token: string }) {
  const t = useT();
  const client = useGraphClient();
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useForm<{ newPassword: string }>('session-reset-password', {
    initial: { newPassword: '' },
    validators: RESET_VALIDATORS,
    onSubmit: async (values) => {
      let data: ResetPasswordMutation;
      try {
        data = await client.mutate<ResetPasswordMutation>('ResetPasswordInput', RESET_PASSWORD_MUTATION, { input: { token, newPassword: values.newPassword } });
      } catch (error) {
        throw fieldRefusal(error, ['newPassword']);
      }
      const result = data.resetPassword;
      setAnswer({ ok: result.__typename === 'CustomerRequestAccepted', message: result.message });
    },
  });

  return (
    <SessionFrame title={t('session.reset.title')} intro={answer === null ? t('session.reset.intro') : undefined}>
      {answer?.ok ? (
        <SessionAnswer title={t('session.reset.doneTitle')} message={answer.message}>
          <p><Link to={{ name: 'login' }} className="button">{t('session.toLogin')}</Link></p>
        </SessionAnswer>
      ) : answer ? (
        <SessionAnswer title={t('session.reset.failedTitle')} message={answer.message} tone="failed">
          <p><Link to={{ name: 'forgotPassword' }}>{t('session.reset.requestAgain')}</Link></p>
        </SessionAnswer>
      ) : (
        <form {...form.formProps} className="form session-form" aria-label={t('session.reset.title')}>
          <TextField field={form.field('newPassword')} label={t('session.newPassword')} hint={t('session.passwordHint')} type="password" autoComplete="new-password" />
          <FormStatus state={form.state} />
          <div className="form-actions">
            <Button type="submit" size="big" loading={form.state.processing}>{t('session.reset.submit')}</Button>
          </div>
        </form>
      )}
    </SessionFrame>
  );
}

export default function ForgotPasswordScreen() {
  const route = useRoute();
  const token = route.query.token ?? '';
  return token !== '' ? <ResetPassword key={token} token={token} /> : <RequestReset />;
}
