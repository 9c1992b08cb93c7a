// `/signup`: name, e-mail, password and phone. The server answers "check your e-mail" whether
// or not the address already had an account, and signs nobody in: the link proves the address.
import { useState } from 'react';
import { required } from '../../../domain/validation/basic-validators';
import { email } from '../../../domain/validation/format-validators';
import { fullPhone, prefixedPhone } from '../../../domain/validation/phone-number';
import type { FieldValidators } from '../../../domain/validation/run-validators';
import { TextField } from '../../forms/field';
import { FormStatus } from '../../forms/form-status';
import { useForm } from '../../forms/use-form';
import { useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import { SIGN_UP_MUTATION, fieldRefusal } from './session-api';
import { PhoneField, SessionAnswer, SessionFrame } from './session-parts';
import { newPassword } from './session-validators';
import type { CustomerSignUpMutation } from '../../graph/generated/shop-operations';
import './session.css';

const VALIDATORS: FieldValidators = {
  name: [required],
  email: [required, email],
  password: [required, newPassword('email')],
  phone: [required, prefixedPhone],
};

interface SignUpValues extends Record<string, unknown> { name: string; email: string; password: string; phone: string }

export default function SignUpScreen() {
  const t = useT();
  const client = useGraphClient();
  const [answer, setAnswer] = useState<string | null>(null);

  const form = useForm<SignUpValues>('session-signup', {
    initial: { name: '', email: '', password: '', phone: '' },
    validators: VALIDATORS,
    onSubmit: async (values) => {
      try {
        const data = await client.mutate<CustomerSignUpMutation>('CustomerSignUpInput', SIGN_UP_MUTATION, {
          input: { name: values.name.trim(), email: values.email.trim(), password: values.password, phone: fullPhone(values.phone) },
        });
        setAnswer(data.customerSignUp.message);
      } catch (error) {
        throw fieldRefusal(error, ['name', 'email', 'password', 'phone']);
      }
    },
  });

  return (
    <SessionFrame title={t('session.signup.title')} intro={answer === null ? t('session.signup.intro') : undefined}>
      {answer !== null ? (
        <SessionAnswer title={t('session.signup.sentTitle')} message={answer}>
          <p><Link to={{ name: 'login' }}>{t('session.toLogin')}</Link></p>
        </SessionAnswer>
      ) : (
        <>
          <form {...form.formProps} className="form session-form" aria-label={t('session.signup.title')}>
            <TextField field={form.field('name')} label={t('session.name')} autoComplete="name" />
            <TextField field={form.field('email')} label={t('session.email')} type="email" autoComplete="email" spellCheck={false} />
            <TextField field={form.field('password')} label={t('session.password')} hint={t('session.passwordHint')} type="password" autoComplete="new-password" />
            <PhoneField field={form.field('phone')} label={t('session.phone')} hint={t('session.phoneHint')} />
            <FormStatus state={form.state} />
            <div className="form-actions">
              <Button type="submit" size="big" loading={form.state.processing}>{t('session.signup.submit')}</Button>
            </div>
          </form>
          <ul className="session-links">
            <li>{t('session.signup.haveAccount')} <Link to={{ name: 'login' }}>{t('session.signup.signInLink')}</Link></li>
          </ul>
        </>
      )}
    </SessionFrame>
  );
}
