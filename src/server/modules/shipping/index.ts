/** Courier services and their rates per destination. Owns `shipping_methods` and `shipping_rates`. */
export { shippingQuotes, addShippingMethod, type ShippingQuote, type NewShippingMethod } from './shipping.service';
