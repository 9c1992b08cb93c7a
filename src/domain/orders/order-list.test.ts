import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './order-csv';
import { zoneOffsetHours } from '../format/shop-time';
import { paymentStateOf, shopDateTimeText, shopDayRange, shopDayStart } from './order-list';

const WIB = zoneOffsetHours('Asia/Jakarta');

describe('the order list rules', () => {
  it('reads a day as the WIB day, which starts at 17:00 UTC the day before', () => {
    expect(shopDayStart('2026-11-28', WIB)?.toISOString()).toBe('2026-11-27T17:00:00.000Z');
    expect(shopDayStart('2026-02-30', WIB)).toBeNull();
    expect(shopDayStart('28/11/2026', WIB)).toBeNull();
    // A shop in Makassar (WITA) starts its day an hour earlier.
    expect(shopDayStart('2026-11-28', zoneOffsetHours('Asia/Makassar'))?.toISOString()).toBe('2026-11-27T16:00:00.000Z');
  });

  it('covers both days of a range, and refuses an end before its start', () => {
    const range = shopDayRange('2026-11-01', '2026-11-30', WIB);
    expect(range).toEqual({ from: new Date('2026-10-31T17:00:00Z'), before: new Date('2026-11-30T17:00:00Z') });
    expect(shopDayRange('2026-11-02', '2026-11-01', WIB)).toEqual({ invalid: 'order' });
    expect(shopDayRange('x', null, WIB)).toEqual({ invalid: 'from' });
    expect(shopDayRange(null, '2026-13-01', WIB)).toEqual({ invalid: 'to' });
    expect(shopDayRange(null, null, WIB)).toEqual({ from: null, before: null });
  });

  it('writes moments in WIB', () => {
    expect(shopDateTimeText(new Date('2026-11-27T18:05:00Z'), WIB)).toBe('2026-11-28 01:05');
  });

  it('tells the payment state from the amounts', () => {
    expect(paymentStateOf({ total: 100, paidAmount: 0, refundedAmount: 0 })).toBe('unpaid');
    expect(paymentStateOf({ total: 100, paidAmount: 30, refundedAmount: 0 })).toBe('partially_paid');
    expect(paymentStateOf({ total: 100, paidAmount: 100, refundedAmount: 0 })).toBe('paid');
    expect(paymentStateOf({ total: 100, paidAmount: 100, refundedAmount: 20 })).toBe('refunded');
  });

  it('keeps spreadsheet formulas from running and quotes what needs quoting', () => {
    expect(csvRow(['=HYPERLINK("http://x")'])).toBe('"\'=HYPERLINK(""http://x"")"\r\n');
    expect(csvCell('+62812')).toBe("'+62812");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvRow(['Jl. Melati, No. 5'])).toBe('"Jl. Melati, No. 5"\r\n');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvRow(['a', 1, 'b\nc'])).toBe('a,1,"b\nc"\r\n');
  });
});
