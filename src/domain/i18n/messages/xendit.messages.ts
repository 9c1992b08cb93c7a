/**
 * Xendit (docs/decisions/0061): the owner's settings and connection check, in both languages
 * (keys shared). The shopper's screens are the same as with Midtrans.
 */
const messagesId = {
  'error.xendit.secretKey': 'Secret key Xendit diawali "xnd_development_" (uji coba) atau "xnd_production_" (uang sungguhan), {min} sampai {max} karakter, tanpa spasi.',
  'error.xendit.callbackToken': 'Token verifikasi callback Xendit {min} sampai {max} karakter, tanpa spasi.',
  'error.xendit.keysRequired': 'Isi secret key dan token verifikasi callback Xendit sebelum menyalakannya.',
  'error.xendit.currency': 'Xendit di toko ini hanya menerima rupiah; mata uang toko ini bukan IDR.',
  'xendit.check.ok': 'Kunci Xendit berfungsi: Xendit ({mode}) menerima secret key ini.',
  'xendit.check.unauthorized': 'Xendit ({mode}) menolak secret key ini (401). Buat ulang secret key di dasbor Xendit, bagian Settings › API Keys, dengan izin tulis untuk Money-in.',
  'xendit.check.unreachable': 'Xendit tidak dapat dihubungi dari server toko. Periksa koneksi internet server, lalu coba lagi.',
  'xendit.check.unexpected': 'Xendit ({mode}) menjawab dengan kode {status} yang tidak terduga. Coba lagi sebentar lagi.',
  'xendit.check.noKey': 'Belum ada secret key Xendit yang tersimpan atau diisi.',
  'xendit.mode.test': 'mode uji',
  'xendit.mode.live': 'mode live',
  'adminPayments.xendit.title': 'Xendit: virtual account, QRIS, e-wallet dan kartu',
  'adminPayments.xendit.intro': 'Pembeli membayar ke nomor virtual account BCA, BNI, BRI atau Permata, memindai QRIS, membayar dengan OVO, DANA, LinkAja atau ShopeePay, atau dengan kartu kredit/debit di halaman Xendit. Pesanan lunas otomatis begitu Xendit mengabarkan pembayaran masuk, tanpa bukti transfer. Secret key ada di dasbor Xendit, bagian Settings › API Keys; token verifikasi di Settings › Webhooks.',
  'adminPayments.xendit.enabled': 'Terima pembayaran lewat Xendit',
  'adminPayments.xendit.secretKey': 'Secret key baru',
  'adminPayments.xendit.secretKeyHint': 'Kunci "xnd_development_…" untuk uji coba, "xnd_production_…" untuk uang sungguhan. Disimpan terenkripsi dan tidak pernah ditampilkan lagi; kosongkan untuk tetap memakai kunci yang tersimpan.',
  'adminPayments.xendit.callbackToken': 'Token verifikasi callback baru',
  'adminPayments.xendit.callbackTokenHint': 'Xendit mengirimnya di setiap notifikasi; notifikasi tanpa token ini ditolak. Kosongkan untuk tetap memakai token yang tersimpan.',
  'adminPayments.xendit.stored': 'Tersimpan: kunci berakhiran {last4} ({mode}).',
  'adminPayments.xendit.tokenStored': 'Token verifikasi tersimpan.',
  'adminPayments.xendit.callbackUrl': 'Alamat callback untuk dasbor Xendit (Settings › Webhooks, "Payment Succeeded" dan "Payment Failed" untuk Payments API)',
  'adminPayments.xendit.save': 'Simpan Xendit',
  'adminPayments.xendit.test': 'Uji koneksi',
} as const;

export type XenditMessageKey = keyof typeof messagesId;
export type XenditRefusalKey = Extract<XenditMessageKey, `error.${string}`>;

const messagesEn: Readonly<Record<XenditMessageKey, string>> = {
  'error.xendit.secretKey': 'The Xendit secret key starts with "xnd_development_" (test) or "xnd_production_" (real money) and has {min} to {max} characters, no spaces.',
  'error.xendit.callbackToken': 'The Xendit callback verification token has {min} to {max} characters and no spaces.',
  'error.xendit.keysRequired': 'Enter the Xendit secret key and callback verification token before switching it on.',
  'error.xendit.currency': 'Xendit in this shop takes rupiah only; this shop’s currency is not IDR.',
  'xendit.check.ok': 'The Xendit key works: Xendit ({mode}) accepts this secret key.',
  'xendit.check.unauthorized': 'Xendit ({mode}) refused this secret key (401). Create the secret key again in the Xendit dashboard, Settings › API Keys, with write access to Money-in.',
  'xendit.check.unreachable': 'Xendit cannot be reached from the shop’s server. Check the server’s internet connection, then try again.',
  'xendit.check.unexpected': 'Xendit ({mode}) answered with an unexpected code {status}. Try again in a moment.',
  'xendit.check.noKey': 'No Xendit secret key is stored or entered yet.',
  'xendit.mode.test': 'test mode',
  'xendit.mode.live': 'live mode',
  'adminPayments.xendit.title': 'Xendit: virtual accounts, QRIS, e-wallets and cards',
  'adminPayments.xendit.intro': 'Shoppers pay into a BCA, BNI, BRI or Permata virtual account, scan QRIS, pay with OVO, DANA, LinkAja or ShopeePay, or by credit or debit card on Xendit’s page. An order is paid as soon as Xendit reports the money, with no transfer proof. The secret key is in the Xendit dashboard under Settings › API Keys; the verification token under Settings › Webhooks.',
  'adminPayments.xendit.enabled': 'Take payments through Xendit',
  'adminPayments.xendit.secretKey': 'New secret key',
  'adminPayments.xendit.secretKeyHint': 'An "xnd_development_…" key for testing, "xnd_production_…" for real money. Stored encrypted and never shown again; leave empty to keep the stored key.',
  'adminPayments.xendit.callbackToken': 'New callback verification token',
  'adminPayments.xendit.callbackTokenHint': 'Xendit sends it with every notification; a notification without it is refused. Leave empty to keep the stored token.',
  'adminPayments.xendit.stored': 'Stored: a key ending in {last4} ({mode}).',
  'adminPayments.xendit.tokenStored': 'A verification token is stored.',
  'adminPayments.xendit.callbackUrl': 'Callback address for the Xendit dashboard (Settings › Webhooks, "Payment Succeeded" and "Payment Failed" of the Payments API)',
  'adminPayments.xendit.save': 'Save Xendit',
  'adminPayments.xendit.test': 'Test connection',
};

export const xenditMessages: { id: Readonly<Record<string, string>>; en: Readonly<Record<string, string>> } = { id: messagesId, en: messagesEn };
