// The checkout page's form: contact, address, shipping, coupon, the shop's own fields, note and
// payment method, saved to the server as the shopper goes, and the order placed from it.
import type { KeyboardEvent } from 'react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { removeSavedCheckout, sanitizeSavedCheckouts } from '../../../domain/checkout/saved-checkouts';
import { getIn, sameValue } from '../../../domain/validation/form-value';
import type { MessageRef } from '../../../domain/validation/validation-error';
import { VALIDATION_KEYS } from '../../../domain/validation/validation-error';
import { FormStatus } from '../../forms/form-status';
import { useFormStore } from '../../forms/form-store-react';
import { FormSubmitError } from '../../forms/process-error';
import type { FieldBinding } from '../../forms/use-form';
import { useForm } from '../../forms/use-form';
import { GraphResponseError } from '../../graph/graph-errors';
import { graphCacheKey } from '../../graph/graph-key';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Link, useRouter } from '../../router/router-react';
import { STORAGE_KEYS } from '../../state/persistence';
import { usePersistence } from '../../state/persistence-react';
import { track } from '../../tracking/tracking';
import { Button } from '../../ui/feedback/button';
import { attemptKey, finishAttempt, placeOrderScope } from './attempt-key';
import type { CheckoutViewer } from './checkout-account';
import { dropDraft, initialAddressChoice, keepDraft, NEW_ADDRESS, newAddressFor, formAddress, prefillFromAccount, savedNewestFirst, takeDraft, withDraft } from './checkout-account';
import { CheckoutAddress } from './checkout-address';
import { isWallet, VIRTUAL_ACCOUNT_BANKS, VIRTUAL_ACCOUNT_BANK_NAMES, WALLET_NAMES } from '../../../domain/payments/payment-method';
import { CHECKOUT_QUERY, PLACE_ORDER, PLACE_ORDER_INPUT } from './checkout-api';
import type { FieldRefusals, SaveState } from './checkout-autosave';
import { createCheckoutAutosave } from './checkout-autosave';
import { CheckoutInput, RadioGroupField } from './checkout-fields';
import { CheckoutSummary, useEta, useMoney } from './checkout-summary';
import type { CheckoutValues } from './checkout-values';
import {
  checkoutValidators,
  COUPON_MAX_LENGTH,
  customFieldPath,
  EMAIL_MAX_LENGTH,
  formPathOf,
  fullPatch,
  NOTE_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  sameCoupon,
  valuesFromCheckout,
} from './checkout-values';
import { serverFieldErrors, serverMessage } from './server-errors';
import type { CheckoutFieldsFragment, PlaceOrderMutation } from '../../graph/generated/shop-operations';

type PlaceOrderResult = PlaceOrderMutation['placeOrder'];
type StockShortage = Extract<PlaceOrderResult, { __typename: 'InsufficientStock' }>['lines'][number];

/** Typing that rests this long is saved. */
export const SAVE_DELAY_MS = 800;

export interface CheckoutFormProps {
  checkout: CheckoutFieldsFragment;
  provinces: readonly string[];
  /** The signed-in customer, or null for a guest (who sees the checkout as it always was). */
  viewer?: CheckoutViewer | null;
}

