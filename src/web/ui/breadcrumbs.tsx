import { useT } from '../i18n/i18n-react';
import { Link } from '../router/router-react';
import type { RouteTarget } from '../router/router-types';

export interface Crumb { label: string; to?: RouteTarget }

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useT();
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumb.label')}>
      <ol>
        <li><Link to={{ name: 'home' }}>{t('nav.home')}</Link></li>
        {items.map((item, index) => (
          <li key={index}>
            {item.to && index < items.length - 1 ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
