// Loads the official Google tags only after consent, with Google Consent Mode v2: every signal
// starts denied, and the shopper's choice updates them. Before consent the page holds only its
// own data layer: no script, image or request goes to a tracking host (docs/decisions/0044).
import { CONSENT_STORAGE_KEY, consentModeState, readConsent, type ConsentChoice } from '../../domain/tracking/consent';
import type { EventPage } from '../../domain/tracking/tracking-events';
import { hasGoogle, type TrackingServices } from '../../domain/tracking/tracking-services';
import type { TrackingHost } from './tracking-page';

export const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
export const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

let started = new WeakSet<object>();
let applied = new WeakSet<object>();
let loaded = new WeakMap<object, Set<string>>();

/** Forgets which hosts were started and what they loaded, for tests that start again. */
export function forgetStartedHosts(): void {
  started = new WeakSet<object>();
  applied = new WeakSet<object>();
  loaded = new WeakMap<object, Set<string>>();
}

/** The remembered choice for these services, or null (none yet, or given for other services). */
export function currentConsent(services: TrackingServices, storage: Storage | null): ConsentChoice | null {
  try {
    return readConsent(storage?.getItem(CONSENT_STORAGE_KEY), services);
  } catch {
    return null;
  }
}

function layerOf(host: TrackingHost): unknown[] {
  if (!Array.isArray(host.dataLayer)) host.dataLayer = [];
  return host.dataLayer;
}

/** Google's own `gtag` queue: it pushes its arguments object, the form gtag.js reads. */
function gtagOf(host: TrackingHost): (...args: unknown[]) => void {
  if (typeof host.gtag !== 'function') {
    const layer = layerOf(host);
    host.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects, not arrays.
      layer.push(arguments);
    };
  }
  return host.gtag;
}

function addScript(host: TrackingHost, src: string): void {
  const seen = loaded.get(host) ?? new Set<string>();
  loaded.set(host, seen);
  if (seen.has(src) || typeof document === 'undefined' || host !== (globalThis as unknown)) {
    seen.add(src);
    return;
  }
  seen.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Scripts this page added (tests read it for hosts that are not the window). */
export function scriptsAdded(host: TrackingHost): string[] {
  return [...(loaded.get(host) ?? [])];
}

/** gtag.js's page fields: without them it sends `document.location` and `document.referrer` whole. */
function pageFields(page: EventPage): Record<string, string> {
  return { page_location: page.location, page_referrer: page.referrer };
}

/**
 * Tells Google's tags, once loaded, the page the shopper is now on, as it may be reported; what
 * they send by themselves (a scroll, an outbound click) then carries it instead of the browser's
 * address. Nothing happens before they load.
 */
export function setPageAddress(host: TrackingHost, page: EventPage): void {
  if (scriptsAdded(host).length > 0) gtagOf(host)('set', pageFields(page));
}

/**
 * Applies a choice: Consent Mode is updated, and with analytics (GA4, Tag Manager) or
 * advertising (a Tag Manager container may hold ad tags) allowed, the configured tags load —
 * unless `page` may not be reported (it carries a secret, or is unknown): the tags then load on
 * the next page that may.
 */
export function applyConsent(host: TrackingHost, services: TrackingServices, choice: ConsentChoice, page: (EventPage & { reported: boolean }) | null): void {
  if (!hasGoogle(services)) return;
  const gtag = gtagOf(host);
  gtag('consent', 'update', consentModeState(choice));
  if (!page?.reported) return;
  applied.add(host);
  const ga4 = Boolean(services.ga4 && choice.analytics);
  const gtm = Boolean(services.gtm && (choice.analytics || choice.advertising));
  if (ga4 || gtm) gtag('set', pageFields(page));
  if (ga4) {
    if (!scriptsAdded(host).some((src) => src.startsWith(GTAG_SCRIPT))) {
      gtag('js', new Date());
      // Page views are sent by the shop on each route change (spec §2), not by the tag.
      gtag('config', services.ga4, { send_page_view: false });
    }
    addScript(host, `${GTAG_SCRIPT}?id=${encodeURIComponent(services.ga4)}`);
  }
  if (gtm && !scriptsAdded(host).some((src) => src.startsWith(GTM_SCRIPT))) {
    layerOf(host).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(host, `${GTM_SCRIPT}?id=${encodeURIComponent(services.gtm)}`);
  }
}

/** Once per page, before its first event: Consent Mode's default (everything denied) leads the data layer. */
export function startTracking(host: TrackingHost, services: TrackingServices): void {
  if (started.has(host)) return;
  started.add(host);
  if (!hasGoogle(services)) return;
  gtagOf(host)('consent', 'default', { ...consentModeState(null), wait_for_update: 500 });
}

/**
 * A choice remembered from an earlier visit is applied before the first event of a page that
 * may be reported (a page opened at a secret address waits for the next one).
 */
export function applyRememberedConsent(host: TrackingHost, services: TrackingServices, storage: Storage | null, page: EventPage & { reported: boolean }): void {
  if (applied.has(host)) return;
  const choice = currentConsent(services, storage);
  if (choice) applyConsent(host, services, choice, page);
}
