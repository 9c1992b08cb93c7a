import { renderToString } from 'react-dom/server';
import type { Language } from '../domain/i18n/language';
import { App } from './app/app';
import { createAppStores } from './app/app-stores';
import type { EmbeddedState } from './app/app-state';
import { appRoutes, externalRoutes, SCREEN_SOURCES, screenKeyOf } from './app/routes';
import { SHELL_QUERY } from './ui/shell-query';
import { createGraphCache } from './graph/graph-cache';
import { ADMIN_GRAPH_ENDPOINT } from './graph/admin-graph';
import type { GraphClient } from './graph/graph-client';
import { graphCacheKey } from './graph/graph-key';
import { GraphResponseError } from './graph/graph-errors';
import { createTranslationStore } from './i18n/translation-store';
import type { PageMetaData } from './meta/page-meta';
import { compileRoutes, extendExternalRoutes } from './router/route-definition';
import { matchPath, parseQuery } from './router/route-matcher';
import { createMemoryEnv } from './router/router-env';
import { createRouter } from './router/router';
import { pageAccess, type PageAccess } from './router/sign-in-guard';
import type { AppScreenModule, GraphApi, ScreenQuery } from './screens/screen-types';
import { PRESS_TEXTS } from './i18n/press-texts';
import type { PageHosts } from '../domain/shop/host-pattern';

export interface ServerQueryResult {
  status: number;
  body: { data?: unknown; errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }> };
}

export interface RenderPageInput {
  /** Path and query of the request. */
  url: string;
  origin: string;
  language: Language;
  /** The whole dictionary of `language`; the page embeds only what it used. */
  messages: Readonly<Record<string, string>>;
  messagesHash: string;
  /** The shop's time zone, hours from UTC: every time on the page is shown in it. */
  timezoneOffset: number;
  /** Development tools are offered (never in production). */
  devTools: boolean;
  /** Where the page's pictures, files and API calls go (spec §9); the shop's own host when absent. */
  hosts?: PageHosts;
  /**
   * Texts the browser shows at once without the server having rendered them (the consent banner
   * of a shop with tracking services): embedded, so they never appear blank.
   */
  clientTexts?: readonly string[];
  /** Runs a query in-process, exactly as the shop's (or the staff API's) endpoint would. */
  runQuery: (query: string, variables: Record<string, unknown> | undefined, api: GraphApi) => Promise<ServerQueryResult>;
}

export interface RenderPageOutput {
  status: number;
  html: string;
  meta: PageMetaData | null;
  state: EmbeddedState;
  /** Build-manifest key of the current screen's chunk, which the page preloads with the entry. */
  screenSource: string | undefined;
  /** Server-owned addresses are not hydrated: the browser has nothing to take over. */
  hydrate: boolean;
}

const compiledRoutes = extendExternalRoutes(compileRoutes(appRoutes), externalRoutes);

export type { PageAccess };

/** Spec §6: whether `url` (path and query) needs a signed-in customer, checked by the server before rendering. */
export function pageAccessOf(url: string): PageAccess {
  return pageAccess(compiledRoutes, url);
}

/** Each dynamic import costs a module resolution even when loaded; one per route is enough. */
const loadedScreens = new Map<string, Promise<AppScreenModule>>();

function loadScreen(route: { name: string; screen: () => Promise<unknown> }): Promise<AppScreenModule> {
  let module = loadedScreens.get(route.name);
  if (!module) {
    module = route.screen() as Promise<AppScreenModule>;
    // A failed load is not remembered, so the next request tries again.
    module.catch(() => loadedScreens.delete(route.name));
    loadedScreens.set(route.name, module);
  }
  return module;
}

