// `/account/affiliate`: what the shop's affiliate programme offers and a way to join; once
// joined, the referral link to copy or share, the figures, the payout request and the orders
// the link brought. Signed out, a way to sign in and come back here.
import { useEffect, useId, useRef, useState } from 'react';
import type { AffiliatePageQuery, JoinAffiliateProgramMutation } from '../../graph/generated/shop-operations';
import { useMutation, useQuery } from '../../graph/graph-react';
import { useLanguage, useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link, useRoute } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import { LoadingContent, ServerErrorContent } from '../../ui/page-states';
import { pageFromQuery } from '../../ui/pagination';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { AFFILIATE_PAGE_QUERY, AFFILIATE_PREFIXES, AFFILIATE_REFERRALS_QUERY, JOIN_AFFILIATE_MUTATION, JOIN_INPUT, referralsVariables } from './affiliate-api';
import { commissionPercent, failureSaid, say, useMoney, type Said } from './affiliate-format';
import { AffiliateLinkBox } from './affiliate-link';
import { AffiliatePayout } from './affiliate-payout';
import { AffiliateReferrals } from './affiliate-referrals';
import './affiliate.css';

export const AFFILIATE_PATH = '/account/affiliate';

type Terms = AffiliatePageQuery['affiliateProgram'];
type Affiliate = NonNullable<AffiliatePageQuery['viewerAffiliate']>;

export function queries(match: ScreenMatch): ScreenQuery[] {
  return [
    { query: AFFILIATE_PAGE_QUERY },
    { query: AFFILIATE_REFERRALS_QUERY, variables: referralsVariables(pageFromQuery(match.entry.query.page)) },
  ];
}

function ProgrammeTerms({ terms }: { terms: Terms }) {
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <p>{t('affiliate.intro.rate', { rate: commissionPercent(terms.commissionRateBp, language) })}</p>
      <p>{t('affiliate.intro.window', { days: terms.attributionDays })}</p>
      <p className="muted">{t('affiliate.intro.approval')}</p>
    </>
  );
}

function SignedOut() {
  const t = useT();
  return (
    <div className="affiliate-box">
      <p>{t('affiliate.signedOut.body')}</p>
      <p className="affiliate-actions">
        <Link to={{ name: 'login', query: { next: AFFILIATE_PATH } }} className="button">{t('affiliate.signedOut.link')}</Link>
        <span>{t('affiliate.signedOut.signUp')} <Link to={{ name: 'signup' }}>{t('affiliate.signedOut.signUpLink')}</Link></span>
      </p>
    </div>
  );
}

function JoinProgramme({ terms, onJoined }: { terms: Terms; onJoined: () => void }) {
  const t = useT();
  const headingId = useId();
  const [failure, setFailure] = useState<Said | null>(null);
  const [run] = useMutation<JoinAffiliateProgramMutation>(JOIN_INPUT, JOIN_AFFILIATE_MUTATION, { invalidate: AFFILIATE_PREFIXES });
  const join = async () => {
    setFailure(null);
    try {
      // Joining again answers the same affiliate, so a dropped answer is safely asked again.
      await run(undefined, undefined, { retry: true });
      onJoined();
    } catch (error) {
      setFailure(failureSaid(error));
    }
  };
  return (
    <section className="affiliate-box affiliate-join" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('affiliate.intro.heading')}</h2>
      <ProgrammeTerms terms={terms} />
      <div className="affiliate-actions">
        <Button size="big" onPress={join}>{t('affiliate.join')}</Button>
      </div>
      <p role="alert" className="affiliate-answer affiliate-answer-refused">{failure ? say(t, failure) : ''}</p>
    </section>
  );
}

function AffiliateStats({ affiliate }: { affiliate: Affiliate }) {
  const t = useT();
  const money = useMoney();
  const headingId = useId();
  const figures: Array<[string, string, string]> = [
    ['clicks', t('affiliate.stats.clicks'), String(affiliate.clicks)],
    ['orders', t('affiliate.stats.orders'), String(affiliate.ordersCount)],
    ['pending', t('affiliate.stats.pending'), money(affiliate.pendingCommission)],
    ['approved', t('affiliate.stats.approved'), money(affiliate.approvedCommission)],
    ['paid', t('affiliate.stats.paid'), money(affiliate.paidCommission)],
  ];
  return (
    <section className="affiliate-box" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('affiliate.stats.heading')}</h2>
      <dl className="affiliate-stats">
        {figures.map(([key, label, value]) => (
          <div key={key} className={`affiliate-stat affiliate-stat-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Joined({ affiliate, terms, shopName, justJoined }: { affiliate: Affiliate; terms: Terms; shopName: string; justJoined: boolean }) {
  const t = useT();
  const route = useRoute();
  const linkHeading = useRef<HTMLHeadingElement>(null);
  // Right after joining, the focus the Join button had goes to the link it produced.
  useEffect(() => {
    if (justJoined) linkHeading.current?.focus();
  }, [justJoined]);
  return (
    <>
      <AffiliateLinkBox link={affiliate.link} code={affiliate.code} shopName={shopName} headingRef={linkHeading} />
      <AffiliateStats affiliate={affiliate} />
      <AffiliatePayout approved={affiliate.approvedCommission} latest={affiliate.latestPayout ?? null} />
      <AffiliateReferrals page={pageFromQuery(route.query.page)} />
      <section className="affiliate-box affiliate-terms" aria-label={t('affiliate.intro.heading')}>
        <ProgrammeTerms terms={terms} />
      </section>
    </>
  );
}

export default function AffiliateScreen() {
  const t = useT();
  const titleId = useId();
  const [justJoined, setJustJoined] = useState(false);
  const { data, error, refetch } = useQuery<AffiliatePageQuery>(AFFILIATE_PAGE_QUERY);
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  const title = t('affiliate.title');
  const affiliate = data.viewerAffiliate;
  return (
    <section className="affiliate-page" aria-labelledby={titleId}>
      <PageMeta title={data.shop.name ? `${title} | ${data.shop.name}` : title} noindex />
      <h1 id={titleId}>{title}</h1>
      <p role="status" className="affiliate-joined">{justJoined && affiliate ? t('affiliate.joined') : ''}</p>
      {!data.viewerCustomer ? (
        <SignedOut />
      ) : affiliate ? (
        <Joined affiliate={affiliate} terms={data.affiliateProgram} shopName={data.shop.name} justJoined={justJoined} />
      ) : (
        <JoinProgramme terms={data.affiliateProgram} onJoined={() => setJustJoined(true)} />
      )}
    </section>
  );
}
