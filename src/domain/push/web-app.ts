/** Build number of spec §9; the service worker is served and registered at /sw-{build}.js (spec §4). */
export const BUILD_NUMBER = 5013;

export function serviceWorkerPath(build: number = BUILD_NUMBER): string {
  return `/sw-${build}.js`;
}

/** Local storage key (spec §4): the install suggestion was shown once and is not shown again. */
export const WEB_APP_PROMPTED_KEY = 'webAppPrompted';

export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';
/** The page the service worker shows when a page cannot load for want of a network. */
export const OFFLINE_PAGE_PATH = '/_/offline';
/** Caches of the app shell are named with this prefix and their build, so other builds' are found and removed. */
export const SHELL_CACHE_PREFIX = 'etalase-shell-';

export const APP_ICON_SIZES = [192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];
