import { useT } from '../i18n/i18n-react';
import { Link } from '../router/router-react';
import type { ProductCardFieldsFragment } from '../graph/generated/shop-operations';
import { graphFragment } from '../graph/graph-document';
import { Price, PRICE_FIELDS } from './price';
import { IMAGE_FIELDS, ResponsiveImage } from './responsive-image';
import { StarRating } from './star-rating';

/** Fields a card needs; every product list asks for exactly these. */
export const PRODUCT_CARD_FIELDS = graphFragment(/* GraphQL */ `
  fragment ProductCardFields on Product { id slug name inStock ...PriceFields image { ...ImageFields } rating { average count } }
`, PRICE_FIELDS, IMAGE_FIELDS);

const CARD_SIZES = '(max-width: 480px) 50vw, (max-width: 800px) 33vw, 240px';

/**
 * How many of a list's first cards have their pictures fetched first (eagerly, at high priority):
 * the first row on a phone, where the grid has two columns. Every picture asked for first shares
 * a slow phone connection with the others, so asking for four drew the first card later: on
 * Lighthouse's slow 4G the category page's largest paint came at a median 1.18 s with four and
 * 0.98 s with two (docs/decisions/0052). The cards after them load lazily, as the browser sees
 * them, and fade in once the page's script runs, which now starts sooner too.
 */
export const CARDS_FETCHED_FIRST = 2;

/**
 * A product in a list. `draft` is for staff previews: the card says shoppers cannot see it and
 * leads to the product's own preview, since its public page does not exist yet.
 */
export function ProductCard({ product, priority = false, draft = false }: { product: ProductCardFieldsFragment; priority?: boolean; draft?: boolean }) {
  const t = useT();
  return (
    <article className={draft ? 'product-card is-draft' : 'product-card'}>
      <Link to={{ name: draft ? 'productPreview' : 'product', params: { slug: product.slug } }} className="product-card-link">
        {product.image && <ResponsiveImage image={product.image} alt="" sizes={CARD_SIZES} displayWidth={240} priority={priority} />}
        <h3 className="product-card-name">{product.name}</h3>
      </Link>
      {draft && <p className="product-card-draft">{t('categoryPreview.draft')}</p>}
      {product.rating && <StarRating average={product.rating.average} count={product.rating.count} />}
      <Price price={product.price} compareAtPrice={product.compareAtPrice} discountPercent={product.discountPercent} />
      {!product.inStock && <p className="stock-out">{t('product.outOfStock')}</p>}
    </article>
  );
}

export function ProductGrid({ products, priorityCount = 0, drafts }: { products: ProductCardFieldsFragment[]; priorityCount?: number; drafts?: ReadonlySet<string> | undefined }) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}><ProductCard product={product} priority={index < priorityCount} draft={drafts?.has(product.id) ?? false} /></li>
      ))}
    </ul>
  );
}
