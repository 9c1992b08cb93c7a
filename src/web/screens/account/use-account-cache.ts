// Keeps the account answer in the cache in step with what the shopper just changed, so the
// page shows a saved or deleted address at once without asking the server again.
import { useCallback } from 'react';
import { graphCacheKey } from '../../graph/graph-key';
import { useGraphCache } from '../../graph/graph-react';
import { ACCOUNT_QUERY } from './account-api';
import type { AccountQuery } from '../../graph/generated/shop-operations';

type Customer = NonNullable<AccountQuery['viewerCustomer']>;

export function useUpdateAccount(): (change: (customer: Customer) => Customer) => void {
  const cache = useGraphCache();
  return useCallback((change) => {
    const key = graphCacheKey(ACCOUNT_QUERY);
    const current = cache.read<AccountQuery>(key)?.data;
    if (!current?.viewerCustomer) return;
    cache.write(key, { ...current, viewerCustomer: change(current.viewerCustomer) });
  }, [cache]);
}
