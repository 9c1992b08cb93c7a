/**
 * The owner's order screens (list, order page, printed invoice and packing slip) and the
 * refusals of the staff API's order fields, in both languages (keys shared).
 */
const refusalsId = {
  'error.orderList.pageSize': 'Satu halaman daftar pesanan berisi 1–{max} pesanan.',
  'error.orderList.date': 'Tanggal ditulis TTTT-BB-HH dan harus tanggal yang ada.',
  'error.orderList.dateOrder': 'Tanggal akhir tidak boleh sebelum tanggal awal.',
  'error.orderList.search': 'Kata pencarian paling banyak {max} karakter.',
  'error.orderNote.empty': 'Tulis catatannya dulu.',
  'error.orderNote.tooLong': 'Catatan paling banyak {max} karakter.',
  'error.orderRefund.noLines': 'Pilih minimal satu barang dan jumlahnya untuk dikembalikan dananya.',
  'error.orderRefund.lineUnknown': 'Baris ini tidak ada di pesanan.',
  'error.orderRefund.count': 'Jumlah yang dikembalikan harus 1 sampai {max}.',
  'error.orderShip.tooMany': 'Paling banyak {max} pesanan dikirim sekaligus.',
} as const;

export type OrderAdminRefusalKey = keyof typeof refusalsId;

const refusalsEn: Readonly<Record<OrderAdminRefusalKey, string>> = {
  'error.orderList.pageSize': 'A page of the order list holds 1–{max} orders.',
  'error.orderList.date': 'Write dates as YYYY-MM-DD, and as a day that exists.',
  'error.orderList.dateOrder': 'The end date cannot come before the start date.',
  'error.orderList.search': 'Search for at most {max} characters.',
  'error.orderNote.empty': 'Write the note first.',
  'error.orderNote.tooLong': 'A note can be at most {max} characters.',
  'error.orderRefund.noLines': 'Choose at least one item and how many to refund.',
  'error.orderRefund.lineUnknown': 'This line is not in the order.',
  'error.orderRefund.count': 'The number to refund must be from 1 to {max}.',
  'error.orderShip.tooMany': 'Ship at most {max} orders at once.',
};

const screensId = {
  'adminOrders.nav': 'Pesanan',
  'adminOrders.csv.number': 'Nomor',
  'adminOrders.csv.placedAt': 'Dipesan (WIB)',
  'adminOrders.csv.status': 'Status',
  'adminOrders.csv.paymentState': 'Pembayaran',
  'adminOrders.csv.paymentMethod': 'Cara bayar',
  'adminOrders.csv.customer': 'Pembeli',
  'adminOrders.csv.email': 'Email',
  'adminOrders.csv.phone': 'Telepon',
  'adminOrders.csv.city': 'Kota',
  'adminOrders.csv.province': 'Provinsi',
  'adminOrders.csv.courier': 'Kurir',
  'adminOrders.csv.trackingNumber': 'Nomor resi',
  'adminOrders.csv.items': 'Barang',
  'adminOrders.csv.subtotal': 'Subtotal (Rp)',
  'adminOrders.csv.discount': 'Diskon (Rp)',
  'adminOrders.csv.shippingFee': 'Ongkir (Rp)',
  'adminOrders.csv.total': 'Total (Rp)',
  'adminOrders.csv.paid': 'Dibayar (Rp)',
  'adminOrders.csv.refunded': 'Dikembalikan (Rp)',
  'adminOrders.paymentState.unpaid': 'Belum dibayar',
  'adminOrders.paymentState.partially_paid': 'Dibayar sebagian',
  'adminOrders.paymentState.paid': 'Lunas',
  'adminOrders.paymentState.refunded': 'Dana dikembalikan',
  'adminOrders.paymentState.proof_to_review': 'Bukti transfer perlu dicek',
  'adminOrders.method.bank_transfer': 'Transfer bank',
  'adminOrders.method.card': 'Kartu',
  'adminOrders.method.wallet': 'Dompet digital',
} as const;

const screensEn: Readonly<Record<keyof typeof screensId, string>> = {
  'adminOrders.nav': 'Orders',
  'adminOrders.csv.number': 'Number',
  'adminOrders.csv.placedAt': 'Placed (WIB)',
  'adminOrders.csv.status': 'Status',
  'adminOrders.csv.paymentState': 'Payment',
  'adminOrders.csv.paymentMethod': 'Paid by',
  'adminOrders.csv.customer': 'Buyer',
  'adminOrders.csv.email': 'E-mail',
  'adminOrders.csv.phone': 'Phone',
  'adminOrders.csv.city': 'City',
  'adminOrders.csv.province': 'Province',
  'adminOrders.csv.courier': 'Courier',
  'adminOrders.csv.trackingNumber': 'Tracking number',
  'adminOrders.csv.items': 'Items',
  'adminOrders.csv.subtotal': 'Subtotal (Rp)',
  'adminOrders.csv.discount': 'Discount (Rp)',
  'adminOrders.csv.shippingFee': 'Shipping (Rp)',
  'adminOrders.csv.total': 'Total (Rp)',
  'adminOrders.csv.paid': 'Paid (Rp)',
  'adminOrders.csv.refunded': 'Refunded (Rp)',
  'adminOrders.paymentState.unpaid': 'Unpaid',
  'adminOrders.paymentState.partially_paid': 'Partly paid',
  'adminOrders.paymentState.paid': 'Paid',
  'adminOrders.paymentState.refunded': 'Refunded',
  'adminOrders.paymentState.proof_to_review': 'Transfer proof to check',
  'adminOrders.method.bank_transfer': 'Bank transfer',
  'adminOrders.method.card': 'Card',
  'adminOrders.method.wallet': 'Wallet',
};

export const adminOrdersMessages: { id: Readonly<Record<string, string>>; en: Readonly<Record<string, string>> } = {
  id: { ...refusalsId, ...screensId },
  en: { ...refusalsEn, ...screensEn },
};
