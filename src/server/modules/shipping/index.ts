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
export { activeCourierAggregator, courierAggregatorAccount, courierAggregatorViews, type CourierAggregatorAccount, type CourierAggregatorView } from './courier-aggregator.service';
export { fetchLiveRates, COURIER_CALL_TIMEOUT_MS, type CourierApis, type LiveRateParcel, type LiveRatesAnswer } from './live-rates.service';
export { BiteshipApi, BiteshipReferenceUsed, type BiteshipOrder, type BiteshipTracking } from './aggregators/biteship-api.server';
export { RajaOngkirApi, waybillJourney } from './aggregators/rajaongkir-api.server';
export { AggregatorCallError } from './aggregators/aggregator-http.server';
export type { RegionCity } from '../../../domain/shipping/regions';
export { registerCourierAggregatorAdminFields, BITESHIP_WEBHOOK_PATH } from './courier-aggregator.resolver';
