import { describe, expect, it } from 'vitest';
import { cardFormPage, walletPage, withQuery } from './sandbox-pages.server';
import { isSafeReturnUrl, isSessionId, newSessionId } from './sandbox-sessions.server';

const SESSION = { id: 'cs_abcdefghijklmnopqrstuvwx', amount: 150000, currency: 2, description: 'Pesanan <#1001>', returnUrl: 'https://toko.example/checkout/sandbox-card/o1?x="y"' };

describe('sandbox pages', () => {
  it('adds query parameters before a fragment', () => {
    expect(withQuery('https://a.example/r', { session: 'cs_1' })).toBe('https://a.example/r?session=cs_1');
    expect(withQuery('https://a.example/r?a=1', { session: 'cs_1', cancelled: '1' })).toBe('https://a.example/r?a=1&session=cs_1&cancelled=1');
    expect(withQuery('/r?#top', { session: 'cs_1' })).toBe('/r?session=cs_1#top');
  });

  it('renders the card form without script, escaping everything the shop supplied', () => {
    const html = cardFormPage(SESSION, { number: '4242"><script>', expiry: '01/30', name: 'A' }, { number: { id: 'Salah', en: 'Wrong' } });
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('Pesanan &lt;#1001&gt;');
    expect(html).toContain('Rp150.000');
    expect(html).toContain('Bayar Rp150.000');
    expect(html).toContain('<html lang="id">');
    expect(html).toContain('aria-describedby="card-number-error"');
    expect(html).toContain('role="alert"');
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).toContain('inputmode="numeric"');
    expect(html).toContain('session=cs_abcdefghijklmnopqrstuvwx&amp;cancelled=1');
    for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 0119']) expect(html).toContain(number);
  });

  it('renders the wallet page with a pay and a cancel form', () => {
    const html = walletPage({ ...SESSION, id: 'ws_abcdefghijklmnopqrstuvwx' });
    expect(html).toContain('Dompet Sandbox');
    expect(html).toContain('action="/_sandbox/wallet/ws_abcdefghijklmnopqrstuvwx/pay"');
    expect(html).toContain('action="/_sandbox/wallet/ws_abcdefghijklmnopqrstuvwx/cancel"');
    expect(html).not.toMatch(/<script/i);
  });

  it('makes and recognises session ids', () => {
    const id = newSessionId('card');
    expect(id).toMatch(/^cs_[A-Za-z0-9_-]{24}$/);
    expect(isSessionId('card', id)).toBe(true);
    expect(isSessionId('wallet', id)).toBe(false);
    expect(isSessionId('card', `${id}x`)).toBe(false);
    expect(isSessionId('card', 'cs_../../../../etc/passwd00')).toBe(false);
  });

  it('accepts only http(s) return addresses or paths on this host', () => {
    for (const url of ['https://toko.example/r', 'http://localhost:3000/r?a=1', '/checkout/sandbox-card/o1']) expect(isSafeReturnUrl(url), url).toBe(true);
    for (const url of ['javascript:alert(1)', '//evil.example/r', '/\\evil.example', 'data:text/html,x', 'https://user:pw@toko.example/', 'relative/path']) expect(isSafeReturnUrl(url), url).toBe(false);
  });
});
