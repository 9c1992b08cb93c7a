// Shop events for analytics (spec §7): pushed to the page's data layer, where the tag manager
// hands them to the analytics and ad-pixel services. Items and amounts follow the e-commerce
// event shape those services read (GA4: add_to_cart, begin_checkout, purchase).
import { DEFAULT_CURRENCY } from '../../domain/money/currency';
import type { TrackedItem } from '../../domain/tracking/tracked-item';
import { purchaseValue, trackedTotal } from '../../domain/tracking/tracked-item';

export type { TrackedItem } from '../../domain/tracking/tracked-item';

export type TrackEvent =
  | { name: 'add_to_cart'; items: readonly TrackedItem[] }
  | { name: 'begin_checkout'; items: readonly TrackedItem[]; checkoutID?: string; coupon?: string }
  | {
      name: 'purchase';
      orderID: string;
      items: readonly TrackedItem[];
      /** What the order costs in all (stored unit); the items' total when left out. */
      total?: number;
      shipping?: number;
      coupon?: string;
    }
  /** A reader reached the end of a blog post (spec §7 "blog read completion"). */
  | { name: 'blog_read_completion'; contentName: string; path: string };

/** One entry of the data layer; `ecommerce: null` clears what the previous event left behind. */
export type DataLayerEntry = Record<string, unknown>;

export interface DataLayerHost {
  dataLayer?: unknown[];
}

function nonNegative(n: number): number {
  return Number.isFinite(n) && n > 0 ? n : 0;
}

function itemEntry(item: TrackedItem) {
  return {
    item_id: item.productID,
    item_name: item.name,
    ...(item.sku ? { item_sku: item.sku } : {}),
    price: nonNegative(item.price),
    quantity: nonNegative(item.count),
  };
}

/** The data-layer entry of `event`, with currency IDR and the value of spec §3/§7. */
export function dataLayerEntry(event: TrackEvent): DataLayerEntry {
  if (event.name === 'blog_read_completion') {
    // The spec's tracked event fields: contentName, completion (the share read) and path.
    return { event: 'blog_read_completion', content_name: event.contentName, completion: 100, path: event.path };
  }
  const items = event.items.map(itemEntry);
  switch (event.name) {
    case 'add_to_cart':
      return { event: 'add_to_cart', ecommerce: { currency: DEFAULT_CURRENCY, value: trackedTotal(event.items), items } };
    case 'begin_checkout':
      return {
        event: 'begin_checkout',
        ecommerce: {
          currency: DEFAULT_CURRENCY,
          value: trackedTotal(event.items),
          ...(event.checkoutID ? { checkout_id: event.checkoutID } : {}),
          ...(event.coupon ? { coupon: event.coupon } : {}),
          items,
        },
      };
    case 'purchase':
      return {
        event: 'purchase',
        ecommerce: {
          transaction_id: event.orderID,
          currency: DEFAULT_CURRENCY,
          // A free order is reported as worth 1: ad pixels discard purchases worth 0.
          value: purchaseValue(event.total ?? trackedTotal(event.items)),
          ...(event.shipping !== undefined ? { shipping: nonNegative(event.shipping) } : {}),
          ...(event.coupon ? { coupon: event.coupon } : {}),
          items,
        },
      };
  }
}

function pageHost(): DataLayerHost | null {
  return typeof window === 'undefined' ? null : (window as DataLayerHost);
}

/**
 * Reports `event` to the page's data layer, creating the layer when the page has none. Does
 * nothing during server rendering (or with a `null` host) and never throws: tracking must not
 * break shopping.
 */
export function track(event: TrackEvent, host: DataLayerHost | null = pageHost()): void {
  if (!host) return;
  try {
    if (!Array.isArray(host.dataLayer)) host.dataLayer = [];
    host.dataLayer.push({ ecommerce: null });
    host.dataLayer.push(dataLayerEntry(event));
  } catch (error) {
    console.warn('A tracking event could not be recorded.', error);
  }
}
