import { graphDocument, graphFragment } from '../../graph/graph-document';
import { MONEY_FIELDS, PRICE_FIELDS } from '../../ui/price';
import { PRODUCT_CARD_FIELDS } from '../../ui/product-card';
import { IMAGE_FIELDS } from '../../ui/responsive-image';

/** One buyable combination of a product's options. */
export const VARIATION_FIELDS = graphFragment(/* GraphQL */ `
  fragment VariationFields on ProductVariation {
    id optionValues sku stock inStock price { ...MoneyFields } compareAtPrice { ...MoneyFields } image { id }
  }
`, MONEY_FIELDS);

/** The bundles a product page offers: only those a shopper can buy now (the server decides). */
export const BUNDLE_OFFER_FIELDS = graphFragment(/* GraphQL */ `
  fragment BundleOfferFields on ProductBundle {
    id name price { ...MoneyFields } itemsTotal { ...MoneyFields } saving { ...MoneyFields }
    items { count variationLabel unitPrice { amount } variation { id sku } product { id slug name sku image { ...ImageFields } } }
  }
`, MONEY_FIELDS, IMAGE_FIELDS);

/** An approved review as the product page shows it: the buyer's first name only. */
export const REVIEW_FIELDS = graphFragment(/* GraphQL */ `
  fragment ReviewFields on ProductReview { id authorName rating body createdAt reply repliedAt }
`);

/** Reviews past the first five, asked for when the shopper wants more. */
export const PRODUCT_REVIEWS_QUERY = graphDocument(/* GraphQL */ `
  query ProductReviews($slug: String!, $first: Int!, $offset: Int!) {
    product(slug: $slug) { id reviews(first: $first, offset: $offset) { totalCount nodes { ...ReviewFields } } }
  }
`, REVIEW_FIELDS);

/** Everything the product page shows; `downPaymentPercent` (1–99) is null when not offered. */
export const PRODUCT_DETAIL_FIELDS = graphFragment(/* GraphQL */ `
  fragment ProductDetailFields on Product {
    id slug name summary metaTitle metaDescription sku stock inStock downPaymentPercent weightGrams lengthCm widthCm heightCm updatedAt
    ...PriceFields
    description { html text(maxLength: 300) }
    images { ...ImageFields }
    breadcrumb { id slug name }
    options { name values { value label } }
    variations { ...VariationFields }
    category { id slug name products(first: 5) { edges { node { ...ProductCardFields } } } }
    bundles { ...BundleOfferFields }
    rating { average count }
    reviews(first: 5) { totalCount nodes { ...ReviewFields } }
  }
`, PRICE_FIELDS, IMAGE_FIELDS, VARIATION_FIELDS, PRODUCT_CARD_FIELDS, BUNDLE_OFFER_FIELDS, REVIEW_FIELDS);

export const PRODUCT_QUERY = graphDocument(/* GraphQL */ `
  query Product($slug: String!) {
    product(slug: $slug) { ...ProductDetailFields }
    movedTo: productMovedTo(slug: $slug)
    shop { name }
  }
`, PRODUCT_DETAIL_FIELDS);

/** The staff preview asks for exactly what the page shows, and whether it is published. */
export const PRODUCT_PREVIEW_QUERY = graphDocument(/* GraphQL */ `
  query ProductPreview($slug: String!) {
    productPreview(slug: $slug) { ...ProductDetailFields status }
    shop { name }
  }
`, PRODUCT_DETAIL_FIELDS);

/** A shopper asks to be e-mailed once when a sold-out product or variation is back. */
export const REQUEST_STOCK_ALERT_MUTATION = graphDocument(/* GraphQL */ `
  mutation RequestStockAlert($input: StockAlertInput!) {
    requestStockAlert(input: $input) { email message }
  }
`);
