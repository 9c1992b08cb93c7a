import { hydrateRoot } from 'react-dom/client';
import { isSupportedLanguage, LANGUAGE_STORAGE_KEY } from '../domain/i18n/language';
import { ADMIN_PATH_PREFIX } from './router/router-constants';
import { App } from './app/app';
import { createAppStores } from './app/app-stores';
import { EMBEDDED_STATE_ID, PAGE_FLAGS_GLOBAL, type EmbeddedState } from './app/app-state';
import { waitForRenderGate } from './ui/overlays/render-gate';
import { appRoutes, externalRoutes } from './app/routes';
import { createGraphCache } from './graph/graph-cache';
import { createGraphClient } from './graph/graph-client';
import { ADMIN_GRAPH_ENDPOINT } from './graph/admin-graph';
import { prefetchQuery } from './graph/graph-load';
import { createTranslationStore } from './i18n/translation-store';
import { compileRoutes, extendExternalRoutes } from './router/route-definition';
import { createBrowserEnv } from './router/router-env';
import { createRouter } from './router/router';
import { installErrorReporting, reportError } from './errors/error-reporter';
import { SCRIPT_BACKUP_GLOBAL } from './app/script-loader';
import { noteEarlyInput, replayEarlyInput } from './app/early-input';
import type { AppScreenModule } from './screens/screen-types';
import { registerServiceWorker } from './ui/web-app/service-worker';
import { takeOverInParts } from './ui/hydrate-later';
import { track } from './tracking/tracking';
import { onHost } from '../domain/shop/host-pattern';
import './styles/app.css';
import './styles/overlays.css';
import './styles/feedback.css';
import './styles/forms.css';
import './styles/web-app.css';

declare global {
  interface Window { dataLayer?: unknown[] }
}

function readState(): EmbeddedState {
  const text = document.getElementById(EMBEDDED_STATE_ID)?.textContent;
  if (!text) throw new Error('The page carries no embedded state.');
  return JSON.parse(text) as EmbeddedState;
}

/** A language remembered in this browser (spec §7 `_lang`) wins over the one the server guessed. */
function switchToStoredLanguage(state: EmbeddedState): boolean {
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return false;
  }
  const url = new URL(window.location.href);
  if (!isSupportedLanguage(stored) || stored === state.language || url.searchParams.has('lang')) return false;
  url.searchParams.set('lang', stored);
  window.location.replace(url.href);
  return true;
}

async function start(): Promise<void> {
  const state = readState();
  if (switchToStoredLanguage(state)) return;
  // Spec §2: while preventJavascript is on, the page stays as the server rendered it; admin
  // addresses pass, because staff always need their tools.
  const pageFlags = () => (window as unknown as Record<string, Record<string, boolean> | undefined>)[PAGE_FLAGS_GLOBAL];
  await waitForRenderGate({
    isPrevented: () => Boolean(pageFlags()?.preventJavascript ?? state.flags.preventJavascript),
    addressPasses: (href) => new URL(href).pathname.startsWith(ADMIN_PATH_PREFIX),
  });
  const routes = extendExternalRoutes(compileRoutes(appRoutes), externalRoutes);
  const cache = createGraphCache(state.graph);
  const clientFor = (endpoint: string) => createGraphClient({
    endpoint,
    fetch: (url, init) => window.fetch(url, init),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    onAlert: (message) => window.alert(message),
  });
  // The shop API on a host of its own when the deployment names one (API_HOST, spec §9).
  const client = clientFor(onHost(state.hosts?.api ?? '', '/graphql'));
  // Made on every page (a few hundred bytes); only the admin area's screens ever send through it.
  const adminGraph = { client: clientFor(ADMIN_GRAPH_ENDPOINT), cache: createGraphCache(state.adminGraph) };
  const i18n = createTranslationStore({
    language: state.language,
    messages: state.messages,
    hash: state.messagesHash,
    timezoneOffset: state.timezoneOffset,
    fetch: (url, init) => window.fetch(url, init),
  });
  const router = createRouter({
    routes,
    env: createBrowserEnv({
      pageViewsEnabled: state.pageViews,
      onPageView: (event) => track({ name: 'page_view', path: event.path, admin: event.admin }),
    }),
    // The screen's chunk, its data and its messages load before the screen switches, so it
    // shows complete; the messages are asked for beside the chunk, not after it.
    prefetch: async ({ route, params, entry, signal }) => {
      const texts = i18n.loadMessageSets(route.messages);
      const module = (await route.screen()) as AppScreenModule;
      const queries = module.queries?.({ route, params, entry, timezoneOffset: i18n.getTimezoneOffset() }) ?? [];
      await Promise.all([texts, ...queries.map((q) => {
        const pair = q.api === 'admin' ? adminGraph : { client, cache };
        return prefetchQuery(pair.client, pair.cache, q.query, q.variables, { signal }).catch(() => undefined);
      })]);
    },
  });
  await router.ready();
  router.start();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  const stores = createAppStores({ client, cache, browser: true });
  // Taking over the page is one long piece of work that no tap can interrupt: it starts in a
  // task of its own, after the setting up above, so neither adds to the other's wait.
  await nextTask(window);
  // The page the browser opened is the first page view (spec §2); the router reports the next
  // ones. Before hydration, so it leads the events the screen reports.
  if (state.pageViews) track({ name: 'page_view', path: window.location.pathname, admin: window.location.pathname.startsWith(ADMIN_PATH_PREFIX) });
  // Before hydrating, which rewrites textareas: what a quick hand typed (or the browser filled
  // back in on a reload) is told apart from what the server wrote only now.
  const early = noteEarlyInput(root);
  // Long pages leave some parts for tasks of their own right after (ui/hydrate-later).
  takeOverInParts(() => hydrateRoot(root, <App router={router} client={client} cache={cache} adminGraph={adminGraph} i18n={i18n} stores={stores} origin={window.location.origin} renderedAt={state.renderedAt} devTools={state.devTools} hosts={state.hosts} />, {
    // React recovers by rendering afresh; where it happened is what tells us why.
    onRecoverableError: (error, info) => console.error('Hydration recovered from an error:', error, info.componentStack),
  }));
  // A filter picked or a word typed while the script was on its way is heard now.
  replayEarlyInput(early);
  registerServiceWorker(window, (path) => path.startsWith(ADMIN_PATH_PREFIX));
  // The server embedded only the words its render used; what this screen says later (a status
  // after a press, a refusal) is in its route's message sets, fetched once the page is idle, as
  // an in-app visit fetches them beside the chunk.
  const opened = router.getRoute(router.getSnapshot().current.name);
  if (opened) whenIdle(window, () => { void i18n.loadMessageSets(opened.messages); });
}

function nextTask(win: Window): Promise<void> {
  return new Promise((resolve) => win.setTimeout(resolve, 0));
}

function whenIdle(win: Window, work: () => void): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(work, { timeout: 3000 });
  else win.setTimeout(work, 1000);
}

// Installed first, so a failure of the start itself is reported too (spec §7).
installErrorReporting(window);

// Spec §8: a start that fails tries the page's backup script addresses (src/web/app/script-loader.ts);
// after the last, it logs, reports and rethrows, and the page stays as the server rendered it.
void start().catch((error: unknown) => {
  const nextScript = (window as unknown as Record<string, ((error: unknown) => boolean) | undefined>)[SCRIPT_BACKUP_GLOBAL];
  if (nextScript?.(error)) return;
  console.error('The storefront script could not start; the page stays as the server rendered it.', error);
  reportError('script', error);
  throw error;
});
