// What the page knows about tracking: the shop's configured services and currency, written by
// the server as JSON into the page (no script runs for it), and the browser storage that keeps
// the shopper's consent and the orders already reported.
import { DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from '../../domain/money/currency';
import { NO_TRACKING, type TrackingServices } from '../../domain/tracking/tracking-services';

/** Id of the `<script type="application/json">` holding the page's tracking setup. */
export const TRACKING_CONFIG_ID = 'etalase-tracking';

export interface TrackingPageConfig extends TrackingServices {
  /** The shop's currency (spec §3 code). */
  currency: CurrencyCode;
}

/** The browser globals tracking reads and writes; tests pass their own. */
export interface TrackingHost {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  /** Spec §9: a page global that overrides the shop's currency. */
  etalaseCurrency?: unknown;
}

export const DEFAULT_PAGE_CONFIG: TrackingPageConfig = { ...NO_TRACKING, currency: DEFAULT_CURRENCY };

let cached: TrackingPageConfig | null = null;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Reads the setup the server wrote; a page without one (or unreadable) tracks to the data layer only. */
export function readPageConfig(doc: Pick<Document, 'getElementById'> | null = typeof document === 'undefined' ? null : document): TrackingPageConfig {
  const raw = doc?.getElementById(TRACKING_CONFIG_ID)?.textContent;
  if (!raw) return DEFAULT_PAGE_CONFIG;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    return {
      ga4: text(value.ga4), gtm: text(value.gtm), metaPixel: text(value.metaPixel),
      currency: isCurrencyCode(value.currency) ? value.currency : DEFAULT_CURRENCY,
    };
  } catch {
    return DEFAULT_PAGE_CONFIG;
  }
}

/** The page's setup, read once. */
export function pageConfig(): TrackingPageConfig {
  cached ??= readPageConfig();
  return cached;
}

/** Forgets the setup read, for tests that write another one. */
export function forgetPageConfig(): void {
  cached = null;
}

/** The currency events are reported in: the page global when it names one, else the shop's (spec §9). */
export function reportingCurrency(config: TrackingPageConfig, host: TrackingHost): CurrencyCode {
  return isCurrencyCode(host.etalaseCurrency) ? host.etalaseCurrency : config.currency;
}

/** Local storage, or null where it is disabled: tracking then simply forgets. */
export function pageStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
