// `/forgot/email`: a phone number; a masked hint of the account's address goes to that address.
// The answer is the same whether or not the number belongs to an account.
import { useState } from 'react';
import { required } from '../../../domain/validation/basic-validators';
import { fullPhone, prefixedPhone } from '../../../domain/validation/phone-number';
import type { FieldValidators } from '../../../domain/validation/run-validators';
import { FormStatus } from '../../forms/form-status';
import { useForm } from '../../forms/use-form';
import { useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import { REMIND_EMAIL_MUTATION, fieldRefusal } from './session-api';
import { PhoneField, SessionAnswer, SessionFrame } from './session-parts';
import type { RemindEmailMutation } from '../../graph/generated/shop-operations';
import './session.css';

const VALIDATORS: FieldValidators = { phone: [required, prefixedPhone] };

export default function ForgotEmailScreen() {
  const t = useT();
  const client = useGraphClient();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<{ phone: string }>('session-forgot-email', {
    initial: { phone: '' },
    validators: VALIDATORS,
    onSubmit: async (values) => {
      try {
        const data = await client.mutate<RemindEmailMutation>('RemindEmailInput', REMIND_EMAIL_MUTATION, { input: { phone: fullPhone(values.phone) } });
        setAnswer(data.remindEmail.message);
      } catch (error) {
        throw fieldRefusal(error, ['phone']);
      }
    },
  });

  return (
    <SessionFrame title={t('session.forgotEmail.title')} intro={answer === null ? t('session.forgotEmail.intro') : undefined}>
      {answer !== null ? (
        <SessionAnswer title={t('session.forgotEmail.sentTitle')} message={answer}>
          <p><Link to={{ name: 'login' }}>{t('session.backToLogin')}</Link></p>
        </SessionAnswer>
      ) : (
        <>
          <form {...form.formProps} className="form session-form" aria-label={t('session.forgotEmail.title')}>
            <PhoneField field={form.field('phone')} label={t('session.phone')} hint={t('session.phoneHint')} />
            <FormStatus state={form.state} />
            <div className="form-actions">
              <Button type="submit" size="big" loading={form.state.processing}>{t('session.forgotEmail.submit')}</Button>
            </div>
          </form>
          <ul className="session-links">
            <li><Link to={{ name: 'forgotPassword' }}>{t('session.login.forgotPassword')}</Link></li>
            <li><Link to={{ name: 'login' }}>{t('session.backToLogin')}</Link></li>
          </ul>
        </>
      )}
    </SessionFrame>
  );
}
