/**
 * Back-in-stock alerts (docs/decisions/0042): the product page's request form, its refusals,
 * and the owner's count of who waits, in both languages.
 */
const messagesId = {
  'stockAlert.heading': 'Kabari saya saat tersedia',
  'stockAlert.intro': 'Produk ini sedang habis. Tinggalkan alamat e-mail Anda; kami mengirim satu e-mail begitu produk ini bisa dibeli lagi.',
  'stockAlert.introVariation': 'Pilihan {variation} sedang habis. Tinggalkan alamat e-mail Anda; kami mengirim satu e-mail begitu pilihan ini bisa dibeli lagi.',
  'stockAlert.email': 'Alamat e-mail',
  'stockAlert.submit': 'Kabari saya',
  'stockAlert.accepted': 'Terima kasih. Kami akan mengirim satu e-mail ke {email} saat produk ini tersedia lagi.',
  'stockAlert.another': 'Pakai alamat lain',
  'adminStockAlerts.waiting': '{count} pembeli menunggu',
  'adminStockAlerts.waitingVariation': '{variation}: {count} pembeli menunggu',
  'adminStockAlerts.waitingHint': 'Pembeli yang minta dikabari saat stok ada lagi; mereka menerima satu e-mail begitu stok ditambah.',
  'error.stockAlert.email': 'Tulis alamat e-mail yang lengkap, misalnya nama@contoh.com.',
  'error.stockAlert.inStock': 'Produk ini masih tersedia; Anda bisa langsung membelinya.',
  'error.stockAlert.unknownProduct': 'Produk ini tidak ditemukan.',
  'error.stockAlert.hidden': 'Produk ini sedang tidak dijual di toko.',
  'error.stockAlert.unknownVariation': 'Pilihan ini tidak ada untuk produk ini.',
  'error.stockAlert.chooseVariation': 'Pilih dulu ukuran atau warna yang Anda inginkan.',
} as const;

export type StockAlertMessageKey = keyof typeof messagesId;
export type StockAlertRefusalKey = Extract<StockAlertMessageKey, `error.${string}`>;

const messagesEn: Readonly<Record<StockAlertMessageKey, string>> = {
  'stockAlert.heading': 'Tell me when it is back',
  'stockAlert.intro': 'This product is sold out. Leave your e-mail address and we send one e-mail as soon as it can be bought again.',
  'stockAlert.introVariation': '{variation} is sold out. Leave your e-mail address and we send one e-mail as soon as it can be bought again.',
  'stockAlert.email': 'E-mail address',
  'stockAlert.submit': 'Tell me',
  'stockAlert.accepted': 'Thank you. We will send one e-mail to {email} when this product is back.',
  'stockAlert.another': 'Use another address',
  'adminStockAlerts.waiting': '{count, plural, one {# shopper waiting} other {# shoppers waiting}}',
  'adminStockAlerts.waitingVariation': '{variation}: {count, plural, one {# shopper waiting} other {# shoppers waiting}}',
  'adminStockAlerts.waitingHint': 'Shoppers who asked to be told when it is back; each gets one e-mail once stock is added.',
  'error.stockAlert.email': 'Write a complete e-mail address, such as name@example.com.',
  'error.stockAlert.inStock': 'This product is in stock; you can buy it now.',
  'error.stockAlert.unknownProduct': 'This product was not found.',
  'error.stockAlert.hidden': 'This product is not on sale in the shop at the moment.',
  'error.stockAlert.unknownVariation': 'This choice does not exist for this product.',
  'error.stockAlert.chooseVariation': 'Choose the size or colour you want first.',
};

export const stockAlertMessages: { id: Readonly<Record<string, string>>; en: Readonly<Record<string, string>> } = { id: messagesId, en: messagesEn };
