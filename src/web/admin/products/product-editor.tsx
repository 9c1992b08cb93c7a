// The product's content editor: texts per language, address and status, and the Save that
// reads both descriptions from their editors at the press. What is typed stays on the page
// until it is saved: leaving asks first, and a refusal points at the field it names.
import type { RefObject } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { Language } from '../../../domain/i18n/language';
import type { RichTextDocument } from '../../../domain/rich-text';
import type { RichTextEditorHandle } from '../../editor';
import type { UpdateProductContentMutation } from '../../graph/generated/admin-operations';
import { GraphHttpError, GraphResponseError } from '../../graph/graph-errors';
import { graphQueryKeyPrefix } from '../../graph/graph-key';
import { useMutation } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { useRouter } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import { textRef } from '../../ui/feedback/notification-types';
import { useNotify } from '../../ui/feedback/notifications-react';
import { useEditorImageUpload } from '../ui/editor-image-upload';
import { LanguageTabSet, type LanguageTabNote } from '../ui/language-tabs';
import { ProductAddressFields } from './product-address-fields';
import { ProductDescriptionEditor } from './product-description-editor';
import { contentInput, DRAFT_FIELDS, draftFromProduct, draftProblems, hasChanges, problemText, type DraftField, type EditedProduct, type Problem, type ProductDraft } from './product-draft';
import { ProductFacts } from './product-facts';
import { ProductLinks } from './product-links';
import { ProductTextField } from './product-text-field';
import { ADMIN_PRODUCT_QUERY, ADMIN_PRODUCTS_QUERY, UPDATE_PRODUCT_CONTENT } from './products-api';

type Problems = Partial<Record<DraftField, Problem>>;

/** Spec §2: while `message` is set, leaving the page in the app or unloading it asks first. */
function useLeaveConfirmation(message: string | null): void {
  const router = useRouter();
  useEffect(() => {
    if (message === null) return undefined;
    router.setExitConfirmation(message);
    return () => {
      // After a confirmed navigation the next route has put its own message in place: keep that.
      if (router.getSnapshot().exitConfirmation === message) router.clearExitConfirmation();
    };
  }, [router, message]);
}

/** The refusals the staff API named a field for, and the first message of the rest. */
function refusalsOf(error: unknown): { fields: Problems; other: Problem | null } {
  if (!(error instanceof GraphResponseError)) return { fields: {}, other: null };
  const fields: Problems = {};
  let other: Problem | null = null;
  for (const item of error.errors) {
    const field = item.extensions?.field;
    if (typeof field === 'string' && (DRAFT_FIELDS as readonly string[]).includes(field)) fields[field as DraftField] ??= { text: item.message };
    else other ??= { text: item.message };
  }
  return { fields, other };
}

const languageOf = (field: DraftField): Language | null => (field.endsWith('.en') ? 'en' : field.endsWith('.id') ? 'id' : null);

