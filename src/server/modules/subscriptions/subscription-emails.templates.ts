import { defineEmail, emailDocument, link, safeEmailUrl, type EmailLanguage } from '../mail';

/* The double opt-in e-mail as content (docs/decisions/0018, 0041). */

export interface SubscriptionConfirmData {
  language: EmailLanguage;
  shopName: string;
  url: string;
}

export const SUBSCRIPTION_CONFIRM_EMAIL = defineEmail<SubscriptionConfirmData>({
  key: 'subscription-confirm',
  audience: 'customer',
  placeholders: [link('links.action')],
  defaults: {
    id: {
      subject: 'Pastikan langganan e-mail Anda di {{shop.name}}',
      document: emailDocument([
        { h1: 'Satu langkah lagi' },
        'Seseorang (semoga Anda) ingin menerima kabar dan promo dari {{shop.name}} di alamat ini. Buka tautan ini untuk memastikan langganan Anda.',
        { button: 'Ya, saya mau berlangganan', url: 'links.action' },
        { note: 'Jika Anda tidak memintanya, abaikan e-mail ini: tanpa konfirmasi Anda tidak akan menerima e-mail promo dari kami.' },
      ]),
    },
    en: {
      subject: 'Confirm your e-mail subscription at {{shop.name}}',
      document: emailDocument([
        { h1: 'One more step' },
        'Someone (we hope you) wants to receive news and offers from {{shop.name}} at this address. Open this link to confirm your subscription.',
        { button: 'Yes, subscribe me', url: 'links.action' },
        { note: 'If you did not ask for this, ignore this e-mail: without your confirmation you will get no offers from us.' },
      ]),
    },
  },
  values: (data) => ({ 'links.action': safeEmailUrl(data.url) }),
  sample: (language, origin) => ({ language, shopName: 'Lumbung Nusantara', url: `${origin}/_/email/sample/confirm` }),
});

export const SUBSCRIPTION_EMAILS = [SUBSCRIPTION_CONFIRM_EMAIL] as const;
