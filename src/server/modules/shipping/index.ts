/**
 * Couriers, their services and rates per destination, free shipping and pickup. Owns
 * `shipping_couriers`, `shipping_methods`, `shipping_rates` and `shop_shipping_settings`; reads the
 * official list of regions that addresses are suggested from.
 */
export {
  shippingQuotes, addShippingCourier, saveShippingSettings, shippingSettingsOf, PICKUP_METHOD_ID,
  type ShippingQuote, type QuoteRequest, type NewShippingCourier, type ShippingSettings,
} from './shipping.service';
export { registerShippingAdminFields } from './shipping.resolver';
export { shippingMarks } from './shipping-admin.service';
export { regionCities } from './regions.server';
export type { RegionCity } from '../../../domain/shipping/regions';
