/**
 * How a shop sells: time to pay, checkout questions, recovery delay, bank accounts, the
 * payment methods and gateway it offers and its order numbers. Owns `shop_commerce_settings`,
 * `bank_accounts` and `payment_provider_settings`.
 */
export {
  commerceSettings, commerceSettingsFor, commerceSettingsOf, bankAccountsOf, listBankAccounts, saveCommerceSettings, addBankAccounts, recoveryDelays,
  type CommerceSettings, type BankAccountRecord, type CommerceSettingsInput, type NewBankAccount,
} from './commerce-settings.service';
export type { CheckoutFieldRecord } from './commerce-settings.tables';
export { registerCommerceSettingsGraph, offeredPaymentMethods, offeredWallets, type CommerceSettingsGraph } from './commerce-settings.resolver';
export { registerPaymentSettingsAdminFields } from './payment-settings.resolver';
export { registerCheckoutFieldsAdminFields } from './checkout-fields.resolver';
export { saveRecoveryDelay } from './recovery-delay.service';
export {
  midtransKeys, midtransSettingsView, saveMidtransSettings, type MidtransKeys, type MidtransSettingsInput, type MidtransSettingsView,
} from './midtrans-settings.service';
export { paymentGateway, PAYMENT_GATEWAYS, type PaymentGateway } from './payment-gateway.service';
export {
  xenditKeys, xenditSettingsView, saveXenditSettings, type XenditKeys, type XenditSettingsInput, type XenditSettingsView,
} from './xendit-settings.service';
