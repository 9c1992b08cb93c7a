// A picker's search that got no answer says so, with a way to ask again: a failed search is
// kept (graph-react's failed entries wait for a refetch), so typing the same words again would
// show the same silence, and "0 found" would tell the owner the product does not exist.
import type { QueryResult } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { isSignedOut } from '../frame/admin-errors';

export function SearchFailure({ query }: { query: Pick<QueryResult<unknown>, 'data' | 'error' | 'loading' | 'refetch'> }) {
  const t = useT();
  // A session that ended is the frame's to handle: it sends staff to sign in.
  if (query.error === undefined || query.data !== undefined || isSignedOut(query.error)) return null;
  return (
    <div className="admin-search-failure" role="alert">
      <p>{t('admin.searchFailed')}</p>
      <Button variant="secondary" size="small" disabled={query.loading} onPress={() => void query.refetch()}>{t('admin.retry')}</Button>
    </div>
  );
}

