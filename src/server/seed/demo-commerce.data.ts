import type { CheckoutFieldRecord } from '../modules/commerce-settings';

/** How the demo shop sells: the accounts, couriers and coupons a new owner would set up first. */
export const demoBankAccounts = [
  { bank: 'BCA', accountNumber: '8720451193', accountHolder: 'CV Lumbung Nusantara' },
  { bank: 'Mandiri', accountNumber: '1370018824561', accountHolder: 'CV Lumbung Nusantara' },
  { bank: 'BRI', accountNumber: '034101000912305', accountHolder: 'CV Lumbung Nusantara' },
];

export const demoBankTransferInstructions = {
  id: 'Transfer tepat sesuai jumlah tagihan, lalu kirim bukti transfer lewat halaman konfirmasi pembayaran. Pesanan kami proses setelah dana masuk.',
  en: 'Transfer the exact amount due, then send the transfer receipt on the payment confirmation page. We process the order once the money arrives.',
};

export const demoCheckoutFields: CheckoutFieldRecord[] = [
  { key: 'giftMessage', label: { id: 'Pesan untuk kartu ucapan', en: 'Message for the greeting card' }, required: false, kind: 'textarea', maxLength: 200 },
];

const JAVA = ['DKI Jakarta', 'Jawa Barat', 'Banten', 'Jawa Tengah', 'DI Yogyakarta', 'Jawa Timur'];

export interface DemoShippingMethod {
  courier: string;
  service: string;
  /** Province → [price per kg, days min, days max]; `*` for everywhere else. */
  rates: Record<string, [number, number, number]>;
}

export const demoShippingMethods: DemoShippingMethod[] = [
  {
    courier: 'JNE',
    service: 'REG',
    rates: { ...Object.fromEntries(JAVA.map((p) => [p, [11000, 2, 3] as [number, number, number]])), Bali: [18000, 2, 4], '*': [32000, 3, 6] },
  },
  {
    courier: 'JNE',
    service: 'YES',
    rates: { ...Object.fromEntries(JAVA.map((p) => [p, [22000, 1, 1] as [number, number, number]])), Bali: [31000, 1, 2] },
  },
  {
    courier: 'SiCepat',
    service: 'BEST',
    rates: { ...Object.fromEntries(JAVA.map((p) => [p, [16000, 1, 2] as [number, number, number]])), '*': [38000, 2, 4] },
  },
  {
    courier: 'J&T',
    service: 'EZ',
    rates: { ...Object.fromEntries(JAVA.map((p) => [p, [10000, 2, 4] as [number, number, number]])), '*': [29000, 4, 7] },
  },
];

export const demoCoupons = [
  { code: 'HEMAT10', kind: 'percentage' as const, value: 10, minSpend: 100_000, maxDiscount: 50_000, usageLimit: null },
  { code: 'POTONG25RB', kind: 'fixed' as const, value: 25_000, minSpend: 200_000, maxDiscount: null, usageLimit: 100 },
];

/** Hand-made pieces with long lead times: shoppers may pay 30% now and the rest before shipping. */
export const demoDownPaymentProducts: Record<string, number> = {
  'kain-batik-tulis-parang-rusak': 30,
  'kain-tenun-ikat-sumba-timur': 30,
  'selendang-songket-palembang': 30,
};
