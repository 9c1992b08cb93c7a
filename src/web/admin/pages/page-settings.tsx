// What a page has once for both languages: whether the public sees it, its address and its place
// among the footer's pages.
import { PAGE_LIMITS } from '../../../domain/content/page-limits';
import { toSlug } from '../../../domain/text/slug';
import { Field } from '../../forms/field';
import type { FormApi } from '../../forms/use-form';
import { useT } from '../../i18n/i18n-react';
import { usePageOrigin } from '../../meta/page-meta';
import { FormInput } from '../../ui/form-controls';
import { pageSlug, type PageFormValues, type PageStatus } from './page-form-values';

const STATUSES: readonly PageStatus[] = ['draft', 'published'];

function StatusChoice({ form }: { form: FormApi<PageFormValues> }) {
  const t = useT();
  const field = form.field('status');
  return (
    <fieldset className="page-status">
      <legend className="field-label">{t('adminContent.pages.field.status')}</legend>
      {STATUSES.map((status) => (
        <label key={status} className="page-status-option">
          <input type="radio" name={field.name} value={status} checked={field.value === status} onChange={() => field.setValue(status)} />
          <span>
            <strong>{t(`adminContent.pages.status.${status}`)}</strong>
            <span className="field-hint"> {t(`adminContent.pages.status.${status}Hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function PageSettings({ form }: { form: FormApi<PageFormValues> }) {
  const t = useT();
  const origin = usePageOrigin();
  const slugField = form.field('slug');
  const slug = pageSlug(form.values);
  const typed = toSlug(form.values.slug) !== '';
  const address = slug ? `${origin}/page/${slug}` : null;
  return (
    <div className="page-settings">
      <StatusChoice form={form} />
      <Field field={slugField} label={t('adminContent.pages.field.slug')} hint={t('adminContent.pages.field.slugHint')}>
        {(control) => (
          <input
            {...control}
            className="field-control"
            value={typeof slugField.value === 'string' ? slugField.value : ''}
            maxLength={PAGE_LIMITS.slug}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => slugField.setValue(event.currentTarget.value)}
            // Spec §5 on leaving the field: lower case, one hyphen for each run of anything else.
            onBlur={() => {
              const normalised = toSlug(form.values.slug).slice(0, PAGE_LIMITS.slug).replace(/-+$/, '');
              if (normalised !== form.values.slug) slugField.setValue(normalised);
              control.onBlur();
            }}
          />
        )}
      </Field>
      <p className="page-address" aria-live="polite">
        {address
          ? t(typed ? 'adminContent.pages.address' : 'adminContent.pages.addressFromTitle', { address })
          : t('adminContent.pages.addressPending')}
      </p>
      <FormInput field={form.field('position')} label={t('adminContent.pages.field.position')} hint={t('adminContent.pages.field.positionHint')} inputMode="numeric" maxLength={5} />
    </div>
  );
}
