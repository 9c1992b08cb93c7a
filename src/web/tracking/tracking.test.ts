import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, storedConsent } from '../../domain/tracking/consent';
import { forgetStartedHosts } from './tag-loader';
import type { DataLayerHost } from './tracking';
import { forgetReportedThisPage, REPORTED_ORDERS_KEY, track, trackOnce } from './tracking';
import { forgetPageConfig, TRACKING_CONFIG_ID } from './tracking-page';
import { saveConsent } from './consent-store';

const coffee = { productID: 'UHJvZHVjdDox', name: 'Kopi Gayo', sku: 'KOPI-250', price: 85000, count: 2 };
const services = { ga4: 'G-TEST1234', gtm: '', metaPixel: '1234567890' };
type Page = Window & DataLayerHost;
const page = window as Page;

function configure(config: object | null): void {
  document.getElementById(TRACKING_CONFIG_ID)?.remove();
  if (config) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = TRACKING_CONFIG_ID;
    script.textContent = JSON.stringify(config);
    document.body.append(script);
  }
  forgetPageConfig();
}

let pixels: string[];
let pixelReferrers: string[];

beforeEach(() => {
  pixels = [];
  pixelReferrers = [];
  vi.stubGlobal('Image', class {
    referrerPolicy = '';
    set src(value: string) {
      pixels.push(value);
      pixelReferrers.push(this.referrerPolicy);
    }
  });
});

