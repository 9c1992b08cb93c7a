// Amounts in the admin area are written in the shop's own currency (shop settings → currency),
// the same one its shoppers see, so a shop priced in dollars does not read "Rp" in its admin.
import type { CurrencyCode } from '../../../domain/money/currency';
import { useAdminGraph } from '../../graph/admin-graph';
import type { AdminFrameQuery } from '../../graph/generated/admin-operations';
import { graphCacheKey } from '../../graph/graph-key';
import { useCachedCurrency, useMoneyIn } from '../../ui/shop-currency';
import { ADMIN_FRAME_QUERY } from '../frame/admin-frame-api';

const FRAME_KEY = graphCacheKey(ADMIN_FRAME_QUERY);

/** A stored amount as the admin area writes it. */
export type AdminMoney = (amount: number) => string;

/** The shop's currency, from the frame's answer every admin page primes (the staff API's cache, whichever graph the component sits under). */
export function useAdminCurrency(): CurrencyCode {
  return useCachedCurrency<AdminFrameQuery>(useAdminGraph().cache, FRAME_KEY, (data) => data.shop?.currency?.code);
}

/**
 * Stored amounts in the shop's currency (`Rp150.000`, `$1,250`). Rupiah keeps its one Indonesian
 * convention in every language (spec §5); other currencies group their digits the way the staff
 * member's language does, as the shop does for its shoppers.
 */
export function useAdminMoney(): AdminMoney {
  return useMoneyIn(useAdminCurrency());
}
