// `/admin/marketing/subscribers`: the shop's e-mail subscribers (docs/decisions/0041): counts per
// state, search by address, filter by state, the CSV of the same view, and unsubscribing an
// address at its holder's request. The filter form works before the script runs.
import { useState } from 'react';
import { formatShopTime } from '../../../domain/format/shop-time';
import type { AdminEmailSubscribersQuery } from '../../graph/generated/admin-operations';
import { useGraphClient, useQuery } from '../../graph/graph-react';
import { useLanguage, useT, useTimezoneOffset } from '../../i18n/i18n-react';
import { useRoute, useRouter } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { useConfirm } from '../../ui/overlays/confirm-dialog';
import { Pagination } from '../../ui/pagination';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { TranslatedText } from '../ui/translated-text';
import {
  ADMIN_SUBSCRIBERS_QUERY, SUBSCRIBER_STATES, SUBSCRIBERS_PAGE_SIZE, UNSUBSCRIBE_SUBSCRIBER_MUTATION, subscriberListQuery, subscriberListState,
  subscriberListVariables, subscribersCsvHref, type SubscriberListState,
} from './subscribers-api';
import '../ui/admin-table.css';
import './subscribers.css';

export function queries(match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_SUBSCRIBERS_QUERY, variables: subscriberListVariables(subscriberListState(match.entry.query)) });
}

function Filters({ state }: { state: SubscriberListState }) {
  const t = useT();
  const router = useRouter();
  return (
    <form
      className="admin-panel sub-filters" method="get" action="/admin/marketing/subscribers" role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const chosen = String(form.get('state') ?? '');
        const next = SUBSCRIBER_STATES.find((one) => one === chosen) ?? null;
        void router.navigate({ name: 'adminSubscribers', query: subscriberListQuery({ search: String(form.get('q') ?? '').trim(), state: next, page: 1 }) });
      }}
    >
      <p>
        <label htmlFor="sub-q">{t('adminSubscribers.search')}</label>
        <input id="sub-q" name="q" type="search" className="field-control" defaultValue={state.search} />
      </p>
      <p>
        <label htmlFor="sub-state">{t('adminSubscribers.filter.state')}</label>
        <select id="sub-state" name="state" className="field-control" defaultValue={state.state ?? ''}>
          <option value="">{t('adminSubscribers.filter.any')}</option>
          {SUBSCRIBER_STATES.map((one) => <option key={one} value={one}>{t(`adminSubscribers.state.${one}`)}</option>)}
        </select>
      </p>
      <p><button type="submit" className="ui-button ui-button-secondary">{t('adminSubscribers.filter.apply')}</button></p>
    </form>
  );
}

function List({ state, data, refetch }: { state: SubscriberListState; data: AdminEmailSubscribersQuery; refetch: () => Promise<void> }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const client = useGraphClient();
  const confirm = useConfirm();
  const [notice, setNotice] = useState('');
  const counts = data.emailSubscriberCounts;
  const page = data.emailSubscribers;
  const when = (iso: string | null | undefined) => (iso ? formatShopTime(iso, language, offset) : '—');
  const unsubscribe = async (id: string, email: string) => {
    // A refusal shows inside the dialog (the confirm dialog's own error line), so it is never lost.
    const answer = await confirm({
      title: <TranslatedText id="adminSubscribers.unsubscribe.title" params={{ email }} />,
      content: <p><TranslatedText id="adminSubscribers.unsubscribe.confirm" /></p>,
      yesLabel: <TranslatedText id="adminSubscribers.unsubscribe.button" />,
      noLabel: <TranslatedText id="adminSubscribers.unsubscribe.keep" />,
      onConfirm: async () => { await client.mutate('UnsubscribeEmailSubscriberInput', UNSUBSCRIBE_SUBSCRIBER_MUTATION, { input: { id } }); },
      successTitle: <TranslatedText id="adminSubscribers.unsubscribe.done" params={{ email }} />,
    });
    if (!answer.confirmed) return;
    setNotice(t('adminSubscribers.unsubscribe.done', { email }));
    await refetch();
  };
  return (
    <>
      <ul className="sub-counts" aria-label={t('adminSubscribers.counts')}>
        {SUBSCRIBER_STATES.map((one) => <li key={one} className="admin-panel"><strong>{counts[one]}</strong> {t(`adminSubscribers.state.${one}`)}</li>)}
      </ul>
      <Filters key={JSON.stringify(state)} state={state} />
      <p><a href={subscribersCsvHref(state)} download>{t('adminSubscribers.csv')}</a></p>
      <p className="admin-muted" role="status">{notice || t('adminSubscribers.count', { count: page.totalCount })}</p>
      {page.totalCount === 0 ? <p className="admin-panel">{t('adminSubscribers.empty')}</p> : (
        <div className="admin-panel admin-table-panel">
          <table className="admin-table">
            <caption className="visually-hidden">{t('adminSubscribers.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminSubscribers.column.email')}</th>
                <th scope="col">{t('adminSubscribers.column.state')}</th>
                <th scope="col">{t('adminSubscribers.column.source')}</th>
                <th scope="col">{t('adminSubscribers.column.language')}</th>
                <th scope="col">{t('adminSubscribers.column.dates')}</th>
                <th scope="col"><span className="visually-hidden">{t('adminSubscribers.column.action')}</span></th>
              </tr>
            </thead>
            <tbody>
              {page.nodes.map((row) => (
                <tr key={row.id}>
                  <td>{row.email}</td>
                  <td>{t(`adminSubscribers.state.${row.state}`)}</td>
                  <td>{t(`adminSubscribers.source.${row.source}`)}</td>
                  <td>{row.language === 'en' ? 'English' : 'Bahasa Indonesia'}</td>
                  <td>
                    {t('adminSubscribers.date.consented', { when: when(row.consentedAt) })}
                    {row.confirmedAt ? <><br />{t('adminSubscribers.date.confirmed', { when: when(row.confirmedAt) })}</> : null}
                    {row.unsubscribedAt ? <><br />{t('adminSubscribers.date.unsubscribed', { when: when(row.unsubscribedAt) })}</> : null}
                  </td>
                  <td>
                    {row.state !== 'unsubscribed' ? (
                      <button type="button" className="ui-button ui-button-secondary" onClick={() => void unsubscribe(row.id, row.email)}>
                        {t('adminSubscribers.unsubscribe.button')}<span className="visually-hidden"> {row.email}</span>
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={state.page} totalCount={page.totalCount} pageSize={SUBSCRIBERS_PAGE_SIZE} target={(n) => ({ name: 'adminSubscribers', query: subscriberListQuery({ ...state, page: n }) })} />
    </>
  );
}

/** Inside the frame, which gives its children the staff API's client. */
function Content({ state }: { state: SubscriberListState }) {
  const query = useQuery<AdminEmailSubscribersQuery>(ADMIN_SUBSCRIBERS_QUERY, subscriberListVariables(state));
  return <AdminLoadState query={query}>{(data) => <List state={state} data={data} refetch={query.refetch} />}</AdminLoadState>;
}

export default function AdminSubscribersScreen() {
  const t = useT();
  const route = useRoute();
  const state = subscriberListState(route.query);
  return (
    <AdminFrame section="subscribers" title={t('adminSubscribers.title')}>
      <p className="admin-muted">{t('adminSubscribers.intro')}</p>
      <Content state={state} />
    </AdminFrame>
  );
}
