// The shipping address as the shop API gives it, for checkout and order screens alike.
import type { ShippingAddressFieldsFragment } from '../graph/generated/shop-operations';
import { graphFragment } from '../graph/graph-document';

export const SHIPPING_ADDRESS_FIELDS = graphFragment(/* GraphQL */ `
  fragment ShippingAddressFields on ShippingAddress { name phone address district city province postalCode }
`);

/** The parts of an address, in the order a form asks for them. */
export const ADDRESS_PARTS: ReadonlyArray<keyof ShippingAddressFieldsFragment> = ['name', 'phone', 'address', 'district', 'city', 'province', 'postalCode'];
