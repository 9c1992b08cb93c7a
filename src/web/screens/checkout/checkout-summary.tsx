// The order as the server priced it: lines, then totals. Nothing here is computed by the
// browser; every amount is the server's latest answer.
import { useId } from 'react';
import { useT } from '../../i18n/i18n-react';
import { useShopMoney } from '../../ui/shop-currency';
import type { CheckoutFieldsFragment } from '../../graph/generated/shop-operations';

type ShippingOption = CheckoutFieldsFragment['shippingOptions'][number];

/** Amounts of the shop's currency as the shopper reads them (`Rp150.000`). */
export function useMoney(): (amount: number) => string {
  return useShopMoney();
}

export function useEta(): (option: Pick<ShippingOption, 'etaDaysMin' | 'etaDaysMax'>) => string {
  const t = useT();
  return (option) =>
    option.etaDaysMin === option.etaDaysMax
      ? t('checkout.shipping.etaDays', { days: option.etaDaysMax })
      : t('checkout.shipping.etaRange', { min: option.etaDaysMin, max: option.etaDaysMax });
}

export function CheckoutSummary({ checkout, busy }: { checkout: CheckoutFieldsFragment; busy: boolean }) {
  const t = useT();
  const money = useMoney();
  const titleId = useId();
  const { totals } = checkout;
  // The discount is bundle savings and the coupon together; each is shown on its own line.
  const couponDiscount = totals.discount - totals.bundleDiscount;
  const chosen = checkout.shippingOptions.find((option) => option.id === checkout.shippingMethodId);
  return (
    <aside className="checkout-summary" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <h2 id={titleId}>{t('checkout.summary.title')}</h2>
      <ul className="checkout-lines">
        {checkout.lines.map((line) => (
          <li key={`${line.productId} ${line.variationId ?? ''}`} className={line.problem ? 'checkout-line has-problem' : 'checkout-line'}>
            <div className="checkout-line-what">
              <span className="checkout-line-name">{line.name || t('checkout.line.unavailable')}</span>
              {line.variationLabel ? <span className="checkout-line-variation">{line.variationLabel}</span> : null}
              <span className="checkout-line-count">{t('checkout.line.count', { count: line.count, price: money(line.unitPrice) })}</span>
              {line.downPayment && line.downPaymentUnit !== null ? (
                <span className="checkout-badge">{t('checkout.line.downPayment', { amount: money(line.downPaymentUnit) })}</span>
              ) : null}
              {line.problem ? <span className="checkout-line-problem">{t(`checkout.line.problem.${line.problem}`, { available: line.availableStock })}</span> : null}
            </div>
            <span className="checkout-line-total">{money(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-totals">
        <div>
          <dt>{t('checkout.totals.subtotal')}</dt>
          <dd>{money(totals.subtotal)}</dd>
        </div>
        {totals.bundles.map((bundle) => (
          <div key={bundle.bundleId} className="checkout-totals-discount">
            <dt>{t('bundle.checkout.saving')}: {t('bundle.checkout.line', { name: bundle.name, sets: bundle.sets })}</dt>
            <dd>{money(-bundle.saving)}</dd>
          </div>
        ))}
        {couponDiscount > 0 ? (
          <div className="checkout-totals-discount">
            <dt>{checkout.couponCode ? t('checkout.totals.discountCode', { code: checkout.couponCode }) : t('checkout.totals.discount')}</dt>
            <dd>{money(-couponDiscount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{chosen ? t('checkout.totals.shippingWith', { courier: `${chosen.courier} ${chosen.service}`.trim() }) : t('checkout.totals.shipping')}</dt>
          <dd>{chosen ? money(totals.shippingFee) : t('checkout.totals.shippingLater')}</dd>
        </div>
        <div className="checkout-totals-total">
          <dt>{t('checkout.totals.total')}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
        {totals.firstPayment < totals.total ? (
          <div className="checkout-totals-now">
            <dt>{t('checkout.totals.payNow')}</dt>
            <dd>{money(totals.firstPayment)}</dd>
          </div>
        ) : null}
      </dl>
      {totals.firstPayment < totals.total ? <p className="checkout-note">{t('checkout.totals.payLaterNote')}</p> : null}
    </aside>
  );
}