/** Puts the page at `path` (and the page it came from), as a browser would show them. */
function visit(path: string, referrer = ''): void {
  window.history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

afterEach(() => {
  visit('/');
  delete (document as { referrer?: string }).referrer;
  delete page.dataLayer;
  delete page.gtag;
  delete page.etalaseCurrency;
  localStorage.clear();
  document.head.querySelectorAll('script[src]').forEach((script) => script.remove());
  configure(null);
  forgetStartedHosts();
  forgetReportedThisPage();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const layerEvents = () => (page.dataLayer ?? []).filter((entry) => !(entry && typeof entry === 'object' && 'length' in entry) && (entry as { event?: string }).event).map((entry) => (entry as { event: string }).event);
const gtagCalls = () => (page.dataLayer ?? []).filter((entry) => entry && typeof entry === 'object' && 'length' in entry).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('track without tracking services', () => {
  it('pushes the event to the data layer in the shop currency, with its event id', () => {
    configure({ ...services, ga4: '', metaPixel: '', currency: 'SGD' });
    track({ name: 'add_to_cart', items: [coffee] });
    expect(page.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        event_id: expect.stringMatching(/^add_to_cart-/),
        ecommerce: { currency: 'SGD', value: 170000, items: [{ item_id: 'UHJvZHVjdDox', item_name: 'Kopi Gayo', item_sku: 'KOPI-250', price: 85000, quantity: 2 }] },
      },
    ]);
    expect(pixels).toEqual([]);
  });

  it('takes the page global’s currency over the shop’s (spec §9), and IDR without either', () => {
    track({ name: 'add_to_cart', items: [coffee] });
    expect(page.dataLayer?.[1]).toMatchObject({ ecommerce: { currency: 'IDR' } });
    page.etalaseCurrency = 'EUR';
    track({ name: 'add_to_cart', items: [coffee] });
    expect(page.dataLayer?.[3]).toMatchObject({ ecommerce: { currency: 'EUR' } });
  });

  it('skips an admin page view', () => {
    track({ name: 'page_view', path: '/admin/blog/preview/x', admin: true });
    expect(page.dataLayer).toBeUndefined();
  });

  it('never throws, with no page or a broken data layer', () => {
    expect(() => track({ name: 'add_to_cart', items: [coffee] }, null)).not.toThrow();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const layer: unknown[] = [];
    layer.push = () => {
      throw new Error('blocked');
    };
    expect(() => track({ name: 'add_to_cart', items: [coffee] }, { dataLayer: layer })).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});

describe('track with GA4 and the pixel configured', () => {
  beforeEach(() => configure({ ...services, currency: 'IDR' }));

  it('before consent: Consent Mode denies everything, no tag loads and no pixel is sent', () => {
    track({ name: 'page_view', path: '/', admin: false });
    track({ name: 'add_to_cart', items: [coffee] });
    expect(gtagCalls()).toEqual([['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 }]]);
    expect(layerEvents()).toEqual(['page_view', 'add_to_cart']);
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(0);
    expect(pixels).toEqual([]);
  });

  it('after accepting: gtag.js loads with the id, events reach GA4 and the pixel with the same event id', () => {
    track({ name: 'page_view', path: '/', admin: false });
    saveConsent({ analytics: true, advertising: true });
    expect([...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'))).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1234']);
    track({ name: 'add_to_cart', items: [coffee] });
    const calls = gtagCalls();
    expect(calls.map((call) => call.slice(0, 2))).toEqual([
      ['consent', 'default'], ['consent', 'update'], ['set', { page_location: `${location.origin}/`, page_referrer: '' }], ['js', expect.any(Date)], ['config', 'G-TEST1234'], ['event', 'page_view'], ['event', 'add_to_cart'],
    ]);
    expect(calls[1]![2]).toEqual({ ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' });
    const added = page.dataLayer!.find((entry) => (entry as { event?: string }).event === 'add_to_cart') as { event_id: string };
    expect(calls[6]![2]).toMatchObject({ event_id: added.event_id, value: 170000, currency: 'IDR' });
    expect(pixels.map((url) => new URL(url).searchParams.get('ev'))).toEqual(['PageView', 'AddToCart']);
    const cart = new URL(pixels[1]!).searchParams;
    expect([cart.get('id'), cart.get('eid'), cart.get('cd[value]'), cart.get('cd[currency]')]).toEqual(['1234567890', added.event_id, '170000', 'IDR']);
  });

  it('with analytics only: GA4 gets the events, the pixel nothing', () => {
    saveConsent({ analytics: true, advertising: false });
    track({ name: 'search', search: 'kopi' });
    expect(gtagCalls().at(-1)?.slice(0, 2)).toEqual(['event', 'search']);
    expect(pixels).toEqual([]);
  });

  it('after rejecting: no tag and no pixel, the data layer still records', () => {
    saveConsent({ analytics: false, advertising: false });
    track({ name: 'add_to_cart', items: [coffee] });
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(0);
    expect(pixels).toEqual([]);
    expect(gtagCalls().map((call) => call.slice(0, 2))).toEqual([['consent', 'default'], ['consent', 'update']]);
    expect(layerEvents()).toEqual(['add_to_cart']);
  });

  it('applies a choice remembered from an earlier visit before the first event', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(storedConsent({ analytics: false, advertising: true }, services, 1)));
    track({ name: 'view_item', items: [coffee] });
    expect(pixels.map((url) => new URL(url).searchParams.get('ev'))).toEqual(['ViewContent']);
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it('reports a purchase once, with the order as its event id, even when the order page loads again', () => {
    saveConsent({ analytics: true, advertising: true });
    const purchase = { name: 'purchase', orderID: 'ord_1', items: [{ ...coffee, price: 0 }] } as const;
    track(purchase);
    forgetReportedThisPage();
    track(purchase);
    expect(layerEvents()).toEqual(['purchase']);
    expect(JSON.parse(localStorage.getItem(REPORTED_ORDERS_KEY)!)).toEqual(['ord_1']);
    const sent = new URL(pixels.at(-1)!).searchParams;
    expect([sent.get('ev'), sent.get('eid'), sent.get('cd[value]')]).toEqual(['Purchase', 'purchase-ord_1', '1']);
  });
});

describe('blog read completion', () => {
  it('reports the post read to its end, without e-commerce fields', () => {
    const host: DataLayerHost = {};
    track({ name: 'blog_read_completion', contentName: 'Cara merawat kemeja batik', path: '/blog/cara-merawat-kemeja-batik' }, host);
    expect(host.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'blog_read_completion', event_id: expect.stringMatching(/^blog_read_completion-/), content_name: 'Cara merawat kemeja batik', completion: 100, path: '/blog/cara-merawat-kemeja-batik' },
    ]);
  });
});

const SECRET = 'k7Q2vX9pL4mN8rT1wY5zA3bC6dE0fG2hJ4kM6nP8qR0';
const pixelParams = () => pixels.map((url) => Object.fromEntries(new URL(url).searchParams));
const sentToGa4 = () => gtagCalls().filter((call) => call[0] === 'event');
const everythingSent = () => JSON.stringify([gtagCalls(), pixels]);

describe('what the services learn of the page', () => {
  beforeEach(() => configure({ ...services, currency: 'IDR' }));

  it('is its origin and path: no query string, no fragment, and a referrer cut the same way', () => {
    visit('/search?q=kemeja&utm_source=mail#hasil', `https://mail.example/inbox?message=${SECRET}`);
    saveConsent({ analytics: true, advertising: true });
    track({ name: 'page_view', path: '/search', admin: false });
    track({ name: 'search', search: 'kemeja' });
    const expected = { page_location: `${location.origin}/search`, page_referrer: 'https://mail.example/inbox' };
    expect(sentToGa4().map((call) => call[2])).toEqual([expect.objectContaining(expected), expect.objectContaining(expected)]);
    expect(gtagCalls().find((call) => call[0] === 'set')?.[1]).toEqual(expected);
    expect(pixelParams().map((params) => params.dl)).toEqual([`${location.origin}/search`, `${location.origin}/search`]);
    expect(pixelReferrers).toEqual(['no-referrer', 'no-referrer']);
    expect(everythingSent()).not.toContain('utm_source');
    expect(everythingSent()).not.toContain(SECRET);
  });

  it('on a page that carries a secret: the data layer records it masked, no tag loads and nothing is sent', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(storedConsent({ analytics: true, advertising: true }, services, 1)));
    visit(`/password/forgot?token=${SECRET}`);
    track({ name: 'page_view', path: '/password/forgot', admin: false });
    track({ name: 'install_prompt', installed: false });
    expect(layerEvents()).toEqual(['page_view', 'install_prompt']);
    expect(page.dataLayer?.find((entry) => (entry as { event?: string }).event === 'page_view')).toMatchObject({ event: 'page_view', page_path: '/password/forgot', page_location: `${location.origin}/password/forgot` });
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(0);
    expect(sentToGa4()).toEqual([]);
    expect(pixels).toEqual([]);
    expect(JSON.stringify(page.dataLayer)).not.toContain(SECRET);

    // Saving a choice there does not load the tags either; the next page does, and is reported.
    saveConsent({ analytics: true, advertising: true });
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(0);
    expect(pixels).toEqual([]);
    visit('/login');
    track({ name: 'page_view', path: '/login', admin: false });
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(1);
    expect(sentToGa4().map((call) => call[2])).toEqual([expect.objectContaining({ page_path: '/login', page_location: `${location.origin}/login` })]);
    expect(pixelParams().map((params) => [params.ev, params.dl])).toEqual([['PageView', `${location.origin}/login`]]);
    expect(everythingSent()).not.toContain(SECRET);
  });

  it.each([`/o/T3JkZXI6MQ/${SECRET}`, `/_/email/${SECRET}/confirm`, `/_/check/${SECRET}`, `/_/customer/login/${SECRET}`, `/checkout/${SECRET}/recover`])('sends nothing about %s', (path) => {
    saveConsent({ analytics: true, advertising: true });
    visit(path);
    track({ name: 'page_view', path, admin: false });
    expect(sentToGa4()).toEqual([]);
    expect(pixels).toEqual([]);
    expect(JSON.stringify(page.dataLayer)).not.toContain(SECRET);
  });

  it('reports a checkout’s steps under the pattern, never the id that opens it', () => {
    saveConsent({ analytics: true, advertising: true });
    visit(`/checkout/${SECRET}/start`);
    track({ name: 'page_view', path: `/checkout/${SECRET}/start`, admin: false });
    track({ name: 'purchase', orderID: 'ord_2', items: [coffee] });
    expect(sentToGa4().map((call) => [call[1], (call[2] as { page_location: string }).page_location])).toEqual([
      ['page_view', `${location.origin}/checkout/:checkoutID/start`], ['purchase', `${location.origin}/checkout/:checkoutID/start`],
    ]);
    expect(pixelParams().map((params) => params.ev)).toEqual(['PageView', 'Purchase']);
    expect(JSON.stringify([page.dataLayer, pixels])).not.toContain(SECRET);
  });

  it('tells loaded tags the masked address when the shop moves on to a page with a secret', () => {
    saveConsent({ analytics: true, advertising: true });
    track({ name: 'page_view', path: '/', admin: false });
    visit(`/checkout/${SECRET}/start`);
    track({ name: 'page_view', path: `/checkout/${SECRET}/start`, admin: false });
    expect(gtagCalls().filter((call) => call[0] === 'set').at(-1)?.[1]).toEqual({ page_location: `${location.origin}/checkout/:checkoutID/start`, page_referrer: '' });
  });
});

describe('the current page once the shopper agrees', () => {
  beforeEach(() => configure({ ...services, currency: 'IDR' }));
  const pageViews = () => ({
    layer: layerEvents().filter((name) => name === 'page_view').length,
    ga4: sentToGa4().filter((call) => call[1] === 'page_view').length,
    pixel: pixelParams().filter((params) => params.ev === 'PageView').length,
  });

  it('is reported to each newly allowed service once, with the data layer’s event id, however often the choice is saved', () => {
    track({ name: 'page_view', path: '/', admin: false });
    saveConsent({ analytics: true, advertising: false });
    expect(pageViews()).toEqual({ layer: 1, ga4: 1, pixel: 0 });
    saveConsent({ analytics: true, advertising: true });
    expect(pageViews()).toEqual({ layer: 1, ga4: 1, pixel: 1 });
    saveConsent({ analytics: false, advertising: false });
    saveConsent({ analytics: true, advertising: true });
    expect(pageViews()).toEqual({ layer: 1, ga4: 1, pixel: 1 });
    const viewed = page.dataLayer!.find((entry) => (entry as { event?: string }).event === 'page_view') as { event_id: string };
    expect((sentToGa4()[0]![2] as { event_id: string }).event_id).toBe(viewed.event_id);
    expect(pixelParams()[0]!.eid).toBe(viewed.event_id);
  });

  it('is not reported again when the choice was remembered and the shopper saves it once more', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(storedConsent({ analytics: true, advertising: true }, services, 1)));
    track({ name: 'page_view', path: '/', admin: false });
    saveConsent({ analytics: true, advertising: true });
    expect(pageViews()).toEqual({ layer: 1, ga4: 1, pixel: 1 });
  });

  it('is the page of the last page view, on the next route the shopper opened', () => {
    track({ name: 'page_view', path: '/', admin: false });
    visit('/cart');
    track({ name: 'page_view', path: '/cart', admin: false });
    saveConsent({ analytics: true, advertising: true });
    expect(sentToGa4().map((call) => (call[2] as { page_path: string }).page_path)).toEqual(['/cart']);
    expect(pixelParams().map((params) => params.dl)).toEqual([`${location.origin}/cart`]);
  });
});

describe('trackOnce', () => {
  it('reports an event once per key in this browser, even when the page loads again', () => {
    configure({ ...services, currency: 'IDR' });
    saveConsent({ analytics: true, advertising: true });
    trackOnce({ name: 'subscribe', contentName: 'newsletter' }, 'conf-1');
    forgetReportedThisPage();
    trackOnce({ name: 'subscribe', contentName: 'newsletter' }, 'conf-1');
    expect(layerEvents()).toEqual(['subscribe']);
    expect(pixelParams().map((params) => params.ev)).toEqual(['Subscribe']);
    trackOnce({ name: 'subscribe', contentName: 'newsletter' }, 'conf-2');
    expect(layerEvents()).toEqual(['subscribe', 'subscribe']);
  });
});
