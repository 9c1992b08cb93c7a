// A rich-text editor as a labelled field of an admin form. The editor is a chunk of its own,
// fetched only once the page runs in the browser: the server draws a placeholder of its size.
import type { Ref } from 'react';
import { lazy, Suspense, useId, useSyncExternalStore } from 'react';
import type { RichTextDocument } from '../../../domain/rich-text';
import type { RichTextEditorHandle, UploadImage } from '../../editor';
import { useLanguage, useT } from '../../i18n/i18n-react';
import './rich-text-field.css';

const RichTextEditor = lazy(() => import('../../editor').then((module) => ({ default: module.RichTextEditor })));

/** Nothing to subscribe to: the snapshot only tells the browser from the server's render. */
const noChanges = () => () => {};

export interface RichTextFieldProps {
  /** The visible label, also the writing area's accessible name. */
  label: string;
  /** The document the editor opens with; later changes come from the editor itself. */
  value: RichTextDocument;
  onChange: (document: RichTextDocument) => void;
  handle?: Ref<RichTextEditorHandle>;
  uploadImage?: UploadImage;
  hint?: string;
  /** A refusal to show under the editor. */
  error?: string | null;
}

export function RichTextField({ label, value, onChange, handle, uploadImage, hint, error }: RichTextFieldProps) {
  const t = useT();
  // The editor's own words (toolbar, dialogs) follow the admin area's language.
  const language = useLanguage();
  const id = useId();
  const mounted = useSyncExternalStore(noChanges, () => true, () => false);
  const loading = <p className="rich-text-field-loading" role="status">{t('loading')}</p>;
  return (
    <div className="field rich-text-field" role="group" aria-labelledby={`${id}-label`} aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}>
      <p id={`${id}-label`} className="field-label">{label}</p>
      {hint ? <p id={`${id}-hint`} className="field-hint">{hint}</p> : null}
      {mounted ? (
        <Suspense fallback={loading}>
          <RichTextEditor value={value} onChange={onChange} label={label} language={language} handle={handle} uploadImage={uploadImage} />
        </Suspense>
      ) : loading}
      {error ? <p id={`${id}-error`} className="field-error" role="alert">{error}</p> : null}
    </div>
  );
}
