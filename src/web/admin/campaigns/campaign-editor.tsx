// The campaign editor: its name, when it runs (in the shop's time, to the second), the discount,
// whether it is on, the categories and the products it covers, Save and Delete. A refusal is
// shown beside the field it names with the focus there; a save over someone else's newer one is
// refused with the choice to load theirs.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { AdminCampaignFieldsFragment, AdminCreateCampaignMutation, AdminDeleteCampaignMutation, AdminUpdateCampaignMutation } from '../../graph/generated/admin-operations';
import { GraphHttpError } from '../../graph/graph-errors';
import { graphQueryKeyPrefix } from '../../graph/graph-key';
import { useGraphCache, useGraphClient, useMutation } from '../../graph/graph-react';
import { useT, useTimezoneOffset, useShopZone } from '../../i18n/i18n-react';
import { useRouter } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import { textRef } from '../../ui/feedback/notification-types';
import { useNotify } from '../../ui/feedback/notifications-react';
import { useConfirm } from '../../ui/overlays/confirm-dialog';
import { NumberField } from '../ui/number-field';
import { useMessages } from '../ui/say';
import { TranslatedText } from '../ui/translated-text';
import { useUnsavedChangesGuard } from '../ui/unsaved-changes-guard';
import { CAMPAIGN_FIELDS, campaignInput, draftFromCampaign, hasChanges, type CampaignDraft } from './campaign-draft';
import { CampaignProducts } from './campaign-products';
import { ADMIN_CAMPAIGN_QUERY, ADMIN_CAMPAIGNS_QUERY, CREATE_CAMPAIGN_MUTATION, DELETE_CAMPAIGN_MUTATION, UPDATE_CAMPAIGN_MUTATION } from './campaigns-api';

/** Words shown only after something happens (a save, a refusal, the delete dialog), read as the editor is drawn. */
const LATER = ['loading', 'adminCampaigns.editor.saved', 'adminCampaigns.field.noMatch', 'adminCampaigns.editor.deleted', 'adminCampaigns.editor.confirmDelete',
  'adminCampaigns.editor.delete', 'adminCampaigns.editor.back', 'adminCampaigns.editor.reload', 'adminCampaigns.editor.keep', 'error.campaign.when',
  'adminCampaigns.editor.signedOut', 'adminCampaigns.editor.tryAgain'];

type Errors = Record<string, string>;

function useDeleteCampaign(campaign: { id: string; name: string } | null) {
  const client = useGraphClient();
  const cache = useGraphCache();
  const router = useRouter();
  const confirm = useConfirm();
  return async () => {
    if (!campaign) return;
    const answer = await confirm({
      title: <TranslatedText id="adminCampaigns.editor.delete" />,
      content: <p><TranslatedText id="adminCampaigns.editor.confirmDelete" params={{ name: campaign.name }} /></p>,
      yesLabel: <TranslatedText id="adminCampaigns.editor.delete" />,
      noLabel: <TranslatedText id="adminCampaigns.editor.keep" />,
      onConfirm: async () => { await client.mutate<AdminDeleteCampaignMutation>('ID', DELETE_CAMPAIGN_MUTATION, { id: campaign.id }); },
      successTitle: <TranslatedText id="adminCampaigns.editor.deleted" params={{ name: campaign.name }} />,
      backLabel: <TranslatedText id="adminCampaigns.editor.back" />,
    });
    if (!answer.confirmed) return;
    cache.invalidate();
    router.clearExitConfirmation();
    await router.replaceRoute({ name: 'adminCampaigns' });
  };
}

