/**
 * Checkouts remembered by the shopper's browser (spec §3 'Saved checkout', §9), stored as one
 * object keyed by checkout id. At most MAX_SAVED_CHECKOUTS are kept; saving one more drops the
 * oldest by creation time.
 */
import type { ShippingAddressRecord } from '../shipping/address';
import { MAX_CART_PRODUCTS } from '../cart/local-cart';

/** Saved checkouts kept in the browser; the oldest is dropped beyond this (spec §9). */
export const MAX_SAVED_CHECKOUTS = 20;

export interface SavedCheckoutProduct {
  productID: string;
  /** '' when the product has no variations. */
  variationID: string;
  count: number;
  downPayment: boolean;
}

/** The address as the checkout form holds it: the same shape the server keeps. */
export type SavedShippingAddress = ShippingAddressRecord;

export interface SavedCheckout {
  /** Coupon code entered, '' when none. */
  coupon: string;
  /** Ids of product bundles chosen with the checkout. */
  bundles: readonly string[];
  /** Answers to the shop's own checkout fields; present only when there is at least one. */
  customFields?: Readonly<Record<string, string>>;
  products: readonly SavedCheckoutProduct[];
  shippingAddress: SavedShippingAddress | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

export type SavedCheckouts = Readonly<Record<string, SavedCheckout>>;

export const NO_SAVED_CHECKOUTS: SavedCheckouts = Object.freeze({});

const ADDRESS_FIELDS = ['name', 'phone', 'address', 'district', 'city', 'province', 'postalCode'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The entry as stored: customFields only when it holds something. */
function normalizeEntry(entry: SavedCheckout): SavedCheckout {
  const { customFields, ...rest } = entry;
  const fields = customFields && Object.keys(customFields).length > 0 ? { ...customFields } : undefined;
  return fields ? { ...rest, customFields: fields } : rest;
}

/** Entries in the order to keep them, then the oldest removed one by one until the limit holds. */
function keepNewest(entries: Array<[string, SavedCheckout]>): Array<[string, SavedCheckout]> {
  const kept = [...entries];
  while (kept.length > MAX_SAVED_CHECKOUTS) {
    let oldest = 0;
    kept.forEach(([, entry], index) => {
      if (entry.createdAt < kept[oldest]![1].createdAt) oldest = index;
    });
    kept.splice(oldest, 1);
  }
  return kept;
}

/**
 * Stores `entry` under `id` (replacing what was there) and keeps at most MAX_SAVED_CHECKOUTS,
 * dropping the oldest by `createdAt` first; among equally old ones, those saved earlier go first.
 */
export function saveCheckout(checkouts: SavedCheckouts, id: string, entry: SavedCheckout): SavedCheckouts {
  const others = Object.entries(checkouts).filter(([key]) => key !== id);
  return Object.fromEntries(keepNewest([...others, [id, normalizeEntry(entry)]]));
}

export function removeSavedCheckout(checkouts: SavedCheckouts, id: string): SavedCheckouts {
  if (!Object.hasOwn(checkouts, id)) return checkouts;
  return Object.fromEntries(Object.entries(checkouts).filter(([key]) => key !== id));
}

function readProduct(value: unknown): SavedCheckoutProduct | null {
  if (!isRecord(value)) return null;
  const { productID, variationID, count, downPayment } = value;
  if (typeof productID !== 'string' || productID === '') return null;
  if (variationID !== undefined && variationID !== null && typeof variationID !== 'string') return null;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1 || count > MAX_CART_PRODUCTS) return null;
  return { productID, variationID: variationID ?? '', count, downPayment: downPayment === true };
}

function readAddress(value: unknown): SavedShippingAddress | null {
  if (!isRecord(value)) return null;
  const address: Partial<Record<(typeof ADDRESS_FIELDS)[number], string>> = {};
  for (const field of ADDRESS_FIELDS) {
    const text = value[field];
    if (typeof text !== 'string') return null;
    address[field] = text;
  }
  return address as SavedShippingAddress;
}

function readCustomFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const fields = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return fields.length ? Object.fromEntries(fields) : undefined;
}

function readCreatedAt(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value === 'string') {
    const time = Date.parse(value);
    return Number.isFinite(time) && time >= 0 ? time : null;
  }
  return null;
}

function readCheckout(value: unknown): SavedCheckout | null {
  if (!isRecord(value)) return null;
  const createdAt = readCreatedAt(value.createdAt);
  if (createdAt === null || !Array.isArray(value.products)) return null;
  const products = value.products.map(readProduct).filter((product): product is SavedCheckoutProduct => product !== null);
  const bundles = Array.isArray(value.bundles) ? value.bundles.filter((bundle): bundle is string => typeof bundle === 'string') : [];
  const entry: SavedCheckout = {
    coupon: typeof value.coupon === 'string' ? value.coupon : '',
    bundles,
    products,
    shippingAddress: readAddress(value.shippingAddress),
    createdAt,
  };
  const customFields = readCustomFields(value.customFields);
  return customFields ? { ...entry, customFields } : entry;
}

/**
 * The saved checkouts as found in browser storage: entries that are not checkouts are dropped,
 * damaged parts replaced by empty ones, and only the newest MAX_SAVED_CHECKOUTS kept.
 */
export function sanitizeSavedCheckouts(stored: unknown): SavedCheckouts {
  if (!isRecord(stored)) return NO_SAVED_CHECKOUTS;
  const entries: Array<[string, SavedCheckout]> = [];
  for (const [id, value] of Object.entries(stored)) {
    if (id === '') continue;
    const entry = readCheckout(value);
    if (entry) entries.push([id, entry]);
  }
  return Object.fromEntries(keepNewest(entries));
}
