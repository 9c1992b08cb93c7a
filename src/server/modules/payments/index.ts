/**
 * Payments of orders through their providers (bank transfer by hand, the sandbox card and
 * wallet, Midtrans' or Xendit's virtual accounts, QRIS, e-wallets and cards), proofs of transfer, provider notifications and the
 * e-mails about payments. Owns
 * `payments`, `payment_notifications` and `sandbox_payment_sessions`.
 */
export {
  paymentsOfOrder, orderPaymentsLoader, paymentById, paymentByProviderRef, amountDueNow, transitionPayment, createPendingPayment, channelFor, assertWalletCanAsk, cancelOpenPayments,
  markPaymentsRefunded, ordersAwaitingProofReview, recordProviderNotification, startPayment, ensureProviderSession, confirmBankTransfer, flagPayment, clearPaymentAttention,
  type PaymentRecord, type StartPaymentOutcome, type BankTransferProof,
} from './payment.service';
export { proofAwaitingReview, ordersWithProofImage } from './payment-staff.service';
export { refundThroughGateways, recordRefundMadeElsewhere } from './payment-refund.service';
export { createPaymentRegistry, providerNameFor, type PaymentRegistry, type CardProvider, type GatewayProviders, type GatewayOfShop } from './payment-registry.server';
export type { PaymentProvider, StartPaymentRequest, StartPaymentResult, CardChargeResult, PaymentMethodName, GatewayMethod, GatewayChannel } from './payment-provider';
export { enqueuePaymentReceivedEmail, enqueuePaymentRejectedEmail, enqueueProofUploadedOwnerEmail } from './payment-emails.server';
export {
  paymentReceivedEmail, paymentRejectedEmail, proofUploadedOwnerEmail, PAYMENT_EMAILS, type PaymentReceivedEmailData, type PaymentRejectedEmailData, type ProofUploadedOwnerEmailData,
} from './payment-emails.templates';
export { paymentsAwaitingVerification, paymentsNeedingAttention } from './payment-figures.service';
export { createProviderCallHandler, type MidtransAccountOfShop, type XenditAccountOfShop } from './provider-calls.server';
export { XenditProvider, XENDIT_PROVIDER, XENDIT_NOTIFY_PATH, type XenditAccounts } from './xendit/xendit.provider';
export { XenditApi, XenditCallError, XenditRefundRefused, type XenditAccount, type XenditConnectionCheck } from './xendit/xendit-api.server';
export { xenditVerdictOf, type XenditVerdict, type XenditPaymentRequest } from './xendit/xendit-payment-request';
export { hasValidCallbackToken as hasValidXenditCallbackToken, XENDIT_CALLBACK_TOKEN_HEADER } from './xendit/xendit-callback-token.server';
export { MidtransProvider, MIDTRANS_PROVIDER, type MidtransAccounts } from './midtrans/midtrans.provider';
export { MidtransApi, MidtransCallError, MidtransRefundRefused, type MidtransAccount, type ConnectionCheck } from './midtrans/midtrans-api.server';
export { verdictOf, grossAmountRupiah, isMidtransRefundStatus, midtransRefundsOf, type MidtransVerdict } from './midtrans/midtrans-charge';
export { hasValidSignature as hasValidMidtransSignature, midtransSignature } from './midtrans/midtrans-signature.server';
export { registerPaymentsGraph, registerPaymentsShopFields, type PaymentsGraph } from './payments.resolver';
export { createSandboxCardProvider, SandboxCardProvider } from './sandbox/sandbox-card.provider';
export { createSandboxWalletProvider, SandboxWalletProvider, resignWalletWebhook, WALLET_SIGNING_KEY, type WalletAction, type WalletWebhookPayload } from './sandbox/sandbox-wallet.provider';
export { findSession, isExpired, type SandboxSession } from './sandbox/sandbox-sessions.server';
export { SANDBOX_PAGE_HEADERS, cardFormPage, unavailablePage, walletPage, withQuery, type SandboxPageSession } from './sandbox/sandbox-pages.server';
export { WALLET_SIGNATURE_HEADER, verifyWalletNotification, signWalletNotification, type WalletEvent } from './sandbox/wallet-signature.server';
export { recordRefundNotMade } from './provider-calls.server';
export { invoiceVerdictOf, invoicePaidAmount, type XenditInvoice } from './xendit/xendit-invoice';
export { xenditRefundVerdictOf, type XenditRefund } from './xendit/xendit-refund';
export type { XenditRefundOf } from './xendit/xendit-api.server';
