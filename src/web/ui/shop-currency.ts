// Spec §9 "Default currency IDR, overridable by a page global": money is shown in the shop's
// own currency (its settings, part of the frame's query that the server render primes on every
// page), unless the page sets `window.etalaseCurrency` to a currency code before the script starts.
import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_CURRENCY, formatMoney, isCurrencyCode, type CurrencyCode } from '../../domain/money/currency';
import { SHELL_QUERY } from './shell-query';
import type { GraphCache } from '../graph/graph-cache';
import type { ShellQuery } from '../graph/generated/shop-operations';
import { graphCacheKey } from '../graph/graph-client';
import { useGraphCache } from '../graph/graph-react';
import { useLanguage } from '../i18n/i18n-react';

export const CURRENCY_GLOBAL = 'etalaseCurrency';

function pageOverride(): CurrencyCode | null {
  const value = typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>)[CURRENCY_GLOBAL];
  return isCurrencyCode(value) ? value : null;
}

const noChanges = () => () => undefined;
const SHELL_KEY = graphCacheKey(SHELL_QUERY);

/**
 * The currency a cached answer names (the shop frame's, the admin frame's), kept in step with
 * the cache and never a request of its own; IDR while the answer is not there.
 */
export function useCachedCurrency<T>(cache: GraphCache, key: string, codeOf: (data: T) => unknown): CurrencyCode {
  const subscribe = useCallback((listener: () => void) => cache.subscribe(key, listener), [cache, key]);
  const read = useCallback(() => cache.read<T>(key), [cache, key]);
  const data = useSyncExternalStore(subscribe, read, read)?.data;
  const code = data === undefined ? undefined : codeOf(data);
  return isCurrencyCode(code) ? code : DEFAULT_CURRENCY;
}

/** Stored amounts of `currency` as the reader's language writes them (`Rp150.000`, `$1,250`). */
export function useMoneyIn(currency: CurrencyCode): (amount: number) => string {
  const language = useLanguage();
  return useCallback((amount: number) => formatMoney(amount, currency, language), [currency, language]);
}

/** The currency this page shows money in: the page global, else the shop's, else IDR. */
export function useShopCurrency(): CurrencyCode {
  // The server cannot see the page global: the first render matches its HTML, then the override applies.
  const override = useSyncExternalStore(noChanges, pageOverride, () => null);
  // Read from the frame's answer the server render primed (every page has it).
  const shop = useCachedCurrency<ShellQuery>(useGraphCache(), SHELL_KEY, (data) => data.shop?.currency?.code);
  return override ?? shop;
}

/** Stored amounts of the shop's currency as the shopper reads them (`Rp150.000`). */
export function useShopMoney(): (amount: number) => string {
  return useMoneyIn(useShopCurrency());
}
