import type { Db } from '../../db/database.server';
import type { CardChargeResult, PaymentMethodName, PaymentProvider } from './payment-provider';
import { conflict } from '../../errors.server';
import { bankTransferProvider } from './bank-transfer.provider';

/** A card provider can also be asked to charge what its hosted form tokenized. */
export interface CardProvider extends PaymentProvider {
  charge(db: Db, sessionId: string, expected: { shopId: string; amount: number }): Promise<CardChargeResult>;
}

/** A gateway's providers, one per method it serves (Midtrans, Xendit: docs/decisions/0058, 0061, 0063). */
export interface GatewayProviders {
  virtualAccount: PaymentProvider;
  qris: PaymentProvider;
  wallet: PaymentProvider;
  card: PaymentProvider;
}

/** The gateway a shop takes gateway payments through now; null: none is switched on. */
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

/**
 * Virtual accounts and QRIS go through the shop's gateway, and are not offered without one.
 * Cards and e-wallets go through the gateway while one is switched on, and through the
 * built-in sandbox otherwise.
 */
export function createPaymentRegistry(
  card: CardProvider, wallet: PaymentProvider, gateways: Readonly<Record<string, GatewayProviders>> = {}, gatewayOf: GatewayOfShop = async () => null,
): PaymentRegistry {
  const gatewayProvider = (providers: GatewayProviders, method: Exclude<PaymentMethodName, 'bank_transfer'>) =>
    method === 'qris' ? providers.qris : method === 'virtual_account' ? providers.virtualAccount : method === 'wallet' ? providers.wallet : providers.card;
  const serve = (gateway: string | null, method: PaymentMethodName): PaymentProvider => {
    if (method === 'bank_transfer') return bankTransferProvider;
    const providers = gateway ? gateways[gateway] : undefined;
    if (providers) return gatewayProvider(providers, method);
    if (method === 'card') return card;
    if (method === 'wallet') return wallet;
    throw conflict('error.payment.methodUnavailable');
  };
  return {
    card,
    wallet,
    providerFor: async (db, shopId, method) => serve(method === 'bank_transfer' ? null : await gatewayOf(db, shopId), method),
    // A payment recorded with a sandbox's name is the sandbox's, whatever gateway the shop has now.
    named: (provider, method) => serve(gateways[provider] ? provider : null, method),
  };
}

/** The provider that serves a method, as recorded on its payments: the gateway when there is one. */
export function providerNameFor(method: PaymentMethodName, gateway: string | null): string {
  switch (method) {
    case 'card': return gateway ?? 'sandbox-card';
    case 'wallet': return gateway ?? 'sandbox-wallet';
    case 'virtual_account': case 'qris':
      if (!gateway) throw conflict('error.payment.methodUnavailable');
      return gateway;
    case 'bank_transfer': return bankTransferProvider.name;
  }
}
