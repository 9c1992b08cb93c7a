import { useT } from '../i18n/i18n-react';
import { Link } from '../router/router-react';
import { Price, PRICE_FIELDS, type MoneyInfo } from './price';
import { IMAGE_FRAGMENT, ResponsiveImage, type ImageInfo } from './responsive-image';

export interface ProductCardData {
  id: string;
  slug: string;
  name: string;
  inStock: boolean;
  price: MoneyInfo;
  compareAtPrice: MoneyInfo | null;
  discountPercent: number | null;
  image: ImageInfo | null;
}

/** Fields a card needs; every product list asks for exactly these. */
export const PRODUCT_CARD_FIELDS = `id slug name inStock ${PRICE_FIELDS} image { ${IMAGE_FRAGMENT} }`;

const CARD_SIZES = '(max-width: 480px) 50vw, (max-width: 800px) 33vw, 240px';

export function ProductCard({ product, priority = false }: { product: ProductCardData; priority?: boolean }) {
  const t = useT();
  return (
    <article className="product-card">
      <Link to={{ name: 'product', params: { slug: product.slug } }} className="product-card-link">
        {product.image && <ResponsiveImage image={product.image} alt="" sizes={CARD_SIZES} displayWidth={240} priority={priority} />}
        <h3 className="product-card-name">{product.name}</h3>
      </Link>
      <Price price={product.price} compareAtPrice={product.compareAtPrice} discountPercent={product.discountPercent} />
      {!product.inStock && <p className="stock-out">{t('product.outOfStock')}</p>}
    </article>
  );
}

export function ProductGrid({ products, priorityCount = 0 }: { products: ProductCardData[]; priorityCount?: number }) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}><ProductCard product={product} priority={index < priorityCount} /></li>
      ))}
    </ul>
  );
}
