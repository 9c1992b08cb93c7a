/**
 * The shop's tracking events (spec §3 "Tracked event", §7) and what each becomes for the three
 * places it goes: the page's data layer (read by a Tag Manager container), a GA4 command
 * (gtag.js) and a Meta pixel standard event. Pure: the browser code only delivers the results.
 */
import { baseCurrencyCode, toDisplayAmount, type CurrencyCode } from '../money/currency';
import { purchaseValue, trackedTotal, type TrackedItem } from './tracked-item';

export type TrackEvent =
  /** A route was shown (spec §2); admin views are never reported. */
  | { name: 'page_view'; path: string; admin: boolean }
  | { name: 'view_item'; items: readonly TrackedItem[] }
  | { name: 'add_to_cart'; items: readonly TrackedItem[] }
  /** No checkout id: it opens the checkout's form, so it never leaves the shop. */
  | { name: 'begin_checkout'; items: readonly TrackedItem[]; coupon?: string }
  /** The shopper chose how to pay. */
  | { name: 'add_payment_info'; items: readonly TrackedItem[]; paymentType: string }
  | {
      name: 'purchase';
      orderID: string;
      items: readonly TrackedItem[];
      /** What the order costs in all (stored unit); the items' total when left out. */
      total?: number;
      shipping?: number;
      coupon?: string;
    }
  | { name: 'search'; search: string }
  /** A reader reached the end of a blog post. */
  | { name: 'blog_read_completion'; contentName: string; path: string }
  /** The browser offered to install the shop as a web app; `installed` once the shopper accepted. */
  | { name: 'install_prompt'; installed: boolean }
  /** A shopper subscribed (newsletter, restock alert…); `contentName` says to what. */
  | { name: 'subscribe'; contentName?: string }
  /** A shopper left their contact to be reached (a question, a wholesale request…). */
  | { name: 'lead'; contentName?: string };

export type TrackEventName = TrackEvent['name'];
export type DataLayerEntry = Record<string, unknown>;
/** A gtag.js call: `gtag('event', name, params)`. */
export type Ga4Command = ['event', string, Record<string, unknown>];
/**
 * Where an event happened, as the services may see it: origin and path with the shop's secrets
 * masked (src/domain/tracking/private-addresses.ts), never the browser's own address.
 */
export interface EventPage { location: string; referrer: string }
/** A Meta pixel standard event with its custom data (`cd[…]`) and event id (`eid`). */
export interface PixelEvent { ev: string; cd: Record<string, string | number>; eid: string }

/**
 * The event id shared by the data layer, GA4 and the pixel, so a service receiving the event
 * twice (the pixel and a server-side copy, or a reload) counts it once. A purchase's id comes
 * from its order; any other event's is fresh (`fresh` makes one).
 */
export function eventIdOf(event: TrackEvent, fresh: () => string): string {
  return event.name === 'purchase' ? `purchase-${event.orderID}` : `${event.name}-${fresh()}`;
}

