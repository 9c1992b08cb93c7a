// What the checkout questions screen reads and saves (docs/decisions/0034): the whole list at once.
import { graphDocument } from '../../graph/graph-document';

export const ADMIN_CHECKOUT_FIELDS_QUERY = graphDocument(/* GraphQL */ `
  query AdminCheckoutFields {
    viewer { permissions }
    checkoutFieldSettings { key label { id en } required kind maxLength }
  }
`);

export const SAVE_CHECKOUT_FIELDS_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminSaveCheckoutFields($fields: [CheckoutFieldInput!]!) {
    saveCheckoutFields(fields: $fields) { key label { id en } required kind maxLength }
  }
`);
