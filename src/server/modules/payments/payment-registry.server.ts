import type { Db } from '../../db/database.server';
import type { CardChargeResult, PaymentMethodName, PaymentProvider } from './payment-provider';
import { bankTransferProvider } from './bank-transfer.provider';

/** A card provider can also be asked to charge what its hosted form tokenized. */
export interface CardProvider extends PaymentProvider {
  charge(db: Db, sessionId: string, expected: { shopId: string; amount: number }): Promise<CardChargeResult>;
}

/** Which provider serves each payment method; one place to swap the sandbox for a real one. */
export interface PaymentRegistry {
  forMethod(method: PaymentMethodName): PaymentProvider;
  card: CardProvider;
  wallet: PaymentProvider;
}

export function createPaymentRegistry(card: CardProvider, wallet: PaymentProvider): PaymentRegistry {
  return {
    card,
    wallet,
    forMethod: (method) => (method === 'card' ? card : method === 'wallet' ? wallet : bankTransferProvider),
  };
}

/** The provider that serves a method, as recorded on its payments. */
export function providerNameFor(method: PaymentMethodName): string {
  return method === 'card' ? 'sandbox-card' : method === 'wallet' ? 'sandbox-wallet' : bankTransferProvider.name;
}
