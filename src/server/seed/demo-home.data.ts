import type { HomeSection } from '../../domain/content/home-sections';
import type { ProductMotif } from './demo-catalog.types';

/** The demo shop's home page banner: its picture is drawn like the products' (nothing is downloaded). */
export const demoBanner = {
  picture: { motif: 'packet' as ProductMotif, colors: ['#4b2e1e', '#c8a36a'] as [string, string], seed: 'home-banner:kopi' },
  alt: { id: 'Kopi Nusantara', en: 'Indonesian coffee' },
  heading: { id: 'Kopi Nusantara, disangrai tiap minggu', en: 'Indonesian coffee, roasted every week' },
  text: { id: 'Arabika Gayo, Toraja dan Kintamani langsung dari petani, dikirim ke seluruh Indonesia.', en: 'Gayo, Toraja and Kintamani arabica straight from the farmers, shipped all over Indonesia.' },
  buttonLabel: { id: 'Belanja kopi', en: 'Shop coffee' },
  link: '/product/category/kopi-dan-teh',
};

/**
 * The demo shop's arrangement (docs/decisions/0038): the banner, its top-level categories, then
 * featured, discounted and new products — none twice, each a whole row on a wide screen (six a
 * row) and on a phone (two a row). Titles left empty use the shop's words.
 */
export function demoHomeSections(bannerImageId: string, topCategoryIds: readonly string[]): HomeSection[] {
  const untitled = { id: '' };
  return [
    { kind: 'banner', imageId: bannerImageId, heading: demoBanner.heading, text: demoBanner.text, buttonLabel: demoBanner.buttonLabel, link: demoBanner.link },
    { kind: 'categories', title: untitled, categoryIds: topCategoryIds.slice(0, 12) },
    { kind: 'products', title: untitled, source: 'featured', categoryId: null, productIds: [], count: 6 },
    { kind: 'products', title: untitled, source: 'sale', categoryId: null, productIds: [], count: 6 },
    { kind: 'products', title: untitled, source: 'newest', categoryId: null, productIds: [], count: 12 },
  ];
}
