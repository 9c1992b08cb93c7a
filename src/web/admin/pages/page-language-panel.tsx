// One language of a page: its title, body and what search engines show of it, with a preview of
// the search result as it will read.
import type { Ref } from 'react';
import { PAGE_LIMITS } from '../../../domain/content/page-limits';
import { pageSeo } from '../../../domain/content/page-seo';
import type { Language } from '../../../domain/i18n/language';
import type { RichTextDocument } from '../../../domain/rich-text';
import type { RichTextEditorHandle, UploadImage } from '../../editor';
import type { FormApi } from '../../forms/use-form';
import { useT } from '../../i18n/i18n-react';
import { usePageOrigin } from '../../meta/page-meta';
import { FormInput } from '../../ui/form-controls';
import { RichTextField } from '../ui/rich-text-field';
import { isEmptyDocument, pageSlug, type PageFormValues } from './page-form-values';

function SearchSnippet({ values, language, shopName }: { values: PageFormValues; language: Language; shopName: string }) {
  const t = useT();
  const origin = usePageOrigin();
  const english = (text: string) => (text.trim() ? text : undefined);
  const seo = pageSeo({
    title: { id: values.title.id, en: english(values.title.en) },
    seoTitle: { id: values.seoTitle.id, en: english(values.seoTitle.en) },
    seoDescription: { id: values.seoDescription.id, en: english(values.seoDescription.en) },
    body: { id: values.body.id, en: isEmptyDocument(values.body.en) ? undefined : values.body.en },
  }, language);
  const address = `${origin.replace(/^https?:\/\//, '')}/page/${pageSlug(values) || '…'}${language === 'id' ? '' : `?lang=${language}`}`;
  return (
    <figure className="page-snippet">
      <figcaption className="page-snippet-caption">{t('adminContent.pages.snippet')}</figcaption>
      <div className="page-snippet-result" lang={language}>
        <p className="page-snippet-address">{address}</p>
        <p className="page-snippet-title">{seo.title ? `${seo.title} | ${shopName}` : shopName}</p>
        <p className="page-snippet-description">{seo.description || t('adminContent.pages.snippetEmpty')}</p>
      </div>
    </figure>
  );
}

export interface PageLanguagePanelProps {
  form: FormApi<PageFormValues>;
  language: Language;
  shopName: string;
  /** The body the editor opens with. */
  initialBody: RichTextDocument;
  handle: Ref<RichTextEditorHandle>;
  uploadImage: UploadImage;
}

export function PageLanguagePanel({ form, language, shopName, initialBody, handle, uploadImage }: PageLanguagePanelProps) {
  const t = useT();
  const languageName = t(`lang.${language}`);
  const bodyField = form.field(`body.${language}`);
  const bodyError = bodyField.error ? t(bodyField.error.key, bodyField.error.params) : null;
  return (
    <div className="page-language">
      <FormInput
        field={form.field(`title.${language}`)}
        label={t('adminContent.pages.field.title', { language: languageName })}
        hint={language === 'id' ? undefined : t('adminContent.pages.field.titleOptional')}
        maxLength={PAGE_LIMITS.title}
      />
      <RichTextField
        label={t('adminContent.pages.field.body', { language: languageName })}
        hint={language === 'id' ? undefined : t('adminContent.pages.field.bodyOptional')}
        value={initialBody}
        onChange={(document) => form.setValue(`body.${language}`, document)}
        handle={handle}
        uploadImage={uploadImage}
        error={bodyError}
      />
      <fieldset className="form-group page-seo">
        <legend>{t('adminContent.pages.seo.legend', { language: languageName })}</legend>
        <p className="field-hint">{t('adminContent.pages.seo.intro')}</p>
        <FormInput
          field={form.field(`seoTitle.${language}`)}
          label={t('adminContent.pages.field.seoTitle')}
          hint={t('adminContent.pages.field.seoTitleHint')}
          maxLength={PAGE_LIMITS.seoTitle}
          counter
        />
        <FormInput
          field={form.field(`seoDescription.${language}`)}
          label={t('adminContent.pages.field.seoDescription')}
          hint={t('adminContent.pages.field.seoDescriptionHint')}
          maxLength={PAGE_LIMITS.seoDescription}
          multiline
          counter
        />
        <SearchSnippet values={form.values} language={language} shopName={shopName} />
      </fieldset>
    </div>
  );
}
