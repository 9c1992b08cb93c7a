import { useT } from '../i18n/i18n-react';

export interface MoneyInfo { amount: number; formatted: string; currency?: string }

export const PRICE_FIELDS = 'price { amount formatted currency } compareAtPrice { amount formatted } discountPercent';

export function Price({ price, compareAtPrice, discountPercent, size = 'normal' }: {
  price: MoneyInfo;
  compareAtPrice?: MoneyInfo | null;
  discountPercent?: number | null;
  size?: 'normal' | 'large';
}) {
  const t = useT();
  const onSale = compareAtPrice && compareAtPrice.amount > price.amount;
  return (
    <p className={`price price-${size}`}>
      <span className="price-now">{price.formatted}</span>
      {onSale && (
        <>
          {' '}
          <s className="price-was">
            <span className="visually-hidden">{t('product.priceWas')}: </span>
            {compareAtPrice.formatted}
          </s>
          {discountPercent ? <span className="badge-sale"> {t('product.discount', { percent: discountPercent })}</span> : null}
        </>
      )}
    </p>
  );
}