/** Renders one page with its data; the caller wraps the result in the HTML document. */
export async function renderPage(input: RenderPageInput): Promise<RenderPageOutput> {
  const parsed = new URL(input.url, input.origin);
  let match = matchPath(compiledRoutes, parsed.pathname);
  let url = `${parsed.pathname}${parsed.search}`;
  const hydrate = Boolean(match && !match.route.external);
  if (!match || match.route.external) {
    url = '/404';
    match = matchPath(compiledRoutes, url);
  }
  if (!match) throw new Error('The route table has no not-found route.');
  const module = await loadScreen(match.route);
  const entry = { name: match.route.name, path: parsed.pathname, params: match.params, query: parseQuery(parsed.search), hash: {}, href: url };
  // The frame's query, on every page, also carries the shop's currency for money shown anywhere.
  const screenQueries: ScreenQuery[] = [{ query: SHELL_QUERY }, ...(module.queries?.({ ...match, entry, timezoneOffset: input.timezoneOffset }) ?? [])];

  const shopCache = createGraphCache();
  const adminCache = createGraphCache();
  let failed = false;
  let unavailable = false;
  await Promise.all(
    screenQueries.map(async ({ query, variables, api = 'shop' }) => {
      const key = graphCacheKey(query, variables);
      const result = await input.runQuery(query, variables, api);
      const cache = api === 'admin' ? adminCache : shopCache;
      if (result.status === 200 && result.body.data && !result.body.errors?.length) {
        cache.write(key, result.body.data);
      } else if (api === 'admin' && result.body.errors?.length && result.body.errors.every((e) => e.extensions?.code === 'FORBIDDEN')) {
        // A part the signed-in role may not read: no failure of the page. A screen leaves such
        // parts out; a section the role does not open is answered 403 by the frame itself.
        cache.fail(key, new GraphResponseError(result.body.errors.map((e) => ({ message: e.message })), result.body.data));
      } else {
        failed = true;
        if (result.status === 503 || result.body.errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) unavailable = true;
        cache.fail(key, new GraphResponseError((result.body.errors ?? []).map((e) => ({ message: e.message })), result.body.data));
      }
    }),
  );

  const env = createMemoryEnv({ url: `${input.origin}${url}` });
  const router = createRouter({ routes: compiledRoutes, env, preloaded: new Map([[match.route.name, module]]) });
  await router.ready();
  const i18n = createTranslationStore({ language: input.language, messages: input.messages, hash: input.messagesHash, timezoneOffset: input.timezoneOffset });
  // The server answers every query in-process; a client asked to fetch during render is a bug.
  const offline = (endpoint: string): GraphClient => ({
    endpoint,
    query: () => Promise.reject(new Error('No fetching during server rendering.')),
    mutate: () => Promise.reject(new Error('No mutations during server rendering.')),
  });
  const client = offline('/graphql');
  const adminGraph = { client: offline(ADMIN_GRAPH_ENDPOINT), cache: adminCache };
  let meta: PageMetaData | null = null;
  const renderedAt = Date.now();
  const html = renderToString(
    <App router={router} client={client} cache={shopCache} adminGraph={adminGraph} i18n={i18n} stores={createAppStores({ client, cache: shopCache, browser: false })} origin={input.origin} renderedAt={renderedAt} devTools={input.devTools} hosts={input.hosts} metaCollector={{ set: (value) => { meta = value; } }} />,
  );
  const collected = meta as PageMetaData | null;
  const screenKey = screenKeyOf(match.route.screen);
  return {
    // A page whose data failed shows the error screen; the browser could not hydrate it with the
    // same result, so it stays a plain page whose retry link reloads it.
    status: failed ? (unavailable ? 503 : 500) : (collected?.status ?? 200),
    html,
    meta: collected,
    state: { language: input.language, messagesHash: input.messagesHash, messages: i18n.usedMessages([...PRESS_TEXTS, ...(input.clientTexts ?? [])]), timezoneOffset: input.timezoneOffset, graph: shopCache.entries(), adminGraph: adminCache.entries(), pageViews: true, renderedAt, devTools: input.devTools, flags: { preventJavascript: false }, ...(input.hosts ? { hosts: input.hosts } : {}) },
    screenSource: screenKey ? SCREEN_SOURCES[screenKey] : undefined,
    hydrate: hydrate && !failed,
  };
}
