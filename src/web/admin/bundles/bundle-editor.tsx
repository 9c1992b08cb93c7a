// The bundle editor: its name in both languages, its items, its price with the saving worked out
// live, its status, Save and Delete. What is typed stays on the page until it is saved: leaving
// asks first, a refusal is shown beside the field it names (with the focus there), and a save
// over someone else's newer one is refused with the choice to load theirs.
import { useEffect, useRef, useState } from 'react';
import type { Language } from '../../../domain/i18n/language';
import type { AdminCreateBundleMutation, AdminUpdateBundleMutation, ProductBundleStatus } from '../../graph/generated/admin-operations';
import { GraphHttpError, GraphResponseError } from '../../graph/graph-errors';
import { graphQueryKeyPrefix } from '../../graph/graph-key';
import { useMutation } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { useRouter } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import { textRef } from '../../ui/feedback/notification-types';
import { useNotify } from '../../ui/feedback/notifications-react';
import { useAdminMoney } from '../ui/admin-money';
import { useMessages } from '../ui/say';
import { useUnsavedChangesGuard } from '../ui/unsaved-changes-guard';
import {
  bundleInput, draftFromBundle, draftProblems, emptyDraft, fieldRank, hasChanges, isBundleField, problemText,
  type BundleDraft, type BundleField, type EditedBundle, type ItemDraft, type Problem,
} from './bundle-draft';
import { BundleItems } from './bundle-items';
import { BundleName, BundleStatus } from './bundle-name-status';
import { BundlePrice } from './bundle-price';
import { ADMIN_BUNDLE_QUERY, ADMIN_BUNDLES_QUERY, CREATE_BUNDLE_MUTATION, UPDATE_BUNDLE_MUTATION } from './bundles-api';
import { useDeleteBundle } from './use-delete-bundle';

type Problems = Record<BundleField, Problem>;

/**
 * Words the editor shows only after something happens (search results, a new row, a refusal, a
 * toast, the delete dialog): read as it is drawn, so they are at hand when needed.
 */
const LATER = [
  'loading', 'adminBundles.itemGone', 'adminBundles.status.draft',
  ...['found', 'full', 'variations', 'add', 'inBundle', 'added', 'removed', 'remove', 'variation', 'chooseVariation', 'variationOption', 'count', 'unitPrice',
    'lineTotal', 'linePending', 'itemGone', 'itemDraft', 'shortStock', 'notLower', 'savingValue', 'saved', 'created', 'saveFailed', 'fixErrors', 'tryAgain',
    'signedOut', 'loadLatest', 'nameRequired', 'nameTooLong', 'priceRequired', 'unsaved'].map((key) => `adminBundles.editor.${key}`),
  ...['title', 'body', 'yes', 'no', 'done', 'back'].map((key) => `adminBundles.deleteDialog.${key}`),
  ...['too_few', 'too_many', 'repeated', 'count'].map((key) => `error.bundle.items.${key}`),
  'error.bundle.variationRequired', 'error.bundle.price', 'error.bundle.priceNotLower',
];

/** The refusals the staff API named a field for, and the first message of the rest. */
function refusalsOf(error: unknown): { fields: Problems; other: Problem | null } {
  if (!(error instanceof GraphResponseError)) return { fields: {}, other: null };
  const fields: Problems = {};
  let other: Problem | null = null;
  for (const item of error.errors) {
    const field = item.extensions?.field;
    if (typeof field === 'string' && isBundleField(field)) fields[field] ??= { text: item.message };
    else other ??= { text: item.message };
  }
  return { fields, other };
}

export interface BundleEditorProps {
  /** Null for a new bundle. */
  bundle: EditedBundle | null;
  /** Whether the signed-in role may change bundles (`catalog.manage`); without it, the bundle is shown as it is. */
  canManage: boolean;
}

