/** Indonesian (main language) and English text of one field. */
export interface SeedText { id: string; en: string }

/** A plain paragraph, a heading, or a bulleted list; the seeder turns these into rich-text blocks (spec §3). */
export type SeedParagraph = string | { heading: string } | { list: string[] };

export interface SeedRichText { id: SeedParagraph[]; en: SeedParagraph[] }

/** Objects the picture generator knows how to draw. */
export type ProductMotif =
  | 'shirt'
  | 'dress'
  | 'skirt'
  | 'trousers'
  | 'fabric'
  | 'scarf'
  | 'hat'
  | 'cap'
  | 'shoe'
  | 'bag'
  | 'woven-bag'
  | 'pouch'
  | 'cup'
  | 'bottle'
  | 'jar'
  | 'packet'
  | 'box'
  | 'bowl'
  | 'basket'
  | 'vase'
  | 'plant'
  | 'flower'
  | 'pot'
  | 'book'
  | 'candle'
  | 'lamp'
  | 'pillow'
  | 'soap';

export interface SeedCategory {
  slug: string;
  name: SeedText;
  description: SeedText;
  parentSlug?: string;
  motif: ProductMotif;
  /** Main and accent colour as `#rrggbb`. */
  colors: [string, string];
}

/** e.g. Ukuran/Size: S, M, L; Warna/Colour: Merah/Red. */
export interface SeedOption { name: SeedText; values: SeedText[] }

export interface SeedVariation {
  /** Option value ids (Indonesian text), one per option, in option order. */
  values: string[];
  sku: string;
  price: number;
  stock: number;
}

export interface SeedProduct {
  slug: string;
  categorySlug: string;
  name: SeedText;
  summary: SeedText;
  description: SeedRichText;
  /** IDR in whole rupiah, e.g. 185000; for products with variations, the lowest variation price. */
  price: number;
  /** IDR, higher than `price` when on sale. */
  compareAtPrice?: number;
  sku: string;
  /** For products with variations, the sum of the variations' stock. */
  stock: number;
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  /** Empty for simple products. */
  options: SeedOption[];
  /** Empty for simple products; otherwise every combination of option values exactly once. */
  variations: SeedVariation[];
  /** 1..4 pictures. */
  imageCount: number;
  motif: ProductMotif;
  /** Main and accent colour as `#rrggbb`; drive the generated picture. */
  colors: [string, string];
  featured?: boolean;
}

export interface SeedPage { slug: string; title: SeedText; body: SeedRichText }

export interface SeedShop { name: string; tagline: SeedText; email: string; phone: string; address: string; city: string }
