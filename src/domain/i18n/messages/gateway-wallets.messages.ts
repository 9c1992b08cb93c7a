/**
 * E-wallets and cards through the shop's gateway (docs/decisions/0063): the shopper's choice of
 * wallet at checkout and on the order page, the wallet that asks in its own app, and the
 * refusals, in both languages (keys shared).
 */
const messagesId = {
  'error.payment.walletRequired': 'Pilih e-wallet yang dipakai untuk membayar.',
  'error.payment.walletPhone': 'Nomor telepon Anda bukan nomor ponsel Indonesia, jadi {wallet} tidak dapat mengirim permintaan pembayaran ke aplikasinya. Pakai nomor ponsel yang terdaftar di {wallet} (misalnya 0812…), atau pilih metode lain.',
  'orders.payment.wallet': 'E-wallet Anda',
  'orders.payment.walletChoose': 'Pilih e-wallet dulu.',
  'orders.payment.walletAppTitle': 'Setujui pembayaran di aplikasi {wallet}',
  'orders.payment.walletAppBody': '{wallet} mengirim permintaan pembayaran {amount} ke nomor {phone}. Buka aplikasi {wallet} sekarang dan setujui dalam satu menit. Halaman ini berubah sendiri begitu pembayaran masuk.',
  'orders.payment.walletAppHint': '{wallet} mengirim permintaan pembayaran ke aplikasi {wallet} di ponsel Anda; setujui di sana.',
  'orders.payment.walletFailed': 'Pembayaran {wallet} tidak berhasil atau tidak disetujui tepat waktu. Tidak ada uang yang terpotong. Tekan “Bayar sekarang” untuk mencoba lagi, atau pilih metode lain.',
  'orders.payment.walletAppMissed': 'Tidak menerima permintaannya? Tekan “Bayar sekarang” untuk mengirimnya lagi, atau pilih metode lain.',
} as const;

export type GatewayWalletMessageKey = keyof typeof messagesId;
export type GatewayWalletRefusalKey = Extract<GatewayWalletMessageKey, `error.${string}`>;

const messagesEn: Readonly<Record<GatewayWalletMessageKey, string>> = {
  'error.payment.walletRequired': 'Choose the e-wallet to pay with.',
  'error.payment.walletPhone': 'Your phone number is not an Indonesian mobile number, so {wallet} cannot send the payment request to its app. Use the mobile number registered with {wallet} (such as 0812…), or choose another method.',
  'orders.payment.wallet': 'Your e-wallet',
  'orders.payment.walletChoose': 'Choose an e-wallet first.',
  'orders.payment.walletAppTitle': 'Approve the payment in the {wallet} app',
  'orders.payment.walletAppBody': '{wallet} sent a payment request of {amount} to {phone}. Open the {wallet} app now and approve it within a minute. This page changes by itself as soon as the money arrives.',
  'orders.payment.walletAppHint': '{wallet} sends the payment request to the {wallet} app on your phone; approve it there.',
  'orders.payment.walletFailed': 'The {wallet} payment did not go through or was not approved in time. No money was taken. Press “Pay now” to try again, or choose another method.',
  'orders.payment.walletAppMissed': 'No request arrived? Press “Pay now” to send it again, or choose another method.',
};

export const gatewayWalletMessages: { id: Readonly<Record<string, string>>; en: Readonly<Record<string, string>> } = { id: messagesId, en: messagesEn };
