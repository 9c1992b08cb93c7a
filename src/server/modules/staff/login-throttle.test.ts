import { describe, expect, it } from 'vitest';
import { addressKey, LoginThrottle } from './login-throttle.server';

describe('LoginThrottle', () => {
  it('blocks after the limit of attempts within the window, and lets go when it passes', () => {
    let now = 0;
    const throttle = new LoginThrottle(3, 60_000, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(throttle.retryAfterSeconds('account:a')).toBe(0);
      throttle.begin('account:a');
      now += 1000;
    }
    expect(throttle.retryAfterSeconds('account:a')).toBe(57);
    expect(throttle.retryAfterSeconds('account:b')).toBe(0);
    now = 60_001;
    expect(throttle.retryAfterSeconds('account:a')).toBe(0);
  });

  it('counts attempts that are still running, so a burst cannot pass the limit', () => {
    const throttle = new LoginThrottle(2, 60_000);
    throttle.begin('k');
    throttle.begin('k');
    expect(throttle.retryAfterSeconds('k')).toBeGreaterThan(0);
  });

  it('takes back a successful attempt, or all of an account’s on request', () => {
    const throttle = new LoginThrottle(2, 60_000);
    throttle.begin('address');
    throttle.begin('address');
    throttle.succeeded('address');
    expect(throttle.retryAfterSeconds('address')).toBe(0);
    throttle.begin('account');
    throttle.begin('account');
    throttle.succeeded('account', true);
    expect(throttle.retryAfterSeconds('account')).toBe(0);
  });

  it('forgets the oldest keys, not the busiest, when it holds too many', () => {
    const throttle = new LoginThrottle(2, 60_000, Date.now, 3);
    throttle.begin('victim');
    throttle.begin('victim');
    for (const key of ['a', 'b', 'c']) throttle.begin(key);
    expect(throttle.retryAfterSeconds('victim')).toBe(0); // the oldest went…
    throttle.begin('victim');
    throttle.begin('victim');
    throttle.begin('d');
    expect(throttle.retryAfterSeconds('victim')).toBeGreaterThan(0); // …but a key in use stays
  });
});

describe('addressKey', () => {
  it('keeps IPv4 addresses whole and groups IPv6 by /64', () => {
    expect(addressKey('203.0.113.9')).toBe('ip:203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('ip:203.0.113.9');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});
