// One language's texts of a post: title, excerpt, the body in the rich-text editor (its own lazy
// chunk, started only in the browser) and what search engines show, with counters and a preview
// of the search result.
import type { Ref } from 'react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Language } from '../../../domain/i18n/language';
import type { RichTextDocument } from '../../../domain/rich-text';
import type { RichTextEditorHandle, UploadImage } from '../../editor';
import { TextField } from '../../forms/field';
import type { FormApi } from '../../forms/use-form';
import { useLanguage, useT } from '../../i18n/i18n-react';
import { usePageOrigin } from '../../meta/page-meta';
import { effectiveSlug, SEO_LIMITS, type PostFormValues } from './post-form';

const RichTextEditor = lazy(() => import('../../editor').then((module) => ({ default: module.RichTextEditor })));

/** Nothing to subscribe to: the snapshot only tells the browser from server rendering. */
const noChanges = () => () => {};

function Counter({ length, max }: { length: number; max: number }) {
  const t = useT();
  const over = length - max;
  return (
    <span className={over > 0 ? 'admin-counter admin-counter-over' : 'admin-counter'}>
      {over > 0 ? t('adminBlog.editor.counterOver', { length, max, over }) : t('adminBlog.editor.counter', { length, max })}
    </span>
  );
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Roughly what a search engine lists for the post in this language. */
function SearchSnippet({ values, language }: { values: PostFormValues; language: Language }) {
  const t = useT();
  const origin = usePageOrigin();
  const pick = (value: { id: string; en: string }) => (language === 'en' ? value.en || value.id : value.id);
  const title = pick(values.seoTitle) || pick(values.title) || t('adminBlog.editor.snippetNoTitle');
  const description = pick(values.seoDescription) || pick(values.excerpt);
  const slug = effectiveSlug(values) || '…';
  const host = origin.replace(/^https?:\/\//, '');
  return (
    <figure className="admin-snippet">
      <figcaption className="admin-snippet-caption">{t('adminBlog.editor.snippet')}</figcaption>
      <p className="admin-snippet-url">{host} › blog › {slug}{language === 'en' ? '?lang=en' : ''}</p>
      <p className="admin-snippet-title" lang={language}>{cut(title, SEO_LIMITS.seoTitle)}</p>
      <p className="admin-snippet-description" lang={description ? language : undefined}>{description ? cut(description, SEO_LIMITS.seoDescription) : t('adminBlog.editor.snippetNoDescription')}</p>
    </figure>
  );
}

export interface PostTextFieldsProps {
  form: FormApi<PostFormValues>;
  language: Language;
  /** The body the editor opens with (read once). */
  initialBody: unknown;
  handle: Ref<RichTextEditorHandle>;
  onBodyChange: (doc: RichTextDocument) => void;
  uploadImage: UploadImage;
}

export function PostTextFields({ form, language, initialBody, handle, onBodyChange, uploadImage }: PostTextFieldsProps) {
  const t = useT();
  const uiLanguage = useLanguage();
  const mounted = useSyncExternalStore(noChanges, () => true, () => false);
  const name = t(`adminBlog.language.${language}`);
  const values = form.values;
  const loading = <p role="status" className="admin-muted">{t('adminBlog.editor.loadingEditor')}</p>;
  return (
    <div className="admin-post-texts">
      <TextField field={form.field(`title.${language}`)} label={t('adminBlog.editor.title', { language: name })} spellCheck
        hint={language === 'en' ? t('adminBlog.editor.englishHint') : undefined} />
      <TextField field={form.field(`excerpt.${language}`)} label={t('adminBlog.editor.excerpt', { language: name })} multiline
        hint={t('adminBlog.editor.excerptHint')} />
      <div className="field admin-body-field">
        <p className="field-label">{t('adminBlog.editor.body', { language: name })}</p>
        {mounted ? (
          <Suspense fallback={loading}>
            <RichTextEditor value={initialBody as RichTextDocument} onChange={onBodyChange} uploadImage={uploadImage}
              label={t('adminBlog.editor.body', { language: name })} language={uiLanguage} handle={handle} />
          </Suspense>
        ) : loading}
      </div>
      <fieldset className="admin-seo">
        <legend>{t('adminBlog.editor.seo', { language: name })}</legend>
        <TextField field={form.field(`seoTitle.${language}`)} label={t('adminBlog.editor.seoTitle')}
          hint={<><Counter length={values.seoTitle[language].length} max={SEO_LIMITS.seoTitle} /> {t('adminBlog.editor.seoTitleHint')}</>} />
        <TextField field={form.field(`seoDescription.${language}`)} label={t('adminBlog.editor.seoDescription')} multiline
          hint={<><Counter length={values.seoDescription[language].length} max={SEO_LIMITS.seoDescription} /> {t('adminBlog.editor.seoDescriptionHint')}</>} />
        <SearchSnippet values={values} language={language} />
      </fieldset>
    </div>
  );
}
