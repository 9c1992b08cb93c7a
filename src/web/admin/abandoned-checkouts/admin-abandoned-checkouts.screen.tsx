// `/admin/marketing/abandoned-checkout`: checkouts shoppers left with an e-mail (docs/decisions/0039).
// The period's figures, the recovery e-mail's delay, and the list newest activity first with
// each checkout's recovery state; period, status and page live in the address, and the filter
// form works before the script runs.
import { ABANDONED_PERIODS, ABANDONED_STATES } from '../../../domain/checkout/abandoned-checkouts';
import type { AdminAbandonedCheckoutsQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Link, useRoute, useRouter } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { Pagination } from '../../ui/pagination';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { useMessages } from '../ui/say';
import {
  ABANDONED_PAGE_SIZE, ADMIN_ABANDONED_QUERY, abandonedListQuery, abandonedListState, abandonedListVariables, type AbandonedListState,
} from './abandoned-api';
import { AbandonedFigures, RecoveryDelayForm } from './abandoned-figures';
import { AbandonedCheckoutRow } from './abandoned-row';
import '../ui/admin-table.css';
import './admin-abandoned-checkouts.css';

/** Words that appear only after a press: the toasts, the saved notice with its delay, and the refusals. */
const LATER_KEYS = [
  'adminAbandoned.copied', 'adminAbandoned.copyFailed', 'adminAbandoned.delay.saved', 'adminAbandoned.delay.hours', 'adminAbandoned.delay.minutes',
  'adminAbandoned.delay.hoursMinutes', 'error.abandoned.delay',
];

export function queries(match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_ABANDONED_QUERY, variables: abandonedListVariables(abandonedListState(match.entry.query)) });
}

function PeriodChips({ state }: { state: AbandonedListState }) {
  const t = useT();
  return (
    <nav aria-label={t('adminAbandoned.period.label')}>
      <ul className="ab-chips">
        {ABANDONED_PERIODS.map((period) => (
          <li key={period}>
            <Link to={{ name: 'adminAbandonedCheckouts', query: abandonedListQuery({ ...state, period, page: 1 }) }} aria-current={state.period === period ? 'page' : undefined}>
              {t('adminAbandoned.period.days', { count: period })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function StateFilter({ state }: { state: AbandonedListState }) {
  const t = useT();
  const router = useRouter();
  return (
    <form
      className="ab-filters" method="get" action="/admin/marketing/abandoned-checkout"
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = String(new FormData(event.currentTarget).get('state') ?? '');
        const next = ABANDONED_STATES.find((one) => one === chosen) ?? null;
        void router.navigate({ name: 'adminAbandonedCheckouts', query: abandonedListQuery({ ...state, state: next, page: 1 }) });
      }}
    >
      <input type="hidden" name="period" value={state.period} />
      <div>
        <label htmlFor="ab-state">{t('adminAbandoned.filter.state')}</label>
        <select id="ab-state" name="state" className="field-control" defaultValue={state.state ?? ''}>
          <option value="">{t('adminAbandoned.filter.anyState')}</option>
          {ABANDONED_STATES.map((one) => <option key={one} value={one}>{t(`adminAbandoned.state.${one}`)}</option>)}
        </select>
      </div>
      <button type="submit" className="ui-button ui-button-secondary">{t('adminAbandoned.filter.apply')}</button>
    </form>
  );
}

function List({ state, data }: { state: AbandonedListState; data: AdminAbandonedCheckoutsQuery }) {
  const t = useT();
  const page = data.abandonedCheckouts;
  return (
    <section aria-labelledby="ab-list-title" className="ab-list">
      <h2 id="ab-list-title">{t('adminAbandoned.list.heading')}</h2>
      <StateFilter key={JSON.stringify(state)} state={state} />
      <p className="admin-muted" role="status">{t('adminAbandoned.count', { count: page.totalCount })}</p>
      {page.totalCount === 0 ? <p className="admin-panel">{t('adminAbandoned.empty')}</p> : (
        <div className="admin-panel admin-table-panel">
          <table className="admin-table ab-table">
            <caption className="visually-hidden">{t('adminAbandoned.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminAbandoned.column.shopper')}</th>
                <th scope="col">{t('adminAbandoned.column.items')}</th>
                <th scope="col" className="ab-number">{t('adminAbandoned.column.value')}</th>
                <th scope="col">{t('adminAbandoned.column.activity')}</th>
                <th scope="col">{t('adminAbandoned.column.recovery')}</th>
              </tr>
            </thead>
            <tbody>{page.nodes.map((row) => <AbandonedCheckoutRow key={row.id} row={row} />)}</tbody>
          </table>
        </div>
      )}
      <Pagination page={state.page} totalCount={page.totalCount} pageSize={ABANDONED_PAGE_SIZE} target={(n) => ({ name: 'adminAbandonedCheckouts', query: abandonedListQuery({ ...state, page: n }) })} />
    </section>
  );
}

function Content({ state }: { state: AbandonedListState }) {
  const query = useQuery<AdminAbandonedCheckoutsQuery>(ADMIN_ABANDONED_QUERY, abandonedListVariables(state));
  return (
    <AdminLoadState query={query}>
      {(data) => (
        <>
          <div className="ab-top">
            <AbandonedFigures figures={data.abandonedCheckoutFigures} />
            <RecoveryDelayForm settings={data.checkoutRecoverySettings} />
          </div>
          <List state={state} data={data} />
        </>
      )}
    </AdminLoadState>
  );
}

export default function AdminAbandonedCheckoutsScreen() {
  const t = useT();
  const route = useRoute();
  const state = abandonedListState(route.query);
  useMessages(LATER_KEYS);
  return (
    <AdminFrame section="abandonedCheckouts" title={t('adminAbandoned.title')}>
      <p className="admin-muted">{t('adminAbandoned.intro')}</p>
      <PeriodChips state={state} />
      <Content state={state} />
    </AdminFrame>
  );
}
