/**
 * The ways a shopper can pay; each is served by one provider: bank transfer by hand; virtual
 * accounts and QRIS through the shop's gateway; cards and e-wallets through the shop's gateway
 * when it has one switched on, otherwise through the built-in sandbox.
 */
export type PaymentMethodName = 'bank_transfer' | 'card' | 'wallet' | 'virtual_account' | 'qris';

/** The same methods as the API names them. */
export type PaymentMethodValue = 'BANK_TRANSFER' | 'CARD' | 'WALLET' | 'VIRTUAL_ACCOUNT' | 'QRIS';

export const PAYMENT_METHOD_VALUES: readonly PaymentMethodValue[] = ['BANK_TRANSFER', 'CARD', 'WALLET', 'VIRTUAL_ACCOUNT', 'QRIS'];

const TO_VALUE: Record<PaymentMethodName, PaymentMethodValue> = {
  bank_transfer: 'BANK_TRANSFER', card: 'CARD', wallet: 'WALLET', virtual_account: 'VIRTUAL_ACCOUNT', qris: 'QRIS',
};

export function toMethodValue(method: PaymentMethodName): PaymentMethodValue {
  return TO_VALUE[method];
}

export function fromMethodValue(method: PaymentMethodValue): PaymentMethodName {
  return (Object.keys(TO_VALUE) as PaymentMethodName[]).find((name) => TO_VALUE[name] === method) ?? 'bank_transfer';
}

/** The banks whose virtual accounts a shop on Midtrans offers. */
export const VIRTUAL_ACCOUNT_BANKS = ['bca', 'bni', 'bri', 'permata'] as const;
export type VirtualAccountBank = (typeof VIRTUAL_ACCOUNT_BANKS)[number];

/** The banks' own names, the same in every language. */
export const VIRTUAL_ACCOUNT_BANK_NAMES: Readonly<Record<VirtualAccountBank, string>> = { bca: 'BCA', bni: 'BNI', bri: 'BRI', permata: 'Permata' };

/** Methods a gateway settles by itself: the shopper pays, and the order turns paid with no proof to send. */
export const SELF_CONFIRMING_METHODS: readonly PaymentMethodValue[] = ['VIRTUAL_ACCOUNT', 'QRIS', 'WALLET'];

export function isVirtualAccountBank(value: string): value is VirtualAccountBank {
  return (VIRTUAL_ACCOUNT_BANKS as readonly string[]).includes(value);
}

/** The e-wallets a gateway can open a payment in. */
export const WALLETS = ['gopay', 'shopeepay', 'ovo', 'dana', 'linkaja'] as const;
export type Wallet = (typeof WALLETS)[number];

/** The wallets' own names, the same in every language. */
export const WALLET_NAMES: Readonly<Record<Wallet, string>> = { gopay: 'GoPay', shopeepay: 'ShopeePay', ovo: 'OVO', dana: 'DANA', linkaja: 'LinkAja' };

/**
 * The wallets each gateway opens, in the order a checkout lists them: Midtrans' Snap GoPay and
 * ShopeePay; Xendit's Payment Request API OVO, DANA, LinkAja and ShopeePay.
 */
const GATEWAY_WALLETS: Readonly<Record<string, readonly Wallet[]>> = {
  midtrans: ['gopay', 'shopeepay'],
  xendit: ['ovo', 'dana', 'linkaja', 'shopeepay'],
};

/** The wallets a shopper may choose from with this gateway; none without one (the sandbox wallet has no choice). */
export function walletsOf(gateway: string | null): readonly Wallet[] {
  return (gateway ? GATEWAY_WALLETS[gateway] : undefined) ?? [];
}

export function isWallet(value: string): value is Wallet {
  return (WALLETS as readonly string[]).includes(value);
}

/** What the shopper needs to pay a payment the gateway does not host, as the provider gave it. */
export type PaymentInstructions =
  | { kind: 'virtual_account'; bank: VirtualAccountBank; accountNumber: string }
  | { kind: 'qris'; qrString: string; qrImageUrl: string | null }
  /** A wallet that asks the shopper in its own app (OVO): nothing to open, a notice to approve on the phone. */
  | { kind: 'wallet_app'; wallet: Wallet; phone: string };

/** The gateways' own names, the same in every language (payments record them by provider name). */
export const GATEWAY_NAMES: Readonly<Record<string, string>> = { midtrans: 'Midtrans', xendit: 'Xendit' };
