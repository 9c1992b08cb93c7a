import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, storedConsent } from '../../domain/tracking/consent';
import { forgetStartedHosts } from './tag-loader';
import type { DataLayerHost } from './tracking';
import { forgetReportedThisPage, REPORTED_ORDERS_KEY, track } from './tracking';
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

beforeEach(() => {
  pixels = [];
  vi.stubGlobal('Image', class {
    set src(value: string) {
      pixels.push(value);
    }
  });
});

afterEach(() => {
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
      ['consent', 'default'], ['consent', 'update'], ['js', expect.any(Date)], ['config', 'G-TEST1234'], ['event', 'page_view'], ['event', 'add_to_cart'],
    ]);
    expect(calls[1]![2]).toEqual({ ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' });
    const added = page.dataLayer!.find((entry) => (entry as { event?: string }).event === 'add_to_cart') as { event_id: string };
    expect(calls[5]![2]).toMatchObject({ event_id: added.event_id, value: 170000, currency: 'IDR' });
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
