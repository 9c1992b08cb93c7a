import { useT } from '../i18n/i18n-react';
import { Link } from '../router/router-react';
import type { RouteTarget } from '../router/router-types';

/** Lists are addressed by `?page=N`; the connection cursor for a page is the offset before it. */
export function afterCursorForPage(page: number, pageSize: number): string | null {
  if (page <= 1) return null;
  const text = `offset:${(page - 1) * pageSize - 1}`;
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function pageFromQuery(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export function Pagination({ page, totalCount, pageSize, target }: {
  page: number;
  totalCount: number;
  pageSize: number;
  target: (page: number) => RouteTarget;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {page > 1 ? <Link to={target(page - 1)} rel="prev">{t('pagination.previous')}</Link> : <span />}
      <span>{t('pagination.status', { page, pages })}</span>
      {page < pages ? <Link to={target(page + 1)} rel="next">{t('pagination.next')}</Link> : <span />}
    </nav>
  );
}
