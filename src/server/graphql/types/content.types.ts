import { currencyByNumber, type CURRENCIES } from '../../../domain/money/currency';
import { SUPPORTED_LANGUAGES } from '../../../domain/i18n/language';
import type { ShopRecord } from '../../modules/shop/shop.service';
import { listPages, pageByIdOrSlug, type PageRecord } from '../../modules/content/page.service';
import { imageLoader } from '../../modules/catalog/catalog.service';
import { pick } from '../../modules/i18n/translated';
import type { Builder } from '../builder.server';
import type { CommonTypes } from './common.types';

export function registerContentTypes(builder: Builder, common: CommonTypes) {
  const { RichTextRef, ImageRef } = common;

  const PageRef = builder.objectRef<PageRecord>('Page');
  builder.node(PageRef, {
    id: { resolve: (p) => p.id },
    loadMany: (ids, ctx) => Promise.all(ids.map((id) => pageByIdOrSlug(ctx, id))),
    fields: (t) => ({
      slug: t.exposeString('slug'),
      path: t.string({ resolve: (p) => `/page/${encodeURIComponent(p.slug)}` }),
      title: t.string({ resolve: (p, _a, ctx) => pick(p.title, ctx.language) }),
      body: t.field({ type: RichTextRef, resolve: (p, _a, ctx) => pick(p.body, ctx.language) }),
      updatedAt: t.string({ resolve: (p) => p.updatedAt.toISOString() }),
    }),
  });

  const CurrencyRef = builder.objectRef<(typeof CURRENCIES)[number]>('Currency').implement({
    fields: (t) => ({
      code: t.string({ resolve: (c) => c.code }),
      number: t.int({ resolve: (c) => c.number }),
      symbol: t.string({ resolve: (c) => c.symbol }),
      decimal: t.boolean({ description: 'Amounts are stored in hundredths (a _D currency).', resolve: (c) => c.decimal }),
    }),
  });

  const ShopRef = builder.objectRef<ShopRecord>('Shop');
  builder.node(ShopRef, {
    id: { resolve: (s) => s.id },
    loadMany: async (ids, ctx) => ids.map((id) => (id === ctx.shop.id ? ctx.shop : null)),
    fields: (t) => ({
      name: t.exposeString('name'),
      tagline: t.string({ resolve: (s, _a, ctx) => pick(s.tagline, ctx.language) }),
      email: t.exposeString('email'),
      phone: t.exposeString('phone'),
      address: t.exposeString('address'),
      city: t.exposeString('city'),
      currency: t.field({ type: CurrencyRef, resolve: (s) => currencyByNumber(s.currency) ?? currencyByNumber(2)! }),
      defaultLanguage: t.exposeString('defaultLanguage'),
      languages: t.stringList({ resolve: () => [...SUPPORTED_LANGUAGES] }),
      language: t.string({ description: 'The language this answer is in.', resolve: (_s, _a, ctx) => ctx.language }),
      logo: t.field({ type: ImageRef, nullable: true, resolve: (s, _a, ctx) => (s.logoImageId ? imageLoader(ctx).load(s.logoImageId) : null) }),
      pages: t.field({ type: [PageRef], resolve: (_s, _a, ctx) => listPages(ctx) }),
    }),
  });

  return { PageRef, ShopRef };
}
