// Amounts in the admin area are written in the shop's own currency (shop settings → currency),
// the same one its shoppers see, so a shop priced in dollars does not read "Rp" in its admin.
import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_CURRENCY, formatMoney, isCurrencyCode, type CurrencyCode } from '../../../domain/money/currency';
import { useAdminGraph } from '../../graph/admin-graph';
import type { AdminFrameQuery } from '../../graph/generated/admin-operations';
import { graphCacheKey } from '../../graph/graph-key';
import { useLanguage } from '../../i18n/i18n-react';
import { ADMIN_FRAME_QUERY } from '../frame/admin-frame-api';

const FRAME_KEY = graphCacheKey(ADMIN_FRAME_QUERY);

/** A stored amount as the admin area writes it. */
export type AdminMoney = (amount: number) => string;

/** The shop's currency, from the frame's answer every admin page primes; IDR until it is there. */
export function useAdminCurrency(): CurrencyCode {
  // The staff API's cache, whichever graph the component sits under; never a request of its own.
  const { cache } = useAdminGraph();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(FRAME_KEY, listener), [cache]);
  const read = useCallback(() => cache.read<AdminFrameQuery>(FRAME_KEY), [cache]);
  const code = useSyncExternalStore(subscribe, read, read)?.data?.shop?.currency?.code;
  return isCurrencyCode(code) ? code : DEFAULT_CURRENCY;
}

/**
 * Stored amounts in the shop's currency (`Rp150.000`, `$1,250`). Rupiah keeps its one Indonesian
 * convention in every language (spec §5); other currencies group their digits the way the staff
 * member's language does, as the shop does for its shoppers.
 */
export function useAdminMoney(): AdminMoney {
  const language = useLanguage();
  const currency = useAdminCurrency();
  return useCallback((amount: number) => formatMoney(amount, currency, language), [currency, language]);
}
