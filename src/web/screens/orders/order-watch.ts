// While a virtual account or QRIS payment waits, the order page asks for the order again every
// few seconds, and at once when the shopper comes back to the tab from their banking app: the
// gateway's notification turns the order paid on the server, and the page follows by itself.
import { useEffect, useRef, useState } from 'react';
import { SELF_CONFIRMING_METHODS } from '../../../domain/payments/payment-method';
import type { OrderFieldsFragment } from '../../graph/generated/shop-operations';

export const ORDER_WATCH_INTERVAL_MS = 5000;

/**
 * The order still takes money, and a gateway payment the shopper has the number or code for is
 * open: the gateway settles it by itself.
 */
export function awaitsGateway(order: Pick<OrderFieldsFragment, 'payments' | 'canPay' | 'amountDueNow'>): boolean {
  return order.canPay && order.amountDueNow > 0 && order.payments.some((payment) => payment.status === 'pending' && payment.instructions !== null && payment.instructions !== undefined && SELF_CONFIRMING_METHODS.includes(payment.method));
}

export interface OrderWatch {
  /** The page is asking for the order on its own. */
  watching: boolean;
  /** The order turned paid while the page watched it. */
  paidWhileWatching: boolean;
}

export function useOrderWatch(order: Pick<OrderFieldsFragment, 'payments' | 'paidAmount' | 'canPay' | 'amountDueNow'>, refetch: () => Promise<void>): OrderWatch {
  const watching = awaitsGateway(order);
  const [paidWhileWatching, setPaidWhileWatching] = useState(false);
  const seen = useRef({ watching, paidAmount: order.paidAmount });

  useEffect(() => {
    const before = seen.current;
    if (before.watching && order.paidAmount > before.paidAmount) setPaidWhileWatching(true);
    seen.current = { watching, paidAmount: order.paidAmount };
  }, [watching, order.paidAmount]);

  useEffect(() => {
    if (!watching) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A failed look is only a reason to look again; the page keeps what it showed.
    const look = () => void refetch().catch(() => undefined);
    const schedule = () => {
      timer = setTimeout(() => {
        if (document.visibilityState === 'visible') look();
        schedule();
      }, ORDER_WATCH_INTERVAL_MS);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') look();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [watching, refetch]);

  return { watching, paidWhileWatching };
}
