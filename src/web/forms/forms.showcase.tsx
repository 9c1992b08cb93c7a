// Every validator and every lifecycle state of a form, on one page: a reference for screens
// and the subject of the accessibility checks.
import { required, minLength, mustNotContainSpace, notDuplicate, oneOf } from '../../domain/validation/basic-validators';
import { creditCardNumber } from '../../domain/validation/card-number';
import { email, personName, qualifiedDomain, slug, urlPath, videoLink } from '../../domain/validation/format-validators';
import { max, min, noNegativeNumber, numeric } from '../../domain/validation/number-validators';
import { phoneNumber } from '../../domain/validation/phone-number';
import type { FieldValidators } from '../../domain/validation/run-validators';
import { VALIDATION_KEYS } from '../../domain/validation/validation-error';
import { toSlug } from '../../domain/text/slug';
import { useId } from 'react';
import { useT } from '../i18n/i18n-react';
import { CheckboxField, TextField } from './field';
import { FormStatus } from './form-status';
import { FormSubmitError } from './process-error';
import { useForm } from './use-form';

export const SHOWCASE_FORM_NAME = 'forms-showcase';
/** Names the pretend server already has, for the duplicate rule. */
export const TAKEN_USERNAMES: readonly string[] = Object.freeze(['admin', 'toko']);

type ShowcaseValues = {
  fullName: string;
  username: string;
  email: string;
  phone: string;
  domain: string;
  productTitle: string;
  slug: string;
  pagePath: string;
  video: string;
  quantity: string;
  size: string;
  cardNumber: string;
  simulateFailure: boolean;
};

const INITIAL: ShowcaseValues = {
  fullName: '',
  username: '',
  email: '',
  phone: '',
  domain: '',
  productTitle: '',
  slug: '',
  pagePath: '',
  video: '',
  quantity: '1',
  size: '',
  cardNumber: '',
  simulateFailure: false,
};

const VALIDATORS: FieldValidators = {
  fullName: [required, personName, minLength(3)],
  username: [required, mustNotContainSpace, notDuplicate(TAKEN_USERNAMES)],
  email: [required, email],
  phone: [required, phoneNumber],
  domain: [qualifiedDomain],
  productTitle: [required, minLength(3)],
  slug: [required, slug],
  pagePath: [urlPath],
  video: [videoLink],
  quantity: [required, numeric, noNegativeNumber, min(1), max(100)],
  size: [oneOf(['S', 'M', 'L'])],
  cardNumber: [creditCardNumber],
};

export interface FormsShowcaseProps {
  /** How long the pretend server takes to answer. */
  serverDelayMs?: number;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function FormsShowcase({ serverDelayMs = 800 }: FormsShowcaseProps) {
  const t = useT();
  const titleId = useId();
  const form = useForm<ShowcaseValues>(SHOWCASE_FORM_NAME, {
    initial: INITIAL,
    validators: VALIDATORS,
    async onSubmit(values) {
      await wait(serverDelayMs);
      // The pretend server finds the user name taken after all, as a real one might.
      if (values.simulateFailure) throw new FormSubmitError({ fields: { username: { key: VALIDATION_KEYS.duplicate } } });
    },
  });
  const { state } = form;
  const yesNo = (flag: boolean) => t(flag ? 'forms.showcase.yes' : 'forms.showcase.no');

  const deriveSlug = (title: string) => {
    // Made from the title until the user types a slug: then it is theirs, and changing it made the form dirty.
    if (state.metadata.slugEditedByHand !== true) form.setValue('slug', toSlug(title), { generated: true });
  };

  return (
    <section className="forms-showcase" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('forms.showcase.title')}</h2>
      <p className="muted">{t('forms.showcase.intro')}</p>
      <form {...form.formProps} className="form" aria-labelledby={titleId}>
        <fieldset className="form-group">
          <legend>{t('forms.showcase.section.account')}</legend>
          <TextField field={form.field('fullName')} label={t('forms.showcase.fullName')} autoComplete="name" />
          <TextField
            field={form.field('username')}
            label={t('forms.showcase.username')}
            hint={t('forms.showcase.usernameHint')}
            autoComplete="username"
            spellCheck={false}
          />
        </fieldset>

        <fieldset className="form-group">
          <legend>{t('forms.showcase.section.contact')}</legend>
          <TextField field={form.field('email')} label={t('forms.showcase.email')} type="email" autoComplete="email" spellCheck={false} />
          <TextField
            field={form.field('phone')}
            label={t('forms.showcase.phone')}
            hint={t('forms.showcase.phoneHint')}
            type="tel"
            autoComplete="tel"
          />
          <TextField field={form.field('domain')} label={t('forms.showcase.domain')} autoComplete="off" spellCheck={false} />
        </fieldset>

        <fieldset className="form-group">
          <legend>{t('forms.showcase.section.product')}</legend>
          <TextField field={form.field('productTitle')} label={t('forms.showcase.productTitle')} onValueChange={deriveSlug} />
          <TextField
            field={form.field('slug')}
            label={t('forms.showcase.slug')}
            hint={t('forms.showcase.slugHint')}
            spellCheck={false}
            onValueChange={() => form.setMetadata({ slugEditedByHand: true })}
          />
          <TextField field={form.field('pagePath')} label={t('forms.showcase.pagePath')} spellCheck={false} />
          <TextField field={form.field('video')} label={t('forms.showcase.video')} type="url" spellCheck={false} />
        </fieldset>

        <fieldset className="form-group">
          <legend>{t('forms.showcase.section.order')}</legend>
          <TextField field={form.field('quantity')} label={t('forms.showcase.quantity')} hint={t('forms.showcase.quantityHint')} inputMode="decimal" />
          <TextField field={form.field('size')} label={t('forms.showcase.size')} hint={t('forms.showcase.sizeHint')} spellCheck={false} />
          <TextField
            field={form.field('cardNumber')}
            label={t('forms.showcase.cardNumber')}
            hint={t('forms.showcase.cardNumberHint')}
            inputMode="numeric"
            autoComplete="cc-number"
          />
          <CheckboxField field={form.field('simulateFailure')} label={t('forms.showcase.simulateFailure')} />
        </fieldset>

        <div className="form-actions">
          <button type="submit" className="button">{t('forms.showcase.submit')}</button>
          <button type="button" className="button button-quiet" onClick={() => {
            form.reset();
            form.setMetadata({ slugEditedByHand: false });
          }}>{t('forms.showcase.reset')}</button>
        </div>
        <FormStatus state={state} />
      </form>

      <h3>{t('forms.showcase.section.state')}</h3>
      <dl className="form-state">
        <dt>{t('forms.showcase.state.dirty')}</dt>
        <dd data-state="dirty">{yesNo(state.dirty)}</dd>
        <dt>{t('forms.showcase.state.submitted')}</dt>
        <dd data-state="submitted">{state.submitted}</dd>
        <dt>{t('forms.showcase.state.processing')}</dt>
        <dd data-state="processing">{yesNo(state.processing)}</dd>
        <dt>{t('forms.showcase.state.processed')}</dt>
        <dd data-state="processed">{yesNo(state.processed)}</dd>
        <dt>{t('forms.showcase.state.failedCount')}</dt>
        <dd data-state="failedCount">{state.processErrorFailedCount}</dd>
      </dl>
    </section>
  );
}
