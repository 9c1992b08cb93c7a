// The saved product as staff and shoppers see it: the staff preview (any status) and, once it
// is published, its page in the shop. Both open in a new tab so the editor stays as it is.
import { useT } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import type { ProductDraft } from './product-draft';

export function ProductLinks({ saved }: { saved: ProductDraft }) {
  const t = useT();
  return (
    <>
      <Link to={{ name: 'productPreview', params: { slug: saved.slug }, target: 'new' }} className="button button-quiet" aria-describedby="product-preview-note">
        {t('adminProducts.editor.previewSaved')}
      </Link>
      {saved.status === 'published'
        ? <Link to={{ name: 'product', params: { slug: saved.slug }, target: 'new' }} className="button button-quiet">{t('adminProducts.editor.viewOnShop')}</Link>
        : <span className="admin-muted">{t('adminProducts.editor.notOnShop')}</span>}
      <span id="product-preview-note" className="visually-hidden">{t('adminProducts.editor.previewNote')}</span>
    </>
  );
}
