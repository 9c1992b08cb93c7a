// What an admin screen shows inside the frame when the thing it was opened for does not exist
// (a deleted page, a mistyped address): said plainly, answered 404, with the way back.
import type { AdminFrameQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link } from '../../router/router-react';
import { ADMIN_FRAME_QUERY } from '../frame/admin-frame-api';

export function AdminNotFound({ section, route }: { section: string; route: string }) {
  const t = useT();
  const { data } = useQuery<AdminFrameQuery>(ADMIN_FRAME_QUERY);
  return (
    <div className="admin-panel">
      <PageMeta title={t('admin.title', { section: t('error.notFound.title'), shop: data?.shop.name ?? '' })} status={404} noindex />
      <p>{t('admin.notFound')}</p>
      <p><Link to={{ name: route }}>{t('admin.backTo', { section })}</Link></p>
    </div>
  );
}
