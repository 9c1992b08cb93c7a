import type { PaymentProvider } from './payment-provider';

/**
 * Manual bank transfer: nothing to call. The shopper transfers to one of the shop's accounts
 * and sends proof; the owner verifies it.
 */
export const bankTransferProvider: PaymentProvider = {
  name: 'bank-transfer',
  method: 'bank_transfer',
  start: async () => ({ providerRef: null, redirectUrl: null }),
};
