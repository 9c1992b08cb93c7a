// The dashboard's own panels: sales today and this month, the work waiting for the owner, stock
// running out and the latest reviews. A panel whose figures the role may not see is left out.
import { formatShopTime } from '../../../domain/format/shop-time';
import type { AdminDashboardQuery } from '../../graph/generated/admin-operations';
import { useLanguage, useTimezoneOffset, useT, useShopZone } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import { useAdminMoney } from '../ui/admin-money';

type Dashboard = AdminDashboardQuery['dashboard'];
type Figures = NonNullable<Dashboard['today']>;

function FiguresCard({ title, figures, id }: { title: string; figures: Figures; id: string }) {
  const t = useT();
  const money = useAdminMoney();
  return (
    <section className="admin-panel dashboard-figures" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <p className="dashboard-big">{t('dashboard.orders', { count: figures.orders })}</p>
      <dl>
        <div><dt>{t('dashboard.orderValue')}</dt><dd>{money(figures.orderValue)}</dd></div>
        <div><dt>{t('dashboard.received')}</dt><dd>{money(figures.received)}</dd></div>
      </dl>
    </section>
  );
}

export function SalesPanels({ dashboard }: { dashboard: Dashboard }) {
  const t = useT();
  const zone = useShopZone();
  if (!dashboard.today || !dashboard.thisMonth) return null;
  return (
    <section aria-labelledby="dashboard-sales" className="dashboard-group">
      <h2 id="dashboard-sales">{t('dashboard.sales')}</h2>
      <div className="admin-cards">
        <FiguresCard id="dashboard-today" title={t('dashboard.today')} figures={dashboard.today} />
        <FiguresCard id="dashboard-month" title={t('dashboard.thisMonth')} figures={dashboard.thisMonth} />
      </div>
      <p className="admin-muted">{t('dashboard.figuresNote', { zone })}</p>
    </section>
  );
}

export function WaitingPanel({ dashboard }: { dashboard: Dashboard }) {
  const t = useT();
  if (dashboard.awaitingVerification === null || dashboard.awaitingShipment === null) return null;
  return (
    <section className="admin-panel" aria-labelledby="dashboard-waiting">
      <h2 id="dashboard-waiting">{t('dashboard.waiting')}</h2>
      <ul className="dashboard-waiting">
        <li className={dashboard.awaitingVerification > 0 ? 'admin-alert' : undefined}>
          <a href="/admin/orders?payment=proof_to_review"><strong>{dashboard.awaitingVerification}</strong> {t('dashboard.awaitingVerification')}</a>
        </li>
        {dashboard.paymentsNeedingAttention ? (
          <li className="admin-alert"><strong>{dashboard.paymentsNeedingAttention}</strong> {t('dashboard.paymentsNeedingAttention')}</li>
        ) : null}
        <li className={dashboard.awaitingShipment > 0 ? 'admin-alert' : undefined}>
          <a href="/admin/orders?status=paid"><strong>{dashboard.awaitingShipment}</strong> {t('dashboard.awaitingShipment')}</a>
        </li>
      </ul>
    </section>
  );
}

export function LowStockPanel({ dashboard }: { dashboard: Dashboard }) {
  const t = useT();
  if (!dashboard.lowStock) return null;
  return (
    <section className="admin-panel" aria-labelledby="dashboard-low-stock">
      <h2 id="dashboard-low-stock">{t('dashboard.lowStock')}</h2>
      {dashboard.lowStock.length === 0 ? <p>{t('dashboard.lowStockNone')}</p> : (
        <ul className="dashboard-list">
          {dashboard.lowStock.map((item) => (
            <li key={`${item.productId}-${item.sku}`}>
              <Link to={{ name: 'adminProduct', params: { productID: item.productId } }}>
                {item.name}{item.variation.length > 0 ? ` — ${item.variation.join(' / ')}` : ''}
              </Link>
              <span className="admin-muted"> · {item.sku} · </span>
              <strong className={item.stock === 0 ? 'dashboard-out' : undefined}>{item.stock === 0 ? t('dashboard.soldOut') : t('dashboard.stockLeft', { count: item.stock })}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ReviewsPanel({ dashboard }: { dashboard: Dashboard }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  if (!dashboard.recentReviews) return null;
  return (
    <section className="admin-panel" aria-labelledby="dashboard-reviews">
      <h2 id="dashboard-reviews">{t('dashboard.reviews')}</h2>
      {dashboard.pendingReviews ? (
        <p className="admin-alert"><Link to={{ name: 'adminReviews' }}>{t('dashboard.pendingReviews', { count: dashboard.pendingReviews })}</Link></p>
      ) : null}
      {dashboard.recentReviews.length === 0 ? <p>{t('dashboard.reviewsNone')}</p> : (
        <ul className="dashboard-list">
          {dashboard.recentReviews.map((review) => (
            <li key={`${review.productId}-${review.createdAt}`}>
              <span role="img" aria-label={t('dashboard.rating', { rating: review.rating })} className="dashboard-stars">
                {'★'.repeat(review.rating)}{'☆'.repeat(5 - review.rating)}
              </span>{' '}
              {t('dashboard.reviewBy', { name: review.authorName, product: review.productName })}
              <span className="admin-muted"> · {formatShopTime(review.createdAt, language, offset)}</span>
              {review.body ? <p className="dashboard-review-body">{review.body}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
