import type { Db } from '../../db/database.server';
import type { CardChargeResult, PaymentMethodName, PaymentProvider } from './payment-provider';
import { conflict } from '../../errors.server';
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

/** Virtual accounts and QRIS go through Midtrans (docs/decisions/0058); without it they are not offered. */
export interface GatewayProviders {
  virtualAccount?: PaymentProvider;
  qris?: PaymentProvider;
}

export function createPaymentRegistry(card: CardProvider, wallet: PaymentProvider, gateways: GatewayProviders = {}): PaymentRegistry {
  const providers: Record<PaymentMethodName, PaymentProvider | undefined> = {
    bank_transfer: bankTransferProvider, card, wallet, virtual_account: gateways.virtualAccount, qris: gateways.qris,
  };
  return {
    card,
    wallet,
    forMethod: (method) => {
      const provider = providers[method];
      if (!provider) throw conflict('error.payment.methodUnavailable');
      return provider;
    },
  };
}

/** The provider that serves a method, as recorded on its payments. */
export function providerNameFor(method: PaymentMethodName): string {
  switch (method) {
    case 'card': return 'sandbox-card';
    case 'wallet': return 'sandbox-wallet';
    case 'virtual_account': case 'qris': return 'midtrans';
    case 'bank_transfer': return bankTransferProvider.name;
  }
}
