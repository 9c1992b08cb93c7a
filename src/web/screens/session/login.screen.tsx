// `/login`: e-mail and password. A wrong pair and an unknown address get the same answer from
// the server; once signed in the shopper goes on to `next` when it is a path of this shop.
import { sameSiteNextPath } from '../../../domain/customers/next-path';
import { required } from '../../../domain/validation/basic-validators';
import { email } from '../../../domain/validation/format-validators';
import type { FieldValidators } from '../../../domain/validation/run-validators';
import { TextField } from '../../forms/field';
import { FormStatus } from '../../forms/form-status';
import { FormSubmitError } from '../../forms/process-error';
import { useForm } from '../../forms/use-form';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Link, useRoute, useRouter } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import { SIGN_IN_MUTATION, fieldRefusal, serverMessage } from './session-api';
import { SessionFrame } from './session-parts';
import type { CustomerSignInMutation } from '../../graph/generated/shop-operations';
import './session.css';

/** Where a signed-in shopper goes without a `next`; the account screen comes later. */
export const AFTER_SIGN_IN = '/';

const VALIDATORS: FieldValidators = { email: [required, email], password: [required] };

interface LoginValues extends Record<string, unknown> { email: string; password: string }

export default function LoginScreen() {
  const t = useT();
  const route = useRoute();
  const router = useRouter();
  const client = useGraphClient();
  const cache = useGraphCache();
  const next = sameSiteNextPath(route.query.next, AFTER_SIGN_IN);

  const form = useForm<LoginValues>('session-login', {
    initial: { email: '', password: '' },
    validators: VALIDATORS,
    onSubmit: async (values) => {
      let data: CustomerSignInMutation;
      try {
        data = await client.mutate<CustomerSignInMutation>('CustomerSignInInput', SIGN_IN_MUTATION, { input: { email: values.email.trim(), password: values.password } });
      } catch (error) {
        throw fieldRefusal(error, ['email', 'password']);
      }
      const result = data.customerSignIn;
      if (result.__typename === 'InvalidCustomerCredentialsError') throw new FormSubmitError({ form: serverMessage(result.message) });
      // Answers read while signed out (the header, prices for guests) are asked again.
      cache.invalidate();
      await router.navigate(next);
    },
  });

  return (
    <SessionFrame title={t('session.login.title')} intro={t('session.login.intro')}>
      <form {...form.formProps} className="form session-form" aria-label={t('session.login.title')}>
        <TextField field={form.field('email')} label={t('session.email')} type="email" autoComplete="email" spellCheck={false} />
        <TextField field={form.field('password')} label={t('session.password')} type="password" autoComplete="current-password" />
        <FormStatus state={form.state} processedKey="session.login.done" />
        <div className="form-actions">
          <Button type="submit" size="big" loading={form.state.processing}>{t('session.login.submit')}</Button>
        </div>
      </form>
      <ul className="session-links">
        <li><Link to={{ name: 'forgotPassword' }}>{t('session.login.forgotPassword')}</Link></li>
        <li><Link to={{ name: 'forgotEmail' }}>{t('session.login.forgotEmail')}</Link></li>
        <li>{t('session.login.noAccount')} <Link to={{ name: 'signup' }}>{t('session.login.signUpLink')}</Link></li>
      </ul>
    </SessionFrame>
  );
}