export function ProductEditor({ product }: { product: EditedProduct }) {
  const t = useT();
  const { notify } = useNotify();
  const uploadImage = useEditorImageUpload();
  const [saved, setSaved] = useState<ProductDraft>(() => draftFromProduct(product));
  const [draft, setDraft] = useState<ProductDraft>(saved);
  const [tab, setTab] = useState<Language>('id');
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<Problem | null>(null);
  const pendingFocus = useRef<DraftField | null>(null);
  const handles: Record<Language, RefObject<RichTextEditorHandle | null>> = { id: useRef(null), en: useRef(null) };
  const controls = useRef(new Map<DraftField, HTMLElement>());
  const [run] = useMutation<UpdateProductContentMutation>('ProductContentInput', UPDATE_PRODUCT_CONTENT, {
    invalidate: [graphQueryKeyPrefix(ADMIN_PRODUCTS_QUERY), graphQueryKeyPrefix(ADMIN_PRODUCT_QUERY)],
  });
  const dirty = hasChanges(saved, draft);
  // Asked for on every render, so a server-rendered page carries the question before any change.
  const leaveQuestion = t('adminProducts.editor.leave');
  useLeaveConfirmation(dirty ? leaveQuestion : null);

  useEffect(() => {
    // Focus moves to a refused field once its tab is the one shown (a render after the refusal).
    const field = pendingFocus.current;
    if (!field) return;
    const element = controls.current.get(field);
    if (element?.closest('[hidden]')) return;
    pendingFocus.current = null;
    element?.focus();
  });

  const change = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K], field?: DraftField) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (field && problems[field]) setProblems(({ [field]: _gone, ...rest }) => rest);
  };
  const changeText = (key: 'name' | 'summary', language: Language, value: string) =>
    change(key, { ...draft[key], [language]: value }, `${key}.${language}`);
  const changeDescription = (language: Language, document: RichTextDocument) =>
    setDraft((current) => ({ ...current, description: { ...current.description, [language]: document } }));
  const register = (field: DraftField) => (element: HTMLElement | null) => {
    if (element) controls.current.set(field, element);
    else controls.current.delete(field);
  };
  const refuse = (found: Problems, other: Problem | null) => {
    setProblems(found);
    setFormError(other ?? { key: 'adminProducts.editor.fixErrors' });
    const first = DRAFT_FIELDS.find((field) => found[field]);
    if (!first) return;
    pendingFocus.current = first;
    const language = languageOf(first);
    if (language) setTab(language);
  };

  const save = async () => {
    // What the editors hold this instant, keystrokes not yet reported included.
    const descriptions = { id: handles.id.current?.getDocument() ?? draft.description.id, en: handles.en.current?.getDocument() ?? draft.description.en };
    const current = { ...draft, description: descriptions };
    setDraft(current);
    const found = draftProblems(current);
    if (Object.keys(found).length > 0) return refuse(found, null);
    try {
      const data = await run({ id: product.id, input: contentInput(current, descriptions) });
      const next = draftFromProduct(data.updateProductContent);
      setSaved(next);
      setDraft(next);
      setProblems({});
      setFormError(null);
      notify({ id: 'product-saved', color: 'green', content: textRef('adminProducts.editor.saved'), duration: 4000 });
    } catch (error) {
      if (error instanceof GraphHttpError && error.status === 401) return setFormError({ key: 'adminProducts.editor.signedOut' });
      const { fields, other } = refusalsOf(error);
      if (Object.keys(fields).length > 0 || other) return refuse(fields, other);
      setFormError({ key: 'adminProducts.editor.tryAgain' });
    }
  };

  const say = (problem: Problem | undefined) => (problem ? problemText(problem, t) : undefined);
  const tabNotes: Partial<Record<Language, LanguageTabNote>> = {};
  for (const language of ['id', 'en'] as const) {
    if (DRAFT_FIELDS.some((field) => languageOf(field) === language && problems[field])) tabNotes[language] = { alert: t('adminProducts.editor.tabHasError') };
  }
  return (
    <div className="product-editor">
      <div className="product-editor-bar">
        <Button onPress={save}>{t('adminProducts.editor.save')}</Button>
        <ProductLinks saved={saved} />
        <p role="status" className="product-editor-state">{dirty ? `${t('adminProducts.editor.unsaved')} ${t('adminProducts.editor.previewNote')}` : ''}</p>
      </div>
      {formError ? <p role="alert" className="admin-panel admin-alert product-editor-error">{t('adminProducts.editor.saveFailed')} {problemText(formError, t)}</p> : null}
      <div className="product-editor-columns">
        <section className="admin-panel product-editor-texts" aria-labelledby="product-texts-heading">
          <h2 id="product-texts-heading">{t('adminProducts.editor.texts')}</h2>
          <p className="admin-muted">{t('adminProducts.editor.englishOptional')}</p>
          <LanguageTabSet current={tab} onChange={setTab} label={t('adminProducts.editor.tabs')} notes={tabNotes}>
            {(language) => (
              <>
                <ProductTextField label={t('adminProducts.field.name')} lang={language} required={language === 'id'} value={draft.name[language]}
                  onChange={(value) => changeText('name', language, value)} error={say(problems[`name.${language}`])} controlRef={register(`name.${language}`)} />
                <ProductTextField label={t('adminProducts.field.summary')} lang={language} multiline value={draft.summary[language]} hint={t('adminProducts.editor.summaryHint')}
                  onChange={(value) => changeText('summary', language, value)} error={say(problems[`summary.${language}`])} controlRef={register(`summary.${language}`)} />
                <ProductDescriptionEditor language={language} value={saved.description[language]} onChange={(document) => changeDescription(language, document)}
                  uploadImage={uploadImage} handle={handles[language]} error={say(problems[`description.${language}`])} />
              </>
            )}
          </LanguageTabSet>
        </section>
        <div className="product-editor-aside">
          <ProductFacts product={product} />
          <ProductAddressFields draft={draft} saved={saved} problems={{ slug: say(problems.slug), status: say(problems.status) }} register={register}
            onSlug={(slug) => change('slug', slug, 'slug')} onStatus={(status) => change('status', status, 'status')} />
        </div>
      </div>
    </div>
  );
}
