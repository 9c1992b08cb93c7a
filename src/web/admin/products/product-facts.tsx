// Which product this is, read-only: its picture, SKU, price and stock (changed elsewhere).
import { useT } from '../../i18n/i18n-react';
import { ResponsiveImage } from '../../ui/responsive-image';
import type { EditedProduct } from './product-draft';

export function ProductFacts({ product }: { product: EditedProduct }) {
  const t = useT();
  return (
    <section className="admin-panel product-facts-panel" aria-labelledby="product-facts-heading">
      <h2 id="product-facts-heading">{t('adminProducts.editor.facts')}</h2>
      <div className="product-facts-body">
        {product.image
          ? <ResponsiveImage image={product.image} alt={product.name} sizes="96px" displayWidth={96} className="product-facts-picture" />
          : <p className="product-no-picture admin-muted">{t('adminProducts.noPicture')}</p>}
        <dl className="product-facts-list">
          <dt>{t('adminProducts.editor.sku')}</dt><dd>{product.sku}</dd>
          <dt>{t('adminProducts.editor.price')}</dt><dd>{product.price.formatted}</dd>
          <dt>{t('adminProducts.editor.stock')}</dt><dd>{product.stock}</dd>
        </dl>
      </div>
      <p className="admin-muted">{t('adminProducts.editor.factsNote')}</p>
    </section>
  );
}
