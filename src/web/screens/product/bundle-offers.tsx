import { MAX_CART_LINES, MAX_CART_PRODUCTS, type CartRefusal } from '../../../domain/cart/local-cart';
import { useCart } from '../../cart/use-cart';
import type { ProductDetailFieldsFragment } from '../../graph/generated/shop-operations';
import { useT } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import { track } from '../../tracking/tracking';
import { Button } from '../../ui/feedback/button';
import { useNotify } from '../../ui/feedback/notifications-react';
import { ResponsiveImage } from '../../ui/responsive-image';
import './product-buy.css';

type BundleOffer = ProductDetailFieldsFragment['bundles'][number];

const REFUSALS: readonly CartRefusal[] = ['too_many_lines', 'too_many_products', 'invalid_count', 'invalid_product'];

function Offer({ bundle, headingId }: { bundle: BundleOffer; headingId: string }) {
  const t = useT();
  const cart = useCart();
  const { notify } = useNotify();
  // Read while rendering, so the server embeds every text the press may show.
  const texts = {
    added: t('bundle.offer.added', { name: bundle.name }),
    viewCart: t('product.addToCart.viewCart'),
    addedTitle: t('product.addToCart.added'),
    refused: t('product.addToCart.refused'),
  };
  const refusals = Object.fromEntries(REFUSALS.map((reason) => [reason, t(`cart.refused.${reason}`, { lines: MAX_CART_LINES, products: MAX_CART_PRODUCTS })])) as Record<CartRefusal, string>;
  const items = bundle.items.flatMap((item) => (item.product ? [{ ...item, product: item.product }] : []));

  const add = () => {
    const result = cart.addAll(items.map((item) => ({
      productID: item.product.id, variationID: item.variation?.id ?? '', count: item.count, downPayment: false, price: item.unitPrice?.amount,
    })));
    if (!result.ok) {
      notify({ id: 'cart-added', color: 'red', title: texts.refused, content: refusals[result.reason] });
      return;
    }
    notify({ id: 'cart-added', color: 'green', title: texts.addedTitle, content: texts.added, actions: [{ text: texts.viewCart, route: { name: 'cart' } }] });
    track({
      name: 'add_to_cart',
      items: items.map((item) => ({ productID: item.product.id, name: item.product.name, sku: item.variation?.sku ?? item.product.sku, price: item.unitPrice?.amount ?? 0, count: item.count })),
    });
  };

  return (
    <li className="bundle-offer" aria-labelledby={headingId}>
      <h3 id={headingId}>{bundle.name}</h3>
      <ul className="bundle-offer-items">
        {items.map((item) => (
          <li key={`${item.product.id}-${item.variation?.id ?? ''}`}>
            {item.product.image ? <span className="bundle-offer-picture"><ResponsiveImage image={item.product.image} alt="" sizes="48px" displayWidth={48} /></span> : null}
            <span>
              <Link to={{ name: 'product', params: { slug: item.product.slug } }}>{t('bundle.offer.item', { count: item.count, name: item.product.name })}</Link>
              {item.variationLabel && <span className="bundle-offer-variation"> · {item.variationLabel}</span>}
            </span>
          </li>
        ))}
      </ul>
      <p className="bundle-offer-price">
        <strong className="price">{bundle.price.formatted}</strong>
        {bundle.itemsTotal && <span className="price-was">{t('bundle.offer.apart')} <s>{bundle.itemsTotal.formatted}</s></span>}
        <span className="badge-sale">{t('bundle.offer.save', { amount: bundle.saving.formatted })}</span>
      </p>
      <Button variant="secondary" disabled={!cart.loaded} onPress={add}>{t('bundle.offer.add')}</Button>
    </li>
  );
}

/** "Buy the bundle and save": each bundle with this product, its items and the saving, added to the cart in one press. */
export function BundleOffers({ bundles }: { bundles: readonly BundleOffer[] }) {
  const t = useT();
  if (!bundles.length) return null;
  return (
    <section className="bundle-offers" aria-labelledby="product-bundles">
      <h2 id="product-bundles">{t('bundle.offer.title')}</h2>
      <ul className="bundle-offer-list">
        {bundles.map((bundle, index) => <Offer key={bundle.id} bundle={bundle} headingId={`product-bundle-${index}`} />)}
      </ul>
    </section>
  );
}
