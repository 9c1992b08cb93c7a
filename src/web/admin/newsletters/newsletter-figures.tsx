// A newsletter's progress while it goes out and what readers did with it: read again every
// few seconds while sending, so the owner watches the batches leave.
import { useEffect, useRef } from 'react';
import { formatNumber } from '../../../domain/format/format';
import type { AdminNewsletterFieldsFragment, AdminNewsletterProgressQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useLanguage, useT } from '../../i18n/i18n-react';
import { ADMIN_NEWSLETTER_PROGRESS_QUERY } from './newsletters-api';

const POLL_MS = 2000;

type Figures = AdminNewsletterFieldsFragment['figures'];

export function RateText({ rate }: { rate: number | null | undefined }) {
  const t = useT();
  const language = useLanguage();
  return <>{rate === null || rate === undefined ? t('adminNewsletters.figures.noRate') : t('adminNewsletters.figures.rate', { rate: formatNumber(rate, language, 1) })}</>;
}

function FigureList({ figures }: { figures: Figures }) {
  const t = useT();
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  return (
    <dl className="nl-figures">
      <div><dt>{t('adminNewsletters.figures.recipients')}</dt><dd>{number(figures.recipients)}</dd></div>
      <div><dt>{t('adminNewsletters.figures.delivered')}</dt><dd>{number(figures.delivered)}</dd></div>
      <div><dt>{t('adminNewsletters.figures.failed')}</dt><dd>{number(figures.failed)}</dd></div>
      <div><dt>{t('adminNewsletters.figures.skipped')}</dt><dd>{number(figures.skipped)}</dd></div>
      <div><dt>{t('adminNewsletters.figures.opened')}</dt><dd>{number(figures.opened)} · <RateText rate={figures.openRate} /></dd></div>
      <div><dt>{t('adminNewsletters.figures.clicked')}</dt><dd>{number(figures.clicked)} · <RateText rate={figures.clickRate} /></dd></div>
    </dl>
  );
}

/** Progress and figures of a newsletter that went out; `onSettled` hears when sending ends. */
export function NewsletterProgress({ id, initial, onSettled }: { id: string; initial: Figures; onSettled: () => void }) {
  const t = useT();
  const language = useLanguage();
  const query = useQuery<AdminNewsletterProgressQuery>(ADMIN_NEWSLETTER_PROGRESS_QUERY, { id });
  const newsletter = query.data?.newsletter;
  const figures = newsletter?.figures ?? initial;
  const sending = (newsletter?.state ?? 'sending') === 'sending' || figures.delivered + figures.failed < figures.queued;
  // Read through a ref: a new function each render must not restart the timer.
  const calls = useRef({ refetch: query.refetch, onSettled });
  useEffect(() => {
    calls.current = { refetch: query.refetch, onSettled };
  });
  useEffect(() => {
    if (!sending) {
      calls.current.onSettled();
      return undefined;
    }
    const timer = setInterval(() => void calls.current.refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [sending]);
  const handled = figures.delivered + figures.failed + figures.skipped;
  return (
    <section className="admin-panel nl-progress" aria-labelledby="nl-progress-title">
      <h2 id="nl-progress-title">{t('adminNewsletters.progress.heading')}</h2>
      <label className="nl-progress-bar">
        <span>{t('adminNewsletters.progress.bar')}</span>
        <progress max={Math.max(figures.recipients, 1)} value={handled} />
      </label>
      <p role="status" className="admin-muted">
        {t('adminNewsletters.progress.summary', { queued: formatNumber(figures.queued, language), recipients: formatNumber(figures.recipients, language) })}
      </p>
      <FigureList figures={figures} />
    </section>
  );
}
