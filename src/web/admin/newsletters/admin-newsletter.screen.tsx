// `/admin/marketing/newsletter/new` and `/admin/marketing/newsletter/{id}`: a draft to write, or a
// newsletter that went out with its progress and figures (docs/decisions/0046).
import { useState } from 'react';
import { formatShopTime } from '../../../domain/format/shop-time';
import type { AdminNewNewsletterQuery, AdminNewsletterFieldsFragment, AdminNewsletterQuery, AdminStopNewsletterMutation } from '../../graph/generated/admin-operations';
import { graphQueryKeyPrefix } from '../../graph/graph-key';
import { useMutation, useQuery } from '../../graph/graph-react';
import { useLanguage, useT, useTimezoneOffset } from '../../i18n/i18n-react';
import { Link, useRoute } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { Button } from '../../ui/feedback/button';
import { useConfirm } from '../../ui/overlays/confirm-dialog';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminGraphScope } from '../ui/admin-graph-scope';
import { AdminLoadState } from '../ui/admin-load-state';
import { AdminNotFound } from '../ui/admin-not-found';
import { TranslatedText } from '../ui/translated-text';
import { NewsletterEditor } from './newsletter-editor';
import { NewsletterProgress } from './newsletter-figures';
import { NewsletterPreview } from './newsletter-preview';
import { ADMIN_NEW_NEWSLETTER_QUERY, ADMIN_NEWSLETTER_QUERY, ADMIN_NEWSLETTERS_QUERY, STOP_NEWSLETTER_MUTATION } from './newsletters-api';
import './admin-newsletters.css';

export function queries(match: ScreenMatch): ScreenQuery[] {
  if (match.route.name === 'adminNewsletterNew') return adminQueries({ query: ADMIN_NEW_NEWSLETTER_QUERY });
  return adminQueries({ query: ADMIN_NEWSLETTER_QUERY, variables: { id: match.params.newsletterID ?? '' } });
}

function BackLink() {
  const t = useT();
  return <p><Link to={{ name: 'adminNewsletters' }}>{t('admin.backTo', { section: t('adminNewsletters.nav') })}</Link></p>;
}

function SentNewsletter({ newsletter }: { newsletter: AdminNewsletterFieldsFragment }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const confirm = useConfirm();
  const [sending, setSending] = useState(newsletter.state === 'sending');
  const invalidate = [graphQueryKeyPrefix(ADMIN_NEWSLETTERS_QUERY), graphQueryKeyPrefix(ADMIN_NEWSLETTER_QUERY)];
  const [runStop] = useMutation<AdminStopNewsletterMutation>('NewsletterIdInput', STOP_NEWSLETTER_MUTATION, { invalidate });
  const stop = () => confirm({
    title: <TranslatedText id="adminNewsletters.stopTitle" />,
    content: <p><TranslatedText id="adminNewsletters.stopBody" /></p>,
    yesLabel: <TranslatedText id="adminNewsletters.stopYes" />,
    noLabel: <TranslatedText id="adminNewsletters.stopNo" />,
    onConfirm: async () => { await runStop({ input: { id: newsletter.id } }); setSending(false); },
    successTitle: <TranslatedText id="adminNewsletters.stopped" />,
  });
  return (
    <>
      <p className="admin-muted">
        <span className={`nl-state is-${newsletter.state}`}>{t(`adminNewsletters.state.${newsletter.state}`)}</span>
        {newsletter.sendingStartedAt ? ` · ${t('adminNewsletters.sentOn', { time: formatShopTime(newsletter.sendingStartedAt, language, offset) })}` : ''}
      </p>
      <p className="admin-muted">{t('adminNewsletters.readOnly')}</p>
      {sending ? <Button variant="danger" onPress={stop}>{t('adminNewsletters.stop')}</Button> : null}
      <NewsletterProgress id={newsletter.id} initial={newsletter.figures} onSettled={() => setSending(false)} />
      <NewsletterPreview draft={() => ({ subject: newsletter.subject, language: newsletter.language === 'en' ? 'en' : 'id', document: newsletter.document as never })} />
    </>
  );
}

function NewNewsletter() {
  const t = useT();
  const query = useQuery<AdminNewNewsletterQuery>(ADMIN_NEW_NEWSLETTER_QUERY);
  return (
    <AdminFrame section="newsletters" title={t('adminNewsletters.newTitle')}>
      <BackLink />
      <AdminLoadState query={query}>{(data) => <NewsletterEditor key="new" newsletter={null} categories={data.categoryOptions} staffAddress={data.viewer.email} />}</AdminLoadState>
    </AdminFrame>
  );
}

function SavedNewsletter({ id }: { id: string }) {
  const t = useT();
  const query = useQuery<AdminNewsletterQuery>(ADMIN_NEWSLETTER_QUERY, { id });
  const newsletter = query.data?.newsletter;
  const missing = query.data !== undefined && !newsletter;
  return (
    <AdminFrame section="newsletters" title={missing ? t('adminNewsletters.notFound') : newsletter?.title ?? t('adminNewsletters.title')}>
      {missing ? <AdminNotFound section={t('adminNewsletters.nav')} route="adminNewsletters" /> : (
        <>
          <BackLink />
          <AdminLoadState query={query}>
            {(data) => (data.newsletter!.state === 'draft'
              ? <NewsletterEditor key={data.newsletter!.id} newsletter={data.newsletter!} categories={data.categoryOptions} staffAddress={data.viewer.email} />
              : <SentNewsletter key={data.newsletter!.id} newsletter={data.newsletter!} />)}
          </AdminLoadState>
        </>
      )}
    </AdminFrame>
  );
}

export default function AdminNewsletterScreen() {
  const route = useRoute();
  return <AdminGraphScope>{route.name === 'adminNewsletterNew' ? <NewNewsletter /> : <SavedNewsletter id={route.params.newsletterID ?? ''} />}</AdminGraphScope>;
}
