// One product, category, page or post on the translations screen: its short fields typed in
// both languages in place and saved together through the kind's own editor mutation; its rich
// fields (descriptions, bodies) shown and changed in their own editor.
import { useId, useState } from 'react';
import type {
  AdminTranslateCategoryMutation, AdminTranslatePageMutation, AdminTranslatePostMutation, AdminTranslateProductMutation, AdminTranslationsQuery,
} from '../../graph/generated/admin-operations';
import { GraphResponseError } from '../../graph/graph-errors';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import { textRef } from '../../ui/feedback/notification-types';
import { useNotify } from '../../ui/feedback/notifications-react';
import { isSignedOut } from '../frame/admin-errors';
import { TRANSLATE_CATEGORY_MUTATION, TRANSLATE_PAGE_MUTATION, TRANSLATE_POST_MUTATION, TRANSLATE_PRODUCT_MUTATION } from './translations-api';

type Item = AdminTranslationsQuery['translations']['nodes'][number];
type Texts = Record<string, { id: string; en: string }>;

const LONG_FIELDS = new Set(['summary', 'description', 'seoDescription', 'excerpt']);

/** Where a rich field is changed. */
function editorOf(item: Item) {
  switch (item.kind) {
    case 'product': return { name: 'adminProduct', params: { productID: item.id } };
    case 'page': return { name: 'adminPage', params: { pageID: item.id } };
    case 'post': return { name: 'adminPost', params: { postID: item.id } };
    case 'category': return { name: 'adminCategories' };
    case 'email': return { name: 'adminEmail', params: { key: item.id } };
  }
}

async function save(client: ReturnType<typeof useGraphClient>, item: Item, input: Record<string, { id: string; en: string }>): Promise<string | null> {
  switch (item.kind) {
    case 'product': {
      const answer = (await client.mutate<AdminTranslateProductMutation>('ProductInput', TRANSLATE_PRODUCT_MUTATION, { id: item.id, version: item.version ?? 0, input })).updateProduct;
      return answer.__typename === 'ProductSaveRefused' ? answer.message : null;
    }
    case 'category': await client.mutate<AdminTranslateCategoryMutation>('CategoryInput', TRANSLATE_CATEGORY_MUTATION, { id: item.id, input }); return null;
    case 'page': await client.mutate<AdminTranslatePageMutation>('PageInput', TRANSLATE_PAGE_MUTATION, { id: item.id, input }); return null;
    case 'post': await client.mutate<AdminTranslatePostMutation>('BlogPostInput', TRANSLATE_POST_MUTATION, { id: item.id, input }); return null;
    // An e-mail's words are changed in the e-mail editor only: the item offers no save.
    case 'email': return null;
  }
}

export function TranslationItem({ item }: { item: Item }) {
  const t = useT();
  const baseId = useId();
  const client = useGraphClient();
  const cache = useGraphCache();
  const { notify } = useNotify();
  const short = item.fields.filter((field) => !field.rich);
  const initial: Texts = Object.fromEntries(short.map((field) => [field.name, { id: field.id, en: field.en }]));
  const [texts, setTexts] = useState<Texts>(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const name = item.fields[0]?.id ?? '';
  const headingId = `${baseId}-heading`;

  const submit = async () => {
    const changed = Object.fromEntries(Object.entries(texts).filter(([field, value]) => value.id !== initial[field]!.id || value.en !== initial[field]!.en));
    if (Object.keys(changed).length === 0) return setProblem(t('adminTranslations.unchanged'));
    setBusy(true);
    setProblem(null);
    try {
      const refused = await save(client, item, changed);
      if (refused) return setProblem(refused);
      cache.invalidate();
      notify({ id: 'translation-saved', color: 'green', content: textRef('adminTranslations.saved', { name: texts[item.fields[0]!.name]?.id ?? name }), duration: 4000 });
    } catch (error) {
      if (isSignedOut(error)) setProblem(t('admin.signInAgain'));
      else if (error instanceof GraphResponseError && error.errors[0]) setProblem(error.errors[0].message);
      else setProblem(t('adminTranslations.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-panel translation-item" aria-labelledby={headingId} data-lacking={item.lacksEnglish ? 'true' : undefined} onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <div className="translation-item-head">
        <h3 id={headingId}>{name}</h3>
        {item.lacksEnglish ? <span className="translation-lacking">{t('adminTranslations.lacking')}</span> : null}
      </div>
      <div className="translation-grid">
        {short.map((field) => {
          const label = t(`adminTranslations.field.${field.name}`);
          const lacking = texts[field.name]!.id.trim() !== '' && texts[field.name]!.en.trim() === '';
          return (['id', 'en'] as const).map((language) => {
            const inputId = `${baseId}-${field.name}-${language}`;
            const props = {
              id: inputId, name: `${field.name}.${language}`, className: 'field-control', lang: language, value: texts[field.name]![language],
              'aria-invalid': language === 'en' && lacking ? true : undefined,
              onChange: (event: { currentTarget: { value: string } }) => {
                const value = event.currentTarget.value;
                setTexts((current) => ({ ...current, [field.name]: { ...current[field.name]!, [language]: value } }));
              },
            };
            return (
              <div key={inputId} className="translation-cell" data-lacking={language === 'en' && lacking ? 'true' : undefined}>
                <label htmlFor={inputId}>{t('adminTranslations.fieldIn', { field: label, language: t(language === 'id' ? 'adminTranslations.indonesian' : 'adminTranslations.english') })}</label>
                {LONG_FIELDS.has(field.name) ? <textarea rows={2} {...props} /> : <input type="text" {...props} />}
              </div>
            );
          });
        })}
        {item.fields.filter((field) => field.rich).map((field) => (
          <div key={field.name} className="translation-rich" data-lacking={field.lacksEnglish ? 'true' : undefined}>
            <p className="translation-rich-label">{t(`adminTranslations.field.${field.name}`)}</p>
            <p lang="id">{field.id || '—'}</p>
            <p lang="en">{field.en || t('adminTranslations.lacking')}</p>
            <Link to={editorOf(item)}>{t('adminTranslations.editRich')}<span className="visually-hidden">: {name}</span></Link>
          </div>
        ))}
      </div>
      {short.length ? <div className="translation-actions">
        <button type="submit" className="ui-button ui-button-primary" disabled={busy}>
          {t(busy ? 'adminTranslations.saving' : 'adminTranslations.save')}<span className="visually-hidden">: {name}</span>
        </button>
        {problem ? <p className="field-error" role="alert">{problem}</p> : null}
      </div> : null}
    </form>
  );
}
