import type { RequestContext } from '../../context.server';
import type { Builder } from '../../graphql/builder.server';
import type { SecretBox } from '../../secret-box.server';
import type { ContentAdminInputs } from '../content';
import { commerceSettings, listBankAccounts, type BankAccountRecord, type CommerceSettings } from './commerce-settings.service';
import { PAYMENT_PROVIDERS } from './commerce-settings.tables';
import {
  deleteBankAccount, providerViews, reorderBankAccounts, saveBankAccount, savePaymentProvider, savePaymentSettings, type ProviderView,
} from './payment-settings.service';

interface PaymentSetup { settings: CommerceSettings; accounts: BankAccountRecord[]; providers: ProviderView[]; canSeal: boolean }

/** The owner's payment settings (docs/decisions/0034) on the admin schema. */
export function registerPaymentSettingsAdminFields(builder: Builder, deps: { inputs: ContentAdminInputs; secrets: SecretBox | null }) {
  const { TranslatedTextInput } = deps.inputs;
  const ProviderEnum = builder.enumType('PaymentProviderKind', { values: PAYMENT_PROVIDERS });
  const AccountRef = builder.objectRef<BankAccountRecord>('PaymentBankAccount').implement({
    fields: (t) => ({ id: t.exposeID('id'), bank: t.exposeString('bank'), accountNumber: t.exposeString('accountNumber'), accountHolder: t.exposeString('accountHolder') }),
  });
  const ProviderRef = builder.objectRef<ProviderView>('PaymentProviderSettings').implement({
    description: 'A provider’s account; its secret key is never answered, only its last 4 characters.',
    fields: (t) => ({
      provider: t.field({ type: ProviderEnum, resolve: (p) => p.provider }),
      merchantId: t.exposeString('merchantId'),
      secretKeyLast4: t.string({ nullable: true, description: 'Null when no key is stored.', resolve: (p) => p.secretKeyLast4 || null }),
    }),
  });
  const TextsRef = builder.objectRef<{ id: string; en?: string }>('PaymentTexts').implement({
    fields: (t) => ({ id: t.exposeString('id'), en: t.string({ nullable: true, resolve: (text) => text.en || null }) }),
  });
  const SetupRef = builder.objectRef<PaymentSetup>('PaymentSetup').implement({
    fields: (t) => ({
      unpaidOrderHours: t.int({ resolve: (s) => s.settings.unpaidOrderHours }),
      bankTransferInstructions: t.field({ type: TextsRef, resolve: (s) => s.settings.bankTransferInstructions }),
      cardEnabled: t.boolean({ resolve: (s) => s.settings.cardEnabled }),
      walletEnabled: t.boolean({ resolve: (s) => s.settings.walletEnabled }),
      downPaymentsEnabled: t.boolean({ resolve: (s) => s.settings.downPaymentsEnabled }),
      bankAccounts: t.field({ type: [AccountRef], resolve: (s) => s.accounts }),
      providers: t.field({ type: [ProviderRef], resolve: (s) => s.providers }),
      canStoreSecretKeys: t.boolean({ description: 'False on a production server without SETTINGS_SECRET_KEY.', resolve: (s) => s.canSeal }),
    }),
  });
  const setup = async (ctx: RequestContext): Promise<PaymentSetup> => {
    ctx.loaders.clear();
    const [settings, accounts, providers] = await Promise.all([commerceSettings(ctx), listBankAccounts(ctx), providerViews(ctx)]);
    return { settings, accounts, providers, canSeal: deps.secrets !== null };
  };

  const SettingsInput = builder.inputType('PaymentSettingsInput', {
    fields: (t) => ({
      unpaidOrderHours: t.int({ required: true, description: '1 to 720.' }),
      bankTransferInstructions: t.field({ type: TranslatedTextInput, required: true }),
      cardEnabled: t.boolean({ required: true }),
      walletEnabled: t.boolean({ required: true }),
      downPaymentsEnabled: t.boolean({ required: true }),
    }),
  });
  const AccountInput = builder.inputType('PaymentBankAccountInput', {
    fields: (t) => ({ id: t.id({ required: false, description: 'Left out: a new account.' }), bank: t.string({ required: true }), accountNumber: t.string({ required: true }), accountHolder: t.string({ required: true }) }),
  });
  const ProviderInput = builder.inputType('PaymentProviderInput', {
    fields: (t) => ({
      provider: t.field({ type: ProviderEnum, required: true }),
      merchantId: t.string({ required: true }),
      secretKey: t.string({ required: false, description: 'Left out or empty: the stored key stays.' }),
    }),
  });

  builder.queryFields((t) => ({
    paymentSetup: t.field({ type: SetupRef, resolve: (_r, _a, ctx) => setup(ctx) }),
  }));
  builder.mutationFields((t) => ({
    savePaymentSettings: t.field({
      type: SetupRef, args: { input: t.arg({ type: SettingsInput, required: true }) },
      resolve: async (_r, { input }, ctx) => { await savePaymentSettings(ctx, input); return setup(ctx); },
    }),
    saveBankAccount: t.field({
      type: SetupRef, args: { input: t.arg({ type: AccountInput, required: true }) },
      resolve: async (_r, { input }, ctx) => { await saveBankAccount(ctx, { ...input, id: input.id ? String(input.id) : null }); return setup(ctx); },
    }),
    deleteBankAccount: t.field({
      type: SetupRef, args: { id: t.arg.id({ required: true }) },
      resolve: async (_r, args, ctx) => { await deleteBankAccount(ctx, String(args.id)); return setup(ctx); },
    }),
    reorderBankAccounts: t.field({
      type: SetupRef, args: { ids: t.arg.idList({ required: true }) },
      resolve: async (_r, args, ctx) => { await reorderBankAccounts(ctx, args.ids.map(String)); return setup(ctx); },
    }),
    savePaymentProvider: t.field({
      type: SetupRef, args: { input: t.arg({ type: ProviderInput, required: true }) },
      resolve: async (_r, { input }, ctx) => { await savePaymentProvider(ctx, deps.secrets, input); return setup(ctx); },
    }),
  }));
}
