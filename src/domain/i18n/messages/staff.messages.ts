/** Interface text of the staff sign-in pages reached from a one-time link, in both languages (keys shared). */
export const staffMessages: { id: Readonly<Record<string, string>>; en: Readonly<Record<string, string>> } = {
  id: {
    'staff.link.title': 'Masuk ke {shop}',
    'staff.link.intro': 'Tautan ini membuat Anda masuk sebagai staf toko. Tautan hanya berlaku sekali.',
    'staff.link.button': 'Masuk sekarang',
    'staff.link.signedIn': 'Anda sudah masuk sebagai {name} ({email}). Sesi ini berlaku {days} hari di peramban ini.',
    'staff.link.setPassword': 'Buat kata sandi agar nanti bisa masuk tanpa tautan.',
    'staff.link.failedTitle': 'Tautan tidak berlaku',
    'staff.link.newPassword': 'Kata sandi baru',
    'staff.link.savePassword': 'Simpan kata sandi',
    'staff.link.passwordSaved': 'Kata sandi tersimpan. Lain kali masuk dengan {email} dan kata sandi ini; sesi lain akun ini sudah diakhiri.',
  },
  en: {
    'staff.link.title': 'Sign in to {shop}',
    'staff.link.intro': 'This link signs you in as shop staff. It works only once.',
    'staff.link.button': 'Sign in now',
    'staff.link.signedIn': 'You are signed in as {name} ({email}). This session lasts {days} days in this browser.',
    'staff.link.setPassword': 'Set a password so that you can sign in later without a link.',
    'staff.link.failedTitle': 'This link does not work',
    'staff.link.newPassword': 'New password',
    'staff.link.savePassword': 'Save password',
    'staff.link.passwordSaved': 'Password saved. Next time, sign in with {email} and this password; the account\'s other sessions have ended.',
  },
};
