// Shop events for analytics (spec §7): each goes to the page's data layer (read by a Tag Manager
// container), and — only once the shopper agreed — to GA4 through gtag.js and to the Meta pixel
// as its documented image requests. Mapping rules live in src/domain/tracking/tracking-events.ts;
// what the services may learn of the page's address, in src/domain/tracking/private-addresses.ts.
import { reportedAddress, reportedReferrer } from '../../domain/tracking/private-addresses';
import { dataLayerEntry, eventIdOf, ga4Command, pixelEvent, pixelRequestUrl, type EventPage, type TrackEvent } from '../../domain/tracking/tracking-events';
import { applyRememberedConsent, currentConsent, setPageAddress, startTracking } from './tag-loader';
import { pageConfig, pageStorage, reportingCurrency, type TrackingHost, type TrackingPageConfig } from './tracking-page';

export type { TrackedItem } from '../../domain/tracking/tracked-item';
export type { TrackEvent, DataLayerEntry } from '../../domain/tracking/tracking-events';
/** The globals an event is written to. */
export type DataLayerHost = TrackingHost;

/** Orders whose purchase was reported from this browser: a reload of the order page never repeats it. */
export const REPORTED_ORDERS_KEY = 'trackedOrders';
/** Other things reported once per browser (a confirmed subscription), by the key they came with. */
export const REPORTED_ONCE_KEY = 'trackedOnce';
const REPORTED_KEPT = 50;

function reportedKeys(storage: Storage | null, storageKey: string): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(storageKey) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** True the first time `key` is seen here under `storageKey`; remembers it. */
function firstReport(storageKey: string, key: string, storage: Storage | null, seen: Set<string>): boolean {
  const stored = reportedKeys(storage, storageKey);
  const seenKey = `${storageKey}:${key}`;
  if (seen.has(seenKey) || stored.includes(key)) return false;
  seen.add(seenKey);
  try {
    storage?.setItem(storageKey, JSON.stringify([...stored, key].slice(-REPORTED_KEPT)));
  } catch {
    // Storage full or off: this page still remembers it.
  }
  return true;
}

type Service = 'ga4' | 'pixel';

/** The page view of the page the shopper is on, and the services already told of it. */
interface PageView { event: TrackEvent; eventId: string; page: EventPage; told: Set<Service> }

let reportedThisPage = new Set<string>();
let lastPageView: PageView | null = null;

/** Forgets this page's reported orders and page view, for tests. */
export function forgetReportedThisPage(): void {
  reportedThisPage = new Set<string>();
  lastPageView = null;
}

function freshId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** The page the browser is on, as the services may see it. */
export interface CurrentPage extends EventPage {
  /** The path part of `location`. */
  path: string;
  /** False on an address that carries a secret: no outside service may be told of it. */
  reported: boolean;
}

/** The page the browser is on; null where there is none (server rendering). */
export function currentPage(): CurrentPage | null {
  if (typeof location === 'undefined') return null;
  const address = reportedAddress(location.href);
  if (!address) return null;
  const referrer = typeof document === 'undefined' ? '' : reportedReferrer(document.referrer);
  return { location: address.location, path: address.path, referrer, reported: address.reported };
}

/**
 * Sends `event` to the services the shopper agreed to, leaving out those in `skip`; the data
 * layer already has it. Returns the services told.
 */
function deliverTo(event: TrackEvent, eventId: string, page: EventPage, host: TrackingHost, config: TrackingPageConfig, storage: Storage | null, skip: ReadonlySet<Service> = new Set()): Service[] {
  const consent = currentConsent(config, storage);
  if (!consent) return [];
  const told: Service[] = [];
  const currency = reportingCurrency(config, host);
  if (consent.analytics && config.ga4 && typeof host.gtag === 'function' && !skip.has('ga4')) {
    const command = ga4Command(event, currency, eventId, page);
    if (command) {
      host.gtag(...command);
      told.push('ga4');
    }
  }
  if (consent.advertising && config.metaPixel && typeof Image !== 'undefined' && !skip.has('pixel')) {
    const pixel = pixelEvent(event, currency, eventId);
    if (pixel) {
      const image = new Image();
      // The request names the page in `dl`; the Referer header would repeat it.
      image.referrerPolicy = 'no-referrer';
      image.src = pixelRequestUrl(config.metaPixel, pixel, page.location);
      told.push('pixel');
    }
  }
  return told;
}

/**
 * Once the shopper agrees, the page they are on is reported to the services now allowed (its
 * view happened before they could be told) — once per service, with the event id the data
 * layer already holds; a page the services may not learn of is reported to none.
 */
export function deliverCurrentPageView(host: TrackingHost, config: TrackingPageConfig = pageConfig(), storage: Storage | null = pageStorage()): void {
  if (!lastPageView) return;
  for (const service of deliverTo(lastPageView.event, lastPageView.eventId, lastPageView.page, host, config, storage, lastPageView.told)) lastPageView.told.add(service);
}

function pageHost(): TrackingHost | null {
  return typeof window === 'undefined' ? null : (window as TrackingHost);
}

/**
 * Reports `event`. Does nothing during server rendering (or with a `null` host), for an admin
 * page view, or for a purchase already reported from this browser; never throws: tracking must
 * not break shopping. On an address that carries a secret (private-addresses.ts) the data layer
 * records it under the masked address, and no outside service is told or loaded.
 */
export function track(event: TrackEvent, host: TrackingHost | null = pageHost()): void {
  if (!host) return;
  try {
    if (event.name === 'page_view' && event.admin) return;
    const storage = host === pageHost() ? pageStorage() : null;
    if (event.name === 'purchase' && !firstReport(REPORTED_ORDERS_KEY, event.orderID, storage, reportedThisPage)) return;
    const config = host === pageHost() ? pageConfig() : { ...pageConfig() };
    const page = currentPage();
    startTracking(host, config);
    // A page view names the page as the services may see it, not as the browser shows it.
    const shown: TrackEvent = event.name === 'page_view' && page ? { ...event, path: page.path } : event;
    if (shown.name === 'page_view' && page) setPageAddress(host, page);
    if (page?.reported) applyRememberedConsent(host, config, storage, page);
    const eventId = eventIdOf(shown, freshId);
    if (!Array.isArray(host.dataLayer)) host.dataLayer = [];
    host.dataLayer.push({ ecommerce: null });
    host.dataLayer.push(dataLayerEntry(shown, reportingCurrency(config, host), eventId, page));
    if (shown.name === 'page_view') lastPageView = null;
    if (!page?.reported) return;
    const told = deliverTo(shown, eventId, page, host, config, storage);
    if (shown.name === 'page_view') lastPageView = { event: shown, eventId, page, told: new Set(told) };
  } catch (error) {
    console.warn('A tracking event could not be recorded.', error);
  }
}

/**
 * Reports `event` once per browser for `key` (a confirmation the server named): a reload, or
 * coming back to the page, does not repeat it.
 */
export function trackOnce(event: TrackEvent, key: string, host: TrackingHost | null = pageHost()): void {
  if (!host) return;
  const storage = host === pageHost() ? pageStorage() : null;
  if (!firstReport(REPORTED_ONCE_KEY, `${event.name}:${key}`, storage, reportedThisPage)) return;
  track(event, host);
}
