import type { GraphQLError } from 'graphql';
import { CartLinesError } from '../modules/checkout/catalog-lines.server';
import { CheckoutInputError } from '../modules/checkout/checkout.service';
import { OrderOperationError } from '../modules/orders/order-operations.service';
import { PlaceOrderError } from '../modules/orders/place-order.flow';
import { PaymentError } from '../modules/payments/payment.service';
import { IdempotencyKeyError } from '../modules/platform/idempotency.server';
import { fieldError, userError } from './errors.server';

/** Turns the commerce services' expected refusals into GraphQL errors the client can show. */
export function commerceError(error: unknown): GraphQLError | unknown {
  if (error instanceof CheckoutInputError) return fieldError(error.message, error.field);
  if (error instanceof CartLinesError) return fieldError(error.message, 'lines');
  if (error instanceof IdempotencyKeyError) return fieldError(error.message, 'clientKey');
  if (error instanceof PlaceOrderError || error instanceof PaymentError || error instanceof OrderOperationError) return userError(error.message, error.code);
  return error;
}

/** Runs a resolver body, translating expected refusals; anything else stays an internal error. */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw commerceError(error);
  }
}
