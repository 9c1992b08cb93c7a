import { SUPPORTED_LANGUAGES } from '../../../domain/i18n/language';
import { pick } from '../../../domain/i18n/translated';
import { SOCIAL_SITE_NAMES, SOCIAL_SITES, type SocialSite } from '../../../domain/shop/shop-contact';
import { SHOP_FONTS } from '../../../domain/shop/shop-look';
import { currencyByNumber, type CURRENCIES } from '../../../domain/money/currency';
import type { ShopRecord } from '../../context.server';
import type { Builder } from '../../graphql/builder.server';
import { imageLoader, type MediaGraph } from '../media';

/** The shop type (a node) with its currency; both schemas answer `shop`. */
export function registerShopGraph(builder: Builder, media: MediaGraph) {
  const CurrencyRef = builder.objectRef<(typeof CURRENCIES)[number]>('Currency').implement({
    fields: (t) => ({
      code: t.string({ resolve: (c) => c.code }),
      number: t.int({ resolve: (c) => c.number }),
      symbol: t.string({ resolve: (c) => c.symbol }),
      decimal: t.boolean({ description: 'Amounts are stored in hundredths (a _D currency).', resolve: (c) => c.decimal }),
    }),
  });

  const SocialLinkRef = builder.objectRef<{ site: SocialSite; url: string }>('SocialLink').implement({
    fields: (t) => ({ site: t.exposeString('site'), name: t.string({ resolve: (l) => SOCIAL_SITE_NAMES[l.site] }), url: t.exposeString('url') }),
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
      languages: t.stringList({ description: 'Indonesian always; English when the owner offers it.', resolve: (s) => SUPPORTED_LANGUAGES.filter((l) => l === 'id' || s.englishEnabled) }),
      province: t.exposeString('province'),
      whatsapp: t.exposeString('whatsapp', { description: 'E.164, or empty when the shop gives none.' }),
      brandColor: t.exposeString('brandColor', { description: '#rrggbb, readable on white (WCAG AA).' }),
      accentColor: t.exposeString('accentColor'),
      font: t.string({ description: 'The CSS font stack the shop is written in; fonts every device has.', resolve: (s) => SHOP_FONTS[s.font] ?? SHOP_FONTS.system }),
      timeZone: t.exposeString('timeZone'),
      socialLinks: t.field({ type: [SocialLinkRef], resolve: (s) => SOCIAL_SITES.flatMap((site) => (s.social[site] ? [{ site, url: s.social[site] }] : [])) }),
      seoTitleSuffix: t.string({ description: 'Added to the title of a page without its own.', resolve: (s, _a, ctx) => pick(s.seoTitleSuffix, ctx.language) || s.seoTitleSuffix.id }),
      seoDescription: t.string({ description: 'The description of a page without its own.', resolve: (s, _a, ctx) => pick(s.seoDescription, ctx.language) || s.seoDescription.id }),
      language: t.string({ description: 'The language this answer is in.', resolve: (_s, _a, ctx) => ctx.language }),
      logo: t.field({ type: media.ImageRef, nullable: true, resolve: (s, _a, ctx) => (s.logoImageId ? imageLoader(ctx).load(s.logoImageId) : null) }),
    }),
  });

  builder.queryFields((t) => ({
    shop: t.field({ type: ShopRef, resolve: (_r, _a, ctx) => ctx.shop }),
  }));

  return { ShopRef };
}

export type ShopGraph = ReturnType<typeof registerShopGraph>;
