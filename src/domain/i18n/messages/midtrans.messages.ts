/**
 * Midtrans (docs/decisions/0058): the owner's settings and connection check, the shopper's
 * virtual account and QRIS refusals, in both languages (keys shared).
 */
const messagesId = {
  'error.payment.methodUnavailable': 'Metode pembayaran ini sedang tidak tersedia di toko ini. Pilih metode lain.',
  'error.payment.providerUnavailable': 'Layanan pembayaran belum dapat dihubungi. Pesanan Anda tersimpan; coba bayar lagi dari halaman pesanan sebentar lagi.',
  'error.payment.bankRequired': 'Pilih bank untuk virtual account: BCA, BNI, BRI atau Permata.',
  'error.midtrans.serverKey': 'Server key Midtrans {min} sampai {max} karakter, tanpa spasi.',
  'error.midtrans.clientKey': 'Client key Midtrans {min} sampai {max} karakter, tanpa spasi.',
  'error.midtrans.keysRequired': 'Isi server key dan client key Midtrans sebelum menyalakannya.',
  'error.midtrans.currency': 'Midtrans hanya menerima rupiah; mata uang toko ini bukan IDR.',
  'midtrans.check.ok': 'Kunci Midtrans berfungsi: Midtrans ({mode}) menerima server key ini.',
  'midtrans.check.unauthorized': 'Midtrans ({mode}) menolak server key ini (401). Salin ulang server key dari dasbor Midtrans, bagian Settings › Access Keys, untuk lingkungan yang sama.',
  'midtrans.check.modeMismatch': 'Server key ini untuk lingkungan lain: kunci sandbox diawali "SB-Mid-server-", kunci production tidak. Samakan pilihan sandbox/production dengan kuncinya.',
  'midtrans.check.unreachable': 'Midtrans ({mode}) tidak dapat dihubungi dari server toko. Periksa koneksi internet server, lalu coba lagi.',
  'midtrans.check.unexpected': 'Midtrans ({mode}) menjawab dengan kode {status} yang tidak terduga. Coba lagi sebentar lagi.',
  'midtrans.check.noKey': 'Belum ada server key Midtrans yang tersimpan atau diisi.',
  'midtrans.mode.sandbox': 'sandbox',
  'midtrans.mode.production': 'production',
  'adminPayments.midtrans.title': 'Midtrans: virtual account, QRIS, e-wallet dan kartu',
  'adminPayments.midtrans.intro': 'Pembeli membayar ke nomor virtual account BCA, BNI, BRI atau Permata, memindai QRIS, membayar dengan GoPay atau ShopeePay, atau dengan kartu kredit/debit di halaman Midtrans. Pesanan lunas otomatis begitu Midtrans mengabarkan pembayaran masuk, tanpa bukti transfer. Kunci ada di dasbor Midtrans, bagian Settings › Access Keys.',
  'adminPayments.midtrans.enabled': 'Terima pembayaran lewat Midtrans',
  'adminPayments.midtrans.mode': 'Lingkungan',
  'adminPayments.midtrans.sandbox': 'Sandbox (uji coba, tanpa uang sungguhan)',
  'adminPayments.midtrans.production': 'Production (uang sungguhan)',
  'adminPayments.midtrans.clientKey': 'Client key',
  'adminPayments.midtrans.serverKey': 'Server key baru',
  'adminPayments.midtrans.serverKeyHint': 'Disimpan terenkripsi dan tidak pernah ditampilkan lagi. Kosongkan untuk tetap memakai kunci yang tersimpan.',
  'adminPayments.midtrans.save': 'Simpan Midtrans',
  'adminPayments.midtrans.test': 'Uji koneksi',
  'adminPayments.gateway.switchesOther': 'Virtual account, QRIS, e-wallet dan kartu diterima lewat satu gateway saja: menyalakan {gateway} mematikan {other}.',
} as const;

export type MidtransMessageKey = keyof typeof messagesId;
export type MidtransRefusalKey = Extract<MidtransMessageKey, `error.${string}`>;

const messagesEn: Readonly<Record<MidtransMessageKey, string>> = {
  'error.payment.methodUnavailable': 'This payment method is not available in this shop right now. Choose another one.',
  'error.payment.providerUnavailable': 'The payment service cannot be reached yet. Your order is saved; try paying again from the order page in a moment.',
  'error.payment.bankRequired': 'Choose the virtual account’s bank: BCA, BNI, BRI or Permata.',
  'error.midtrans.serverKey': 'The Midtrans server key has {min} to {max} characters and no spaces.',
  'error.midtrans.clientKey': 'The Midtrans client key has {min} to {max} characters and no spaces.',
  'error.midtrans.keysRequired': 'Enter the Midtrans server key and client key before switching it on.',
  'error.midtrans.currency': 'Midtrans takes rupiah only; this shop’s currency is not IDR.',
  'midtrans.check.ok': 'The Midtrans keys work: Midtrans ({mode}) accepts this server key.',
  'midtrans.check.unauthorized': 'Midtrans ({mode}) refused this server key (401). Copy the server key again from the Midtrans dashboard, Settings › Access Keys, for the same environment.',
  'midtrans.check.modeMismatch': 'This server key is for the other environment: sandbox keys start with "SB-Mid-server-", production keys do not. Make the sandbox/production choice match the key.',
  'midtrans.check.unreachable': 'Midtrans ({mode}) cannot be reached from the shop’s server. Check the server’s internet connection, then try again.',
  'midtrans.check.unexpected': 'Midtrans ({mode}) answered with an unexpected code {status}. Try again in a moment.',
  'midtrans.check.noKey': 'No Midtrans server key is stored or entered yet.',
  'midtrans.mode.sandbox': 'sandbox',
  'midtrans.mode.production': 'production',
  'adminPayments.midtrans.title': 'Midtrans: virtual accounts, QRIS, e-wallets and cards',
  'adminPayments.midtrans.intro': 'Shoppers pay into a BCA, BNI, BRI or Permata virtual account, scan QRIS, pay with GoPay or ShopeePay, or by credit or debit card on Midtrans’s page. An order is paid as soon as Midtrans reports the money, with no transfer proof. The keys are in the Midtrans dashboard under Settings › Access Keys.',
  'adminPayments.midtrans.enabled': 'Take payments through Midtrans',
  'adminPayments.midtrans.mode': 'Environment',
  'adminPayments.midtrans.sandbox': 'Sandbox (testing, no real money)',
  'adminPayments.midtrans.production': 'Production (real money)',
  'adminPayments.midtrans.clientKey': 'Client key',
  'adminPayments.midtrans.serverKey': 'New server key',
  'adminPayments.midtrans.serverKeyHint': 'Stored encrypted and never shown again. Leave empty to keep the stored key.',
  'adminPayments.midtrans.save': 'Save Midtrans',
  'adminPayments.midtrans.test': 'Test connection',
  'adminPayments.gateway.switchesOther': 'Virtual accounts, QRIS, e-wallets and cards go through one gateway at a time: switching {gateway} on switches {other} off.',
};

export const midtransMessages: { id: Readonly<Record<string, string>>; en: Readonly<Record<string, string>> } = { id: messagesId, en: messagesEn };
