import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.server';

describe('LoginThrottle', () => {
  it('blocks after the limit of failures within the window, and lets go when it passes', () => {
    let now = 0;
    const throttle = new LoginThrottle(3, 60_000, () => now);
    const keys = ['account:a', 'address:1.2.3.4'];
    for (let i = 0; i < 3; i += 1) {
      expect(throttle.retryAfterSeconds(keys)).toBe(0);
      throttle.recordFailure(keys);
      now += 1000;
    }
    expect(throttle.retryAfterSeconds(keys)).toBe(57);
    expect(throttle.retryAfterSeconds(['address:1.2.3.4'])).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds(['account:b'])).toBe(0);
    now = 60_001;
    expect(throttle.retryAfterSeconds(keys)).toBe(0);
  });

  it('forgets an account’s failures after a successful sign-in, but not the address’s', () => {
    const throttle = new LoginThrottle(2, 60_000);
    throttle.recordFailure(['account:a', 'address:x']);
    throttle.recordFailure(['account:a', 'address:x']);
    throttle.recordSuccess('account:a');
    expect(throttle.retryAfterSeconds(['account:a'])).toBe(0);
    expect(throttle.retryAfterSeconds(['address:x'])).toBeGreaterThan(0);
  });
});
