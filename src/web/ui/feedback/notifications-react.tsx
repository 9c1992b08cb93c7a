// React bindings of the notification store: one store per app, shared with non-React code.
import { createContext, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { createNotificationStore } from './notification-store';
import type { NotificationStore } from './notification-store';
import { createBrowserSoundPlayer } from './notification-sound';
import type { Notification, ToastEntry } from './notification-types';

const NotificationsContext = createContext<NotificationStore | null>(null);

const NO_TOASTS: readonly ToastEntry[] = Object.freeze([]);
// The server never shows toasts, so hydration starts from the same empty layer.
const serverSnapshot = () => NO_TOASTS;

export interface NotificationsProviderProps {
  /**
   * The app's store, also handed to code outside React (upload helpers). Left out, the provider
   * makes its own with the global timers and the browser's sound.
   */
  store?: NotificationStore;
  children?: ReactNode;
}

export function NotificationsProvider({ store, children }: NotificationsProviderProps) {
  const [ownStore] = useState(() => store ?? createNotificationStore({ playSound: createBrowserSoundPlayer() }));
  return <NotificationsContext value={store ?? ownStore}>{children}</NotificationsContext>;
}

export function useNotificationStore(): NotificationStore {
  const store = useContext(NotificationsContext);
  if (!store) throw new Error('useNotify and NotificationsLayer need a <NotificationsProvider> above them');
  return store;
}

export interface Notify {
  /** Shows a toast (or updates the one with the same id) and returns its id. */
  notify(notification: Notification): string;
  dismiss(id: string): void;
  /** Dismisses every toast. */
  clear(): void;
}

/** Stable across renders, so it can sit in effect dependencies. */
export function useNotify(): Notify {
  const store = useNotificationStore();
  return useMemo(
    () => ({ notify: (notification) => store.notify(notification), dismiss: (id) => store.dismiss(id), clear: () => store.clear() }),
    [store],
  );
}

/** The toasts to draw: shown and closing ones, oldest first. */
export function useToasts(): readonly ToastEntry[] {
  const store = useNotificationStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
}
