import { defineEmail, emailDocument, link, safeEmailUrl, text, type EmailData } from '../mail';

/* The e-mails the owner's staff screen sends (docs/decisions/0033), as content the shop may reword (decision 0018). */

type StaffLinkData = EmailData & { name: string; role: string; url: string; hours: number };

function duration(hours: number, language: 'id' | 'en'): string {
  if (hours % 24 === 0) return language === 'id' ? `${hours / 24} hari` : `${hours / 24} ${hours === 24 ? 'day' : 'days'}`;
  return language === 'id' ? `${hours} jam` : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

const values = (data: StaffLinkData) => ({
  'staff.name': data.name,
  'staff.role': data.role,
  'links.action': safeEmailUrl(data.url),
  'link.duration': duration(data.hours, data.language),
});

const sample = (language: 'id' | 'en', origin: string, hours: number): StaffLinkData => ({
  language, shopName: 'Lumbung Nusantara', name: 'Rudi Hartono', role: language === 'id' ? 'Penulis konten' : 'Content editor', url: `${origin}/admin/sign-in/sample`, hours,
});

export const STAFF_INVITATION_EMAIL = defineEmail<StaffLinkData & { invitedBy: string }>({
  key: 'staff-invitation',
  audience: 'staffMember',
  placeholders: [text('staff.name'), text('staff.role'), text('staff.invitedBy'), link('links.action'), text('link.duration')],
  defaults: {
    id: {
      subject: 'Undangan menjadi staf {{shop.name}}',
      document: emailDocument([
        { h1: 'Anda diundang menjadi staf' }, 'Halo {{staff.name}},',
        '{{staff.invitedBy}} mengundang Anda mengelola {{shop.name}} sebagai {{staff.role}}. Buka tautan ini untuk masuk, lalu buat kata sandi Anda.',
        { button: 'Terima undangan', url: 'links.action' },
        { note: 'Tautan ini hanya berlaku sekali, selama {{link.duration}}. Jika Anda tidak mengenal toko ini, abaikan e-mail ini.' },
      ]),
    },
    en: {
      subject: 'You are invited onto the staff of {{shop.name}}',
      document: emailDocument([
        { h1: 'You are invited onto the staff' }, 'Hello {{staff.name}},',
        '{{staff.invitedBy}} invites you to help run {{shop.name}} as {{staff.role}}. Open this link to sign in, then choose your password.',
        { button: 'Accept the invitation', url: 'links.action' },
        { note: 'This link works once, for {{link.duration}}. If you do not know this shop, ignore this e-mail.' },
      ]),
    },
  },
  values: (data) => ({ ...values(data), 'staff.invitedBy': data.invitedBy }),
  sample: (language, origin) => ({ ...sample(language, origin, 7 * 24), invitedBy: 'Dewi Lestari' }),
});

export const STAFF_SIGN_IN_LINK_EMAIL = defineEmail<StaffLinkData>({
  key: 'staff-sign-in-link',
  audience: 'staffMember',
  placeholders: [text('staff.name'), text('staff.role'), link('links.action'), text('link.duration')],
  defaults: {
    id: {
      subject: 'Tautan masuk baru untuk {{shop.name}}',
      document: emailDocument([
        { h1: 'Masuk dengan tautan baru' }, 'Halo {{staff.name}},',
        'Pemilik {{shop.name}} mengatur ulang akses masuk Anda: semua sesi Anda sudah diakhiri dan kata sandi lama tidak berlaku lagi. Buka tautan ini untuk masuk, lalu buat kata sandi baru.',
        { button: 'Masuk dan buat kata sandi', url: 'links.action' },
        { note: 'Tautan ini hanya berlaku sekali, selama {{link.duration}}.' },
      ]),
    },
    en: {
      subject: 'A new sign-in link for {{shop.name}}',
      document: emailDocument([
        { h1: 'Sign in with a new link' }, 'Hello {{staff.name}},',
        'The owner of {{shop.name}} reset your sign-in: all your sessions have ended and your old password no longer works. Open this link to sign in, then choose a new password.',
        { button: 'Sign in and choose a password', url: 'links.action' },
        { note: 'This link works once, for {{link.duration}}.' },
      ]),
    },
  },
  values,
  sample: (language, origin) => sample(language, origin, 24),
});

export const STAFF_EMAILS = [STAFF_INVITATION_EMAIL, STAFF_SIGN_IN_LINK_EMAIL] as const;
