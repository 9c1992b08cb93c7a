// The bundle's name in Indonesian (required) and English, and whether shoppers are offered it.
// Each box carries its hint and the refusal that names it (aria-describedby, aria-invalid).
import { useId } from 'react';
import type { Language } from '../../../domain/i18n/language';
import type { ProductBundleStatus } from '../../graph/generated/admin-operations';
import { useT } from '../../i18n/i18n-react';
import type { BundleDraft } from './bundle-draft';

const STATUSES: readonly ProductBundleStatus[] = ['draft', 'published'];

function NameField({ language, value, onChange, error, register }: {
  language: Language;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  register: (field: string) => (element: HTMLElement | null) => void;
}) {
  const t = useT();
  const id = useId();
  const required = language === 'id';
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id} className="field-label">
        {t('adminBundles.editor.name', { language: t(`adminBundles.editor.language.${language}`) })}
        {required ? <> <span className="field-required">{t('forms.requiredMark')}</span></> : null}
      </label>
      <input id={id} ref={register(`bundleName.${language}`)} lang={language} className="field-control" type="text" value={value}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} aria-required={required ? true : undefined}
        onChange={(event) => onChange(event.currentTarget.value)} />
      {error ? <p id={`${id}-error`} className="field-error">{error}</p> : null}
    </div>
  );
}

export interface BundleNameStatusProps {
  draft: BundleDraft;
  onName: (language: Language, value: string) => void;
  onStatus: (status: ProductBundleStatus) => void;
  say: (field: string) => string | undefined;
  register: (field: string) => (element: HTMLElement | null) => void;
}

export function BundleName({ draft, onName, say, register }: Omit<BundleNameStatusProps, 'onStatus'>) {
  const t = useT();
  const id = useId();
  return (
    <section className="admin-panel bundle-name" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('adminBundles.editor.nameHeading')}</h2>
      <p className="admin-muted">{t('adminBundles.editor.nameHint')}</p>
      <div className="bundle-columns">
        {(['id', 'en'] as const).map((language) => (
          <NameField key={language} language={language} value={draft.name[language]} onChange={(value) => onName(language, value)}
            error={say(`bundleName.${language}`)} register={register} />
        ))}
      </div>
    </section>
  );
}

export function BundleStatus({ draft, onStatus, say, register }: Omit<BundleNameStatusProps, 'onName'>) {
  const t = useT();
  const id = useId();
  const error = say('status');
  return (
    <div className="admin-panel">
      <fieldset className="bundle-status">
        <legend className="field-label">{t('adminBundles.editor.status')}</legend>
        {STATUSES.map((status) => (
          <label key={status} className="bundle-status-choice">
            <input type="radio" name={`${id}-status`} value={status} checked={draft.status === status} onChange={() => onStatus(status)}
              ref={status === draft.status ? register('status') : undefined} />
            {t(status === 'draft' ? 'adminBundles.editor.statusDraft' : 'adminBundles.editor.statusPublished')}
          </label>
        ))}
        {error ? <p className="field-error">{error}</p> : null}
      </fieldset>
    </div>
  );
}
