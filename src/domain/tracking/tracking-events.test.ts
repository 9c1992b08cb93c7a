import { describe, expect, it } from 'vitest';
import { dataLayerEntry, eventIdOf, ga4Command, pixelEvent, pixelRequestUrl, type TrackEvent } from './tracking-events';

const coffee = { productID: 'UHJvZHVjdDox', name: 'Kopi Gayo', sku: 'KOPI-250', price: 85000, count: 2 };
const coffeeItem = { item_id: 'UHJvZHVjdDox', item_name: 'Kopi Gayo', item_sku: 'KOPI-250', price: 85000, quantity: 2 };
const cart = { currency: 'IDR', value: 170000, items: [coffeeItem] };
const ecommercePixel = { value: 170000, currency: 'IDR', content_ids: '["UHJvZHVjdDox"]', content_type: 'product', num_items: 2 };

/** Each event with what the data layer, GA4 and the pixel receive (event id `E`). */
const CASES: { event: TrackEvent; layer: Record<string, unknown>; ga4: unknown; pixel: unknown }[] = [
  {
    event: { name: 'page_view', path: '/product/kopi', admin: false },
    layer: { event: 'page_view', event_id: 'E', page_path: '/product/kopi', admin: false },
    ga4: ['event', 'page_view', { page_path: '/product/kopi', event_id: 'E' }],
    pixel: { ev: 'PageView', cd: {}, eid: 'E' },
  },
  {
    event: { name: 'view_item', items: [{ ...coffee, count: 1 }] },
    layer: { event: 'view_item', event_id: 'E', ecommerce: { currency: 'IDR', value: 85000, items: [{ ...coffeeItem, quantity: 1 }] } },
    ga4: ['event', 'view_item', { currency: 'IDR', value: 85000, items: [{ ...coffeeItem, quantity: 1 }], event_id: 'E' }],
    pixel: { ev: 'ViewContent', cd: { ...ecommercePixel, value: 85000, num_items: 1, content_name: 'Kopi Gayo' }, eid: 'E' },
  },
  {
    event: { name: 'add_to_cart', items: [coffee] },
    layer: { event: 'add_to_cart', event_id: 'E', ecommerce: cart },
    ga4: ['event', 'add_to_cart', { ...cart, event_id: 'E' }],
    pixel: { ev: 'AddToCart', cd: ecommercePixel, eid: 'E' },
  },
  {
    event: { name: 'begin_checkout', items: [coffee], coupon: 'HEMAT' },
    layer: { event: 'begin_checkout', event_id: 'E', ecommerce: { currency: 'IDR', value: 170000, coupon: 'HEMAT', items: [coffeeItem] } },
    ga4: ['event', 'begin_checkout', { currency: 'IDR', value: 170000, coupon: 'HEMAT', items: [coffeeItem], event_id: 'E' }],
    pixel: { ev: 'InitiateCheckout', cd: ecommercePixel, eid: 'E' },
  },
  {
    event: { name: 'add_payment_info', items: [coffee], paymentType: 'BANK_TRANSFER' },
    layer: { event: 'add_payment_info', event_id: 'E', ecommerce: { currency: 'IDR', value: 170000, payment_type: 'BANK_TRANSFER', items: [coffeeItem] } },
    ga4: ['event', 'add_payment_info', { currency: 'IDR', value: 170000, payment_type: 'BANK_TRANSFER', items: [coffeeItem], event_id: 'E' }],
    pixel: { ev: 'AddPaymentInfo', cd: ecommercePixel, eid: 'E' },
  },
  {
    event: { name: 'purchase', orderID: 'o1', items: [coffee], total: 180000, shipping: 10000 },
    layer: { event: 'purchase', event_id: 'E', ecommerce: { transaction_id: 'o1', currency: 'IDR', value: 180000, shipping: 10000, items: [coffeeItem] } },
    ga4: ['event', 'purchase', { transaction_id: 'o1', currency: 'IDR', value: 180000, shipping: 10000, items: [coffeeItem], event_id: 'E' }],
    pixel: { ev: 'Purchase', cd: { ...ecommercePixel, value: 180000 }, eid: 'E' },
  },
  {
    event: { name: 'search', search: 'kopi arabika' },
    layer: { event: 'search', event_id: 'E', search_term: 'kopi arabika' },
    ga4: ['event', 'search', { search_term: 'kopi arabika', event_id: 'E' }],
    pixel: { ev: 'Search', cd: { search_string: 'kopi arabika' }, eid: 'E' },
  },
  {
    event: { name: 'blog_read_completion', contentName: 'Cara merawat kemeja batik', path: '/blog/batik' },
    layer: { event: 'blog_read_completion', event_id: 'E', content_name: 'Cara merawat kemeja batik', completion: 100, path: '/blog/batik' },
    ga4: ['event', 'blog_read_completion', { content_name: 'Cara merawat kemeja batik', completion: 100, path: '/blog/batik', event_id: 'E' }],
    pixel: null,
  },
  {
    event: { name: 'install_prompt', installed: true },
    layer: { event: 'install_prompt', event_id: 'E', installed: true },
    ga4: ['event', 'install_prompt', { installed: true, event_id: 'E' }],
    pixel: null,
  },
  {
    event: { name: 'subscribe', contentName: 'newsletter' },
    layer: { event: 'subscribe', event_id: 'E', content_name: 'newsletter' },
    ga4: ['event', 'subscribe', { content_name: 'newsletter', event_id: 'E' }],
    pixel: { ev: 'Subscribe', cd: { content_name: 'newsletter' }, eid: 'E' },
  },
  {
    event: { name: 'lead' },
    layer: { event: 'lead', event_id: 'E' },
    ga4: ['event', 'generate_lead', { event_id: 'E' }],
    pixel: { ev: 'Lead', cd: {}, eid: 'E' },
  },
];

