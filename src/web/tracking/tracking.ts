// Shop events for analytics (spec §7): each goes to the page's data layer (read by a Tag Manager
// container), and — only once the shopper agreed — to GA4 through gtag.js and to the Meta pixel
// as its documented image requests. Mapping rules live in src/domain/tracking/tracking-events.ts.
import { dataLayerEntry, eventIdOf, ga4Command, pixelEvent, pixelRequestUrl, type TrackEvent } from '../../domain/tracking/tracking-events';
import { currentConsent, startTracking } from './tag-loader';
import { pageConfig, pageStorage, reportingCurrency, type TrackingHost, type TrackingPageConfig } from './tracking-page';

export type { TrackedItem } from '../../domain/tracking/tracked-item';
export type { TrackEvent, DataLayerEntry } from '../../domain/tracking/tracking-events';
/** The globals an event is written to. */
export type DataLayerHost = TrackingHost;

/** Orders whose purchase was reported from this browser: a reload of the order page never repeats it. */
export const REPORTED_ORDERS_KEY = 'trackedOrders';
const REPORTED_ORDERS_KEPT = 50;

function reportedOrders(storage: Storage | null): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(REPORTED_ORDERS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** True the first time `orderID` is seen here; remembers it. */
function firstReport(orderID: string, storage: Storage | null, seen: Set<string>): boolean {
  const stored = reportedOrders(storage);
  if (seen.has(orderID) || stored.includes(orderID)) return false;
  seen.add(orderID);
  try {
    storage?.setItem(REPORTED_ORDERS_KEY, JSON.stringify([...stored, orderID].slice(-REPORTED_ORDERS_KEPT)));
  } catch {
    // Storage full or off: this page still remembers it.
  }
  return true;
}

let reportedThisPage = new Set<string>();
let lastPageView: TrackEvent | null = null;

/** Forgets this page's reported orders and page view, for tests. */
export function forgetReportedThisPage(): void {
  reportedThisPage = new Set<string>();
  lastPageView = null;
}

function freshId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function pageLocation(): string {
  return typeof location === 'undefined' ? '' : location.href;
}

/** Sends `event` to the services the shopper agreed to; the data layer already has it. */
export function deliver(event: TrackEvent, eventId: string, host: TrackingHost, config: TrackingPageConfig = pageConfig(), storage: Storage | null = pageStorage()): void {
  const consent = currentConsent(config, storage);
  if (!consent) return;
  const currency = reportingCurrency(config, host);
  if (consent.analytics && config.ga4 && typeof host.gtag === 'function') {
    const command = ga4Command(event, currency, eventId);
    if (command) host.gtag(...command);
  }
  if (consent.advertising && config.metaPixel && typeof Image !== 'undefined') {
    const pixel = pixelEvent(event, currency, eventId);
    if (pixel) new Image().src = pixelRequestUrl(config.metaPixel, pixel, pageLocation());
  }
}

/**
 * Once the shopper agrees, the page they are on is reported to the services now allowed
 * (its view happened before they could be told).
 */
export function deliverCurrentPageView(host: TrackingHost): void {
  if (lastPageView) deliver(lastPageView, eventIdOf(lastPageView, freshId), host);
}

function pageHost(): TrackingHost | null {
  return typeof window === 'undefined' ? null : (window as TrackingHost);
}

/**
 * Reports `event`. Does nothing during server rendering (or with a `null` host), for an admin
 * page view, or for a purchase already reported from this browser; never throws: tracking must
 * not break shopping.
 */
export function track(event: TrackEvent, host: TrackingHost | null = pageHost()): void {
  if (!host) return;
  try {
    if (event.name === 'page_view' && event.admin) return;
    const storage = host === pageHost() ? pageStorage() : null;
    if (event.name === 'purchase' && !firstReport(event.orderID, storage, reportedThisPage)) return;
    const config = host === pageHost() ? pageConfig() : { ...pageConfig() };
    startTracking(host, config, storage);
    const eventId = eventIdOf(event, freshId);
    if (!Array.isArray(host.dataLayer)) host.dataLayer = [];
    host.dataLayer.push({ ecommerce: null });
    host.dataLayer.push(dataLayerEntry(event, reportingCurrency(config, host), eventId));
    if (event.name === 'page_view') lastPageView = event;
    deliver(event, eventId, host, config, storage);
  } catch (error) {
    console.warn('A tracking event could not be recorded.', error);
  }
}
