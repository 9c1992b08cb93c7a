// The coupon editor: code, discount, period in WIB, limits, what it applies to, active, Save
// and Delete. The staff API checks everything and names each refused field; the editor shows
// each message beside its field and moves the focus to the first. A save over someone else's
// newer one is refused with the choice to load theirs.
import { useEffect, useId, useRef, useState } from 'react';
import type { AdminCreateCouponMutation, AdminDeleteCouponMutation, AdminUpdateCouponMutation, CouponKind } from '../../graph/generated/admin-operations';
import { GraphHttpError, GraphResponseError } from '../../graph/graph-errors';
import { graphQueryKeyPrefix } from '../../graph/graph-key';
import { useMutation } from '../../graph/graph-react';
import { useT, useTimezoneOffset, useShopZone } from '../../i18n/i18n-react';
import { useRouter } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import { textRef } from '../../ui/feedback/notification-types';
import { useNotify } from '../../ui/feedback/notifications-react';
import { NumberField, type NumberFieldProps } from '../ui/number-field';
import { useMessages } from '../ui/say';
import { useUnsavedChangesGuard } from '../ui/unsaved-changes-guard';
import { COUPON_FIELDS, couponInput, draftFromCoupon, emptyDraft, hasChanges, isCouponField, type CouponDraft, type CouponField, type EditedCoupon } from './coupon-draft';
import { CouponTargets } from './coupon-targets';
import { ADMIN_COUPON_QUERY, ADMIN_COUPONS_QUERY, CREATE_COUPON_MUTATION, DELETE_COUPON_MUTATION, UPDATE_COUPON_MUTATION } from './coupons-api';

type Problems = Partial<Record<CouponField, string>>;

const LATER = ['error.coupon.invalid', ...['saved', 'created', 'deleted', 'deactivated', 'confirmDelete', 'loadLatest', 'cancel'].map((key) => `adminCoupons.editor.${key}`)];

export interface CouponEditorProps {
  /** Null for a new coupon. */
  coupon: EditedCoupon | null;
  categories: ReadonlyArray<{ id: string; name: string }>;
}

type Register = (field: CouponField) => (element: HTMLElement | null) => void;

/** A whole-number box that the editor can focus when its field is refused. */
function CouponNumber({ field, register, ...props }: Omit<NumberFieldProps, 'controlRef'> & { field: CouponField; register: Register }) {
  return <NumberField {...props} controlRef={register(field)} />;
}

function TextField({ label, value, onChange, error, hint, type = 'text', field, register }: {
  label: string; value: string; onChange: (value: string) => void; error?: string | undefined; hint?: string | undefined; type?: string;
  field: CouponField; register: Register;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id} className="field-label">{label}</label>
      {hint ? <p id={`${id}-hint`} className="field-hint">{hint}</p> : null}
      <input id={id} ref={register(field)} className="field-control" type={type} value={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.value)} />
      {error ? <p id={`${id}-error`} className="field-error">{error}</p> : null}
    </div>
  );
}

