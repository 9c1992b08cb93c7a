import { block, defineEmail, emailDocument, link, renderEmail, safeEmailUrl, type EmailContent, type EmailLanguage, type RenderedEmail } from '../mail';

export interface CheckoutRecoveryEmailData {
  language: EmailLanguage;
  shopName: string;
  currency: number;
  recoverUrl: string;
  lines: Array<{ name: string; count: number }>;
}

/** The one reminder of a checkout left unfinished, as content (docs/decisions/0018). */
export const CHECKOUT_RECOVERY_EMAIL = defineEmail<CheckoutRecoveryEmailData>({
  key: 'checkout-recovery',
  audience: 'customer',
  placeholders: [block('checkout.lines'), link('links.checkout')],
  defaults: {
    id: {
      subject: 'Keranjang Anda di {{shop.name}} masih menunggu',
      document: emailDocument([
        { h1: 'Masih tertarik?' }, 'Anda belum menyelesaikan pesanan. Barang-barang ini masih tersimpan untuk Anda:', { slot: 'checkout.lines' },
        { button: 'Lanjutkan pembelian', url: 'links.checkout' },
        { note: 'Harga dan stok dapat berubah sampai pesanan dibuat. Abaikan e-mail ini jika Anda tidak lagi berminat.' },
      ]),
    },
    en: {
      subject: 'Your cart at {{shop.name}} is still waiting',
      document: emailDocument([
        { h1: 'Still interested?' }, 'You have not finished your order yet. These items are still saved for you:', { slot: 'checkout.lines' },
        { button: 'Continue to checkout', url: 'links.checkout' },
        { note: 'Prices and stock may change until the order is placed. Ignore this e-mail if you are no longer interested.' },
      ]),
    },
  },
  values: (data) => ({
    'checkout.lines': data.lines.length ? [{ kind: 'list', items: data.lines.map((line) => `${line.name} × ${line.count}`) }] : [],
    'links.checkout': safeEmailUrl(data.recoverUrl),
  }),
  sample: (language, origin) => ({
    language, shopName: 'Lumbung Nusantara', currency: 2, recoverUrl: `${origin}/checkout/sample/recover`,
    lines: [{ name: 'Kopi Gayo', count: 2 }, { name: 'Teh Melati', count: 1 }],
  }),
});

export function checkoutRecoveryEmail(data: CheckoutRecoveryEmailData, content?: EmailContent | null): RenderedEmail {
  return renderEmail(CHECKOUT_RECOVERY_EMAIL, data, content);
}

export const CHECKOUT_EMAILS = [CHECKOUT_RECOVERY_EMAIL] as const;
