// Publish, unpublish or delete the ticked products at once. Deleting asks first (it cannot be
// undone: the products leave the shop and the admin list; orders keep their own copies).
import type { DeleteProductsMutation, PublishProductsMutation, UnpublishProductsMutation } from '../../graph/generated/admin-operations';
import { graphQueryKeyPrefix } from '../../graph/graph-key';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { textRef } from '../../ui/feedback/notification-types';
import { useNotify } from '../../ui/feedback/notifications-react';
import { useConfirm } from '../../ui/overlays/confirm-dialog';
import { Say, useMessages } from '../ui/say';
import { ADMIN_PRODUCT_QUERY, ADMIN_PRODUCTS_QUERY, DELETE_PRODUCTS, PUBLISH_PRODUCTS, UNPUBLISH_PRODUCTS } from './products-api';

const DIALOG_MESSAGES = ['adminProducts.bulk.deleteTitle', 'adminProducts.bulk.deleteBody', 'adminProducts.bulk.deleteAcknowledge', 'adminProducts.bulk.deleteYes',
  'adminProducts.stock.cancel', 'adminProducts.bulk.deletedTitle', 'adminProducts.stock.close'];

export function ProductBulkActions({ selected, onDone }: { selected: readonly string[]; onDone: () => void }) {
  const t = useT();
  const client = useGraphClient();
  const cache = useGraphCache();
  const confirm = useConfirm();
  const { notify } = useNotify();
  useMessages(DIALOG_MESSAGES);
  const ids = [...selected];
  const finish = (key: string, count: number) => {
    // The list and any product read before show the new statuses (or are gone).
    cache.invalidate(graphQueryKeyPrefix(ADMIN_PRODUCTS_QUERY));
    cache.invalidate(graphQueryKeyPrefix(ADMIN_PRODUCT_QUERY));
    onDone();
    notify({ id: 'products-bulk', color: 'green', content: textRef(key, { count }), duration: 4000 });
  };
  const publish = async () => finish('adminProducts.bulk.published', (await client.mutate<PublishProductsMutation>('ID', PUBLISH_PRODUCTS, { ids })).publishProducts.length);
  const unpublish = async () => finish('adminProducts.bulk.unpublished', (await client.mutate<UnpublishProductsMutation>('ID', UNPUBLISH_PRODUCTS, { ids })).unpublishProducts.length);
  const remove = async () => {
    let count = 0;
    const { confirmed } = await confirm({
      title: <Say k="adminProducts.bulk.deleteTitle" params={{ count: ids.length }} />,
      content: <p><Say k="adminProducts.bulk.deleteBody" /></p>,
      acknowledge: <Say k="adminProducts.bulk.deleteAcknowledge" />,
      yesLabel: <Say k="adminProducts.bulk.deleteYes" params={{ count: ids.length }} />,
      noLabel: <Say k="adminProducts.stock.cancel" />,
      successTitle: <Say k="adminProducts.bulk.deletedTitle" />,
      backLabel: <Say k="adminProducts.stock.close" />,
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
