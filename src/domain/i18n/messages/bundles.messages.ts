/**
 * Bundle deals ("paket hemat"): how the shop offers them, how the checkout and orders name the
 * saving, the admin screens, and the refusals of the staff API, in both languages (keys shared).
 */
const messagesId = {
  'error.bundle.notFound': 'Paket ini tidak ada di toko ini.',
  'error.bundle.notAnId': 'Ini bukan id paket.',
  'error.bundle.changedMeanwhile': 'Paket ini baru saja diubah orang lain. Muat ulang untuk melihat perubahannya, lalu simpan lagi.',
  'error.bundle.items.too_few': 'Paket berisi paling sedikit 2 produk berbeda.',
  'error.bundle.items.too_many': 'Paket berisi paling banyak 10 produk.',
  'error.bundle.items.repeated': 'Setiap produk (atau variasinya) cukup sekali dalam paket; ubah jumlahnya saja.',
  'error.bundle.items.count': 'Jumlah setiap produk dalam paket 1 sampai 99.',
  'error.bundle.productMissing': 'Produk ini tidak ada di toko ini.',
  'error.bundle.variationRequired': 'Produk ini punya variasi: pilih variasi yang masuk paket.',
  'error.bundle.variationMissing': 'Variasi ini bukan milik produk tersebut.',
  'error.bundle.price': 'Harga paket harus angka rupiah bulat dari 0 sampai {max}.',
  'error.bundle.priceNotLower': 'Harga paket harus di bawah harga satuannya ({total} hari ini), supaya pembeli hemat.',
  'content.field.bundleName': 'Nama paket',
  'bundle.offer.title': 'Beli paket, lebih hemat',
  'bundle.offer.save': 'Hemat {amount}',
  'bundle.offer.apart': 'Harga satuan {amount}',
  'bundle.offer.add': 'Tambah paket ke keranjang',
  'bundle.offer.added': 'Paket "{name}" masuk keranjang.',
  'bundle.offer.item': '{count}× {name}',
  'bundle.checkout.saving': 'Hemat paket',
  'bundle.checkout.line': '{name} ×{sets}',
} as const;

export type BundleMessageKey = keyof typeof messagesId;
export type BundleRefusalKey = Extract<BundleMessageKey, `error.${string}`>;

const messagesEn: Readonly<Record<BundleMessageKey, string>> = {
  'error.bundle.notFound': 'This bundle does not exist in this shop.',
  'error.bundle.notAnId': 'This is not a bundle id.',
  'error.bundle.changedMeanwhile': 'Someone else just changed this bundle. Reload to see their change, then save again.',
  'error.bundle.items.too_few': 'A bundle holds at least 2 different products.',
  'error.bundle.items.too_many': 'A bundle holds at most 10 products.',
  'error.bundle.items.repeated': 'Each product (or variation) appears once in a bundle; change its quantity instead.',
  'error.bundle.items.count': 'Each product in a bundle counts 1 to 99 units.',
  'error.bundle.productMissing': 'This product does not exist in this shop.',
  'error.bundle.variationRequired': 'This product has variations: choose the one the bundle holds.',
  'error.bundle.variationMissing': 'This variation does not belong to that product.',
  'error.bundle.price': 'The bundle price must be a whole amount from 0 to {max}.',
  'error.bundle.priceNotLower': 'The bundle price must be below what its items cost apart ({total} today), so shoppers save.',
  'content.field.bundleName': 'Bundle name',
  'bundle.offer.title': 'Buy the bundle and save',
  'bundle.offer.save': 'Save {amount}',
  'bundle.offer.apart': '{amount} apart',
  'bundle.offer.add': 'Add the bundle to cart',
  'bundle.offer.added': 'Bundle "{name}" added to your cart.',
  'bundle.offer.item': '{count}× {name}',
  'bundle.checkout.saving': 'Bundle saving',
  'bundle.checkout.line': '{name} ×{sets}',
};

export const bundleMessages: { id: Readonly<Record<string, string>>; en: Readonly<Record<string, string>> } = { id: messagesId, en: messagesEn };
