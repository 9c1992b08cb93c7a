import { defineEmail, emailDocument, link, renderEmail, safeEmailUrl, text, type EmailContent, type EmailLanguage, type RenderedEmail } from '../mail';

/* The account e-mails as content (docs/decisions/0018): defaults per language and the values of their placeholders. */

/** Every account e-mail: the shop, the reader's language, and (for most) one link. */
export interface AccountEmailData {
  language: EmailLanguage;
  shopName: string;
  name: string;
}

type LinkData = AccountEmailData & { url: string; hours: number };

const IGNORE = {
  id: 'Jika Anda tidak memintanya, abaikan e-mail ini; akun Anda tidak berubah.',
  en: 'If you did not ask for this, ignore this e-mail; your account stays as it is.',
} as const;

const ONCE = {
  id: 'Tautan ini hanya berlaku sekali, selama {{link.duration}}.',
  en: 'This link works once, for {{link.duration}}.',
} as const;

const GREETING = { id: 'Halo {{customer.name}},', en: 'Hello {{customer.name}},' } as const;

const SAMPLE_NAME = 'Sari Wulandari';

function duration(hours: number, language: EmailLanguage): string {
  if (language === 'id') return `${hours} jam`;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

const linkValues = (data: LinkData) => ({
  'customer.name': data.name,
  'links.action': safeEmailUrl(data.url),
  'link.duration': duration(data.hours, data.language),
});

export const VERIFY_EMAIL_EMAIL = defineEmail<LinkData>({
  key: 'customer-verify-email',
  audience: 'customer',
  placeholders: [text('customer.name'), link('links.action'), text('link.duration')],
  defaults: {
    id: {
      subject: 'Pastikan alamat e-mail Anda di {{shop.name}}',
      document: emailDocument([
        { h1: 'Pastikan alamat e-mail Anda' }, GREETING.id,
        'Terima kasih telah membuat akun di {{shop.name}}. Buka tautan ini untuk memastikan alamat e-mail Anda; pesanan yang pernah Anda buat dengan alamat ini akan masuk ke akun Anda.',
        { button: 'Pastikan alamat e-mail', url: 'links.action' }, { note: `${ONCE.id} ${IGNORE.id}` },
      ]),
    },
    en: {
      subject: 'Confirm your e-mail address at {{shop.name}}',
      document: emailDocument([
        { h1: 'Confirm your e-mail address' }, GREETING.en,
        'Thank you for creating an account at {{shop.name}}. Open this link to confirm your e-mail address; orders you placed with this address will join your account.',
        { button: 'Confirm e-mail address', url: 'links.action' }, { note: `${ONCE.en} ${IGNORE.en}` },
      ]),
    },
  },
  values: linkValues,
  sample: (language, origin) => ({ language, shopName: 'Lumbung Nusantara', name: SAMPLE_NAME, url: `${origin}/_/check/sample`, hours: 48 }),
});

export const PASSWORD_RESET_EMAIL = defineEmail<LinkData>({
  key: 'customer-password-reset',
  audience: 'customer',
  placeholders: [text('customer.name'), link('links.action'), text('link.duration')],
  defaults: {
    id: {
      subject: 'Buat kata sandi baru di {{shop.name}}',
      document: emailDocument([
        { h1: 'Buat kata sandi baru' }, GREETING.id,
        'Seseorang (semoga Anda) meminta kata sandi baru untuk akun ini. Buka tautan ini untuk membuatnya; semua sesi lain akun ini akan diakhiri.',
        { button: 'Buat kata sandi baru', url: 'links.action' }, { note: `${ONCE.id} ${IGNORE.id}` },
      ]),
    },
    en: {
      subject: 'Choose a new password at {{shop.name}}',
      document: emailDocument([
        { h1: 'Choose a new password' }, GREETING.en,
        'Someone (we hope you) asked for a new password for this account. Open this link to choose one; every other session of the account will end.',
        { button: 'Choose a new password', url: 'links.action' }, { note: `${ONCE.en} ${IGNORE.en}` },
      ]),
    },
  },
  values: linkValues,
  sample: (language, origin) => ({ language, shopName: 'Lumbung Nusantara', name: SAMPLE_NAME, url: `${origin}/password/forgot?token=sample`, hours: 1 }),
});

type ChangeData = AccountEmailData & { url: string; newEmail: string };

export const EMAIL_CHANGE_CONFIRM_EMAIL = defineEmail<ChangeData & { hours: number }>({
  key: 'customer-email-change-confirm',
  audience: 'customer',
  placeholders: [text('customer.name'), text('customer.newEmail'), link('links.action'), text('link.duration')],
  defaults: {
    id: {
      subject: 'Konfirmasi alamat e-mail baru di {{shop.name}}',
      document: emailDocument([
        { h1: 'Konfirmasi alamat e-mail baru' }, GREETING.id,
        'Akun Anda di {{shop.name}} akan memakai alamat {{customer.newEmail}}. Buka tautan ini untuk mengonfirmasi perubahan.',
        { button: 'Konfirmasi alamat baru', url: 'links.action' }, { note: `${ONCE.id} ${IGNORE.id}` },
      ]),
    },
    en: {
      subject: 'Confirm your new e-mail address at {{shop.name}}',
      document: emailDocument([
        { h1: 'Confirm your new e-mail address' }, GREETING.en,
        'Your account at {{shop.name}} is to use {{customer.newEmail}}. Open this link to confirm the change.',
        { button: 'Confirm new address', url: 'links.action' }, { note: `${ONCE.en} ${IGNORE.en}` },
      ]),
    },
  },
  values: (data) => ({ ...linkValues(data), 'customer.newEmail': data.newEmail }),
  sample: (language, origin) => ({ language, shopName: 'Lumbung Nusantara', name: SAMPLE_NAME, url: `${origin}/_/check/sample`, hours: 24, newEmail: 'sari.baru@example.com' }),
});

export const EMAIL_CHANGE_NOTICE_EMAIL = defineEmail<ChangeData & { days: number }>({
  key: 'customer-email-change-notice',
  audience: 'customer',
  placeholders: [text('customer.name'), text('customer.newEmail'), link('links.action'), text('link.days')],
  defaults: {
    id: {
      subject: 'Alamat e-mail akun Anda di {{shop.name}} sedang diganti',
      document: emailDocument([
        { h1: 'Alamat e-mail akun Anda sedang diganti' }, GREETING.id,
        'Seseorang yang mengetahui kata sandi Anda meminta agar akun Anda memakai alamat {{customer.newEmail}}, bukan alamat ini lagi.',
        'Jika bukan Anda, buka tautan ini: alamat ini dipulihkan, perubahan dibatalkan dan semua sesi akun diakhiri. Lalu buat kata sandi baru.',
        { button: 'Bukan saya: pulihkan alamat', url: 'links.action' },
        { note: 'Tautan ini hanya berlaku sekali, selama {{link.days}} hari. Jika Anda sendiri yang meminta perubahan ini, abaikan e-mail ini.' },
      ]),
    },
    en: {
      subject: 'Your e-mail address at {{shop.name}} is being changed',
      document: emailDocument([
        { h1: 'Your e-mail address is being changed' }, GREETING.en,
        'Someone who knows your password asked that your account use {{customer.newEmail}} instead of this address.',
        'If it was not you, open this link: this address is restored, the change is cancelled and every session of the account ends. Then choose a new password.',
        { button: 'Not me: restore my address', url: 'links.action' },
        { note: 'This link works once, for {{link.days}} days. If you asked for this change yourself, ignore this e-mail.' },
      ]),
    },
  },
  values: (data) => ({ 'customer.name': data.name, 'customer.newEmail': data.newEmail, 'links.action': safeEmailUrl(data.url), 'link.days': String(data.days) }),
  sample: (language, origin) => ({ language, shopName: 'Lumbung Nusantara', name: SAMPLE_NAME, url: `${origin}/_/check/sample`, days: 7, newEmail: 'sari.baru@example.com' }),
});

export const SIGN_UP_ATTEMPT_EMAIL = defineEmail<AccountEmailData & { signInUrl: string; resetUrl: string }>({
  key: 'customer-sign-up-attempt',
  audience: 'customer',
  placeholders: [text('customer.name'), link('links.signIn'), link('links.passwordReset')],
  defaults: {
    id: {
      subject: 'Anda sudah punya akun di {{shop.name}}',
      document: emailDocument([
        { h1: 'Anda sudah punya akun' }, GREETING.id,
        'Seseorang mencoba membuat akun baru dengan alamat e-mail ini, padahal alamat ini sudah punya akun. Tidak ada yang berubah.',
        'Jika itu Anda: masuk dengan kata sandi Anda, atau buat kata sandi baru bila lupa.',
        { link: 'Masuk', url: 'links.signIn' }, { link: 'Lupa kata sandi', url: 'links.passwordReset' }, { note: 'Jika bukan Anda, abaikan e-mail ini.' },
      ]),
    },
    en: {
      subject: 'You already have an account at {{shop.name}}',
      document: emailDocument([
        { h1: 'You already have an account' }, GREETING.en,
        'Someone tried to create a new account with this e-mail address, which already has one. Nothing has changed.',
        'If it was you: sign in with your password, or choose a new password if you forgot it.',
        { link: 'Sign in', url: 'links.signIn' }, { link: 'Forgot password', url: 'links.passwordReset' }, { note: 'If it was not you, ignore this e-mail.' },
      ]),
    },
  },
  values: (data) => ({ 'customer.name': data.name, 'links.signIn': safeEmailUrl(data.signInUrl), 'links.passwordReset': safeEmailUrl(data.resetUrl) }),
  sample: (language, origin) => ({ language, shopName: 'Lumbung Nusantara', name: SAMPLE_NAME, signInUrl: `${origin}/login`, resetUrl: `${origin}/password/forgot` }),
});

export const EMAIL_HINT_EMAIL = defineEmail<AccountEmailData & { hint: string; signInUrl: string }>({
  key: 'customer-email-hint',
  audience: 'customer',
  placeholders: [text('customer.name'), text('customer.emailHint'), link('links.signIn')],
  defaults: {
    id: {
      subject: 'Alamat e-mail akun Anda di {{shop.name}}',
      document: emailDocument([
        { h1: 'Alamat e-mail akun Anda' }, GREETING.id,
        'Seseorang (semoga Anda) menanyakan alamat e-mail akun dengan nomor telepon Anda. Akun Anda memakai alamat:',
        { strong: '{{customer.emailHint}}' }, { link: 'Masuk', url: 'links.signIn' }, { note: IGNORE.id },
      ]),
    },
    en: {
      subject: 'Your account\'s e-mail address at {{shop.name}}',
      document: emailDocument([
        { h1: 'Your account\'s e-mail address' }, GREETING.en,
        'Someone (we hope you) asked which e-mail address the account with your phone number uses. Your account uses:',
        { strong: '{{customer.emailHint}}' }, { link: 'Sign in', url: 'links.signIn' }, { note: IGNORE.en },
      ]),
    },
  },
  values: (data) => ({ 'customer.name': data.name, 'customer.emailHint': data.hint, 'links.signIn': safeEmailUrl(data.signInUrl) }),
  sample: (language, origin) => ({ language, shopName: 'Lumbung Nusantara', name: SAMPLE_NAME, hint: 's***@example.com', signInUrl: `${origin}/login` }),
});

export const CUSTOMER_EMAILS = [VERIFY_EMAIL_EMAIL, PASSWORD_RESET_EMAIL, EMAIL_CHANGE_CONFIRM_EMAIL, EMAIL_CHANGE_NOTICE_EMAIL, SIGN_UP_ATTEMPT_EMAIL, EMAIL_HINT_EMAIL] as const;

export const verifyEmailMessage = (data: LinkData, content?: EmailContent | null): RenderedEmail => renderEmail(VERIFY_EMAIL_EMAIL, data, content);
