import { describe, expect, it } from 'vitest';
import { signWalletNotification, verifyWalletNotification } from './wallet-signature.server';

const SECRET = 'test-secret-0123456789';
const NOW = new Date('2025-03-01T10:00:00Z');
const EVENT = {
  eventId: 'evt_abcdefghijklmnopqrstuvwx',
  sessionId: 'ws_abcdefghijklmnopqrstuvwx',
  status: 'succeeded',
  amount: 150000,
  currency: 2,
  occurredAt: '2025-03-01T09:59:58.000Z',
};
const BODY = JSON.stringify(EVENT);

const secondsLater = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('wallet notification signatures', () => {
  it('signs as t=<unix seconds>,v1=<hex HMAC of "t.body">', () => {
    const header = signWalletNotification(SECRET, BODY, NOW);
    expect(header).toMatch(/^t=1740823200,v1=[0-9a-f]{64}$/);
  });

  it('accepts its own signature and returns the event', () => {
    const result = verifyWalletNotification(SECRET, signWalletNotification(SECRET, BODY, NOW), BODY, secondsLater(30));
    expect(result).toEqual({ ok: true, event: EVENT });
  });

  it('refuses a missing or empty header', () => {
    expect(verifyWalletNotification(SECRET, undefined, BODY, NOW)).toEqual({ ok: false, reason: 'missing_signature' });
    expect(verifyWalletNotification(SECRET, '  ', BODY, NOW)).toEqual({ ok: false, reason: 'missing_signature' });
  });

  it('refuses a tampered body', () => {
    const header = signWalletNotification(SECRET, BODY, NOW);
    const tampered = BODY.replace('150000', '1');
    expect(verifyWalletNotification(SECRET, header, tampered, NOW)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verifyWalletNotification(SECRET, header, `${BODY} `, NOW)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses a signature made with another secret', () => {
    const header = signWalletNotification('another-secret', BODY, NOW);
    expect(verifyWalletNotification(SECRET, header, BODY, NOW)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses a valid signature whose timestamp was moved', () => {
    const header = signWalletNotification(SECRET, BODY, NOW).replace('t=1740823200', 't=1740823260');
    expect(verifyWalletNotification(SECRET, header, BODY, NOW)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses genuine notifications older or newer than the tolerance', () => {
    const header = signWalletNotification(SECRET, BODY, NOW);
    expect(verifyWalletNotification(SECRET, header, BODY, secondsLater(300)).ok).toBe(true);
    expect(verifyWalletNotification(SECRET, header, BODY, secondsLater(301))).toEqual({ ok: false, reason: 'stale' });
    expect(verifyWalletNotification(SECRET, header, BODY, secondsLater(-300)).ok).toBe(true);
    expect(verifyWalletNotification(SECRET, header, BODY, secondsLater(-301))).toEqual({ ok: false, reason: 'stale' });
    expect(verifyWalletNotification(SECRET, header, BODY, secondsLater(61), 60)).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses headers it cannot read', () => {
    const good = signWalletNotification(SECRET, BODY, NOW);
    const v1 = good.slice(good.indexOf('v1='));
    for (const header of ['garbage', 't=abc,' + v1, v1, 't=1740823200', 't=1740823200,v1=xyz', 't=1740823200,v1=' + 'a'.repeat(63), 't=1,t=2,' + v1, `t=1740823200,${v1},${'x'.repeat(1000)}`]) {
      expect(verifyWalletNotification(SECRET, header, BODY, NOW), header).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('accepts one matching signature among several and skips unknown schemes', () => {
    const good = signWalletNotification(SECRET, BODY, NOW);
    const [t, v1] = good.split(',');
    const header = `${t},v1=${'0'.repeat(64)},${v1},v2=whatever`;
    expect(verifyWalletNotification(SECRET, header, BODY, NOW).ok).toBe(true);
  });

  it('refuses a signed body that is not a valid event', () => {
    for (const body of ['not json', '{}', JSON.stringify({ ...EVENT, status: 'paid' }), JSON.stringify({ ...EVENT, amount: -1 }), JSON.stringify({ ...EVENT, occurredAt: 'yesterday' })]) {
      const header = signWalletNotification(SECRET, body, NOW);
      expect(verifyWalletNotification(SECRET, header, body, NOW), body).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
