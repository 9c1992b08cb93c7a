// The description's rich-text editor, one per language. The editor is a chunk of its own,
// fetched only once the page runs in the browser: server rendering and the first paint show a
// placeholder of the same height instead.
import type { Ref } from 'react';
import { lazy, Suspense, useId, useSyncExternalStore } from 'react';
import type { Language } from '../../../domain/i18n/language';
import type { RichTextDocument } from '../../../domain/rich-text';
import type { RichTextEditorHandle, UploadImage } from '../../editor';
import { useLanguage, useT } from '../../i18n/i18n-react';

const RichTextEditor = lazy(() => import('../../editor').then((module) => ({ default: module.RichTextEditor })));

/** Nothing to subscribe to: the snapshot only tells the browser from server rendering. */
const noChanges = () => () => {};

export interface ProductDescriptionEditorProps {
  language: Language;
  value: RichTextDocument;
  onChange: (document: RichTextDocument) => void;
  uploadImage: UploadImage;
  handle: Ref<RichTextEditorHandle>;
  error?: string | undefined;
}

export function ProductDescriptionEditor({ language, value, onChange, uploadImage, handle, error }: ProductDescriptionEditorProps) {
  const t = useT();
  // The toolbar speaks the owner's language, whichever language the description is written in.
  const interfaceLanguage = useLanguage();
  const headingId = useId();
  const mounted = useSyncExternalStore(noChanges, () => true, () => false);
  const label = t('adminProducts.editor.descriptionLabel', { language: t(`adminProducts.language.${language}`) });
  const loading = <p role="status" className="product-editor-loading admin-muted">{t('adminProducts.editor.loadingEditor')}</p>;
  return (
    <section className={error ? 'product-description field-invalid' : 'product-description'} aria-labelledby={headingId}>
      <h3 id={headingId} className="field-label">{t('adminProducts.field.description')}</h3>
      {mounted ? (
        <Suspense fallback={loading}>
          <RichTextEditor value={value} onChange={onChange} uploadImage={uploadImage} label={label} language={interfaceLanguage} handle={handle} />
        </Suspense>
      ) : loading}
      {error ? <p className="field-error" role="alert">{error}</p> : null}
    </section>
  );
}
