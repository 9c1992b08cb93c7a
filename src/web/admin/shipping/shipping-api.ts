// What the shipping settings screen asks of the staff API, and what it changes there
// (docs/decisions/0034). Every change answers with the whole setup, so the screen redraws from it.
import { graphDocument, graphFragment } from '../../graph/graph-document';

export const ADMIN_SHIPPING_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminShippingFields on ShippingSetup {
    provinces
    freeShippingMinSubtotal freeShippingProvinces freeShippingServiceIds pickupEnabled pickupAddress
    pickupHours { id en }
    couriers {
      id name active
      services {
        id service active
        rates { province pricePerKg etaDaysMin etaDaysMax brackets { upToGrams price } }
      }
    }
  }
`);

export const ADMIN_SHIPPING_QUERY = graphDocument(/* GraphQL */ `
  query AdminShipping {
    viewer { permissions }
    shippingSetup { ...AdminShippingFields }
  }
`, ADMIN_SHIPPING_FIELDS);

export const SAVE_COURIER_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminSaveShippingCourier($input: ShippingCourierInput!) { saveShippingCourier(input: $input) { ...AdminShippingFields } }
`, ADMIN_SHIPPING_FIELDS);

export const DELETE_COURIER_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminDeleteShippingCourier($id: ID!) { deleteShippingCourier(id: $id) { ...AdminShippingFields } }
`, ADMIN_SHIPPING_FIELDS);

export const REORDER_COURIERS_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminReorderShippingCouriers($ids: [ID!]!) { reorderShippingCouriers(ids: $ids) { ...AdminShippingFields } }
`, ADMIN_SHIPPING_FIELDS);

export const SAVE_SERVICE_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminSaveShippingService($input: ShippingServiceInput!) { saveShippingService(input: $input) { ...AdminShippingFields } }
`, ADMIN_SHIPPING_FIELDS);

export const DELETE_SERVICE_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminDeleteShippingService($id: ID!) { deleteShippingService(id: $id) { ...AdminShippingFields } }
`, ADMIN_SHIPPING_FIELDS);

export const REORDER_SERVICES_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminReorderShippingServices($courierId: ID!, $ids: [ID!]!) { reorderShippingServices(courierId: $courierId, ids: $ids) { ...AdminShippingFields } }
`, ADMIN_SHIPPING_FIELDS);

export const SET_RATES_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminSetShippingRates($input: ShippingRatesInput!) { setShippingRates(input: $input) { ...AdminShippingFields } }
`, ADMIN_SHIPPING_FIELDS);

export const REMOVE_RATES_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminRemoveShippingRates($serviceId: ID!, $provinces: [String!]!) { removeShippingRates(serviceId: $serviceId, provinces: $provinces) { ...AdminShippingFields } }
`, ADMIN_SHIPPING_FIELDS);

export const COPY_RATES_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminCopyShippingRates($fromServiceId: ID!, $toServiceId: ID!) { copyShippingRates(fromServiceId: $fromServiceId, toServiceId: $toServiceId) { ...AdminShippingFields } }
`, ADMIN_SHIPPING_FIELDS);

export const SAVE_OPTIONS_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminSaveShippingOptions($input: ShippingOptionsInput!) { saveShippingOptions(input: $input) { ...AdminShippingFields } }
`, ADMIN_SHIPPING_FIELDS);
