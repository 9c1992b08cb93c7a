// `/admin/translations`: every translatable word of the shop side by side in Indonesian and
// English, what lacks English marked and counted, and the shop's own interface texts
// (docs/decisions/0037). Kind, filter and page live in the address; the filter form works
// before the script runs.
import type { AdminTranslationsQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Link, useRoute, useRouter } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { Pagination } from '../../ui/pagination';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { useMessages } from '../ui/say';
import { InterfaceTexts } from './interface-texts';
import { TranslationItem } from './translation-item';
import {
  ADMIN_INTERFACE_TEXTS_QUERY, ADMIN_TRANSLATIONS_QUERY, CONTENT_KINDS, interfaceTextVariables, translationListQuery, translationListState,
  translationVariables, TRANSLATIONS_PAGE_SIZE, type TranslationListState,
} from './translations-api';
import './admin-translations.css';

/** Words that appear only after a press: saving, refusals, toasts. */
const LATER_KEYS = [
  'adminTranslations.saving', 'adminTranslations.saved', 'adminTranslations.unchanged', 'adminTranslations.failed', 'adminTexts.saved', 'adminTexts.cleared', 'admin.signInAgain',
  'error.interfaceText.unknownKey', 'error.interfaceText.empty', 'error.interfaceText.tooLong', 'error.interfaceText.missing', 'error.interfaceText.invented', 'error.interfaceText.stray',
];

export function queries(match: ScreenMatch): ScreenQuery[] {
  const state = translationListState(match.entry.query);
  return state.tab === 'interface'
    ? adminQueries({ query: ADMIN_INTERFACE_TEXTS_QUERY, variables: interfaceTextVariables(state) })
    : adminQueries({ query: ADMIN_TRANSLATIONS_QUERY, variables: translationVariables(state) });
}

function KindTabs({ state }: { state: TranslationListState }) {
  const t = useT();
  return (
    <nav aria-label={t('adminTranslations.kinds')}>
      <ul className="translation-tabs">
        {[...CONTENT_KINDS, 'interface' as const].map((tab) => (
          <li key={tab}>
            <Link to={{ name: 'adminTranslations', query: translationListQuery({ tab, missingOnly: false, search: '', page: 1 }) }} aria-current={state.tab === tab ? 'page' : undefined}>
              {t(`adminTranslations.kind.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Filters({ state }: { state: TranslationListState }) {
  const t = useT();
  const router = useRouter();
  const texts = state.tab === 'interface';
  return (
    <form
      className="translation-filters" method="get" action="/admin/translations"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        void router.navigate({ name: 'adminTranslations', query: translationListQuery({ tab: state.tab, missingOnly: form.get('missing') === '1', search: String(form.get('q') ?? ''), page: 1 }) });
      }}
    >
      {state.tab !== 'product' ? <input type="hidden" name="kind" value={state.tab} /> : null}
      {texts ? (
        <div>
          <label htmlFor="translation-search">{t('adminTexts.search')}</label>
          <input id="translation-search" type="search" name="q" className="field-control" defaultValue={state.search} maxLength={100} />
        </div>
      ) : null}
      <label className="translation-check">
        <input type="checkbox" name="missing" value="1" defaultChecked={state.missingOnly} />
        {t(texts ? 'adminTexts.changedOnly' : 'adminTranslations.missingOnly')}
      </label>
      <button type="submit" className="ui-button ui-button-secondary">{t('adminTranslations.apply')}</button>
    </form>
  );
}

function ContentList({ state, data }: { state: TranslationListState; data: AdminTranslationsQuery }) {
  const t = useT();
  const page = data.translations;
  return (
    <>
      <ul className="translation-counts">
        {data.translationCounts.map((count) => (
          <li key={count.kind} data-lacking={count.missingCount > 0 ? 'true' : undefined}>{t(`adminTranslations.lack.${count.kind}`, { missing: count.missingCount, total: count.totalCount })}</li>
        ))}
      </ul>
      <h2 className="translation-heading" aria-live="polite">{t(`adminTranslations.lack.${state.tab}`, { missing: page.missingCount, total: page.kindTotal })}</h2>
      {page.totalCount === 0 ? <p className="admin-panel">{t('adminTranslations.none')}</p> : (
        <div className="translation-list">{page.nodes.map((item) => <TranslationItem key={item.id} item={item} />)}</div>
      )}
      <Pagination page={state.page} totalCount={page.totalCount} pageSize={TRANSLATIONS_PAGE_SIZE} target={(n) => ({ name: 'adminTranslations', query: translationListQuery({ ...state, page: n }) })} />
    </>
  );
}

function Content({ state }: { state: TranslationListState }) {
  const query = useQuery<AdminTranslationsQuery>(ADMIN_TRANSLATIONS_QUERY, translationVariables(state));
  return <AdminLoadState query={query}>{(data) => <ContentList state={state} data={data} />}</AdminLoadState>;
}

export default function AdminTranslationsScreen() {
  const t = useT();
  const route = useRoute();
  const state = translationListState(route.query);
  useMessages(LATER_KEYS);
  return (
    <AdminFrame section="translations" title={t('adminTranslations.title')}>
      <p className="admin-muted">{t(state.tab === 'interface' ? 'adminTexts.intro' : 'adminTranslations.intro')}</p>
      <KindTabs state={state} />
      <Filters key={JSON.stringify(state)} state={state} />
      {state.tab === 'interface' ? <InterfaceTexts state={state} /> : <Content state={state} />}
    </AdminFrame>
  );
}
