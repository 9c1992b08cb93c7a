import type { Db } from '../../db/database.server';
import type { CardChargeResult, PaymentMethodName, PaymentProvider } from './payment-provider';
import { conflict } from '../../errors.server';
import { bankTransferProvider } from './bank-transfer.provider';

/** A card provider can also be asked to charge what its hosted form tokenized. */
export interface CardProvider extends PaymentProvider {
  charge(db: Db, sessionId: string, expected: { shopId: string; amount: number }): Promise<CardChargeResult>;
}

/** A gateway's providers of virtual accounts and QRIS (Midtrans, Xendit: docs/decisions/0058, 0061). */
export interface GatewayProviders {
  virtualAccount: PaymentProvider;
  qris: PaymentProvider;
}

/** The gateway a shop takes virtual accounts and QRIS through now; null: none is switched on. */
export type GatewayOfShop = (db: Db, shopId: string) => Promise<string | null>;

/** Which provider serves each payment method; one place to swap the sandbox for a real one. */
export interface PaymentRegistry {
  /** The provider that opens a new payment of the method for the shop now. */
  providerFor(db: Db, shopId: string, method: PaymentMethodName): Promise<PaymentProvider>;
  /** The provider that opened a payment, by the name recorded on it. */
  named(provider: string, method: PaymentMethodName): PaymentProvider;
  card: CardProvider;
  wallet: PaymentProvider;
}

/** Virtual accounts and QRIS go through the shop's gateway; without one they are not offered. */
export function createPaymentRegistry(
  card: CardProvider, wallet: PaymentProvider, gateways: Readonly<Record<string, GatewayProviders>> = {}, gatewayOf: GatewayOfShop = async () => null,
): PaymentRegistry {
  const gatewayProvider = (gateway: string | null, method: 'virtual_account' | 'qris') => {
    const providers = gateway ? gateways[gateway] : undefined;
    if (!providers) throw conflict('error.payment.methodUnavailable');
    return method === 'qris' ? providers.qris : providers.virtualAccount;
  };
  const fixed = (method: Exclude<PaymentMethodName, 'virtual_account' | 'qris'>): PaymentProvider =>
    method === 'card' ? card : method === 'wallet' ? wallet : bankTransferProvider;
  return {
    card,
    wallet,
    providerFor: async (db, shopId, method) => (method === 'virtual_account' || method === 'qris' ? gatewayProvider(await gatewayOf(db, shopId), method) : fixed(method)),
    named: (provider, method) => (method === 'virtual_account' || method === 'qris' ? gatewayProvider(provider, method) : fixed(method)),
  };
}

/** The provider that serves a method, as recorded on its payments; `gateway` for virtual accounts and QRIS. */
export function providerNameFor(method: PaymentMethodName, gateway: string | null): string {
  switch (method) {
    case 'card': return 'sandbox-card';
    case 'wallet': return 'sandbox-wallet';
    case 'virtual_account': case 'qris':
      if (!gateway) throw conflict('error.payment.methodUnavailable');
      return gateway;
    case 'bank_transfer': return bankTransferProvider.name;
  }
}
