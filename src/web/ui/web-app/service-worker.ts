// The service worker (spec §4: registered at /sw-{version}.js) is registered once the page has
// loaded, so it never competes with the page's own first requests. The admin area does not
// register it: staff pages are never served from it.
import { serviceWorkerPath } from '../../../domain/push/web-app';

export function registerServiceWorker(win: Window, isAdminPath: (path: string) => boolean): void {
  if (!('serviceWorker' in win.navigator) || isAdminPath(win.location.pathname)) return;
  const register = () => {
    win.navigator.serviceWorker.register(serviceWorkerPath(), { scope: '/' }).catch((error: unknown) => {
      // The shop works without it; only offline pages and notifications are missing then.
      console.warn('The service worker could not be registered.', error);
    });
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
