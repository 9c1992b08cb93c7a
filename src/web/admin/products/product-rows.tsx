// The products as a table: a row per product with what tells it apart (picture, name, SKU,
// status, stock and whether it runs low, price), a box to tick it for the bulk actions, and
// the ways to edit and preview it. Below 800 px each row is a card.
import type { AdminProductsQuery } from '../../graph/generated/admin-operations';
import { useT } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import { ResponsiveImage } from '../../ui/responsive-image';

type ProductRow = AdminProductsQuery['products']['edges'][number]['node'];

function UntranslatedHint({ product }: { product: ProductRow }) {
  const t = useT();
  if (product.untranslatedTexts.length === 0) return null;
  const texts = product.untranslatedTexts.map((text) => t(`adminProducts.text.${text}`)).join(', ');
  return <p className="product-untranslated">{t('adminProducts.untranslated', { texts })}</p>;
}

interface Selection { selected: ReadonlySet<string>; toggle: (id: string) => void; toggleAll: () => void }

function Row({ product, selection }: { product: ProductRow; selection: Selection }) {
  const t = useT();
  return (
    <tr>
      <td className="product-cell-select">
        <input type="checkbox" checked={selection.selected.has(product.id)} onChange={() => selection.toggle(product.id)}
          aria-label={t('adminProducts.bulk.select', { name: product.name })} />
      </td>
      <td className="product-cell-picture">
        {product.image
          ? <ResponsiveImage image={product.image} alt="" sizes="48px" displayWidth={48} className="product-thumb" />
          : <span className="product-thumb product-thumb-empty" role="img" aria-label={t('adminProducts.noPicture')} />}
      </td>
      <th scope="row" className="product-cell-name">
        <Link to={{ name: 'adminProduct', params: { productID: product.id } }}>{product.name}</Link>
        <UntranslatedHint product={product} />
      </th>
      <td data-label={t('adminProducts.column.sku')} className="product-cell-sku">{product.sku}</td>
      <td data-label={t('adminProducts.column.status')}>
        <span className={`product-status-badge is-${product.status}`}>{t(`adminProducts.status.${product.status}`)}</span>
      </td>
      <td data-label={t('adminProducts.column.stock')} className="product-cell-number">
        {product.stock}{' '}
        {product.stockLevel === 'in' ? null : <span className={`product-stock-badge is-${product.stockLevel}`}>{t(`adminProducts.stockLevel.${product.stockLevel}`)}</span>}
      </td>
      <td data-label={t('adminProducts.column.price')} className="product-cell-number">{product.price.formatted}</td>
      <td className="product-cell-actions">
        <Link to={{ name: 'adminProduct', params: { productID: product.id } }} aria-label={t('adminProducts.editNamed', { name: product.name })}>{t('adminProducts.edit')}</Link>
        <Link to={{ name: 'productPreview', params: { slug: product.slug }, target: 'new' }} aria-label={t('adminProducts.previewNamed', { name: product.name })}>{t('adminProducts.preview')}</Link>
      </td>
    </tr>
  );
}

export function ProductRows({ products, selection }: { products: ProductRow[]; selection: Selection }) {
  const t = useT();
  const all = products.length > 0 && products.every((product) => selection.selected.has(product.id));
  return (
    <table className="product-table">
      <caption className="visually-hidden">{t('adminProducts.list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col" className="product-cell-select">
            <input type="checkbox" checked={all} onChange={selection.toggleAll} aria-label={t('adminProducts.bulk.selectAll')} />
          </th>
          <th scope="col"><span className="visually-hidden">{t('adminProducts.column.picture')}</span></th>
          <th scope="col">{t('adminProducts.column.name')}</th>
          <th scope="col">{t('adminProducts.column.sku')}</th>
          <th scope="col">{t('adminProducts.column.status')}</th>
          <th scope="col" className="product-cell-number">{t('adminProducts.column.stock')}</th>
          <th scope="col" className="product-cell-number">{t('adminProducts.column.price')}</th>
          <th scope="col"><span className="visually-hidden">{t('adminProducts.column.actions')}</span></th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => <Row key={product.id} product={product} selection={selection} />)}
      </tbody>
    </table>
  );
}
