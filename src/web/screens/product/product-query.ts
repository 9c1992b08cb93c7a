import type { ImageInfo } from '../../ui/responsive-image';
import { IMAGE_FRAGMENT } from '../../ui/responsive-image';
import { PRICE_FIELDS, type MoneyInfo } from '../../ui/price';
import { PRODUCT_CARD_FIELDS, type ProductCardData } from '../../ui/product-card';

export const PRODUCT_QUERY = /* GraphQL */ `
  query Product($slug: String!) {
    product(slug: $slug) {
      id slug name summary sku stock inStock downPaymentPercent weightGrams lengthCm widthCm heightCm updatedAt
      ${PRICE_FIELDS}
      description { html text(maxLength: 300) }
      images { ${IMAGE_FRAGMENT} }
      breadcrumb { id slug name }
      options { name values { value label } }
      variations { id optionValues sku stock inStock price { amount formatted } compareAtPrice { amount formatted } }
      category { id slug name products(first: 5) { edges { node { ${PRODUCT_CARD_FIELDS} } } } }
    }
    shop { name }
  }
`;

export interface VariationData {
  id: string;
  optionValues: string[];
  sku: string;
  stock: number;
  inStock: boolean;
  price: MoneyInfo;
  compareAtPrice: MoneyInfo | null;
}

export interface ProductData {
  id: string;
  slug: string;
  name: string;
  summary: string;
  sku: string;
  stock: number;
  inStock: boolean;
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  updatedAt: string;
  price: MoneyInfo;
  compareAtPrice: MoneyInfo | null;
  discountPercent: number | null;
  /** Share (1–99) that may be paid now as a down payment; null when not offered. */
  downPaymentPercent: number | null;
  description: { html: string; text: string };
  images: ImageInfo[];
  breadcrumb: Array<{ id: string; slug: string; name: string }>;
  options: Array<{ name: string; values: Array<{ value: string; label: string }> }>;
  variations: VariationData[];
  category: { id: string; slug: string; name: string; products: { edges: Array<{ node: ProductCardData }> } } | null;
}

export interface ProductQueryData {
  product: ProductData | null;
  shop: { name: string };
}
