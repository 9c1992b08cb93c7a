import { useMemo } from 'react';
import type { GraphCache } from '../graph/graph-cache';
import type { GraphClient } from '../graph/graph-client';
import { GraphProvider } from '../graph/graph-react';
import { AdminGraphProvider, type GraphPair } from '../graph/admin-graph';
import { I18nProvider } from '../i18n/i18n-react';
import type { TranslationStore } from '../i18n/translation-store';
import { FormStoreProvider } from '../forms/form-store-react';
import type { FormStore } from '../forms/form-store';
import { DownloaderProvider, DownloaderLayer } from '../files/downloader-react';
import { PageMetaProvider, type PageMetaCollector } from '../meta/page-meta';
import { PageMetaLayer } from '../meta/page-meta-layer';
import { RouterProvider } from '../router/router-react';
import type { Router } from '../router/router-types';
import { PersistenceProvider } from '../state/persistence-react';
import type { Persistence } from '../state/persistence';
import { TransactionQueueProvider } from '../state/transaction-react';
import type { TransactionQueue } from '../state/transaction-queue';
import { EnvironmentProvider } from '../ui/environment';
import { OWN_HOSTS, type PageHosts } from '../../domain/shop/host-pattern';
import { NotificationsProvider } from '../ui/feedback/notifications-react';
import { NotificationsLayer } from '../ui/feedback/notifications-layer';
import type { NotificationStore } from '../ui/feedback/notification-store';
import { OverlayLayers, OverlayProvider } from '../ui/overlays/overlay-layers';
import { ScreenOrChunkFailure } from './chunk-failure';
import { Shell } from './shell';

/** Stores that live as long as the page: made once by the entry (server or browser). */
export interface AppStores {
  persistence: Persistence;
  notifications: NotificationStore;
  forms: FormStore;
  transactions: TransactionQueue<unknown>;
}

export interface AppProps {
  router: Router;
  client: GraphClient;
  cache: GraphCache;
  /** The staff API's client and cache, used by the admin area's screens. */
  adminGraph: GraphPair;
  i18n: TranslationStore;
  stores: AppStores;
  metaCollector?: PageMetaCollector | null;
  origin: string;
  /** The server's render time, so both renders show the same year. */
  renderedAt: number;
  devTools?: boolean;
  /** Where pictures and files are served (spec §9); the shop's own host when absent. */
  hosts?: PageHosts;
}

/** The whole storefront: the same tree renders on the server and hydrates in the browser. */
export function App({ router, client, cache, adminGraph, i18n, stores, metaCollector = null, origin, renderedAt, devTools = false, hosts = OWN_HOSTS }: AppProps) {
  const environment = useMemo(() => ({ devTools, hosts }), [devTools, hosts]);
  return (
    <EnvironmentProvider value={environment}>
      <PageMetaProvider collector={metaCollector} origin={origin}>
        <RouterProvider router={router}>
          <GraphProvider client={client} cache={cache}>
            <AdminGraphProvider value={adminGraph}>
            <I18nProvider store={i18n}>
              <PersistenceProvider persistence={stores.persistence}>
                <TransactionQueueProvider queue={stores.transactions}>
                  <FormStoreProvider store={stores.forms}>
                    <NotificationsProvider store={stores.notifications}>
                      <DownloaderProvider>
                        <OverlayProvider>
                          <Shell renderedAt={renderedAt}>
                            <ScreenOrChunkFailure />
                          </Shell>
                          <OverlayLayers downloader={<DownloaderLayer />} pageMeta={<PageMetaLayer />} notifications={<NotificationsLayer />} />
                        </OverlayProvider>
                      </DownloaderProvider>
                    </NotificationsProvider>
                  </FormStoreProvider>
                </TransactionQueueProvider>
              </PersistenceProvider>
            </I18nProvider>
            </AdminGraphProvider>
          </GraphProvider>
        </RouterProvider>
      </PageMetaProvider>
    </EnvironmentProvider>
  );
}
