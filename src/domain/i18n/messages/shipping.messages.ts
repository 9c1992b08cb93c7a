/**
 * Shipping: how checkout names pickup and free shipping, the owner's shipping settings screen
 * and the refusals of its staff API, in both languages (keys shared).
 */
const messagesId = {
  'shipping.pickup.courier': 'Ambil di toko',
  'shipping.pickup.service': 'Gratis',
  'checkout.shipping.freeDetail': 'Gratis ongkir (biasanya {fullFee}) · {eta}',
  'checkout.shipping.pickupDetail': 'Gratis · {note}',
  'error.shipping.courierName': 'Nama kurir wajib diisi, paling panjang {max} karakter.',
  'error.shipping.serviceName': 'Nama layanan wajib diisi, paling panjang {max} karakter.',
  'error.shipping.courierExists': 'Sudah ada kurir bernama "{name}".',
  'error.shipping.serviceExists': 'Kurir ini sudah punya layanan "{name}".',
  'error.shipping.courierNotFound': 'Kurir ini tidak ada di toko ini.',
  'error.shipping.serviceNotFound': 'Layanan ini tidak ada di toko ini.',
  'error.shipping.reorder': 'Urutan harus menyebut setiap kurir atau layanan tepat sekali. Muat ulang halaman, lalu coba lagi.',
  'error.shipping.provincesNone': 'Pilih paling sedikit satu provinsi.',
  'error.shipping.province': '"{province}" bukan nama provinsi Indonesia.',
  'error.shipping.pricePerKg': 'Harga per kg harus angka rupiah bulat dari 0 sampai {max}.',
  'error.shipping.brackets.too_many': 'Paling banyak 20 rentang berat.',
  'error.shipping.brackets.weight': 'Batas berat rentang harus gram bulat dari 1 sampai 1.000.000.',
  'error.shipping.brackets.not_ascending': 'Setiap rentang berat harus lebih berat dari rentang sebelumnya.',
  'error.shipping.brackets.price': 'Harga rentang harus angka rupiah bulat dari 0 sampai {max}.',
  'error.shipping.brackets.cheaper_when_heavier': 'Rentang yang lebih berat tidak boleh lebih murah dari rentang sebelumnya.',
  'error.shipping.eta': 'Lama pengiriman dalam hari bulat dari 0 sampai {max}, dan yang terlama tidak kurang dari yang tercepat.',
  'error.shipping.copySame': 'Pilih layanan lain sebagai sumber tarif.',
  'error.shipping.freeMin': 'Batas gratis ongkir harus angka rupiah bulat dari 0 sampai {max}.',
  'error.shipping.pickupAddress': 'Tulis alamat toko supaya pembeli tahu ke mana mengambil pesanan.',
  'error.shipping.pickupAddressLong': 'Alamat ambil di toko paling panjang {max} karakter.',
  'content.field.pickupHours': 'Jam buka',
} as const;

export type ShippingMessageKey = keyof typeof messagesId;
export type ShippingRefusalKey = Extract<ShippingMessageKey, `error.${string}`>;

const messagesEn: Readonly<Record<ShippingMessageKey, string>> = {
  'shipping.pickup.courier': 'Pick up at the shop',
  'shipping.pickup.service': 'Free',
  'checkout.shipping.freeDetail': 'Free shipping (usually {fullFee}) · {eta}',
  'checkout.shipping.pickupDetail': 'Free · {note}',
  'error.shipping.courierName': 'The courier needs a name of at most {max} characters.',
  'error.shipping.serviceName': 'The service needs a name of at most {max} characters.',
  'error.shipping.courierExists': 'There is already a courier named "{name}".',
  'error.shipping.serviceExists': 'This courier already has a service "{name}".',
  'error.shipping.courierNotFound': 'This courier does not exist in this shop.',
  'error.shipping.serviceNotFound': 'This service does not exist in this shop.',
  'error.shipping.reorder': 'The order must name every courier or service exactly once. Reload the page and try again.',
  'error.shipping.provincesNone': 'Choose at least one province.',
  'error.shipping.province': '"{province}" is not the name of an Indonesian province.',
  'error.shipping.pricePerKg': 'The price per kg must be whole rupiah from 0 to {max}.',
  'error.shipping.brackets.too_many': 'At most 20 weight brackets.',
  'error.shipping.brackets.weight': "A bracket's weight limit must be whole grams from 1 to 1,000,000.",
  'error.shipping.brackets.not_ascending': 'Each weight bracket must be heavier than the one before.',
  'error.shipping.brackets.price': "A bracket's price must be whole rupiah from 0 to {max}.",
  'error.shipping.brackets.cheaper_when_heavier': 'A heavier bracket cannot cost less than the one before.',
  'error.shipping.eta': 'Delivery days are whole days from 0 to {max}, the longest no shorter than the fastest.',
  'error.shipping.copySame': 'Choose another service to copy the rates from.',
  'error.shipping.freeMin': 'The free-shipping threshold must be whole rupiah from 0 to {max}.',
  'error.shipping.pickupAddress': "Write the shop's address so shoppers know where to pick up their order.",
  'error.shipping.pickupAddressLong': 'The pickup address has at most {max} characters.',
  'content.field.pickupHours': 'Opening hours',
};

export const shippingMessages: { id: Readonly<Record<string, string>>; en: Readonly<Record<string, string>> } = { id: messagesId, en: messagesEn };