export function CouponEditor({ coupon: opened, categories }: CouponEditorProps) {
  const t = useT();
  const zone = useShopZone();
  const offset = useTimezoneOffset();
  const router = useRouter();
  const { notify } = useNotify();
  useMessages(LATER);
  const [coupon, setCoupon] = useState<EditedCoupon | null>(opened);
  const [saved, setSaved] = useState<CouponDraft>(() => (opened ? draftFromCoupon(opened, offset) : emptyDraft()));
  const [draft, setDraft] = useState<CouponDraft>(saved);
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ message: string; coupon: EditedCoupon | null } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const pendingFocus = useRef<CouponField | null>(null);
  const controls = useRef(new Map<CouponField, HTMLElement>());
  const invalidate = [graphQueryKeyPrefix(ADMIN_COUPONS_QUERY), graphQueryKeyPrefix(ADMIN_COUPON_QUERY)];
  const [runCreate] = useMutation<AdminCreateCouponMutation>('CouponInput', CREATE_COUPON_MUTATION, { invalidate });
  const [runUpdate] = useMutation<AdminUpdateCouponMutation>('CouponInput', UPDATE_COUPON_MUTATION, { invalidate });
  const [runDelete] = useMutation<AdminDeleteCouponMutation>('ID', DELETE_COUPON_MUTATION, { invalidate });
  const dirty = hasChanges(saved, draft);
  useUnsavedChangesGuard(dirty, t('adminCoupons.editor.leave'));

  useEffect(() => {
    const field = pendingFocus.current;
    if (!field) return;
    pendingFocus.current = null;
    controls.current.get(field)?.focus();
  });

  const register = (field: CouponField) => (element: HTMLElement | null) => {
    if (element) controls.current.set(field, element);
    else controls.current.delete(field);
  };
  const change = <K extends keyof CouponDraft>(key: K, value: CouponDraft[K], field: CouponField = key as CouponField) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setProblems((current) => (current[field] ? Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)) : current));
  };
  const open = (next: EditedCoupon) => {
    const fresh = draftFromCoupon(next, offset);
    setCoupon(next);
    setSaved(fresh);
    setDraft(fresh);
    setProblems({});
    setFormError(null);
    setConflict(null);
  };
  const refuse = (message: string, fieldErrors: ReadonlyArray<{ field: string; message: string }>) => {
    const found: Problems = {};
    for (const error of fieldErrors) {
      const field = error.field.split('.')[0]!;
      if (isCouponField(field)) found[field] ??= error.message;
    }
    setProblems(found);
    setFormError(message);
    pendingFocus.current = COUPON_FIELDS.find((field) => found[field]) ?? null;
  };

  const save = async () => {
    const current = draft;
    try {
      const answer = coupon
        ? (await runUpdate({ id: coupon.id, version: coupon.version, input: couponInput(current, offset) })).updateCoupon
        : (await runCreate({ input: couponInput(current, offset) })).createCoupon;
      if (answer.__typename === 'CouponSaveRefused') {
        if (answer.reason === 'CHANGED_MEANWHILE') return setConflict({ message: answer.message, coupon: answer.coupon ?? null });
        return refuse(answer.message, answer.fieldErrors);
      }
      if (!coupon) {
        setSaved(current);
        router.clearExitConfirmation();
        notify({ id: 'coupon-saved', color: 'green', content: textRef('adminCoupons.editor.created', { code: answer.code }), duration: 4000 });
        return void router.replaceRoute({ name: 'adminCoupon', params: { couponID: answer.id } });
      }
      open(answer);
      notify({ id: 'coupon-saved', color: 'green', content: textRef('adminCoupons.editor.saved'), duration: 4000 });
    } catch (error) {
      if (error instanceof GraphHttpError && error.status === 401) return setFormError(t('admin.signedOutUnsaved'));
      // A time the API cannot read comes back as an error naming its field.
      if (error instanceof GraphResponseError) {
        return refuse(t('error.coupon.invalid'), error.errors.map((item) => ({ field: String(item.extensions?.field ?? ''), message: item.message })));
      }
      setFormError(t('admin.loadFailed'));
    }
  };

  const remove = async () => {
    if (!coupon) return;
    const answer = (await runDelete({ id: coupon.id })).deleteCoupon;
    router.clearExitConfirmation();
    notify({ id: 'coupon-saved', color: 'green', content: textRef(answer.deleted ? 'adminCoupons.editor.deleted' : 'adminCoupons.editor.deactivated'), duration: 6000 });
    router.replaceRoute({ name: 'adminCoupons' });
  };

  const kinds: CouponKind[] = ['PERCENTAGE', 'FIXED'];
  return (
    <div className="coupon-editor">
      {formError ? <p role="alert" className="admin-panel admin-alert">{formError}</p> : null}
      {conflict ? (
        <div role="alert" className="admin-panel admin-alert">
          <p>{conflict.message}</p>
          {conflict.coupon ? <Button variant="secondary" onPress={() => open(conflict.coupon!)}>{t('adminCoupons.editor.loadLatest')}</Button> : null}
        </div>
      ) : null}
      <form className="coupon-form" noValidate onSubmit={(event) => { event.preventDefault(); void save(); }}>
        <TextField label={t('adminCoupons.editor.code')} hint={t('adminCoupons.editor.codeHint')} value={draft.code} error={problems.code}
          onChange={(value) => change('code', value)} field="code" register={register} />
        <fieldset>
          <legend>{t('adminCoupons.editor.discountHeading')}</legend>
          <div className="coupon-choices" role="radiogroup" aria-label={t('adminCoupons.editor.kind')}>
            {kinds.map((kind) => (
              <label key={kind} className="coupon-check">
                <input type="radio" name="coupon-kind" value={kind} checked={draft.kind === kind} onChange={() => change('kind', kind)} />
                {t(`adminCoupons.editor.kind.${kind.toLowerCase()}`)}
              </label>
            ))}
          </div>
          <div className="coupon-row">
            <CouponNumber label={t(draft.kind === 'PERCENTAGE' ? 'adminCoupons.editor.percent' : 'adminCoupons.editor.amount')} value={draft.value}
              rupiah={draft.kind === 'FIXED'} unit={draft.kind === 'PERCENTAGE' ? '%' : undefined} error={problems.value}
              onChange={(value) => change('value', value)} field="value" register={register} />
            {draft.kind === 'PERCENTAGE' ? (
              <CouponNumber label={t('adminCoupons.editor.maxDiscount')} hint={t('adminCoupons.editor.maxDiscountHint')} value={draft.maxDiscount} rupiah
                error={problems.maxDiscount} onChange={(value) => change('maxDiscount', value)} field="maxDiscount" register={register} />
            ) : null}
            <CouponNumber label={t('adminCoupons.editor.minSpend')} hint={t('adminCoupons.editor.minSpendHint')} value={draft.minSpend} rupiah
              error={problems.minSpend} onChange={(value) => change('minSpend', value)} field="minSpend" register={register} />
          </div>
          <label className="coupon-check">
            <input type="checkbox" checked={draft.freeShipping} onChange={(event) => change('freeShipping', event.currentTarget.checked)} />
            {t('adminCoupons.editor.freeShipping')}
          </label>
        </fieldset>
        <fieldset>
          <legend>{t('adminCoupons.editor.periodHeading', { zone })}</legend>
          <p className="field-hint">{t('adminCoupons.editor.periodHint')}</p>
          <div className="coupon-row">
            <TextField type="datetime-local" label={t('adminCoupons.editor.startsAt')} value={draft.startsAt} error={problems.startsAt}
              onChange={(value) => change('startsAt', value)} field="startsAt" register={register} />
            <TextField type="datetime-local" label={t('adminCoupons.editor.endsAt')} value={draft.endsAt} error={problems.endsAt}
              onChange={(value) => change('endsAt', value)} field="endsAt" register={register} />
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('adminCoupons.editor.limitsHeading')}</legend>
          <p className="field-hint">{t('adminCoupons.editor.limitsHint')}</p>
          <div className="coupon-row">
            <CouponNumber label={t('adminCoupons.editor.usageLimit')} value={draft.usageLimit} error={problems.usageLimit}
              onChange={(value) => change('usageLimit', value)} field="usageLimit" register={register} />
            <CouponNumber label={t('adminCoupons.editor.perCustomerLimit')} value={draft.perCustomerLimit} error={problems.perCustomerLimit}
              onChange={(value) => change('perCustomerLimit', value)} field="perCustomerLimit" register={register} />
          </div>
        </fieldset>
        <CouponTargets draft={draft} categories={categories} problems={problems} register={register}
          onCategories={(ids) => change('categoryIds', ids)} onProducts={(products) => change('products', products, 'productIds')} />
        <label className="coupon-check">
          <input type="checkbox" checked={draft.active} onChange={(event) => change('active', event.currentTarget.checked)} />
          {t('adminCoupons.editor.active')}
        </label>
        <div className="coupon-actions">
          <Button type="submit">{t('adminCoupons.editor.save')}</Button>
          {coupon && !confirming ? <Button variant="danger" onPress={() => setConfirming(true)}>{t('adminCoupons.editor.delete')}</Button> : null}
        </div>
        {coupon && confirming ? (
          <div role="alertdialog" aria-label={t('adminCoupons.editor.delete')} className="admin-panel">
            <p>{t('adminCoupons.editor.confirmDelete', { code: coupon.code })}</p>
            <div className="coupon-actions">
              <Button variant="danger" onPress={remove}>{t('adminCoupons.editor.delete')}</Button>
              <Button variant="secondary" onPress={() => setConfirming(false)}>{t('adminCoupons.editor.cancel')}</Button>
            </div>
          </div>
        ) : null}
      </form>
    </div>
  );
}
