import { describe, expect, it } from 'vitest';
import { vapidSubject } from './vapid-subject';

const isValidSubject = (subject: string) => ['mailto:', 'https:'].includes(new URL(subject).protocol);

describe('the VAPID contact of a shop', () => {
  it('is the shop’s e-mail when it has a usable one', () => {
    expect(vapidSubject({ email: 'halo@toko.example', origin: 'https://toko.example' })).toBe('mailto:halo@toko.example');
    expect(vapidSubject({ email: ' halo@toko.example ', origin: 'https://toko.example' })).toBe('mailto:halo@toko.example');
    expect(vapidSubject({ email: 'a#b@toko.example', origin: 'https://toko.example' })).toBe('mailto:a%23b@toko.example');
  });

  it('falls back to the shop’s https origin without an e-mail, or with one that is not an address', () => {
    for (const email of ['', '   ', 'toko', 'halo@', '@toko.example', 'halo@localhost']) {
      expect(vapidSubject({ email, origin: 'https://toko.example' }), email).toBe('https://toko.example');
    }
  });

  it('is a valid https subject for a shop reached over plain http on a developer’s machine', () => {
    const subject = vapidSubject({ email: '', origin: 'http://localhost:4000' });
    expect(subject).toBe('https://localhost:4000');
    expect(isValidSubject(subject)).toBe(true);
  });
});
