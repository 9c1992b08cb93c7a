import type { Builder } from '../graphql/builder.server';
import { commerceSettings, listBankAccounts } from '../modules/commerce-settings';
import type { ShopGraph } from '../modules/shop';

interface PaymentMarks { banks: string[]; card: boolean; wallet: boolean }

/**
 * How one can pay at this shop, for the marks in the shop's footer: the banks that take
 * transfers, and whether card and e-wallet are switched on (decision 0036).
 */
export function registerPaymentMarkFields(builder: Builder, shop: ShopGraph) {
  const PaymentMarksRef = builder.objectRef<PaymentMarks>('PaymentMarks').implement({
    fields: (t) => ({
      banks: t.stringList({ description: 'Banks of the shop’s transfer accounts, each once.', resolve: (m) => m.banks }),
      card: t.exposeBoolean('card'),
      wallet: t.exposeBoolean('wallet'),
    }),
  });
  builder.objectField(shop.ShopRef, 'paymentMarks', (t) => t.field({
    type: PaymentMarksRef,
    resolve: async (_s, _a, ctx) => {
      const [settings, accounts] = await Promise.all([commerceSettings(ctx), listBankAccounts(ctx)]);
      return { banks: [...new Set(accounts.map((account) => account.bank))], card: settings.cardEnabled, wallet: settings.walletEnabled };
    },
  }));
}