export function BundleEditor({ bundle: opened, canManage }: BundleEditorProps) {
  const t = useT();
  const money = useAdminMoney();
  const router = useRouter();
  const { notify } = useNotify();
  useMessages(LATER);
  const [bundle, setBundle] = useState<EditedBundle | null>(opened);
  const [saved, setSaved] = useState<BundleDraft>(() => (opened ? draftFromBundle(opened) : emptyDraft()));
  const [draft, setDraft] = useState<BundleDraft>(saved);
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<Problem | null>(null);
  const [conflict, setConflict] = useState<{ message: string; bundle: EditedBundle } | null>(null);
  const pendingFocus = useRef<BundleField | null>(null);
  const controls = useRef(new Map<BundleField, HTMLElement>());
  const invalidate = [graphQueryKeyPrefix(ADMIN_BUNDLES_QUERY), graphQueryKeyPrefix(ADMIN_BUNDLE_QUERY)];
  const [runCreate] = useMutation<AdminCreateBundleMutation>('ProductBundleInput', CREATE_BUNDLE_MUTATION, { invalidate });
  const [runUpdate] = useMutation<AdminUpdateBundleMutation>('ProductBundleInput', UPDATE_BUNDLE_MUTATION, { invalidate });
  const remove = useDeleteBundle(bundle, bundle?.nameTexts.id ?? '');
  const dirty = canManage && hasChanges(saved, draft);
  // Asked for on every render, so a server-rendered page carries the question before any change.
  const leaveQuestion = t('adminBundles.editor.leave');
  useUnsavedChangesGuard(dirty, leaveQuestion);

  useEffect(() => {
    // Focus moves to the first refused field once it is drawn with its message.
    const field = pendingFocus.current;
    if (!field) return;
    pendingFocus.current = null;
    controls.current.get(field)?.focus();
  });

  /**
   * A change answers the refusal of its field. A change of an item also answers those of the
   * whole list and of the price it is measured against; adding or removing a row renumbers the
   * rows, so their refusals go too.
   */
  const clear = (field: string) => {
    const ofItems = field.startsWith('items');
    const answered = (key: string) => key === field || (ofItems && (key === 'items' || key === 'price' || (field === 'items' && key.startsWith('items.'))));
    setProblems((current) => (Object.keys(current).some(answered) ? Object.fromEntries(Object.entries(current).filter(([key]) => !answered(key))) : current));
  };
  const changeName = (language: Language, value: string) => {
    setDraft((current) => ({ ...current, name: { ...current.name, [language]: value } }));
    clear(`bundleName.${language}`);
  };
  const changeStatus = (status: ProductBundleStatus) => {
    setDraft((current) => ({ ...current, status }));
    clear('status');
  };
  const changePrice = (price: string) => {
    setDraft((current) => ({ ...current, price }));
    clear('price');
  };
  const changeItems = (items: ItemDraft[], field?: string) => {
    setDraft((current) => ({ ...current, items }));
    clear(field ?? 'items');
  };
  const register = (field: BundleField) => (element: HTMLElement | null) => {
    if (element) controls.current.set(field, element);
    else controls.current.delete(field);
  };
  const open = (next: EditedBundle) => {
    const fresh = draftFromBundle(next);
    setBundle(next);
    setSaved(fresh);
    setDraft(fresh);
    setProblems({});
    setFormError(null);
    setConflict(null);
  };
  const refuse = (found: Problems, other: Problem | null) => {
    setProblems(found);
    setFormError(other ?? { key: 'adminBundles.editor.fixErrors' });
    const first = Object.keys(found).sort((a, b) => fieldRank(a) - fieldRank(b))[0];
    if (first) pendingFocus.current = first;
  };

  const save = async () => {
    const current = draft;
    const found = draftProblems(current, bundle ? saved : null, money);
    if (Object.keys(found).length > 0) return refuse(found, null);
    const input = bundleInput(current, bundle ? saved : null);
    try {
      if (!bundle) {
        const created = (await runCreate({ input })).createProductBundle;
        // Saved: nothing is left to lose, and the bundle's own address takes over.
        setSaved(current);
        router.clearExitConfirmation();
        notify({ id: 'bundle-saved', color: 'green', content: textRef('adminBundles.editor.created'), duration: 4000 });
        return void router.replaceRoute({ name: 'adminBundle', params: { bundleID: created.id } });
      }
      const answer = (await runUpdate({ id: bundle.id, version: bundle.version, input })).updateProductBundle;
      if (answer.__typename === 'ProductBundleSaveRefused') {
        setConflict({ message: answer.message, bundle: answer.bundle });
        return setFormError(null);
      }
      open(answer);
      notify({ id: 'bundle-saved', color: 'green', content: textRef('adminBundles.editor.saved'), duration: 4000 });
    } catch (error) {
      if (error instanceof GraphHttpError && error.status === 401) return setFormError({ key: 'adminBundles.editor.signedOut' });
      const { fields, other } = refusalsOf(error);
      if (Object.keys(fields).length > 0 || other) return refuse(fields, other);
      setFormError({ key: 'adminBundles.editor.tryAgain' });
    }
  };

  const say = (field: string) => (problems[field] ? problemText(problems[field], t) : undefined);
  const parts = { draft, say, register };
  return (
    <div className="bundle-editor">
      {canManage ? (
        <div className="bundle-editor-bar">
          <Button onPress={save}>{t('adminBundles.editor.save')}</Button>
          <p role="status" className="bundle-editor-state">{dirty ? t('adminBundles.editor.unsaved') : ''}</p>
          {/* Away from Save, so it is not pressed by mistake. */}
          {bundle ? <Button variant="danger" className="bundle-delete" onPress={remove}>{t('adminBundles.editor.delete')}</Button> : null}
        </div>
      ) : <p className="admin-panel admin-muted">{t('adminBundles.editor.readOnly')}</p>}
      {formError ? <p role="alert" className="admin-panel admin-alert bundle-editor-error">{t('adminBundles.editor.saveFailed')} {problemText(formError, t)}</p> : null}
      {conflict ? (
        <div role="alert" className="admin-panel admin-alert bundle-editor-error">
          <p>{conflict.message}</p>
          <Button variant="secondary" onPress={() => open(conflict.bundle)}>{t('adminBundles.editor.loadLatest')}</Button>
        </div>
      ) : null}
      {/* A role that only reads the catalogue sees every control, none of them usable. */}
      <fieldset className="bundle-editor-columns" disabled={!canManage}>
        <div className="bundle-editor-main">
          <BundleName {...parts} onName={changeName} />
          <BundleItems items={draft.items} onChange={changeItems} say={say} register={register} readOnly={!canManage} />
        </div>
        <div className="bundle-editor-aside">
          <BundlePrice draft={draft} onPrice={changePrice} error={say('price')} register={register} />
          <BundleStatus {...parts} onStatus={changeStatus} />
        </div>
      </fieldset>
    </div>
  );
}
