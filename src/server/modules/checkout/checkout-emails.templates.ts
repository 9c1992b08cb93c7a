import { lang, oneLine, render, safeEmailUrl, type Block, type EmailLanguage, type RenderedEmail } from '../mail';

export interface CheckoutRecoveryEmailData {
  language: EmailLanguage;
  shopName: string;
  currency: number;
  recoverUrl: string;
  lines: Array<{ name: string; count: number }>;
}

const CHECKOUT_RECOVERY = {
  id: {
    subject: (shop: string) => `Keranjang Anda di ${shop} masih menunggu`,
    title: 'Masih tertarik?',
    intro: 'Anda belum menyelesaikan pesanan. Barang-barang ini masih tersimpan untuk Anda:',
    resume: 'Lanjutkan pembelian',
    note: 'Harga dan stok dapat berubah sampai pesanan dibuat. Abaikan e-mail ini jika Anda tidak lagi berminat.',
  },
  en: {
    subject: (shop: string) => `Your cart at ${shop} is still waiting`,
    title: 'Still interested?',
    intro: 'You have not finished your order yet. These items are still saved for you:',
    resume: 'Continue to checkout',
    note: 'Prices and stock may change until the order is placed. Ignore this e-mail if you are no longer interested.',
  },
} as const;

export function checkoutRecoveryEmail(data: CheckoutRecoveryEmailData): RenderedEmail {
  const language = lang(data.language);
  const t = CHECKOUT_RECOVERY[language];
  const shop = oneLine(data.shopName);
  const blocks: Block[] = [
    { kind: 'paragraph', text: t.intro },
    { kind: 'list', items: data.lines.map((line) => `${line.name} × ${line.count}`) },
    { kind: 'button', label: t.resume, url: safeEmailUrl(data.recoverUrl) },
    { kind: 'note', text: t.note },
  ];
  return render(language, shop, t.subject(shop), t.title, blocks);
}
