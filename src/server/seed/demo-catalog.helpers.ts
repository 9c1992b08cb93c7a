import type { SeedOption, SeedProduct, SeedRichText, SeedText, SeedVariation } from './demo-catalog.types';

/** Indonesian and English text; sizes and codes that read the same in both languages pass one argument. */
export function t(id: string, en: string = id): SeedText {
  return { id, en };
}

export function option(name: SeedText, values: Array<SeedText | string>): SeedOption {
  return { name, values: values.map((value) => (typeof value === 'string' ? t(value) : value)) };
}

export const SIZE = t('Ukuran', 'Size');
export const COLOUR = t('Warna', 'Colour');
export const WEIGHT = t('Berat', 'Weight');
export const GRIND = t('Gilingan', 'Grind');

export interface DescriptionSpec {
  intro: SeedText;
  heading: SeedText;
  features: SeedText[];
  closing?: SeedText;
}

/** Every product description has the same shape: a paragraph, a heading over a feature list, and an optional closing paragraph. */
export function richText(spec: DescriptionSpec): SeedRichText {
  const build = (language: keyof SeedText): SeedRichText['id'] => [
    spec.intro[language],
    { heading: spec.heading[language] },
    { list: spec.features.map((feature) => feature[language]) },
    ...(spec.closing ? [spec.closing[language]] : []),
  ];
  return { id: build('id'), en: build('en') };
}

export interface ProductSpec extends Omit<SeedProduct, 'description' | 'options' | 'variations' | 'price' | 'stock'> {
  description: DescriptionSpec;
  /** Price of the plainest combination; `surcharge` adds to it per option value. */
  price: number;
  /** Simple products only; variation stock is derived from the variation SKU. */
  stock?: number;
  options?: SeedOption[];
  /** Extra rupiah per option value id, e.g. `{ XXL: 20000, '1 kg': 280000 }`. */
  surcharge?: Record<string, number>;
}

export function product(spec: ProductSpec): SeedProduct {
  const { description, options = [], surcharge = {}, stock, ...rest } = spec;
  const variations = buildVariations(spec.sku, options, spec.price, surcharge);
  if (variations.length === 0 && stock === undefined) throw new Error(`${spec.slug}: a simple product needs a stock`);
  const price = variations.length > 0 ? Math.min(...variations.map((v) => v.price)) : spec.price;
  return {
    ...rest,
    description: richText(description),
    price,
    stock: variations.length > 0 ? variations.reduce((sum, v) => sum + v.stock, 0) : (stock ?? 0),
    options,
    variations,
  };
}

function buildVariations(sku: string, options: SeedOption[], basePrice: number, surcharge: Record<string, number>): SeedVariation[] {
  if (options.length === 0) return [];
  const known = new Set(options.flatMap((o) => o.values.map((v) => v.id)));
  for (const key of Object.keys(surcharge)) {
    if (!known.has(key)) throw new Error(`${sku}: surcharge for unknown option value ${key}`);
  }
  const combinations = options.reduce<string[][]>(
    (acc, o) => acc.flatMap((prefix) => o.values.map((v) => [...prefix, v.id])),
    [[]],
  );
  const skus = new Set<string>();
  return combinations.map((values) => {
    const variationSku = `${sku}-${values.map(valueCode).join('-')}`;
    if (skus.has(variationSku)) throw new Error(`${sku}: option values give the same SKU ${variationSku}`);
    skus.add(variationSku);
    return {
      values,
      sku: variationSku,
      price: basePrice + values.reduce((sum, v) => sum + (surcharge[v] ?? 0), 0),
      stock: stockFor(variationSku),
    };
  });
}

/** Short SKU part of an option value: `XL`, `1 kg` → `1KG`, `10 kantong` → `10K`, `Hijau Botol` → `HB`, `Merah` → `MER`. */
export function valueCode(value: string): string {
  const words = value.toUpperCase().replace(/[^A-Z0-9 ]/g, '').split(' ').filter(Boolean);
  if (words.length === 1) {
    const word = words[0] ?? '';
    return /^[0-9]/.test(word) || word.length <= 4 ? word : word.slice(0, 3);
  }
  const numeric = (word: string | undefined): boolean => word !== undefined && /^[0-9]/.test(word);
  return words
    .map((word, i) => (numeric(word) || (numeric(words[i - 1]) && word.length <= 3) ? word : word.slice(0, 1)))
    .join('');
}

/** Stable, varied stock so a reseeded shop looks the same; now and then a combination is sold out, as in a real shop. */
function stockFor(sku: string): number {
  let hash = 2166136261;
  for (let i = 0; i < sku.length; i++) hash = Math.imul(hash ^ sku.charCodeAt(i), 16777619) >>> 0;
  return hash % 17 === 0 ? 0 : 3 + (hash % 28);
}
