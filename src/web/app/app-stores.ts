import type { GraphCache } from '../graph/graph-cache';
import type { GraphClient } from '../graph/graph-client';
import { createFormStore } from '../forms/form-store';
import { graphMutationCommitter } from '../state/graph-committer';
import { createPersistence } from '../state/persistence';
import { browserLocalStorage, pageUnloadSource } from '../state/storage-access';
import { createTransactionQueue, type TransactionQueue } from '../state/transaction-queue';
import { createBrowserSoundPlayer } from '../ui/feedback/notification-sound';
import { createNotificationStore } from '../ui/feedback/notification-store';
import type { AppStores } from './app';

/**
 * The page-long stores. On the server they hold nothing of the visitor's (no storage, no
 * sounds); in the browser they reach local storage and audio lazily, on first use.
 */
export function createAppStores(options: { client: GraphClient; cache: GraphCache; browser: boolean }): AppStores {
  const { client, cache, browser } = options;
  const transactions = createTransactionQueue({ commit: graphMutationCommitter(client, cache), cache }) as TransactionQueue<unknown>;
  if (browser) {
    // A page lives long; finished mutations (with their variables and files) must not pile up.
    // Whoever shows one holds it directly, so the list can let go as soon as it settles.
    let scheduled = false;
    transactions.subscribe(() => {
      if (scheduled) return;
      scheduled = true;
      setTimeout(() => {
        scheduled = false;
        transactions.forgetFinished();
      }, 0);
    });
  }
  return {
    persistence: browser
      ? createPersistence({ storage: browserLocalStorage(() => window.localStorage), onUnload: pageUnloadSource(() => window) })
      : createPersistence({ storage: null, onUnload: () => () => undefined }),
    notifications: createNotificationStore(browser ? { playSound: createBrowserSoundPlayer() } : {}),
    forms: createFormStore(),
    transactions,
  };
}
