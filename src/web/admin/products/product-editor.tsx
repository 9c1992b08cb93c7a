// The product editor: texts per language, prices, stock, shipping, pictures, variations,
// category, SEO, address and status, and the Save that reads both descriptions from their
// editors at the press. What is typed stays on the page until it is saved: leaving asks first,
// a refusal points at the field it names, and a save over someone else's newer one is refused
// with the choice to load theirs.
import type { RefObject } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { Language } from '../../../domain/i18n/language';
import type { RichTextDocument } from '../../../domain/rich-text';
import type { RichTextEditorHandle } from '../../editor';
import type { CreateProductMutation, UpdateProductContentMutation, UpdateProductMutation } from '../../graph/generated/admin-operations';
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
import type { CommerceDraft } from './product-commerce-draft';
import { ProductCatalogueFields } from './product-catalogue-fields';
import { DRAFT_FIELDS, draftFromProduct, draftProblems, emptyDraft, hasChanges, isDraftField, problemText, productInput, type DraftField, type EditedProduct, type Problem, type ProductDraft } from './product-draft';
import { ProductInventory } from './product-inventory';
import { ProductPictures } from './product-pictures';
import { ProductPriceFields, ProductShippingFields } from './product-selling-fields';
import { ProductVariations } from './product-variations';
import { ProductLinks } from './product-links';
import { ProductTextField } from './product-text-field';
import { ADMIN_PRODUCT_QUERY, ADMIN_PRODUCTS_QUERY, CREATE_PRODUCT, UPDATE_PRODUCT, UPDATE_PRODUCT_CONTENT } from './products-api';

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
    if (typeof field === 'string' && isDraftField(field)) fields[field] ??= { text: item.message };
    else other ??= { text: item.message };
  }
  return { fields, other };
}

const languageOf = (field: DraftField): Language | null => (field.endsWith('.en') ? 'en' : field.endsWith('.id') ? 'id' : null);

/** The first refused field in the page's order, rows of options and variations where their list is. */
function firstRefused(found: Problems): DraftField | undefined {
  const rank = (field: string) => {
    const listed = DRAFT_FIELDS.indexOf(field);
    return listed >= 0 ? listed : DRAFT_FIELDS.indexOf(field.startsWith('options.') ? 'options' : 'variations') + 0.5;
  };
  return Object.keys(found).sort((a, b) => rank(a) - rank(b))[0];
}

export interface ProductEditorProps {
  /** Null for a new product. */
  product: EditedProduct | null;
  categories: ReadonlyArray<{ id: string; name: string }>;
  /** Whether the signed-in role may change prices, stock and pictures (`catalog.manage`); without it, the texts alone. */
  canManage: boolean;
}

