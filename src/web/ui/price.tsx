import type { MoneyFieldsFragment } from '../graph/generated/shop-operations';
import { graphFragment } from '../graph/graph-document';
import { useT } from '../i18n/i18n-react';

/** What a shown amount needs. */
export const MONEY_FIELDS = graphFragment(/* GraphQL */ `
  fragment MoneyFields on Money { amount formatted }
`);

/** A product's price, the price it replaces and the discount between them. */
export const PRICE_FIELDS = graphFragment(/* GraphQL */ `
  fragment PriceFields on Product { price { ...MoneyFields currency } compareAtPrice { ...MoneyFields } discountPercent }
`, MONEY_FIELDS);

export function Price({ price, compareAtPrice, discountPercent, size = 'normal' }: {
  price: MoneyFieldsFragment;
  compareAtPrice?: MoneyFieldsFragment | null;
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
