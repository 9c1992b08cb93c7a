import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataLayerHost } from './tracking';
import { track } from './tracking';

const coffee = { productID: 'UHJvZHVjdDox', name: 'Kopi Gayo', sku: 'KOPI-250', price: 85000, count: 2 };

afterEach(() => {
  delete window.dataLayer;
  vi.restoreAllMocks();
});

describe('track', () => {
  it('creates the page data layer and pushes add_to_cart with its value in IDR', () => {
    expect(window.dataLayer).toBeUndefined();
    track({ name: 'add_to_cart', items: [coffee] });
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'IDR',
          value: 170000,
          items: [{ item_id: 'UHJvZHVjdDox', item_name: 'Kopi Gayo', item_sku: 'KOPI-250', price: 85000, quantity: 2 }],
        },
      },
    ]);
  });

  it('keeps what the page already pushed', () => {
    window.dataLayer = [{ event: 'page_view' }];
    track({ name: 'begin_checkout', items: [coffee], checkoutID: 'chk_1' });
    expect(window.dataLayer).toHaveLength(3);
    expect(window.dataLayer[2]).toMatchObject({ event: 'begin_checkout', ecommerce: { currency: 'IDR', value: 170000, checkout_id: 'chk_1' } });
  });

  it('reports a purchase worth 0 as 1, and otherwise its total', () => {
    const host: DataLayerHost = {};
    track({ name: 'purchase', orderID: 'o1', items: [{ ...coffee, price: 0 }] }, host);
    track({ name: 'purchase', orderID: 'o2', items: [coffee], total: 180000, shipping: 10000 }, host);
    expect(host.dataLayer?.[1]).toMatchObject({ event: 'purchase', ecommerce: { transaction_id: 'o1', value: 1, currency: 'IDR' } });
    expect(host.dataLayer?.[3]).toMatchObject({ event: 'purchase', ecommerce: { transaction_id: 'o2', value: 180000, shipping: 10000 } });
  });

  it('never throws, with no page or a broken data layer', () => {
    expect(() => track({ name: 'add_to_cart', items: [coffee] }, null)).not.toThrow();
    expect(window.dataLayer).toBeUndefined();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const layer: unknown[] = [];
    layer.push = () => {
      throw new Error('blocked');
    };
    expect(() => track({ name: 'add_to_cart', items: [coffee] }, { dataLayer: layer })).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});

describe('blog read completion', () => {
  it('reports the post read to its end, without e-commerce fields', () => {
    const host: DataLayerHost = {};
    track({ name: 'blog_read_completion', contentName: 'Cara merawat kemeja batik', path: '/blog/cara-merawat-kemeja-batik' }, host);
    expect(host.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'blog_read_completion', content_name: 'Cara merawat kemeja batik', completion: 100, path: '/blog/cara-merawat-kemeja-batik' },
    ]);
  });
});
