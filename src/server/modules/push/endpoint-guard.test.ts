import { describe, expect, it } from 'vitest';
import { endpointRefusal, isPrivateAddress } from './endpoint-guard.server';

describe('push endpoint guard', () => {
  it('tells private, loopback and mapped addresses from public ones', () => {
    for (const address of ['127.0.0.1', '10.0.0.5', '172.16.3.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'not-an-ip']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '142.250.4.95', '2607:f8b0:4004:c07::5f', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses what the server must not post to, and lets tests reach loopback', async () => {
    const resolve = async (host: string) => (host === 'fcm.googleapis.com' ? ['142.250.4.95'] : ['127.0.0.1']);
    expect(await endpointRefusal('https://fcm.googleapis.com/fcm/send/abc', { allowPrivate: false, resolve })).toBeNull();
    expect(await endpointRefusal('https://rebind.example/x', { allowPrivate: false, resolve })).toBe('private_address');
    expect(await endpointRefusal('https://[::1]/x', { allowPrivate: false, resolve })).toBe('private_address');
    expect(await endpointRefusal('http://fcm.googleapis.com/x', { allowPrivate: false, resolve })).toBe('not_https');
    expect(await endpointRefusal('https://user:pw@fcm.googleapis.com/x', { allowPrivate: false, resolve })).toBe('invalid');
    expect(await endpointRefusal('not a url', { allowPrivate: false, resolve })).toBe('invalid');
    expect(await endpointRefusal(`https://fcm.googleapis.com/${'a'.repeat(1000)}`, { allowPrivate: false, resolve })).toBe('invalid');
    expect(await endpointRefusal('http://127.0.0.1:4000/push/x', { allowPrivate: true, resolve })).toBeNull();
    // A failed lookup is told apart from a bad address: the sender retries it later.
    const failing = async () => { throw Object.assign(new Error('getaddrinfo ENOTFOUND push.example'), { code: 'ENOTFOUND' }); };
    expect(await endpointRefusal('https://push.example/x', { allowPrivate: false, resolve: failing })).toBe('unresolved');
  });
});
