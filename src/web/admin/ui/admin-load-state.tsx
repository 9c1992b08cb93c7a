// What an admin screen shows before its data is there: loading, a failure with a retry, or the
// content. A session that ended is the frame's to handle (it sends staff to sign in).
import type { ReactNode } from 'react';
import type { QueryResult } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { isSignedOut } from '../frame/admin-errors';

export function AdminLoadState<T>({ query, children }: { query: QueryResult<T>; children: (data: T) => ReactNode }) {
  const t = useT();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error !== undefined) {
    if (isSignedOut(query.error)) return null;
    return (
      <div className="admin-panel" role="alert">
        <p>{t('admin.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>{t('admin.retry')}</button>
      </div>
    );
  }
  return <p role="status" className="admin-muted">{t('loading')}</p>;
}
