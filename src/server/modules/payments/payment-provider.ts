import type { Db } from '../../db/database.server';

import type { PaymentMethodName } from '../../../domain/payments/payment-method';

export type { PaymentMethodName };

export interface StartPaymentRequest {
  shopId: string;
  paymentId: string;
  orderId: string;
  amount: number;
  currency: number;
  description: string;
  /** absolute URL the provider sends the shopper back to */
  returnUrl: string;
  /** absolute URL of the shop's notification endpoint (wallet) */
  notifyUrl: string;
}

export interface StartPaymentResult {
  providerRef: string | null;
  redirectUrl: string | null;
}

export interface PaymentProvider {
  readonly name: string;
  readonly method: PaymentMethodName;
  start(db: Db, request: StartPaymentRequest): Promise<StartPaymentResult>;
}

export type CardChargeResult =
  | { status: 'succeeded' | 'declined' | 'failed'; message: string; last4: string | null }
  | { status: 'not_ready'; message: string };
