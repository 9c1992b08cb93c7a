/** The ways a shopper can pay; each is served by one provider (bank transfer by hand). */
export type PaymentMethodName = 'bank_transfer' | 'card' | 'wallet';

/** The same methods as the API names them. */
export type PaymentMethodValue = 'BANK_TRANSFER' | 'CARD' | 'WALLET';

export const PAYMENT_METHOD_VALUES: readonly PaymentMethodValue[] = ['BANK_TRANSFER', 'CARD', 'WALLET'];

export function toMethodValue(method: PaymentMethodName): PaymentMethodValue {
  return method === 'card' ? 'CARD' : method === 'wallet' ? 'WALLET' : 'BANK_TRANSFER';
}

export function fromMethodValue(method: PaymentMethodValue): PaymentMethodName {
  return method === 'CARD' ? 'card' : method === 'WALLET' ? 'wallet' : 'bank_transfer';
}
