// Spec §9 "Default currency IDR, overridable by a page global": money is shown in the shop's
// own currency (its settings, part of the frame's query that the server render primes on every
// page), unless the page sets `window.etalaseCurrency` to a currency code before the script starts.
import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_CURRENCY, formatMoney, isCurrencyCode, type CurrencyCode } from '../../domain/money/currency';
import { SHELL_QUERY } from './shell-query';
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

/** The currency this page shows money in: the page global, else the shop's, else IDR. */
export function useShopCurrency(): CurrencyCode {
  // The server cannot see the page global: the first render matches its HTML, then the override applies.
  const override = useSyncExternalStore(noChanges, pageOverride, () => null);
  // Read from the frame's answer the server render primed (every page has it); never a request of its own.
  const cache = useGraphCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(SHELL_KEY, listener), [cache]);
  const read = useCallback(() => cache.read<ShellQuery>(SHELL_KEY), [cache]);
  const shop = useSyncExternalStore(subscribe, read, read)?.data?.shop?.currency?.code;
  return override ?? (isCurrencyCode(shop) ? shop : DEFAULT_CURRENCY);
}

/** Stored amounts of the shop's currency as the shopper reads them (`Rp150.000`). */
export function useShopMoney(): (amount: number) => string {
  const language = useLanguage();
  const currency = useShopCurrency();
  return useCallback((amount: number) => formatMoney(amount, currency, language), [currency, language]);
}
