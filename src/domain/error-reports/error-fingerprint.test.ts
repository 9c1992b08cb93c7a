import { describe, expect, it } from 'vitest';
import { browserOf, fingerprintKey, isErrorReportType, normaliseMessage, reportRoute, topFrames } from './error-fingerprint';

const V8 = `TypeError: Cannot read properties of undefined (reading 'price')
    at priceOf (https://toko.example/assets/product-B3xk_9aZ.js?v=12:1:2345)
    at ProductCard (https://toko.example/assets/product-B3xk_9aZ.js:1:999)
    at renderWithHooks (https://toko.example/assets/vendor-Q1w2E3r4.js:8:100)
    at mountIndeterminateComponent (https://toko.example/assets/vendor-Q1w2E3r4.js:9:1)`;

describe('error report grouping', () => {
  it('takes numbers, queries and build hashes out of the message', () => {
    expect(normaliseMessage('Order 12345 failed at https://toko.example/checkout/abc?token=s3cret#x  after 2.5 s'))
      .toBe('Order # failed at https://toko.example/checkout/abc after # s');
    expect(normaliseMessage('Failed to fetch dynamically imported module: https://toko.example/assets/cart-AbCd1234.js'))
      .toBe('Failed to fetch dynamically imported module: https://toko.example/assets/cart.js');
  });

  it('keeps the top three frames without line, column, query or hash', () => {
    expect(topFrames(V8)).toEqual([
      'at priceOf (https://toko.example/assets/product.js)',
      'at ProductCard (https://toko.example/assets/product.js)',
      'at renderWithHooks (https://toko.example/assets/vendor.js)',
    ]);
    expect(topFrames('priceOf@https://toko.example/assets/product-B3xk_9aZ.js:1:2345\n@https://toko.example/a.js:3:4')).toEqual([
      'priceOf@https://toko.example/assets/product.js',
      '@https://toko.example/a.js',
    ]);
    expect(topFrames('')).toEqual([]);
  });

  it('gives the same key to the same problem from another release, line or item, and another to a different one', () => {
    const otherRelease = V8.replaceAll('B3xk_9aZ', 'Zz99_yy1').replace(':1:2345', ':1:2401').replace('?v=12', '?v=13');
    expect(fingerprintKey('error', "Cannot read properties of undefined (reading 'price') 7", V8))
      .toBe(fingerprintKey('error', "Cannot read properties of undefined (reading 'price') 8", otherRelease));
    expect(fingerprintKey('error', 'x', V8)).not.toBe(fingerprintKey('rejection', 'x', V8));
    expect(fingerprintKey('error', 'x', V8)).not.toBe(fingerprintKey('error', 'x', V8.replace('at priceOf', 'at totalOf')));
    // A frame below the third does not split a group.
    expect(fingerprintKey('error', 'x', V8)).toBe(fingerprintKey('error', 'x', V8.replace('mountIndeterminateComponent', 'other')));
  });

  it('keeps only the path of the route', () => {
    expect(reportRoute('/checkout/abc/recover?token=secret#top')).toBe('/checkout/abc/recover');
    expect(reportRoute('https://toko.example/product/kemeja?utm=1')).toBe('/product/kemeja');
    expect(reportRoute(`/${'a'.repeat(900)}`)).toHaveLength(500);
  });

  it('names the browser from its User-Agent', () => {
    expect(browserOf('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36')).toBe('Chrome 131 (mobile)');
    expect(browserOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('Safari 17 (mobile)');
    expect(browserOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox 133');
    expect(browserOf('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Edge 131');
    expect(browserOf(undefined)).toBe('?');
  });

  it('knows the four kinds of report', () => {
    expect(['error', 'rejection', 'chunk', 'script'].every(isErrorReportType)).toBe(true);
    expect(isErrorReportType('panic')).toBe(false);
  });
});
