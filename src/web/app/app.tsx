import type { GraphCache } from '../graph/graph-cache';
import type { GraphClient } from '../graph/graph-client';
import { GraphProvider } from '../graph/graph-react';
import { I18nProvider } from '../i18n/i18n-react';
import type { TranslationStore } from '../i18n/translation-store';
import { PageMetaProvider, type PageMetaCollector } from '../meta/page-meta';
import { RouteView, RouterProvider } from '../router/router-react';
import type { Router } from '../router/router-types';
import { Shell } from './shell';
import { EnvironmentProvider } from '../ui/environment';

export interface AppProps {
  router: Router;
  client: GraphClient;
  cache: GraphCache;
  i18n: TranslationStore;
  metaCollector?: PageMetaCollector | null;
  origin: string;
  /** The server's render time, so both renders show the same year. */
  renderedAt: number;
  devTools?: boolean;
}

/** The whole storefront: the same tree renders on the server and hydrates in the browser. */
export function App({ router, client, cache, i18n, metaCollector = null, origin, renderedAt, devTools = false }: AppProps) {
  return (
    <EnvironmentProvider value={{ devTools }}>
    <PageMetaProvider collector={metaCollector} origin={origin}>
      <RouterProvider router={router}>
        <GraphProvider client={client} cache={cache}>
          <I18nProvider store={i18n}>
            <Shell renderedAt={renderedAt}>
              <RouteView />
            </Shell>
          </I18nProvider>
        </GraphProvider>
      </RouterProvider>
    </PageMetaProvider>
    </EnvironmentProvider>
  );
}
