/**
 * Payments of orders through their providers (bank transfer by hand, the sandbox card and
 * wallet), proofs of transfer, provider notifications and the e-mails about payments. Owns
 * `payments`, `payment_notifications` and `sandbox_payment_sessions`.
 */
export {
  paymentsOfOrder, orderPaymentsLoader, paymentById, paymentByProviderRef, amountDueNow, transitionPayment, createPendingPayment, cancelOpenPayments,
  markPaymentsRefunded, ordersAwaitingProofReview, recordProviderNotification, startPayment, ensureProviderSession, confirmBankTransfer,
  type PaymentRecord, type StartPaymentOutcome, type BankTransferProof,
} from './payment.service';
export { proofAwaitingReview, ordersWithProofImage } from './payment-staff.service';
export { createPaymentRegistry, providerNameFor, type PaymentRegistry, type CardProvider } from './payment-registry.server';
export type { PaymentProvider, StartPaymentRequest, StartPaymentResult, CardChargeResult, PaymentMethodName } from './payment-provider';
export { enqueuePaymentReceivedEmail, enqueuePaymentRejectedEmail, enqueueProofUploadedOwnerEmail } from './payment-emails.server';
export {
  paymentReceivedEmail, paymentRejectedEmail, proofUploadedOwnerEmail, PAYMENT_EMAILS, type PaymentReceivedEmailData, type PaymentRejectedEmailData, type ProofUploadedOwnerEmailData,
} from './payment-emails.templates';
export { paymentsAwaitingVerification } from './payment-figures.service';
export { registerPaymentsGraph, registerPaymentsShopFields, type PaymentsGraph } from './payments.resolver';
export { createSandboxCardProvider, SandboxCardProvider } from './sandbox/sandbox-card.provider';
export { createSandboxWalletProvider, SandboxWalletProvider, resignWalletWebhook, WALLET_SIGNING_KEY, type WalletAction, type WalletWebhookPayload } from './sandbox/sandbox-wallet.provider';
export { findSession, isExpired, type SandboxSession } from './sandbox/sandbox-sessions.server';
export { SANDBOX_PAGE_HEADERS, cardFormPage, unavailablePage, walletPage, withQuery, type SandboxPageSession } from './sandbox/sandbox-pages.server';
export { WALLET_SIGNATURE_HEADER, verifyWalletNotification, signWalletNotification, type WalletEvent } from './sandbox/wallet-signature.server';
