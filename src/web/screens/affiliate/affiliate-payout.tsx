// Asking for the approved balance. The server answers a refusal in words (nothing to pay, a
// request already open), which is shown as it is; the newest request's fate is always shown.
import { useId, useState } from 'react';
import type { AffiliatePageQuery, RequestAffiliatePayoutMutation } from '../../graph/generated/shop-operations';
import { useMutation } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { AFFILIATE_PREFIXES, PAYOUT_INPUT, REQUEST_PAYOUT_MUTATION } from './affiliate-api';
import { failureSaid, say, useDate, useMoney, type Said } from './affiliate-format';

type Payout = NonNullable<NonNullable<AffiliatePageQuery['viewerAffiliate']>['latestPayout']>;
type Answer = { tone: 'done' | 'refused'; said: Said } | null;

function PayoutState({ payout }: { payout: Payout }) {
  const t = useT();
  const money = useMoney();
  const date = useDate();
  const amount = money(payout.amount);
  if (payout.status === 'paid') return <p className="affiliate-payout-state affiliate-payout-paid">{t('affiliate.payout.state.paid', { amount, date: date(payout.decidedAt ?? payout.createdAt) })}</p>;
  if (payout.status === 'rejected') {
    return (
      <div className="affiliate-payout-state affiliate-payout-rejected">
        <p>{t('affiliate.payout.state.rejected', { amount, date: date(payout.createdAt) })}</p>
        {payout.rejectReason ? <p>{t('affiliate.payout.rejectReason', { reason: payout.rejectReason })}</p> : null}
      </div>
    );
  }
  return <p className="affiliate-payout-state affiliate-payout-open">{t('affiliate.payout.state.requested', { amount, date: date(payout.createdAt) })}</p>;
}

export function AffiliatePayout({ approved, latest }: { approved: number; latest: Payout | null }) {
  const t = useT();
  const money = useMoney();
  const headingId = useId();
  const [answer, setAnswer] = useState<Answer>(null);
  const [run] = useMutation<RequestAffiliatePayoutMutation>(PAYOUT_INPUT, REQUEST_PAYOUT_MUTATION, { invalidate: AFFILIATE_PREFIXES });

  const ask = async () => {
    setAnswer(null);
    try {
      const result = (await run()).requestAffiliatePayout;
      if (result.__typename === 'AffiliatePayoutRefused') setAnswer({ tone: 'refused', said: { text: result.message } });
      else setAnswer({ tone: 'done', said: { key: 'affiliate.payout.requested', params: { amount: money(result.payout.amount) } } });
    } catch (error) {
      setAnswer({ tone: 'refused', said: failureSaid(error) });
    }
  };

  return (
    <section className="affiliate-box affiliate-payout" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('affiliate.payout.heading')}</h2>
      <p>{t('affiliate.payout.available', { amount: money(approved) })}</p>
      {latest ? <PayoutState payout={latest} /> : null}
      <div className="affiliate-actions">
        <Button onPress={ask}>{t('affiliate.payout.ask')}</Button>
      </div>
      <p role="status" className={`affiliate-answer${answer ? ` affiliate-answer-${answer.tone}` : ''}`}>{answer ? say(t, answer.said) : ''}</p>
    </section>
  );
}
