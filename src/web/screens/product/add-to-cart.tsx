import { useId, useState } from 'react';
import { MAX_CART_LINES, MAX_CART_PRODUCTS } from '../../../domain/cart/local-cart';
import type { CartRefusal } from '../../../domain/cart/local-cart';
import { sameLine } from '../../../domain/cart/local-cart';
import { CountStepper } from '../../cart/count-stepper';
import { useCart } from '../../cart/use-cart';
import { useT } from '../../i18n/i18n-react';
import { track } from '../../tracking/tracking';
import { Button } from '../../ui/feedback/button';
import { useNotify } from '../../ui/feedback/notifications-react';
import type { ProductDetailFieldsFragment, VariationFieldsFragment } from '../../graph/generated/shop-operations';
import './product-buy.css';

const REFUSALS: readonly CartRefusal[] = ['too_many_lines', 'too_many_products', 'invalid_count', 'invalid_product'];

export interface AddToCartProps {
  product: ProductDetailFieldsFragment;
  /** The variation the picker points at; undefined when the product has none or the combination does not exist. */
  variation: VariationFieldsFragment | undefined;
  /** Unit price shown for the current choice (stored unit). */
  unitPrice: number;
  /** Share that may be paid now as a down payment; null or absent when the product offers none. */
  downPaymentPercent?: number | null;
}

/**
 * Count and "add to cart" of the product page. The server renders it with the button off (the
 * cart lives in the browser); it turns on once the cart has been read after hydration.
 */
export function AddToCart({ product, variation, unitPrice, downPaymentPercent = null }: AddToCartProps) {
  const t = useT();
  const cart = useCart();
  const { notify } = useNotify();
  const baseId = useId();
  const [count, setCount] = useState(1);
  const [downPayment, setDownPayment] = useState(false);

  const hasVariations = product.variations.length > 0;
  const needsVariation = hasVariations && !variation;
  const stock = variation ? variation.stock : hasVariations ? 0 : product.stock;
  const key = { productID: product.id, variationID: variation?.id ?? '' };
  const inCart = cart.lines.find((line) => sameLine(line, key))?.count ?? 0;
  const available = Math.max(0, stock - inCart);
  const soldOut = !needsVariation && stock <= 0;
  const allInCart = !needsVariation && !soldOut && available <= 0;
  const chosen = Math.min(Math.max(count, 1), Math.max(available, 1));
  const canAdd = cart.loaded && !needsVariation && available > 0;
  const offersDownPayment = typeof downPaymentPercent === 'number' && downPaymentPercent > 0;

  // Every text this area may show is read while rendering, so the server embeds it in the page
  // and nothing shown after a press waits for text to arrive.
  const texts = {
    added: t('product.addToCart.added'),
    addedDetail: t('product.addToCart.addedDetail', { count: chosen, name: product.name }),
    viewCart: t('product.addToCart.viewCart'),
    refused: t('product.addToCart.refused'),
    chooseVariation: t('product.addToCart.chooseVariation'),
    allInCart: t('product.addToCart.allInCart', { count: inCart }),
    inCart: t('product.addToCart.inCart', { count: inCart }),
  };
  const refusals = Object.fromEntries(
    REFUSALS.map((reason) => [reason, t(`cart.refused.${reason}`, { lines: MAX_CART_LINES, products: MAX_CART_PRODUCTS })]),
  ) as Record<CartRefusal, string>;

  const add = () => {
    if (!canAdd) return;
    const result = cart.add({ ...key, count: chosen, downPayment: offersDownPayment && downPayment, price: unitPrice });
    if (!result.ok) {
      notify({ id: 'cart-added', color: 'red', title: texts.refused, content: refusals[result.reason] });
      return;
    }
    notify({
      id: 'cart-added',
      color: 'green',
      title: texts.added,
      content: texts.addedDetail,
      actions: [{ text: texts.viewCart, route: { name: 'cart' } }],
    });
    track({
      name: 'add_to_cart',
      items: [{ productID: product.id, name: product.name, sku: variation?.sku ?? product.sku, price: unitPrice, count: chosen }],
    });
    setCount(1);
  };

  const countId = `${baseId}-count`;
  const labelId = `${baseId}-label`;
  const statusId = `${baseId}-status`;
  const status = needsVariation ? texts.chooseVariation : allInCart ? texts.allInCart : inCart > 0 ? texts.inCart : '';

  return (
    <section className="add-to-cart" aria-label={t('product.addToCart.label')}>
      {!soldOut && (
        <div className="add-to-cart-count">
          <label id={labelId} htmlFor={countId}>{t('product.addToCart.count')}</label>
          <CountStepper
            id={countId}
            value={chosen}
            min={1}
            max={available}
            onChange={setCount}
            itemName={product.name}
            labelledBy={labelId}
            describedBy={statusId}
            disabled={!canAdd}
          />
        </div>
      )}
      {offersDownPayment && !soldOut && (
        <div className="field field-checkbox add-to-cart-down-payment">
          <input
            id={`${baseId}-dp`}
            className="field-check"
            type="checkbox"
            checked={downPayment}
            disabled={!canAdd}
            onChange={(event) => setDownPayment(event.target.checked)}
          />
          <label className="field-label" htmlFor={`${baseId}-dp`}>{t('product.addToCart.downPayment', { percent: downPaymentPercent })}</label>
        </div>
      )}
      <Button size="big" className="add-to-cart-button" disabled={!canAdd} onPress={add} aria-describedby={statusId}>
        {soldOut ? t('product.addToCart.soldOut') : t('product.addToCart.button')}
      </Button>
      <p id={statusId} className="add-to-cart-status" aria-live="polite">{status}</p>
    </section>
  );
}