export function CampaignEditor({ campaign: opened, categories }: { campaign: AdminCampaignFieldsFragment | null; categories: ReadonlyArray<{ id: string; name: string }> }) {
  const t = useT();
  const zone = useShopZone();
  const offset = useTimezoneOffset();
  const id = useId();
  const router = useRouter();
  const { notify } = useNotify();
  useMessages(LATER);
  const [campaign, setCampaign] = useState(opened);
  const [saved, setSaved] = useState<CampaignDraft>(() => draftFromCampaign(opened, offset));
  const [draft, setDraft] = useState<CampaignDraft>(saved);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [conflict, setConflict] = useState<AdminCampaignFieldsFragment | null>(null);
  const controls = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<string | null>(null);
  const invalidate = [graphQueryKeyPrefix(ADMIN_CAMPAIGNS_QUERY), graphQueryKeyPrefix(ADMIN_CAMPAIGN_QUERY)];
  const [runCreate] = useMutation<AdminCreateCampaignMutation>('CampaignInput', CREATE_CAMPAIGN_MUTATION, { invalidate });
  const [runUpdate] = useMutation<AdminUpdateCampaignMutation>('CampaignInput', UPDATE_CAMPAIGN_MUTATION, { invalidate });
  const remove = useDeleteCampaign(campaign);
  const dirty = hasChanges(saved, draft);
  useUnsavedChangesGuard(dirty, t('adminCampaigns.editor.leave'));

  useEffect(() => {
    const field = pendingFocus.current;
    if (!field) return;
    pendingFocus.current = null;
    controls.current.get(field)?.focus();
  });

  // Stable per field, so React does not detach and reattach each control on every render.
  const register = useCallback((field: string) => (element: HTMLElement | null) => {
    if (element) controls.current.set(field, element);
    else controls.current.delete(field);
  }, []);
  const change = (patch: Partial<CampaignDraft>, field: string) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => (current[field] ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)) : current));
  };
  const open = (next: AdminCampaignFieldsFragment) => {
    const fresh = draftFromCampaign(next, offset);
    setCampaign(next);
    setSaved(fresh);
    setDraft(fresh);
    setErrors({});
    setFormError('');
    setConflict(null);
  };

  const save = async () => {
    const input = campaignInput(draft, offset);
    let answer: AdminUpdateCampaignMutation['updateCampaign'];
    try {
      answer = campaign
        ? (await runUpdate({ id: campaign.id, version: campaign.version, input })).updateCampaign
        : (await runCreate({ input })).createCampaign;
    } catch (error) {
      // What is typed stays on the page, to be saved again once signed in or back online.
      return setFormError(t(error instanceof GraphHttpError && error.status === 401 ? 'adminCampaigns.editor.signedOut' : 'adminCampaigns.editor.tryAgain'));
    }
    if (answer.__typename === 'CampaignSaveRefused') {
      if (answer.reason === 'CHANGED_MEANWHILE' && answer.campaign) return setConflict(answer.campaign);
      // Each refused field keeps its first message; the focus goes to the first of them on the page.
      const found: Errors = {};
      for (const error of answer.fieldErrors) found[error.field.split('.')[0]!] ??= error.message;
      setErrors(found);
      setFormError(answer.message);
      pendingFocus.current = CAMPAIGN_FIELDS.find((field) => found[field]) ?? null;
      return;
    }
    notify({ id: 'campaign-saved', color: 'green', content: textRef('adminCampaigns.editor.saved'), duration: 4000 });
    if (!campaign) {
      setSaved(draft);
      router.clearExitConfirmation();
      return void router.replaceRoute({ name: 'adminCampaign', params: { campaignID: answer.id } });
    }
    open(answer);
  };

  const fieldProps = (field: 'name' | 'startsAt' | 'endsAt') => ({
    id: `${id}-${field}`,
    ref: register(field),
    className: 'field-control',
    value: draft[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [field === 'name' ? '' : `${id}-when-hint`, errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => change({ [field]: event.currentTarget.value }, field),
  });
  const fieldError = (field: string) => (errors[field] ? <p id={`${id}-${field}-error`} className="field-error">{errors[field]}</p> : null);

  return (
    <div className="campaign-editor">
      <div className="campaign-editor-bar">
        <Button onPress={save}>{t('adminCampaigns.editor.save')}</Button>
        <p role="status" className="admin-muted">{dirty ? t('adminCampaigns.editor.unsaved') : ''}</p>
        {campaign ? <Button variant="danger" className="campaign-delete" onPress={remove}>{t('adminCampaigns.editor.delete')}</Button> : null}
      </div>
      {formError ? <p role="alert" className="admin-panel admin-alert">{formError}</p> : null}
      {conflict ? (
        <div role="alert" className="admin-panel admin-alert">
          <p>{t('error.campaign.changedMeanwhile')}</p>
          <Button variant="secondary" onPress={() => open(conflict)}>{t('adminCampaigns.editor.reload')}</Button>
        </div>
      ) : null}
      <div className="campaign-editor-columns">
        <section className="admin-panel campaign-basics">
          <div className={errors.name ? 'field field-invalid' : 'field'}>
            <label htmlFor={`${id}-name`} className="field-label">{t('adminCampaigns.field.name')}</label>
            <input type="text" maxLength={80} required {...fieldProps('name')} />
            {fieldError('name')}
          </div>
          <p id={`${id}-when-hint`} className="field-hint">{t('adminCampaigns.field.whenHint', { zone })}</p>
          <div className="campaign-when">
            {(['startsAt', 'endsAt'] as const).map((field) => (
              <div key={field} className={errors[field] ? 'field field-invalid' : 'field'}>
                <label htmlFor={`${id}-${field}`} className="field-label">{t(`adminCampaigns.field.${field}`, { zone })}</label>
                <input type="datetime-local" step={1} required {...fieldProps(field)} />
                {fieldError(field)}
              </div>
            ))}
          </div>
          <fieldset className="campaign-kind">
            <legend className="field-label">{t('adminCampaigns.field.discountKind')}</legend>
            {(['percent', 'amount'] as const).map((kind) => (
              <label key={kind} className="campaign-choice">
                <input type="radio" name={`${id}-kind`} value={kind} checked={draft.discountKind === kind} onChange={() => change({ discountKind: kind }, 'discountValue')} />
                {' '}{t(`adminCampaigns.field.${kind}`)}
              </label>
            ))}
          </fieldset>
          <NumberField label={t('adminCampaigns.field.discountValue')} hint={t('adminCampaigns.field.discountHint')} value={draft.discountValue} required
            rupiah={draft.discountKind === 'amount'} unit={draft.discountKind === 'percent' ? '%' : undefined} error={errors.discountValue}
            controlRef={register('discountValue')} onChange={(discountValue) => change({ discountValue: discountValue.slice(0, 15) }, 'discountValue')} />
          <label className="campaign-choice">
            <input type="checkbox" checked={draft.active} onChange={(event) => change({ active: event.currentTarget.checked }, 'active')} />
            {' '}{t('adminCampaigns.field.active')}
          </label>
        </section>
        <div className="campaign-targets">
          <fieldset className="admin-panel campaign-categories" aria-describedby={`${id}-categories-hint`}>
            <legend>{t('adminCampaigns.field.categories')}</legend>
            <p id={`${id}-categories-hint`} className="field-hint">{t('adminCampaigns.field.categoriesHint')}</p>
            {fieldError('categoryIds')}
            {categories.map((category, index) => (
              <label key={category.id} className="campaign-choice">
                <input type="checkbox" ref={index === 0 ? register('categoryIds') : undefined} checked={draft.categoryIds.includes(category.id)}
                  onChange={(event) => change({ categoryIds: event.currentTarget.checked ? [...draft.categoryIds, category.id] : draft.categoryIds.filter((item) => item !== category.id) }, 'productIds')} />
                {' '}{category.name}
              </label>
            ))}
          </fieldset>
          <CampaignProducts products={draft.products} error={errors.productIds} register={register('productIds')} onChange={(products) => change({ products }, 'productIds')} />
        </div>
      </div>
    </div>
  );
}