export function ProductEditor({ product: opened, categories, canManage }: ProductEditorProps) {
  const t = useT();
  const router = useRouter();
  const { notify } = useNotify();
  const uploadImage = useEditorImageUpload();
  const [product, setProduct] = useState<EditedProduct | null>(opened);
  const isNew = product === null;
  const [saved, setSaved] = useState<ProductDraft>(() => (opened ? draftFromProduct(opened) : emptyDraft()));
  const [conflict, setConflict] = useState<{ message: string; product: EditedProduct } | null>(null);
  const [draft, setDraft] = useState<ProductDraft>(saved);
  const [tab, setTab] = useState<Language>('id');
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<Problem | null>(null);
  const pendingFocus = useRef<DraftField | null>(null);
  const handles: Record<Language, RefObject<RichTextEditorHandle | null>> = { id: useRef(null), en: useRef(null) };
  const controls = useRef(new Map<DraftField, HTMLElement>());
  const invalidate = [graphQueryKeyPrefix(ADMIN_PRODUCTS_QUERY), graphQueryKeyPrefix(ADMIN_PRODUCT_QUERY)];
  const [runUpdate] = useMutation<UpdateProductMutation>('ProductInput', UPDATE_PRODUCT, { invalidate });
  const [runCreate] = useMutation<CreateProductMutation>('ProductInput', CREATE_PRODUCT, { invalidate });
  const [runContent] = useMutation<UpdateProductContentMutation>('ProductContentInput', UPDATE_PRODUCT_CONTENT, { invalidate });
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
  const changeCommerce = (patch: Partial<CommerceDraft>, field?: string) => {
    setDraft((current) => ({ ...current, commerce: { ...current.commerce, ...patch } }));
    if (field && problems[field]) setProblems(({ [field]: _gone, ...rest }) => rest);
  };
  const open = (next: EditedProduct) => {
    const fresh = draftFromProduct(next);
    setProduct(next);
    setSaved(fresh);
    setDraft(fresh);
    setProblems({});
    setFormError(null);
    setConflict(null);
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
    const first = firstRefused(found);
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
    const found = canManage ? draftProblems(current, isNew) : draftProblems({ ...current, commerce: saved.commerce }, isNew);
    if (Object.keys(found).length > 0) return refuse(found, null);
    const input = productInput(current, descriptions, isNew);
    try {
      if (!product) {
        const created = (await runCreate({ input })).createProduct;
        // Saved: nothing is left to lose, and the product's own address takes over.
        setSaved(current);
        router.clearExitConfirmation();
        notify({ id: 'product-saved', color: 'green', content: textRef('adminProducts.editor.created'), duration: 4000 });
        return void router.replaceRoute({ name: 'adminProduct', params: { productID: created.id } });
      }
      if (!canManage) {
        const { name, summary, description, slug, status } = input;
        open((await runContent({ id: product.id, input: { name, summary, description, slug, status } })).updateProductContent);
        return void notify({ id: 'product-saved', color: 'green', content: textRef('adminProducts.editor.saved'), duration: 4000 });
      }
      const answer = (await runUpdate({ id: product.id, version: product.version, input })).updateProduct;
      if (answer.__typename === 'ProductSaveRefused') {
        setConflict({ message: answer.message, product: answer.product });
        return setFormError(null);
      }
      open(answer);
      notify({ id: 'product-saved', color: 'green', content: textRef('adminProducts.editor.saved'), duration: 4000 });
    } catch (error) {
      if (error instanceof GraphHttpError && error.status === 401) return setFormError({ key: 'adminProducts.editor.signedOut' });
      const { fields, other } = refusalsOf(error);
      if (Object.keys(fields).length > 0 || other) return refuse(fields, other);
      setFormError({ key: 'adminProducts.editor.tryAgain' });
    }
  };

  const say = (problem: Problem | undefined) => (problem ? problemText(problem, t) : undefined);
  const section = { commerce: draft.commerce, onChange: changeCommerce, say: (field: string) => say(problems[field]), register };
  const tabNotes: Partial<Record<Language, LanguageTabNote>> = {};
  for (const language of ['id', 'en'] as const) {
    if (DRAFT_FIELDS.some((field) => languageOf(field) === language && problems[field])) tabNotes[language] = { alert: t('adminProducts.editor.tabHasError') };
  }
  return (
    <div className="product-editor">
      <div className="product-editor-bar">
        <Button onPress={save}>{t('adminProducts.editor.save')}</Button>
        {isNew ? null : <ProductLinks saved={saved} />}
        <p role="status" className="product-editor-state">{dirty ? `${t('adminProducts.editor.unsaved')} ${t('adminProducts.editor.previewNote')}` : ''}</p>
      </div>
      {formError ? <p role="alert" className="admin-panel admin-alert product-editor-error">{t('adminProducts.editor.saveFailed')} {problemText(formError, t)}</p> : null}
      {conflict ? (
        <div role="alert" className="admin-panel admin-alert product-editor-error">
          <p>{conflict.message}</p>
          <Button variant="secondary" onPress={() => open(conflict.product)}>{t('adminProducts.editor.loadLatest')}</Button>
        </div>
      ) : null}
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
          {canManage ? <ProductPriceFields {...section} /> : null}
          {canManage ? <ProductInventory {...section} product={product} /> : null}
          <ProductAddressFields draft={draft} saved={saved} problems={{ slug: say(problems.slug), status: say(problems.status) }} register={register}
            onSlug={(slug) => change('slug', slug, 'slug')} onStatus={(status) => change('status', status, 'status')} />
          {canManage ? <ProductCatalogueFields {...section} categories={categories} /> : null}
          {canManage ? <ProductShippingFields {...section} /> : null}
        </div>
        {canManage ? (
          <div className="product-editor-wide">
            <ProductPictures {...section} />
            <ProductVariations {...section} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
