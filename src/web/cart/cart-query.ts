// The shop API's view of a cart (`cart(lines)`, CartLine): live prices, stock and problems for
// the lines kept in the browser.
import type { LocalCart, LocalCartLine } from '../../domain/cart/local-cart';
import type { ImageInfo } from '../ui/responsive-image';
import { IMAGE_FRAGMENT } from '../ui/responsive-image';

export type CartLineProblem = 'UNAVAILABLE' | 'VARIATION_REQUIRED' | 'OUT_OF_STOCK' | 'NOT_ENOUGH_STOCK';

/** CartLineInput of the shop API. */
export interface CartLineInput {
  productId: string;
  variationId: string | null;
  count: number;
  downPayment: boolean;
}

export function cartLineInput(line: LocalCartLine): CartLineInput {
  return { productId: line.productID, variationId: line.variationID || null, count: line.count, downPayment: line.downPayment };
}

export function cartLinesInput(lines: LocalCart): CartLineInput[] {
  return lines.map(cartLineInput);
}

/** The CartLine fields the cart screens read. */
export const CART_LINE_FIELDS = `
  productId variationId count name variationLabel unitPrice compareAtPrice lineTotal availableStock problem
  downPaymentPercent downPaymentUnit downPayment
  image { ${IMAGE_FRAGMENT} }
  product { id slug sku }
`;

export interface CartLineData {
  productId: string;
  variationId: string | null;
  count: number;
  name: string;
  variationLabel: string;
  unitPrice: number;
  compareAtPrice: number | null;
  lineTotal: number;
  availableStock: number;
  problem: CartLineProblem | null;
  downPaymentPercent: number | null;
  downPaymentUnit: number | null;
  downPayment: boolean;
  image: ImageInfo | null;
  product: { id: string; slug: string; sku: string } | null;
}

export const CART_QUERY = /* GraphQL */ `
  query Cart($lines: [CartLineInput!]!) {
    shop { name }
    cart(lines: $lines) {
      subtotal count currency
      lines { ${CART_LINE_FIELDS} }
    }
  }
`;

export interface CartQueryData {
  shop: { name: string };
  cart: { subtotal: number; count: number; currency: number; lines: CartLineData[] };
}

/** Whether a live line answers for the local line of `productID` + `variationID`. */
export function answersFor(live: { productId: string; variationId: string | null }, line: { productID: string; variationID: string }): boolean {
  return live.productId === line.productID && (live.variationId ?? '') === line.variationID;
}
