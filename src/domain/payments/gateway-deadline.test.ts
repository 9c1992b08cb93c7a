import { describe, expect, it } from 'vitest';
import { GATEWAY_BALANCE_WINDOW_MS, gatewayDeadline } from './gateway-deadline';

const NOW = Date.parse('2026-11-30T07:00:00Z');

describe('until when a virtual account or QR code takes money', () => {
  it('ends a first payment with the order, even when little time is left', () => {
    const soon = new Date(NOW + 60_000);
    expect(gatewayDeadline('first', soon, NOW)).toBe(soon);
  });

  it('ends a balance with the order while the order still has time', () => {
    const tomorrow = new Date(NOW + 30 * 3_600_000);
    expect(gatewayDeadline('balance', tomorrow, NOW)).toBe(tomorrow);
  });

  it('gives a balance a day when the order’s own deadline has passed', () => {
    expect(gatewayDeadline('balance', new Date(NOW - 3_600_000), NOW).getTime()).toBe(NOW + GATEWAY_BALANCE_WINDOW_MS);
    expect(gatewayDeadline('balance', new Date(NOW + 60_000), NOW).getTime()).toBe(NOW + GATEWAY_BALANCE_WINDOW_MS);
  });
});
