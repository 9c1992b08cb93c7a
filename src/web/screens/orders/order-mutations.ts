// The order mutations of the shop API and how their answers reach the screens: a returned order
// replaces the cached one, so every order screen shows it at once.
import { useCallback } from 'react';
import type { OrderFieldsFragment, OrderQuery, PaymentMethod, StartOrderPaymentMutation } from '../../graph/generated/shop-operations';
import { graphDocument } from '../../graph/graph-document';
import { graphCacheKey, graphQueryKeyPrefix } from '../../graph/graph-key';
import { useGraphCache, useMutation } from '../../graph/graph-react';
import { useRouter } from '../../router/router-react';
import { withClientKey, type ClientKeys } from './order-format';
import { ACCESSIBLE_ORDERS_QUERY, ORDER_FIELDS, ORDER_QUERY, orderVariables } from './order-query';

export const START_PAYMENT_MUTATION = /* GraphQL */ `
  mutation StartOrderPayment($input: StartPaymentInput!) {
    startPayment(input: $input) { redirectUrl payment { id method status amount } }
  }
`;

export const CONFIRM_BANK_TRANSFER_MUTATION = graphDocument(/* GraphQL */ `
  mutation ConfirmBankTransfer($input: ConfirmBankTransferInput!) {
    confirmBankTransfer(input: $input) { order { ...OrderFields } payment { id status } }
  }
`, ORDER_FIELDS);

export const CONFIRM_ORDER_RECEIVED_MUTATION = graphDocument(/* GraphQL */ `
  mutation ConfirmOrderReceived($input: ConfirmOrderReceivedInput!) {
    confirmOrderReceived(input: $input) { order { ...OrderFields } }
  }
`, ORDER_FIELDS);

export const REVIEW_ORDER_MUTATION = graphDocument(/* GraphQL */ `
  mutation ReviewOrder($input: ReviewOrderInput!) {
    reviewOrder(input: $input) { order { ...OrderFields } }
  }
`, ORDER_FIELDS);

/** Every cached answer that shows orders, so they are asked again after a change. */
const ORDER_PREFIXES = [graphQueryKeyPrefix(ORDER_QUERY), graphQueryKeyPrefix(ACCESSIBLE_ORDERS_QUERY)];

/** Puts an order the server returned in place of the cached one; the order lists are refetched. */
export function useStoreOrder(): (order: OrderFieldsFragment) => void {
  const cache = useGraphCache();
  return useCallback(
    (order: OrderFieldsFragment) => {
      const key = graphCacheKey(ORDER_QUERY, orderVariables(order.id));
      const current = cache.read<OrderQuery>(key)?.data;
      if (current) cache.write(key, { ...current, order });
      else cache.invalidate(graphQueryKeyPrefix(ORDER_QUERY));
      cache.invalidate(graphQueryKeyPrefix(ACCESSIBLE_ORDERS_QUERY));
    },
    [cache],
  );
}

/**
 * Starts a payment of the amount due now with `method` (and `choice`: a virtual account's bank,
 * or the e-wallet of a wallet payment through the shop's gateway).
 * Card and wallet payments continue on the provider's page (a full page load: 'leaving'); a bank
 * transfer, virtual account or QRIS answers without an address, and the order is asked again so
 * its instructions show ('staying').
 */
export function useStartPayment(orderId: string, keys: ClientKeys): (method: PaymentMethod, choice?: string) => Promise<'leaving' | 'staying'> {
  const router = useRouter();
  const [run] = useMutation<StartOrderPaymentMutation>('StartPaymentInput', START_PAYMENT_MUTATION, { invalidate: ORDER_PREFIXES });
  return useCallback(
    async (method: PaymentMethod, choice?: string) => {
      // Under its client key a repeat is harmless, so a dropped connection is retried at once.
      const purpose = choice ? `start:${method}:${choice}` : `start:${method}`;
      const input = { orderId, method, ...(choice ? (method === 'WALLET' ? { wallet: choice } : { bank: choice }) : {}) };
      const data = await withClientKey(keys, purpose, (clientKey) => run({ input: { ...input, clientKey } }, undefined, { retry: true }));
      const url = data.startPayment.redirectUrl;
      if (!url) return 'staying';
      router.env.location.assign(url);
      return 'leaving';
    },
    [keys, orderId, router, run],
  );
}