describe('each tracking event', () => {
  it.each(CASES.map((c) => [c.event.name, c] as const))('%s becomes its data-layer entry, GA4 command and pixel event', (_name, c) => {
    expect(dataLayerEntry(c.event, 'IDR', 'E')).toEqual(c.layer);
    expect(ga4Command(c.event, 'IDR', 'E')).toEqual(c.ga4);
    expect(pixelEvent(c.event, 'IDR', 'E')).toEqual(c.pixel);
  });

  it('never reports an admin page view to GA4 or the pixel', () => {
    const admin: TrackEvent = { name: 'page_view', path: '/admin/orders', admin: true };
    expect(ga4Command(admin, 'IDR', 'E')).toBeNull();
    expect(pixelEvent(admin, 'IDR', 'E')).toBeNull();
  });
});

describe('the page an event happened on', () => {
  const page = { location: 'https://toko.test/password/forgot', referrer: 'https://www.google.com/' };

  it('is given to GA4 on every event, so gtag.js never sends the browser’s own address', () => {
    expect(ga4Command({ name: 'add_to_cart', items: [coffee] }, 'IDR', 'E', page)?.[2]).toMatchObject({ page_location: page.location, page_referrer: page.referrer });
    expect(ga4Command({ name: 'page_view', path: '/password/forgot', admin: false }, 'IDR', 'E', page)?.[2]).toEqual({
      page_path: '/password/forgot', page_location: page.location, page_referrer: page.referrer, event_id: 'E',
    });
  });

  it('travels with a page view in the data layer, for a container’s tags', () => {
    expect(dataLayerEntry({ name: 'page_view', path: '/password/forgot', admin: false }, 'IDR', 'E', page)).toEqual({
      event: 'page_view', event_id: 'E', page_path: '/password/forgot', admin: false, page_location: page.location, page_referrer: page.referrer,
    });
    expect(dataLayerEntry({ name: 'search', search: 'kopi' }, 'IDR', 'E', page)).toEqual({ event: 'search', event_id: 'E', search_term: 'kopi' });
  });
});

describe('amounts and currency', () => {
  it('reports a purchase worth 0 as 1 everywhere', () => {
    const free: TrackEvent = { name: 'purchase', orderID: 'o2', items: [{ ...coffee, price: 0 }] };
    expect(dataLayerEntry(free, 'IDR', 'E')).toMatchObject({ ecommerce: { value: 1 } });
    expect(ga4Command(free, 'IDR', 'E')?.[2]).toMatchObject({ value: 1 });
    expect(pixelEvent(free, 'IDR', 'E')?.cd.value).toBe(1);
  });

  it('counts negative prices and counts as 0', () => {
    const odd: TrackEvent = { name: 'add_to_cart', items: [{ ...coffee, price: -5 }, { ...coffee, count: -1 }] };
    expect(dataLayerEntry(odd, 'IDR', 'E')).toMatchObject({ ecommerce: { value: 0, items: [{ price: 0, quantity: 2 }, { price: 85000, quantity: 0 }] } });
  });

  it('reports the shop currency by its ISO code, a decimal currency in its units', () => {
    const usd: TrackEvent = { name: 'add_to_cart', items: [{ ...coffee, price: 1250, count: 2 }] };
    expect(dataLayerEntry(usd, 'USD_D', 'E')).toMatchObject({ ecommerce: { currency: 'USD', value: 25, items: [{ price: 12.5 }] } });
    expect(pixelEvent(usd, 'USD_D', 'E')?.cd).toMatchObject({ currency: 'USD', value: 25 });
    expect(dataLayerEntry(usd, 'SGD', 'E')).toMatchObject({ ecommerce: { currency: 'SGD', value: 2500 } });
  });
});

describe('event ids', () => {
  it('gives a purchase the id of its order, so a repeat is recognised, and other events a fresh one', () => {
    expect(eventIdOf({ name: 'purchase', orderID: 'ord_9', items: [] }, () => 'x')).toBe('purchase-ord_9');
    expect(eventIdOf({ name: 'add_to_cart', items: [] }, () => 'abc')).toBe('add_to_cart-abc');
  });
});

describe('pixelRequestUrl', () => {
  it('is the documented image request with custom data and event id', () => {
    const url = new URL(pixelRequestUrl('1234567890', { ev: 'Purchase', cd: { value: 180000, currency: 'IDR' }, eid: 'purchase-o1' }, 'https://toko.test/guest/order/o1'));
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/tr');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: '1234567890', ev: 'Purchase', eid: 'purchase-o1', dl: 'https://toko.test/guest/order/o1', noscript: '1', 'cd[value]': '180000', 'cd[currency]': 'IDR',
    });
  });
});
