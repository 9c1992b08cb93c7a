/**
 * E-wallets and cards through the shop's gateway (docs/decisions/0063): the shopper's choice of
 * wallet at checkout and on the order page, the wallet that asks in its own app, and the
 * refusals, in both languages (keys shared).
 */
const messagesId = {
  'error.payment.walletRequired': 'Pilih e-wallet yang dipakai untuk membayar.',
  'error.payment.walletPhone': 'Nomor telepon pada alamat pengiriman tidak dapat dipakai untuk {wallet}. Pakai nomor ponsel Indonesia yang terdaftar di {wallet}, atau pilih metode lain.',
  'orders.payment.wallet': 'E-wallet Anda',
  'orders.payment.walletChoose': 'Pilih e-wallet dulu.',
  'orders.payment.walletAppTitle': 'Setujui pembayaran di aplikasi {wallet}',
  'orders.payment.walletAppBody': '{wallet} mengirim permintaan pembayaran {amount} ke nomor {phone}. Buka aplikasi {wallet} dan setujui sebelum {deadline}. Halaman ini berubah sendiri begitu pembayaran masuk.',
  'orders.payment.walletAppMissed': 'Tidak menerima permintaannya? Tekan “Bayar sekarang” untuk mengirimnya lagi, atau pilih metode lain.',
} as const;

export type GatewayWalletMessageKey = keyof typeof messagesId;
export type GatewayWalletRefusalKey = Extract<GatewayWalletMessageKey, `error.${string}`>;

const messagesEn: Readonly<Record<GatewayWalletMessageKey, string>> = {
  'error.payment.walletRequired': 'Choose the e-wallet to pay with.',
  'error.payment.walletPhone': 'The phone number on the shipping address cannot be used for {wallet}. Use the Indonesian mobile number registered with {wallet}, or choose another method.',
  'orders.payment.wallet': 'Your e-wallet',
  'orders.payment.walletChoose': 'Choose an e-wallet first.',
  'orders.payment.walletAppTitle': 'Approve the payment in the {wallet} app',
  'orders.payment.walletAppBody': '{wallet} sent a payment request of {amount} to {phone}. Open the {wallet} app and approve it before {deadline}. This page changes by itself as soon as the money arrives.',
  'orders.payment.walletAppMissed': 'No request arrived? Press “Pay now” to send it again, or choose another method.',
};

export const gatewayWalletMessages: { id: Readonly<Record<string, string>>; en: Readonly<Record<string, string>> } = { id: messagesId, en: messagesEn };
