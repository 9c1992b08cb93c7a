// The orders an affiliate's link brought in, a page at a time (`?page=N`): order number, date,
// commission and its status. Nothing about who bought.
import { useId } from 'react';
import type { AffiliateReferralsQuery } from '../../graph/generated/shop-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { LoadingContent } from '../../ui/page-states';
import { Pagination } from '../../ui/pagination';
import { AFFILIATE_REFERRALS_QUERY, REFERRALS_PAGE_SIZE, referralsVariables } from './affiliate-api';
import { failureSaid, referralStatusKey, say, useDate, useMoney } from './affiliate-format';

export function AffiliateReferrals({ page }: { page: number }) {
  const t = useT();
  const money = useMoney();
  const date = useDate();
  const headingId = useId();
  const { data, error } = useQuery<AffiliateReferralsQuery>(AFFILIATE_REFERRALS_QUERY, referralsVariables(page));
  const affiliate = data?.viewerAffiliate;

  let body;
  if (error && !data) body = <p className="affiliate-answer affiliate-answer-refused" role="alert">{say(t, failureSaid(error))}</p>;
  else if (!data) body = <LoadingContent />;
  else if (!affiliate || affiliate.referrals.length === 0) body = <p className="muted">{t('affiliate.referrals.empty')}</p>;
  else {
    body = (
      <>
        <table className="affiliate-referrals-table">
          <thead>
            <tr>
              <th scope="col">{t('affiliate.referrals.order')}</th>
              <th scope="col">{t('affiliate.referrals.date')}</th>
              <th scope="col" className="affiliate-amount">{t('affiliate.referrals.commission')}</th>
              <th scope="col">{t('affiliate.referrals.status')}</th>
            </tr>
          </thead>
          <tbody>
            {affiliate.referrals.map((referral) => (
              <tr key={referral.orderNumber}>
                <th scope="row">#{referral.orderNumber}</th>
                <td>{date(referral.placedAt)}</td>
                <td className="affiliate-amount">{money(referral.commission)}</td>
                <td><span className={`affiliate-status affiliate-status-${referral.status}`}>{t(referralStatusKey(referral.status))}</span></td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pagination
          page={page}
          totalCount={affiliate.ordersCount}
          pageSize={REFERRALS_PAGE_SIZE}
          target={(n) => ({ name: 'affiliate', query: n > 1 ? { page: String(n) } : {} })}
        />
      </>
    );
  }
  return (
    <section className="affiliate-box affiliate-referrals" aria-labelledby={headingId} aria-busy={!data && !error}>
      <h2 id={headingId}>{t('affiliate.referrals.heading')}</h2>
      {body}
    </section>
  );
}
