import { PAYMENT_METHOD_VALUES, walletsOf, type PaymentMethodValue, type Wallet } from '../../../domain/payments/payment-method';
import { paymentGateway } from './payment-gateway.service';
import type { RequestContext } from '../../context.server';
import type { Builder } from '../../graphql/builder.server';
import { commerceSettings, type BankAccountRecord } from './commerce-settings.service';

/** The methods this shop offers: bank transfer always, card and wallet when switched on. */
export async function offeredPaymentMethods(ctx: RequestContext): Promise<PaymentMethodValue[]> {
  const settings = await commerceSettings(ctx);
  const gateway = await paymentGateway(ctx);
  return [
    'BANK_TRANSFER', ...(settings.cardEnabled ? ['CARD' as const] : []), ...(settings.walletEnabled ? ['WALLET' as const] : []),
    ...(gateway ? ['VIRTUAL_ACCOUNT' as const, 'QRIS' as const] : []),
  ];
}

/** The e-wallets a shopper chooses from when paying by wallet: the gateway's; none with the sandbox wallet. */
export async function offeredWallets(ctx: RequestContext): Promise<readonly Wallet[]> {
  const settings = await commerceSettings(ctx);
  return settings.walletEnabled ? walletsOf(await paymentGateway(ctx)) : [];
}

/** The shop's bank accounts and checkout questions, as orders and checkouts show them. */
export function registerCommerceSettingsGraph(builder: Builder) {
  const PaymentMethodEnum = builder.enumType('PaymentMethod', { values: PAYMENT_METHOD_VALUES });
  const BankAccountRef = builder.objectRef<BankAccountRecord>('BankAccount').implement({
    fields: (t) => ({
      bank: t.exposeString('bank'),
      accountNumber: t.exposeString('accountNumber'),
      accountHolder: t.exposeString('accountHolder'),
    }),
  });
  const CheckoutFieldRef = builder.objectRef<{ key: string; label: string; required: boolean; kind: string; maxLength: number }>('CheckoutField').implement({
    fields: (t) => ({
      key: t.exposeString('key'),
      label: t.exposeString('label'),
      required: t.exposeBoolean('required'),
      kind: t.exposeString('kind'),
      maxLength: t.exposeInt('maxLength'),
    }),
  });
  return { BankAccountRef, CheckoutFieldRef, PaymentMethodEnum };
}

export type CommerceSettingsGraph = ReturnType<typeof registerCommerceSettingsGraph>;
