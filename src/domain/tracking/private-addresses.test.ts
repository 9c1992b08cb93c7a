import { describe, expect, it } from 'vitest';
import { PRIVATE_ROUTES, reportedAddress, reportedReferrer } from './private-addresses';

const SHOP = 'https://toko.test';
const SECRET = 'k7Q2vX9pL4mN8rT1wY5zA3bC6dE0fG2hJ4kM6nP8qR0';

describe('reportedAddress', () => {
  it('keeps origin and path of an ordinary page, never its query string or fragment', () => {
    expect(reportedAddress(`${SHOP}/search?q=kemeja+batik&utm_source=mail#hasil`)).toEqual({ location: `${SHOP}/search`, path: '/search', reported: true });
    expect(reportedAddress(`${SHOP}/checkout/sandbox/T3JkZXI6MQ?payment_token=${SECRET}`)).toEqual({ location: `${SHOP}/checkout/sandbox/T3JkZXI6MQ`, path: '/checkout/sandbox/T3JkZXI6MQ', reported: true });
  });

  it.each([
    [`/o/T3JkZXI6MQ/${SECRET}`, '/o/:orderID/:secret'],
    [`/_/email/${SECRET}/confirm`, '/_/email/:emailID/*'],
    [`/_/email/${SECRET}/preferences`, '/_/email/:emailID/*'],
    [`/_/check/${SECRET}`, '/_/check/:token'],
    [`/password/forgot?token=${SECRET}`, '/password/forgot'],
    [`/_/customer/login/${SECRET}`, '/_/customer/login/*'],
    [`/admin/sign-in/${SECRET}`, '/admin/sign-in/:token'],
    [`/admin/login/redirect/${SECRET}`, '/admin/login/redirect/:state'],
    [`/checkout/${SECRET}/recover`, '/checkout/:hash/recover'],
  ])('never reports %s, and shows its pattern in place of the secret', (path, pattern) => {
    const address = reportedAddress(`${SHOP}${path}`);
    expect(address).toEqual({ location: `${SHOP}${pattern}`, path: pattern, reported: false });
    expect(JSON.stringify(address)).not.toContain(SECRET);
  });

  it('reports a checkout’s steps under the pattern, without the id that opens its form', () => {
    expect(reportedAddress(`${SHOP}/checkout/${SECRET}/start`)).toEqual({ location: `${SHOP}/checkout/:checkoutID/start`, path: '/checkout/:checkoutID/start', reported: true });
  });

  it('reports the forgot-password page itself, and the footer’s subscribe page without a secret', () => {
    expect(reportedAddress(`${SHOP}/password/forgot`)).toEqual({ location: `${SHOP}/password/forgot`, path: '/password/forgot', reported: true });
    expect(reportedAddress(`${SHOP}/_/email/subscribe`)?.reported).toBe(true);
  });

  it('matches whatever the trailing slash or the letters’ encoding', () => {
    expect(reportedAddress(`${SHOP}/_/check/${SECRET}/`)?.reported).toBe(false);
    expect(reportedAddress(`${SHOP}/o/T3JkZXI6MQ/%41${SECRET}`)?.reported).toBe(false);
  });

  it('reports nothing for what is not a web address', () => {
    expect(reportedAddress('')).toBeNull();
    expect(reportedAddress('about:blank')).toBeNull();
  });

  it('names each pattern once', () => {
    const keys = PRIVATE_ROUTES.map((route) => `${route.path}?${route.withQuery ?? ''}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('reportedReferrer', () => {
  it('strips the query string and masks the shop’s secrets', () => {
    expect(reportedReferrer(`${SHOP}/password/forgot?token=${SECRET}`)).toBe(`${SHOP}/password/forgot`);
    expect(reportedReferrer(`${SHOP}/_/email/${SECRET}/preferences`)).toBe(`${SHOP}/_/email/:emailID/*`);
    expect(reportedReferrer('https://www.google.com/search?q=kemeja')).toBe('https://www.google.com/search');
  });

  it('is empty without a referrer', () => {
    expect(reportedReferrer('')).toBe('');
    expect(reportedReferrer('android-app://com.google.android.gm/')).toBe('');
  });
});
