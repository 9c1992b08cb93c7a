// Publish, unpublish or delete the ticked products at once. Deleting asks first (it cannot be
// undone: the products leave the shop and the admin list; orders keep their own copies).
import type { DeleteProductsMutation, PublishProductsMutation, UnpublishProductsMutation } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { textRef } from '../../ui/feedback/notification-types';
import { useNotify } from '../../ui/feedback/notifications-react';
import { useConfirm } from '../../ui/overlays/confirm-dialog';
import { DELETE_PRODUCTS, PUBLISH_PRODUCTS, UNPUBLISH_PRODUCTS } from './products-api';

export function ProductBulkActions({ selected, onDone }: { selected: readonly string[]; onDone: () => void }) {
  const t = useT();
  const client = useGraphClient();
  const cache = useGraphCache();
  const confirm = useConfirm();
  const { notify } = useNotify();
  const ids = [...selected];
  const finish = (key: string, count: number) => {
    cache.invalidate();
    onDone();
    notify({ id: 'products-bulk', color: 'green', content: textRef(key, { count }), duration: 4000 });
  };
  const publish = async () => finish('adminProducts.bulk.published', (await client.mutate<PublishProductsMutation>('ID', PUBLISH_PRODUCTS, { ids })).publishProducts.length);
  const unpublish = async () => finish('adminProducts.bulk.unpublished', (await client.mutate<UnpublishProductsMutation>('ID', UNPUBLISH_PRODUCTS, { ids })).unpublishProducts.length);
  const remove = async () => {
    let count = 0;
    const { confirmed } = await confirm({
      title: t('adminProducts.bulk.deleteTitle', { count: ids.length }),
      content: <p>{t('adminProducts.bulk.deleteBody')}</p>,
      acknowledge: t('adminProducts.bulk.deleteAcknowledge'),
      yesLabel: t('adminProducts.bulk.deleteYes', { count: ids.length }),
      noLabel: t('adminProducts.stock.cancel'),
      successTitle: t('adminProducts.bulk.deletedTitle'),
      backLabel: t('adminProducts.stock.close'),
      onConfirm: async () => {
        count = (await client.mutate<DeleteProductsMutation>('ID', DELETE_PRODUCTS, { ids })).deleteProducts.length;
      },
    });
    if (confirmed) finish('adminProducts.bulk.deleted', count);
  };
  return (
    <div className="product-bulk" role="group" aria-label={t('adminProducts.bulk.label')}>
      <p className="product-bulk-count" aria-live="polite">{t('adminProducts.bulk.count', { count: ids.length })}</p>
      <Button variant="secondary" disabled={!ids.length} onPress={publish}>{t('adminProducts.bulk.publish')}</Button>
      <Button variant="secondary" disabled={!ids.length} onPress={unpublish}>{t('adminProducts.bulk.unpublish')}</Button>
      <Button variant="secondary" disabled={!ids.length} onPress={remove}>{t('adminProducts.bulk.delete')}</Button>
    </div>
  );
}