function nonNegative(n: number): number {
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** Amounts as the services read them: in the currency's units (cents of USD_D become dollars). */
function amount(stored: number, currency: CurrencyCode): number {
  return toDisplayAmount(nonNegative(stored), currency);
}

function itemEntry(item: TrackedItem, currency: CurrencyCode) {
  return {
    item_id: item.productID,
    item_name: item.name,
    ...(item.sku ? { item_sku: item.sku } : {}),
    price: amount(item.price, currency),
    quantity: nonNegative(item.count),
  };
}

/** The e-commerce part shared by the data layer and GA4 (GA4's recommended event parameters). */
function ecommerceOf(event: TrackEvent, currency: CurrencyCode): Record<string, unknown> | null {
  const code = baseCurrencyCode(currency);
  switch (event.name) {
    case 'view_item':
    case 'add_to_cart':
      return { currency: code, value: amount(trackedTotal(event.items), currency), items: event.items.map((i) => itemEntry(i, currency)) };
    case 'begin_checkout':
      return {
        currency: code,
        value: amount(trackedTotal(event.items), currency),
        ...(event.coupon ? { coupon: event.coupon } : {}),
        items: event.items.map((i) => itemEntry(i, currency)),
      };
    case 'add_payment_info':
      return { currency: code, value: amount(trackedTotal(event.items), currency), payment_type: event.paymentType, items: event.items.map((i) => itemEntry(i, currency)) };
    case 'purchase':
      return {
        transaction_id: event.orderID,
        currency: code,
        // A free order is reported as worth 1: ad pixels discard purchases worth 0 (spec §7).
        value: purchaseValue(amount(event.total ?? trackedTotal(event.items), currency)),
        ...(event.shipping !== undefined ? { shipping: amount(event.shipping, currency) } : {}),
        ...(event.coupon ? { coupon: event.coupon } : {}),
        items: event.items.map((i) => itemEntry(i, currency)),
      };
    default:
      return null;
  }
}

/** Fields of the events that carry no e-commerce part, as the data layer and GA4 name them. */
function paramsOf(event: TrackEvent): Record<string, unknown> {
  switch (event.name) {
    case 'page_view':
      return { page_path: event.path, admin: event.admin };
    case 'search':
      return { search_term: event.search };
    case 'blog_read_completion':
      // The spec's tracked event fields: contentName, completion (the share read) and path.
      return { content_name: event.contentName, completion: 100, path: event.path };
    case 'install_prompt':
      return { installed: event.installed };
    case 'subscribe':
    case 'lead':
      return event.contentName ? { content_name: event.contentName } : {};
    default:
      return {};
  }
}

/**
 * The data-layer entry of `event` (Tag Manager's e-commerce shape), with its event id; a page
 * view carries the page's reportable address, for a container's tags to send instead of the
 * browser's own.
 */
export function dataLayerEntry(event: TrackEvent, currency: CurrencyCode, eventId: string, page: EventPage | null = null): DataLayerEntry {
  const ecommerce = ecommerceOf(event, currency);
  const address = event.name === 'page_view' && page ? { page_location: page.location, page_referrer: page.referrer } : {};
  return { event: event.name, event_id: eventId, ...(ecommerce ? { ecommerce } : paramsOf(event)), ...address };
}

/** GA4's names where they differ from the shop's: a lead is GA4's recommended `generate_lead`. */
const GA4_NAMES: Partial<Record<TrackEventName, string>> = { lead: 'generate_lead' };

/**
 * The gtag.js command of `event`; null for an admin page view, which is never reported. With
 * `page`, the address is given explicitly: gtag.js would otherwise send `document.location`
 * and `document.referrer` whole, query string and all.
 */
export function ga4Command(event: TrackEvent, currency: CurrencyCode, eventId: string, page: EventPage | null = null): Ga4Command | null {
  if (event.name === 'page_view' && event.admin) return null;
  const params = ecommerceOf(event, currency) ?? paramsOf(event);
  if (event.name === 'page_view') delete params.admin;
  const address = page ? { page_location: page.location, page_referrer: page.referrer } : {};
  return ['event', GA4_NAMES[event.name] ?? event.name, { ...params, ...address, event_id: eventId }];
}

const PIXEL_NAMES: Partial<Record<TrackEventName, string>> = {
  page_view: 'PageView',
  view_item: 'ViewContent',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  add_payment_info: 'AddPaymentInfo',
  purchase: 'Purchase',
  search: 'Search',
  subscribe: 'Subscribe',
  lead: 'Lead',
};

/**
 * The Meta pixel standard event of `event` (null when the pixel has no such event, as for a
 * blog read or the install prompt, or for an admin page view).
 */
export function pixelEvent(event: TrackEvent, currency: CurrencyCode, eventId: string): PixelEvent | null {
  const ev = PIXEL_NAMES[event.name];
  if (!ev || (event.name === 'page_view' && event.admin)) return null;
  const cd: Record<string, string | number> = {};
  const ecommerce = ecommerceOf(event, currency);
  if (ecommerce && 'items' in event) {
    cd.value = ecommerce.value as number;
    cd.currency = ecommerce.currency as string;
    cd.content_ids = JSON.stringify(event.items.map((item) => item.productID));
    cd.content_type = 'product';
    cd.num_items = event.items.reduce((sum, item) => sum + nonNegative(item.count), 0);
  }
  if (event.name === 'view_item' && event.items[0]) cd.content_name = event.items[0].name;
  if (event.name === 'search') cd.search_string = event.search;
  if ((event.name === 'subscribe' || event.name === 'lead') && event.contentName) cd.content_name = event.contentName;
  return { ev, cd, eid: eventId };
}

/**
 * The documented image request of a pixel event: `https://www.facebook.com/tr?id=…&ev=…` with
 * `cd[…]` custom data and the event id `eid`; `location` is the page it happened on, as
 * `EventPage.location` gives it (no referrer is sent).
 */
export function pixelRequestUrl(pixelId: string, event: PixelEvent, location: string): string {
  const query = new URLSearchParams({ id: pixelId, ev: event.ev, eid: event.eid, dl: location, noscript: '1' });
  for (const [key, value] of Object.entries(event.cd)) query.append(`cd[${key}]`, String(value));
  return `https://www.facebook.com/tr?${query.toString()}`;
}
