import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.server';

describe('addressKey', () => {
  it('keeps IPv4 addresses whole and groups IPv6 by /64', () => {
    expect(addressKey('203.0.113.9')).toBe('ip:203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('ip:203.0.113.9');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});
