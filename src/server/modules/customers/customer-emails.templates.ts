import { render, type Block, type EmailLanguage, type RenderedEmail } from '../mail';

/** Every account e-mail: the shop, the reader's language, and (for most) one link. */
export interface AccountEmailData {
  language: EmailLanguage;
  shopName: string;
  name: string;
}

const IGNORE: Readonly<Record<EmailLanguage, string>> = {
  id: 'Jika Anda tidak memintanya, abaikan e-mail ini; akun Anda tidak berubah.',
  en: 'If you did not ask for this, ignore this e-mail; your account stays as it is.',
};

const ONCE: Readonly<Record<EmailLanguage, (hours: number) => string>> = {
  id: (hours) => `Tautan ini hanya berlaku sekali, selama ${hours} jam.`,
  en: (hours) => `This link works once, for ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
};

function greeting(data: AccountEmailData): string {
  return data.language === 'id' ? `Halo ${data.name},` : `Hello ${data.name},`;
}

export function verifyEmailMessage(data: AccountEmailData & { url: string; hours: number }): RenderedEmail {
  const id = data.language === 'id';
  const subject = id ? `Pastikan alamat e-mail Anda di ${data.shopName}` : `Confirm your e-mail address at ${data.shopName}`;
  const blocks: Block[] = [
    { kind: 'paragraph', text: greeting(data) },
    { kind: 'paragraph', text: id ? `Terima kasih telah membuat akun di ${data.shopName}. Buka tautan ini untuk memastikan alamat e-mail Anda; pesanan yang pernah Anda buat dengan alamat ini akan masuk ke akun Anda.` : `Thank you for creating an account at ${data.shopName}. Open this link to confirm your e-mail address; orders you placed with this address will join your account.` },
    { kind: 'button', label: id ? 'Pastikan alamat e-mail' : 'Confirm e-mail address', url: data.url },
    { kind: 'note', text: `${ONCE[data.language](data.hours)} ${IGNORE[data.language]}` },
  ];
  return render(data.language, data.shopName, subject, id ? 'Pastikan alamat e-mail Anda' : 'Confirm your e-mail address', blocks);
}

export function passwordResetMessage(data: AccountEmailData & { url: string; hours: number }): RenderedEmail {
  const id = data.language === 'id';
  const subject = id ? `Buat kata sandi baru di ${data.shopName}` : `Choose a new password at ${data.shopName}`;
  const blocks: Block[] = [
    { kind: 'paragraph', text: greeting(data) },
    { kind: 'paragraph', text: id ? 'Seseorang (semoga Anda) meminta kata sandi baru untuk akun ini. Buka tautan ini untuk membuatnya; semua sesi lain akun ini akan diakhiri.' : 'Someone (we hope you) asked for a new password for this account. Open this link to choose one; every other session of the account will end.' },
    { kind: 'button', label: id ? 'Buat kata sandi baru' : 'Choose a new password', url: data.url },
    { kind: 'note', text: `${ONCE[data.language](data.hours)} ${IGNORE[data.language]}` },
  ];
  return render(data.language, data.shopName, subject, id ? 'Buat kata sandi baru' : 'Choose a new password', blocks);
}

export function emailChangeConfirmMessage(data: AccountEmailData & { url: string; hours: number; newEmail: string }): RenderedEmail {
  const id = data.language === 'id';
  const subject = id ? `Konfirmasi alamat e-mail baru di ${data.shopName}` : `Confirm your new e-mail address at ${data.shopName}`;
  const blocks: Block[] = [
    { kind: 'paragraph', text: greeting(data) },
    { kind: 'paragraph', text: id ? `Akun Anda di ${data.shopName} akan memakai alamat ${data.newEmail}. Buka tautan ini untuk mengonfirmasi perubahan.` : `Your account at ${data.shopName} is to use ${data.newEmail}. Open this link to confirm the change.` },
    { kind: 'button', label: id ? 'Konfirmasi alamat baru' : 'Confirm new address', url: data.url },
    { kind: 'note', text: `${ONCE[data.language](data.hours)} ${IGNORE[data.language]}` },
  ];
  return render(data.language, data.shopName, subject, id ? 'Konfirmasi alamat e-mail baru' : 'Confirm your new e-mail address', blocks);
}

export function emailChangeNoticeMessage(data: AccountEmailData & { url: string; days: number; newEmail: string }): RenderedEmail {
  const id = data.language === 'id';
  const subject = id ? `Alamat e-mail akun Anda di ${data.shopName} sedang diganti` : `Your e-mail address at ${data.shopName} is being changed`;
  const blocks: Block[] = [
    { kind: 'paragraph', text: greeting(data) },
    { kind: 'paragraph', text: id ? `Seseorang yang mengetahui kata sandi Anda meminta agar akun Anda memakai alamat ${data.newEmail}, bukan alamat ini lagi.` : `Someone who knows your password asked that your account use ${data.newEmail} instead of this address.` },
    { kind: 'paragraph', text: id ? 'Jika bukan Anda, buka tautan ini: alamat ini dipulihkan, perubahan dibatalkan dan semua sesi akun diakhiri. Lalu buat kata sandi baru.' : 'If it was not you, open this link: this address is restored, the change is cancelled and every session of the account ends. Then choose a new password.' },
    { kind: 'button', label: id ? 'Bukan saya: pulihkan alamat' : 'Not me: restore my address', url: data.url },
    { kind: 'note', text: id ? `Tautan ini hanya berlaku sekali, selama ${data.days} hari. Jika Anda sendiri yang meminta perubahan ini, abaikan e-mail ini.` : `This link works once, for ${data.days} days. If you asked for this change yourself, ignore this e-mail.` },
  ];
  return render(data.language, data.shopName, subject, id ? 'Alamat e-mail akun Anda sedang diganti' : 'Your e-mail address is being changed', blocks);
}

export function signUpAttemptMessage(data: AccountEmailData & { signInUrl: string; resetUrl: string }): RenderedEmail {
  const id = data.language === 'id';
  const subject = id ? `Anda sudah punya akun di ${data.shopName}` : `You already have an account at ${data.shopName}`;
  const blocks: Block[] = [
    { kind: 'paragraph', text: greeting(data) },
    { kind: 'paragraph', text: id ? 'Seseorang mencoba membuat akun baru dengan alamat e-mail ini, padahal alamat ini sudah punya akun. Tidak ada yang berubah.' : 'Someone tried to create a new account with this e-mail address, which already has one. Nothing has changed.' },
    { kind: 'paragraph', text: id ? 'Jika itu Anda: masuk dengan kata sandi Anda, atau buat kata sandi baru bila lupa.' : 'If it was you: sign in with your password, or choose a new password if you forgot it.' },
    { kind: 'link', label: id ? 'Masuk' : 'Sign in', url: data.signInUrl },
    { kind: 'link', label: id ? 'Lupa kata sandi' : 'Forgot password', url: data.resetUrl },
    { kind: 'note', text: id ? 'Jika bukan Anda, abaikan e-mail ini.' : 'If it was not you, ignore this e-mail.' },
  ];
  return render(data.language, data.shopName, subject, id ? 'Anda sudah punya akun' : 'You already have an account', blocks);
}

export function emailHintMessage(data: AccountEmailData & { hint: string; signInUrl: string }): RenderedEmail {
  const id = data.language === 'id';
  const subject = id ? `Alamat e-mail akun Anda di ${data.shopName}` : `Your account's e-mail address at ${data.shopName}`;
  const blocks: Block[] = [
    { kind: 'paragraph', text: greeting(data) },
    { kind: 'paragraph', text: id ? 'Seseorang (semoga Anda) menanyakan alamat e-mail akun dengan nomor telepon Anda. Akun Anda memakai alamat:' : 'Someone (we hope you) asked which e-mail address the account with your phone number uses. Your account uses:' },
    { kind: 'paragraph', text: data.hint, strong: true },
    { kind: 'link', label: id ? 'Masuk' : 'Sign in', url: data.signInUrl },
    { kind: 'note', text: IGNORE[data.language] },
  ];
  return render(data.language, data.shopName, subject, id ? 'Alamat e-mail akun Anda' : 'Your account\'s e-mail address', blocks);
}
