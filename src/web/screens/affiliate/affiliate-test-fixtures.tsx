// Shared set-up of the affiliate page tests: the page's answers primed as after a server
// render, the app's providers with the real dictionaries, and a fake API that answers each
// operation by its name (refetches after a mutation come in no fixed order).
import { act, render } from '@testing-library/react';
import { DICTIONARIES } from '../../../domain/i18n/dictionaries';
import type { Language } from '../../../domain/i18n/language';
import type { AffiliatePageQuery, AffiliateReferralsQuery } from '../../graph/generated/shop-operations';
import { createGraphCache } from '../../graph/graph-cache';
import { createGraphClient, type GraphFetch } from '../../graph/graph-client';
import { graphCacheKey } from '../../graph/graph-key';
import { GraphProvider } from '../../graph/graph-react';
import { I18nProvider } from '../../i18n/i18n-react';
import { createTranslationStore } from '../../i18n/translation-store';
import { PageMetaProvider } from '../../meta/page-meta';
import type { RouteDefinition } from '../../router/route-definition';
import { createRouter } from '../../router/router';
import { RouteView, RouterProvider } from '../../router/router-react';
import { memoryEnv, ORIGIN, screenModule } from '../../router/router-test-fixtures';
import { AFFILIATE_PAGE_QUERY, AFFILIATE_REFERRALS_QUERY, referralsVariables } from './affiliate-api';
import * as affiliateScreen from './affiliate.screen';

export type PageData = AffiliatePageQuery;
export type Affiliate = NonNullable<PageData['viewerAffiliate']>;
export type Referral = NonNullable<AffiliateReferralsQuery['viewerAffiliate']>['referrals'][number];

export const CUSTOMER = { id: 'cus_1', name: 'Rina Wulandari' };
export const LINK = 'https://toko.example/?ref=K7MW3PQA';

export function pageData(overrides: Partial<PageData> = {}): PageData {
  return {
    shop: { name: 'Toko Batik Sekar' },
    affiliateProgram: { commissionRateBp: 500, attributionDays: 30 },
    viewerCustomer: CUSTOMER,
    viewerAffiliate: null,
    ...overrides,
  };
}

export function affiliate(overrides: Partial<Affiliate> = {}): Affiliate {
  return {
    code: 'K7MW3PQA', link: LINK, clicks: 14, ordersCount: 3,
    pendingCommission: 6172, approvedCommission: 4000, paidCommission: 12500,
    latestPayout: null,
    ...overrides,
  };
}

export function referral(orderNumber: number, status: string, commission = 4000): Referral {
  return { orderNumber, placedAt: '2024-05-01T03:00:00.000Z', commission, status };
}

/** An operation's answer by its name; a function is called with the variables sent. */
export type Handlers = Record<string, unknown | ((variables: Record<string, unknown>) => unknown)>;

export interface Call { operation: string; method: string; url: string; variables: Record<string, unknown> }

function operationOf(url: string, init: RequestInit): { operation: string; variables: Record<string, unknown> } {
  const parsed = new URL(url, ORIGIN);
  const body = init.method === 'POST' ? (JSON.parse(String(init.body)) as { query: string; variables?: Record<string, unknown> }) : null;
  const query = body?.query ?? parsed.searchParams.get('query') ?? '';
  const variables = body?.variables ?? JSON.parse(parsed.searchParams.get('variables') ?? '{}') as Record<string, unknown>;
  return { operation: /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '', variables };
}

export async function renderAffiliateScreen(options: { path?: string; page?: PageData; referrals?: Referral[]; handlers?: Handlers; language?: Language } = {}) {
  const path = options.path ?? '/account/affiliate';
  const calls: Call[] = [];
  const page = options.page ?? pageData();
  const seededReferrals = page.viewerAffiliate ? { ordersCount: page.viewerAffiliate.ordersCount, referrals: options.referrals ?? [] } : null;
  // Unless a test says otherwise, a refetch answers what the page was primed with.
  const handlers: Handlers = { AffiliatePage: { data: page }, AffiliateReferrals: { data: { viewerAffiliate: seededReferrals } }, ...options.handlers };
  const fetch: GraphFetch = (url, init) => {
    const { operation, variables } = operationOf(url, init);
    calls.push({ operation, method: init.method ?? 'GET', url, variables });
    const handler = handlers[operation];
    const data = typeof handler === 'function' ? (handler as (v: Record<string, unknown>) => unknown)(variables) : handler;
    if (data instanceof Error) return Promise.reject(data);
    return Promise.resolve({ status: 200, text: () => Promise.resolve(JSON.stringify(data ?? { data: {} })) });
  };
  const client = createGraphClient({ endpoint: '/_/graph', fetch, setTimeout, clearTimeout });
  const cache = createGraphCache();
  cache.write(graphCacheKey(AFFILIATE_PAGE_QUERY), page);
  const pageNumber = Number(new URL(path, ORIGIN).searchParams.get('page') ?? 1);
  cache.write(graphCacheKey(AFFILIATE_REFERRALS_QUERY, referralsVariables(pageNumber)), { viewerAffiliate: seededReferrals });
  const routes: RouteDefinition[] = [
    { name: 'home', path: '/', screen: () => Promise.resolve(screenModule('Home')) },
    { name: 'login', path: '/login', screen: () => Promise.resolve(screenModule('Login')) },
    { name: 'signup', path: '/signup', screen: () => Promise.resolve(screenModule('Signup')) },
    { name: 'affiliate', path: '/account/affiliate', screen: () => Promise.resolve(affiliateScreen), signIn: true },
  ];
  const router = createRouter({ routes, env: memoryEnv(path) });
  await act(() => router.ready());
  const language = options.language ?? 'id';
  const i18n = createTranslationStore({ language, messages: DICTIONARIES[language], hash: 't', warn: () => {} });
  const view = render(
    <PageMetaProvider collector={{ set: () => {} }} origin={ORIGIN}>
      <RouterProvider router={router}>
        <GraphProvider client={client} cache={cache}>
          <I18nProvider store={i18n}>
            <main><RouteView /></main>
          </I18nProvider>
        </GraphProvider>
      </RouterProvider>
    </PageMetaProvider>,
  );
  return { ...view, calls, cache, router };
}