export function CheckoutForm({ checkout, provinces, viewer = null }: CheckoutFormProps) {
  const t = useT();
  const money = useMoney();
  const eta = useEta();
  const titleId = useId();
  const client = useGraphClient();
  const cache = useGraphCache();
  const router = useRouter();
  const persistence = usePersistence();
  const store = useFormStore();
  const formName = `checkout-${checkout.id}`;
  const checkoutKey = graphCacheKey(CHECKOUT_QUERY, { id: checkout.id });

  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [refusals, setRefusals] = useState<FieldRefusals>({});
  const [shortages, setShortages] = useState<readonly StockShortage[] | null>(null);
  const [leaving, setLeaving] = useState(false);
  // The server's checkout is what counts as saved; the account's pre-fill is sent as a change.
  const [saved] = useState(() => valuesFromCheckout(checkout));
  const [initial] = useState(() => prefillFromAccount(saved, viewer));
  const savedAddresses = useMemo(() => savedNewestFirst(viewer), [viewer]);
  const [initialChoice] = useState(() => initialAddressChoice(initial, viewer));
  const [keepAddress, setKeepAddress] = useState(true);
  // Consent is asked, never assumed: the box starts unticked.
  const [subscribe, setSubscribe] = useState(false);
  // A new address typed, then set aside for a saved one, comes back when "new" is chosen again.
  const setAside = useRef(newAddressFor(viewer));
  const placed = useRef(false);
  const [autosave] = useState(() =>
    createCheckoutAutosave({ client, cache, forms: store, formName, checkoutId: checkout.id, initial: saved, onState: setSaveState, onRefusals: setRefusals }),
  );
  const { queue } = autosave;

  // Leaving the page saves what is still waiting and keeps what was typed for this tab (the way
  // back from signing in). Declared before the form, so it runs while the form still exists.
  useEffect(() => () => {
    autosave.takeChanges();
    void queue.flush();
    const left = store.get<CheckoutValues>(formName)?.value;
    if (left && !placed.current) keepDraft(checkout.id, left);
  }, [autosave, queue, store, formName, checkout.id]);

  const validators = useMemo(() => checkoutValidators(checkout), [checkout]);
  const form = useForm<CheckoutValues>(formName, { initial, validators, onSubmit: (values) => placeOrder(values) });

  // Which entry of the address list is chosen lives beside the form's values, in its metadata.
  const chosen = form.state.metadata.addressChoice;
  const addressChoice = typeof chosen === 'string' ? chosen : initialChoice;
  const setAddressChoice = (choice: string) => form.setMetadata({ addressChoice: choice });

  const currentValues = (): CheckoutValues => store.get<CheckoutValues>(formName)?.value ?? form.values;

  // Typing is saved once it rests.
  useEffect(() => {
    queue.schedule(SAVE_DELAY_MS);
  }, [queue, form.values]);
  // What was typed before leaving (to sign in, say) comes back over the server's copy, which
  // holds only what was complete enough to save.
  useEffect(() => {
    const draft = takeDraft(checkout.id);
    if (draft) {
      const next = prefillFromAccount(withDraft(store.get<CheckoutValues>(formName)?.value ?? initial, draft, checkout.paymentMethods), viewer);
      for (const key of ['email', 'phone', 'shippingAddress', 'customFields', 'note', 'paymentMethod', 'paymentBank', 'paymentWallet'] as const) {
        if (!sameValue(next[key], store.get<CheckoutValues>(formName)?.value[key])) form.setValue(key, next[key]);
      }
      setAddressChoice(initialAddressChoice(next, viewer));
    }
    // Once per visit of this checkout; the form and store are stable for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkout.id]);

  const chooseAddress = (choice: string) => {
    const current = currentValues().shippingAddress;
    if (addressChoice === NEW_ADDRESS) setAside.current = current;
    const picked = savedAddresses.find((entry) => entry.id === choice);
    setAddressChoice(picked ? picked.id : NEW_ADDRESS);
    form.setValue('shippingAddress', picked ? formAddress(picked.address) : setAside.current);
    // A saved address is complete: it is saved at once, so the couriers for it are offered.
    if (picked) void queue.flush();
  };

  async function followPlacedOrder(result: Extract<PlaceOrderResult, { __typename: 'OrderPlaced' }>): Promise<void> {
    const { order, payment } = result;
    placed.current = true;
    dropDraft(checkout.id);
    persistence.setValue(STORAGE_KEYS.itemCheckout, removeSavedCheckout(sanitizeSavedCheckouts(persistence.getValue(STORAGE_KEYS.itemCheckout)), checkout.id));
    persistence.setValue(STORAGE_KEYS.localShoppingCart, []);
    track({
      name: 'purchase',
      orderID: order.id,
      items: order.lines.map((line) => ({ productID: line.productId, name: line.name, sku: line.sku, price: line.unitPrice, count: line.count })),
      total: order.total,
      shipping: order.shippingFee,
      ...(order.couponCode ? { coupon: order.couponCode } : {}),
    });
    const ordered = { checkout: { ...checkout, status: 'ordered', orderId: order.id } };
    if (payment && payment.payment.method !== 'BANK_TRANSFER' && payment.redirectUrl) {
      // The provider's own page: a full page load, which also stores the emptied cart.
      setLeaving(true);
      router.env.location.assign(payment.redirectUrl);
      return;
    }
    // An account holder's order is theirs at its account address; a guest's opens through the grant cookie.
    await router.navigate({ name: viewer ? 'order' : 'guestOrder', params: { orderID: order.id } });
    // Coming back to this address shows the order instead of the form.
    cache.write(checkoutKey, ordered);
  }

  async function placeOrder(values: CheckoutValues): Promise<void> {
    setShortages(null);
    await queue.serial(async () => {
      // Whatever an earlier save could not deliver goes now, in one request, before the order.
      autosave.markAll(values);
      try {
        await autosave.save(fullPatch(values));
      } catch (error) {
        const refused = serverFieldErrors(error);
        if (refused.length === 0) throw error;
        const fields: Record<string, MessageRef> = {};
        for (const { field, message } of refused) {
          const path = formPathOf(field, values);
          if (path) fields[path] = serverMessage(message);
        }
        throw new FormSubmitError({ fields, form: Object.keys(fields).length ? null : serverMessage(refused[0]?.message ?? '') });
      }

      const scope = placeOrderScope(checkout.id);
      let result: PlaceOrderResult;
      try {
        const data = await client.mutate<PlaceOrderMutation>(
          PLACE_ORDER_INPUT,
          PLACE_ORDER,
          {
            input: {
              checkoutId: checkout.id, clientKey: attemptKey(scope), paymentMethod: values.paymentMethod,
              ...(values.paymentMethod === 'VIRTUAL_ACCOUNT' ? { bank: values.paymentBank } : {}),
              ...(values.paymentMethod === 'WALLET' && checkout.wallets.length > 0 ? { wallet: values.paymentWallet } : {}),
              // Kept in the account when the order is placed, never on the way there.
              ...(viewer ? { saveAddress: addressChoice === NEW_ADDRESS && keepAddress } : {}),
              ...(subscribe ? { subscribeToEmail: true } : {}),
            },
          },
          undefined,
          // The key makes a repeat return the first answer, so retrying a lost request is safe.
          { retry: true },
        );
        result = data.placeOrder;
      } catch (error) {
        if (error instanceof GraphResponseError) {
          // Answered: this attempt is over. The checkout may have become an order meanwhile.
          finishAttempt(scope);
          cache.invalidate(checkoutKey);
        }
        throw error;
      }
      finishAttempt(scope);

      switch (result.__typename) {
        case 'OrderPlaced':
          await followPlacedOrder(result);
          return;
        case 'InsufficientStock':
          setShortages(result.lines);
          cache.invalidate(checkoutKey);
          throw new FormSubmitError({ form: { key: 'checkout.stock.failed' } });
        case 'CouponUnavailable':
          cache.invalidate(checkoutKey);
          throw new FormSubmitError({ fields: { couponCode: serverMessage(result.message) } });
        case 'CheckoutIncomplete': {
          const fields: Record<string, MessageRef> = {};
          for (const field of result.fields) {
            const path = formPathOf(field, values);
            if (path) fields[path] = { key: VALIDATION_KEYS.required };
          }
          throw new FormSubmitError({ fields, form: Object.keys(fields).length ? null : serverMessage(result.message) });
        }
      }
    });
  }

  /** A field's binding with the save refusals added and leaving it saving at once. */
  const bind = (path: string): FieldBinding => {
    const field = form.field(path);
    const refusal = refusals[path];
    const refused = refusal && sameValue(getIn(form.values, path), refusal.value) ? refusal.error : null;
    return {
      ...field,
      error: field.error ?? refused,
      onBlur: () => {
        field.onBlur();
        void queue.flush();
      },
    };
  };

  /** The payment choice, reported as chosen (spec §7 AddPaymentInfo) when it changes. */
  const bindPayment = (): FieldBinding => {
    const binding = bind('paymentMethod');
    return {
      ...binding,
      setValue: (value, options) => {
        const changed = value && value !== binding.value;
        binding.setValue(value, options);
        if (changed) {
          track({
            name: 'add_payment_info',
            paymentType: String(value),
            // The checkout's lines carry no SKU; the item id names the product.
            items: checkout.lines.map((line) => ({ productID: line.productId, name: line.name, sku: '', price: line.unitPrice, count: line.count })),
          });
        }
      },
    };
  };

  const applyCoupon = async () => {
    const code = currentValues().couponCode.trim();
    if (code === '') {
      setRefusals((previous) => ({ ...previous, couponCode: { error: { key: VALIDATION_KEYS.required }, value: currentValues().couponCode } }));
      return;
    }
    queue.add({ couponCode: code });
    await queue.flush();
  };

  const removeCoupon = async () => {
    form.setValue('couponCode', '');
    queue.add({ couponCode: '' });
    await queue.flush();
  };

  const values = form.values;
  const province = values.shippingAddress.province;
  const couponField = bind('couponCode');
  const couponApplied = checkout.couponCode !== '' && checkout.couponProblem === null;
  const couponProblem =
    checkout.couponProblem !== null && sameCoupon(values.couponCode, checkout.couponCode)
      ? { key: `checkout.coupon.problem.${checkout.couponProblem}`, params: { amount: money(checkout.couponMinSpend ?? 0) } }
      : null;
  const couponBinding: FieldBinding = { ...couponField, error: couponField.error ?? couponProblem };
  const couponKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter in the coupon field applies the coupon; it must never place the order.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void applyCoupon();
  };
  const addressKnown = checkout.shippingAddress !== null && checkout.shippingAddress.province === province;

  return (
    <form {...form.formProps} className="checkout" aria-labelledby={titleId}>
      <h1 id={titleId} className="checkout-title">{t('checkout.title')}</h1>
      <div className="checkout-main">
        <fieldset className="form-group">
          <legend>{t('checkout.contact.title')}</legend>
          {viewer ? (
            <div className="checkout-account">
              <p className="checkout-account-who">{t('checkout.account.signedInAs', { name: viewer.name })}</p>
              <p className="checkout-account-email"><span className="field-label">{t('checkout.contact.email')}</span> {viewer.email}</p>
              <p className="field-hint">{t('checkout.account.emailHint')}</p>
            </div>
          ) : (
            <>
              <p className="checkout-sign-in">
                {t('checkout.account.haveAccount')}{' '}
                <Link to={{ name: 'login', query: { next: `/checkout/${checkout.id}/start` } }}>{t('checkout.account.signIn')}</Link>
                {' '}{t('checkout.account.signInKeeps')}
              </p>
              <CheckoutInput field={bind('email')} label={t('checkout.contact.email')} hint={t('checkout.contact.emailHint')} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} spellCheck={false} />
            </>
          )}
          <CheckoutInput field={bind('phone')} label={t('checkout.contact.phone')} hint={t('checkout.phoneHint')} type="tel" autoComplete="tel-national" inputMode="tel" maxLength={PHONE_MAX_LENGTH} prefix="+62" />
          <div className="field field-checkbox checkout-subscribe">
            <input
              id={`${titleId}-subscribe`} name="subscribeToEmail" type="checkbox" className="field-check" checked={subscribe}
              aria-describedby={`${titleId}-subscribe-hint`} onChange={(event) => setSubscribe(event.currentTarget.checked)}
            />
            <label htmlFor={`${titleId}-subscribe`} className="field-label">{t('checkout.subscribe.optIn')}</label>
            <p id={`${titleId}-subscribe-hint`} className="field-hint">{t('checkout.subscribe.hint')}</p>
          </div>
        </fieldset>

        <CheckoutAddress
          bind={bind}
          provinces={provinces}
          flush={() => void queue.flush()}
          viewer={viewer}
          saved={savedAddresses}
          choice={addressChoice}
          onChoose={chooseAddress}
          keep={keepAddress}
          onKeep={setKeepAddress}
        />

        {province !== '' ? (
          checkout.shippingOptions.length > 0 ? (
            <RadioGroupField
              field={bind('shippingMethodId')}
              legend={t('checkout.shipping.title')}
              required
              choices={checkout.shippingOptions.map((option) => ({
                value: option.id,
                label: `${option.courier} ${option.service}`.trim(),
                detail: option.pickup
                  ? t('checkout.shipping.pickupDetail', { note: option.note })
                  : option.free
                    ? t('checkout.shipping.freeDetail', { fullFee: money(option.fullFee), eta: eta(option) })
                    : t('checkout.shipping.optionDetail', { fee: money(option.fee), eta: eta(option) }),
              }))}
              onValueChange={() => void queue.flush()}
            />
          ) : (
            <section className="form-group" aria-labelledby={`${titleId}-shipping`}>
              <h2 id={`${titleId}-shipping`} className="field-label">{t('checkout.shipping.title')}</h2>
              <p className="muted">{addressKnown ? t('checkout.shipping.none') : t('checkout.shipping.completeAddress')}</p>
            </section>
          )
        ) : null}

        <fieldset className="form-group">
          <legend>{t('checkout.coupon.title')}</legend>
          <div className="coupon-row">
            <CheckoutInput field={couponBinding} label={t('checkout.coupon.code')} autoComplete="off" maxLength={COUPON_MAX_LENGTH} spellCheck={false} className="coupon-field" onKeyDown={couponKeyDown} />
            <Button variant="secondary" size="input" onPress={applyCoupon}>{t('checkout.coupon.apply')}</Button>
          </div>
          {/* Announces what the coupon did; the field's own error stays tied to the field. */}
          <p role="status" className={couponApplied ? 'coupon-status coupon-applied' : 'visually-hidden'}>
            {couponApplied
              ? t('checkout.coupon.applied', { code: checkout.couponCode, amount: money(checkout.totals.discount - checkout.totals.bundleDiscount) })
              : couponProblem ? t(couponProblem.key, couponProblem.params) : ''}
          </p>
          {/* A refused code stays on the checkout until removed: it must be removable too, or it blocks the order. */}
          {checkout.couponCode !== '' ? <Button variant="quiet" size="small" onPress={removeCoupon}>{t('checkout.coupon.remove')}</Button> : null}
        </fieldset>

        {checkout.fields.length > 0 ? (
          <fieldset className="form-group">
            <legend>{t('checkout.fields.title')}</legend>
            {checkout.fields.map((field) => (
              <CheckoutInput
                key={field.key}
                field={bind(customFieldPath(field.key))}
                label={field.label}
                maxLength={field.maxLength > 0 ? field.maxLength : undefined}
                multiline={field.kind === 'textarea'}
              />
            ))}
          </fieldset>
        ) : null}

        <div className="form-group">
          <CheckoutInput field={bind('note')} label={t('checkout.note.label')} hint={t('checkout.note.hint')} maxLength={NOTE_MAX_LENGTH} multiline counter />
        </div>
      </div>

      <CheckoutSummary checkout={checkout} busy={saveState === 'saving'} />

      <div className="checkout-pay">
        {checkout.paymentMethods.length > 0 ? (
          <RadioGroupField
            field={bindPayment()}
            legend={t('checkout.payment.title')}
            choices={checkout.paymentMethods.map((method) => ({
              value: method,
              label: t(`checkout.payment.method.${method}`),
              detail: t(`checkout.payment.methodDetail.${method}`),
            }))}
          />
        ) : (
          <p className="form-status-error">{t('checkout.payment.none')}</p>
        )}
        {values.paymentMethod === 'VIRTUAL_ACCOUNT' ? (
          <RadioGroupField
            field={bind('paymentBank')}
            legend={t('checkout.payment.bank')}
            required
            choices={VIRTUAL_ACCOUNT_BANKS.map((bank) => ({ value: bank, label: VIRTUAL_ACCOUNT_BANK_NAMES[bank] }))}
          />
        ) : null}
        {values.paymentMethod === 'WALLET' && checkout.wallets.length > 0 ? (
          <RadioGroupField
            field={bind('paymentWallet')}
            legend={t('checkout.payment.wallet')}
            required
            choices={checkout.wallets.filter(isWallet).map((wallet) => ({ value: wallet, label: WALLET_NAMES[wallet] }))}
          />
        ) : null}

        {shortages && shortages.length > 0 ? (
          <div className="checkout-stock" role="alert">
            <p className="checkout-stock-title">{t('checkout.stock.title')}</p>
            <ul>
              {shortages.map((line) => (
                <li key={`${line.productId} ${line.variationId ?? ''}`}>
                  <span className="checkout-line-name">{line.name}</span>{' '}
                  <span>{t('checkout.stock.requested', { count: line.requested })}</span>{' '}
                  <strong>{t('checkout.stock.left', { count: line.available })}</strong>
                </li>
              ))}
            </ul>
            <p><Link to={{ name: 'cart' }}>{t('checkout.stock.backToCart')}</Link></p>
          </div>
        ) : null}

        <FormStatus state={form.state} processedKey={leaving ? 'checkout.place.redirecting' : 'checkout.place.placed'} />
        <p role="status" className="checkout-save-status">{saveState === 'failed' ? t('checkout.save.failed') : ''}</p>
        <Button type="submit" size="big" loading={form.state.processing || leaving} className="checkout-place">
          {t('checkout.place.button')}
        </Button>
        <p className="checkout-note">{t('checkout.place.note')}</p>
      </div>
    </form>
  );
}
