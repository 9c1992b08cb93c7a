/**
 * How a shop sells: time to pay, checkout questions, recovery delay, bank accounts, the
 * payment methods it offers and its order numbers. Owns `shop_commerce_settings` and `bank_accounts`.
 */
export {
  commerceSettings, commerceSettingsFor, commerceSettingsOf, bankAccountsOf, listBankAccounts, saveCommerceSettings, addBankAccounts, recoveryDelays,
  type CommerceSettings, type BankAccountRecord, type CommerceSettingsInput, type NewBankAccount,
} from './commerce-settings.service';
export type { CheckoutFieldRecord } from './commerce-settings.tables';
export { registerCommerceSettingsGraph, offeredPaymentMethods, type CommerceSettingsGraph } from './commerce-settings.resolver';
export { registerPaymentSettingsAdminFields } from './payment-settings.resolver';
export { registerCheckoutFieldsAdminFields } from './checkout-fields.resolver';
export { saveRecoveryDelay } from './recovery-delay.service';
export {
  midtransKeys, midtransOffered, midtransSettingsView, saveMidtransSettings, type MidtransKeys, type MidtransSettingsInput, type MidtransSettingsView,
} from './midtrans-settings.service';
