import type { Builder } from '../graphql/builder.server';
import { listBankAccounts, offeredPaymentMethods } from '../modules/commerce-settings';
import { shippingMarks } from '../modules/shipping';
import type { ShopGraph } from '../modules/shop';

interface PaymentMarks { banks: string[]; card: boolean; wallet: boolean; virtualAccount: boolean; qris: boolean }

/**
 * How one can pay at this shop and how orders travel, for the marks in the shop's footer: the
 * banks that take transfers, whether card, e-wallet and a gateway's virtual accounts and QRIS
 * are switched on, the couriers and pickup
 * (decision 0036).
 */
export function registerFooterMarkFields(builder: Builder, shop: ShopGraph) {
  const PaymentMarksRef = builder.objectRef<PaymentMarks>('PaymentMarks').implement({
    fields: (t) => ({
      banks: t.stringList({ description: 'Banks of the shop’s transfer accounts, each once.', resolve: (m) => m.banks }),
      card: t.exposeBoolean('card'),
      wallet: t.exposeBoolean('wallet'),
      virtualAccount: t.exposeBoolean('virtualAccount', { description: 'Virtual accounts through a gateway (Midtrans or Xendit).' }),
      qris: t.exposeBoolean('qris'),
    }),
  });
  const ShippingMarksRef = builder.objectRef<{ couriers: string[]; pickup: boolean }>('ShippingMarks').implement({
    fields: (t) => ({
      couriers: t.stringList({ description: 'Couriers offered at checkout, in the owner’s order, each once.', resolve: (m) => m.couriers }),
      pickup: t.exposeBoolean('pickup', { description: 'Shoppers may collect orders at the shop.' }),
    }),
  });
  builder.objectField(shop.ShopRef, 'shippingMarks', (t) => t.field({ type: ShippingMarksRef, resolve: (_s, _a, ctx) => shippingMarks(ctx) }));
  builder.objectField(shop.ShopRef, 'paymentMarks', (t) => t.field({
    type: PaymentMarksRef,
    resolve: async (_s, _a, ctx) => {
      const [accounts, methods] = await Promise.all([listBankAccounts(ctx), offeredPaymentMethods(ctx)]);
      return {
        banks: [...new Set(accounts.map((account) => account.bank))], card: methods.includes('CARD'), wallet: methods.includes('WALLET'),
        virtualAccount: methods.includes('VIRTUAL_ACCOUNT'), qris: methods.includes('QRIS'),
      };
    },
  }));
}
