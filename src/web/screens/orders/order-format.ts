// Shared wording and rules of the order screens: status names, money and dates in the shop's
// language, where each link of an order leads, and what state the order's payment is in.
import { useCallback, useMemo, useRef } from 'react';
import { formatTime, type TimePattern } from '../../../domain/format/time';
import { GraphHttpError, GraphResponseError } from '../../graph/graph-errors';
import { useLanguage, useTimezoneOffset } from '../../i18n/i18n-react';
import type { RouteTarget } from '../../router/router-types';
import { useShopMoney } from '../../ui/shop-currency';
import type { OrderFieldsFragment, PaymentMethod } from '../../graph/generated/shop-operations';

type PaymentData = OrderFieldsFragment['payments'][number];

/** Order amounts are in the shop's currency, in its stored unit. */
export function useMoney(): (amount: number) => string {
  return useShopMoney();
}

/** Times in the shop's language and timezone. */
export function useTimeFormat(): (value: string | number, pattern: TimePattern) => string {
  const language = useLanguage();
  const offset = useTimezoneOffset();
  return useCallback((value: string | number, pattern: TimePattern) => formatTime(value, pattern, language, offset), [language, offset]);
}

export function orderNumber(number: number): string {
  return `#${number}`;
}

// Status wording is shared with the account's order history (src/web/ui/order-status).
export { statusKey, statusTone, type StatusTone } from '../../ui/order-status';

export function methodKey(method: PaymentMethod): string {
  return `orders.method.${method}`;
}

/** Guest routes work through the order link's grant; the customer routes need a signed-in account. */
export type OrderVariant = 'guest' | 'customer';

export function variantOfRoute(routeName: string): OrderVariant {
  return routeName === 'order' || routeName === 'orderConfirmPayment' ? 'customer' : 'guest';
}

export interface OrderLinks {
  order: RouteTarget;
  confirmPayment: RouteTarget;
  confirmReceived: RouteTarget;
  review: RouteTarget;
  completePayment: RouteTarget;
}

export function orderLinks(orderId: string, variant: OrderVariant): OrderLinks {
  const params = { orderID: orderId };
  return {
    order: { name: variant === 'customer' ? 'order' : 'guestOrder', params },
    confirmPayment: { name: variant === 'customer' ? 'orderConfirmPayment' : 'guestOrderConfirmPayment', params },
    confirmReceived: { name: variant === 'customer' ? 'orderConfirmReceived' : 'guestOrderConfirmReceived', params },
    review: { name: 'orderReview', params },
    completePayment: { name: 'orderCompletePayment', params },
  };
}

/** A proof the shop has not judged yet. */
export function proofUnderReview(order: OrderFieldsFragment): PaymentData | undefined {
  return order.payments.find((payment) => payment.status === 'submitted');
}

/** The newest payment, when the shop turned its proof down and nothing newer followed. */
export function rejectedProof(order: OrderFieldsFragment): PaymentData | undefined {
  const newest = order.payments[0];
  return newest?.status === 'rejected' ? newest : undefined;
}

function isOpen(payment: PaymentData): boolean {
  return payment.status === 'pending' || payment.status === 'rejected';
}

/** How the shopper is paying now: the open payment's method, else the one chosen at checkout. */
export function activeMethod(order: OrderFieldsFragment): PaymentMethod {
  return order.payments.find(isOpen)?.method ?? order.paymentMethod;
}

/** Something is to be paid now and the shop accepts it. */
export function isPayable(order: { amountDueNow: number; canPay: boolean }): boolean {
  return order.canPay && order.amountDueNow > 0;
}

/** A fresh idempotency key for one side-effecting request. */
export function newClientKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof cryptoApi?.getRandomValues === 'function') cryptoApi.getRandomValues(bytes);
  else for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The server's answer decides the fate of a key: once it has answered (accepted or refused),
 * the next attempt is a new request. Without an answer (offline, timed out, a 5xx) the request
 * may have been applied, so the retry repeats it under the same key.
 */
export function wasAnswered(error: unknown): boolean {
  if (error instanceof GraphResponseError) return true;
  return error instanceof GraphHttpError && error.status < 500;
}

export interface ClientKeys {
  /** The key of `purpose`, the same until `answered` is called for it. */
  get(purpose: string): string;
  answered(purpose: string): void;
}

export function useClientKeys(): ClientKeys {
  const keys = useRef(new Map<string, string>());
  return useMemo(
    () => ({
      get(purpose) {
        let key = keys.current.get(purpose);
        if (!key) {
          key = newClientKey();
          keys.current.set(purpose, key);
        }
        return key;
      },
      answered(purpose) {
        keys.current.delete(purpose);
      },
    }),
    [],
  );
}

/** Runs a side-effecting request under the key of `purpose`, dropping the key once answered. */
export async function withClientKey<T>(keys: ClientKeys, purpose: string, run: (clientKey: string) => Promise<T>): Promise<T> {
  try {
    const result = await run(keys.get(purpose));
    keys.answered(purpose);
    return result;
  } catch (error) {
    if (wasAnswered(error)) keys.answered(purpose);
    throw error;
  }
}

/** The server's own words about a refusal (already in the shopper's language), if it gave any. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof GraphResponseError)) return null;
  const message = error.errors[0]?.message?.trim();
  return message ? message : null;
}

/** The input field a BAD_USER_INPUT refusal names (`extensions.field`), without an `input.` prefix. */
export function serverField(error: unknown): string | null {
  if (!(error instanceof GraphResponseError)) return null;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === 'string' && field !== '' ? field.replace(/^input\./, '') : null;
}

/** Message key of a request failure with no words of the server's. */
export function failureKey(error: unknown): string {
  return error instanceof GraphResponseError || error instanceof GraphHttpError ? 'orders.error.generic' : 'orders.error.offline';
}
