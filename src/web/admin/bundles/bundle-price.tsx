// The bundle's price in the shop's currency and, as it is typed, what the items cost apart at today's prices
// and what a shopper saves; a price that is not below the price apart is said in words, since
// such a bundle would never apply.
import { useId } from 'react';
import { useT } from '../../i18n/i18n-react';
import { NumberField } from '../ui/number-field';
import { liveSaving, type BundleDraft } from './bundle-draft';
import { useAdminMoney } from '../ui/admin-money';

export interface BundlePriceProps {
  draft: BundleDraft;
  onPrice: (digits: string) => void;
  error: string | undefined;
  register: (field: string) => (element: HTMLElement | null) => void;
}

export function BundlePrice({ draft, onPrice, error, register }: BundlePriceProps) {
  const t = useT();
  const money = useAdminMoney();
  const id = useId();
  const { apart, price, saving } = liveSaving(draft);
  const percent = apart && saving !== null && saving > 0 ? Math.floor((saving / apart) * 100) : null;
  return (
    <section className="admin-panel bundle-price" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('adminBundles.editor.priceHeading')}</h2>
      <NumberField rupiah required label={t('adminBundles.editor.price')} hint={t('adminBundles.editor.priceHint')} value={draft.price} error={error}
        controlRef={register('price')} onChange={onPrice} />
      <dl className="bundle-sums">
        <div>
          <dt>{t('adminBundles.editor.apart')}</dt>
          <dd>{apart === null ? '—' : money(apart)}</dd>
        </div>
        <div>
          <dt>{t('adminBundles.editor.price')}</dt>
          <dd>{price === null ? '—' : money(price)}</dd>
        </div>
        <div className={saving !== null && saving <= 0 ? 'bundle-sum-saving is-none' : 'bundle-sum-saving'}>
          <dt>{t('adminBundles.editor.saving')}</dt>
          <dd>
            {saving === null ? '—' : saving > 0
              ? t('adminBundles.editor.savingValue', { amount: money(saving), percent: percent ?? 0 })
              : money(0)}
          </dd>
        </div>
      </dl>
      {apart === null ? <p className="admin-muted bundle-sums-note">{t('adminBundles.editor.apartPending')}</p> : null}
      {/* Always in the page, so the warning is announced as it comes and goes. */}
      <div role="status">
        {saving !== null && saving <= 0 ? <p className="bundle-warning"><span aria-hidden="true">⚠ </span>{t('adminBundles.editor.notLower')}</p> : null}
      </div>
    </section>
  );
}
