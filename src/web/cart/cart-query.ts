// The shop API's view of a cart (`cart(lines)`, CartLine): live prices, stock and problems for
// the lines kept in the browser.
import type { LocalCart, LocalCartLine } from '../../domain/cart/local-cart';
import type { CartLineInput } from '../graph/generated/shop-operations';
import { graphDocument, graphFragment } from '../graph/graph-document';
import { IMAGE_FIELDS } from '../ui/responsive-image';

export function cartLineInput(line: LocalCartLine): CartLineInput {
  return { productId: line.productID, variationId: line.variationID || null, count: line.count, downPayment: line.downPayment };
}

export function cartLinesInput(lines: LocalCart): CartLineInput[] {
  return lines.map(cartLineInput);
}

/** The CartLine fields the cart screens read. */
export const CART_LINE_FIELDS = graphFragment(/* GraphQL */ `
  fragment CartLineFields on CartLine {
    productId variationId count name variationLabel unitPrice compareAtPrice lineTotal availableStock problem
    downPaymentPercent downPaymentUnit downPayment
    image { ...ImageFields }
    product { id slug sku }
  }
`, IMAGE_FIELDS);

export const CART_QUERY = graphDocument(/* GraphQL */ `
  query Cart($lines: [CartLineInput!]!) {
    shop { name }
    cart(lines: $lines) {
      subtotal count currency
      lines { ...CartLineFields }
      bundles { bundleId name sets saving }
    }
  }
`, CART_LINE_FIELDS);

/** Whether a live line answers for the local line of `productID` + `variationID`. */
export function answersFor(live: { productId: string; variationId: string | null }, line: { productID: string; variationID: string }): boolean {
  return live.productId === line.productID && (live.variationId ?? '') === line.variationID;
}
