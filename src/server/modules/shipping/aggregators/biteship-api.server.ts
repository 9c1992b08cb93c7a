import { z } from 'zod';
import { AggregatorCallError, callJson, type AggregatorConnectionCheck } from './aggregator-http.server';

/** Biteship's own host; BITESHIP_API_BASE_URL replaces it (a local simulator in tests). */
const BITESHIP_HOST = 'https://api.biteship.com';
/** Biteship's error code for a `reference_id` used by an earlier order. */
const REFERENCE_USED = 40002060;

export interface BiteshipParcelItem {
  name: string;
  /** What the goods are worth, in rupiah: Biteship insures by it. */
  value: number;
  weightGrams: number;
  quantity: number;
}

const rateSchema = z.object({
  courier_code: z.string(),
  courier_name: z.string(),
  courier_service_code: z.string(),
  courier_service_name: z.string(),
  price: z.number(),
  duration: z.string().optional().default(''),
  shipment_duration_range: z.string().optional().default(''),
  shipment_duration_unit: z.string().optional().default(''),
});
const ratesSchema = z.object({ pricing: z.array(rateSchema) });
export type BiteshipRate = z.infer<typeof rateSchema>;

const orderSchema = z.object({
  id: z.string(),
  status: z.string().optional().default(''),
  reference_id: z.string().nullish(),
  courier: z.object({
    tracking_id: z.string().nullish(),
    waybill_id: z.string().nullish(),
    company: z.string().optional().default(''),
    type: z.string().optional().default(''),
  }),
});
export type BiteshipOrder = z.infer<typeof orderSchema>;

const trackingSchema = z.object({
  status: z.string().optional().default(''),
  waybill_id: z.string().nullish(),
  history: z.array(z.object({ note: z.string().optional().default(''), updated_at: z.string(), status: z.string().optional().default('') })).optional().default([]),
});
export type BiteshipTracking = z.infer<typeof trackingSchema>;

export interface BiteshipOrderInput {
  /** The shop's order id: Biteship refuses a second order with it. */
  referenceId: string;
  shipper: { name: string; phone: string; organization: string };
  origin: { name: string; phone: string; address: string; postalCode: string };
  destination: { name: string; phone: string; email: string; address: string; postalCode: string; note: string };
  courierCode: string;
  serviceCode: string;
  items: BiteshipParcelItem[];
}

/** Biteship refused an order because one with the same reference exists: an earlier try's answer was lost. */
export class BiteshipReferenceUsed extends Error {
  constructor() {
    super('Biteship already has an order with this reference');
    this.name = 'BiteshipReferenceUsed';
  }
}

/**
 * Biteship's Rates, Orders and Trackings APIs (https://biteship.com/id/docs/api) with plain fetch:
 * Biteship publishes no Node package. The API key goes as it is in `authorization`; its prefix
 * says the mode ("biteship_test." or "biteship_live.").
 */
export class BiteshipApi {
  private readonly base: string;

  constructor(baseUrl: string | undefined) {
    this.base = `${(baseUrl ?? BITESHIP_HOST).replace(/\/+$/, '')}/v1`;
  }

  private call<T>(apiKey: string, method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, timeoutMs: number, body?: unknown): Promise<T> {
    return callJson(`${this.base}${path}`, {
      method, timeoutMs, schema, headers: { authorization: apiKey, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      errorCode: (answer) => (typeof answer.code === 'number' ? answer.code : null),
      errorMessage: (answer) => (typeof answer.error === 'string' ? answer.error : null),
    });
  }

  /** POST /rates/couriers by postal codes: every service of `couriers` that reaches the destination. */
  async rates(apiKey: string, input: { originPostalCode: string; destinationPostalCode: string; couriers: readonly string[]; items: BiteshipParcelItem[] }, timeoutMs: number): Promise<BiteshipRate[]> {
    const answer = await this.call(apiKey, 'POST', '/rates/couriers', ratesSchema, timeoutMs, {
      origin_postal_code: Number(input.originPostalCode),
      destination_postal_code: Number(input.destinationPostalCode),
      couriers: input.couriers.join(','),
      items: input.items.map((item) => ({ name: item.name, value: item.value, weight: item.weightGrams, quantity: item.quantity })),
    });
    return answer.pricing;
  }

  /** POST /orders: books the courier's pickup, which gives the airway bill. */
  async createOrder(apiKey: string, input: BiteshipOrderInput, timeoutMs: number): Promise<BiteshipOrder> {
    try {
      return await this.call(apiKey, 'POST', '/orders', orderSchema, timeoutMs, {
        reference_id: input.referenceId,
        shipper_contact_name: input.shipper.name,
        shipper_contact_phone: input.shipper.phone,
        shipper_organization: input.shipper.organization,
        origin_contact_name: input.origin.name,
        origin_contact_phone: input.origin.phone,
        origin_address: input.origin.address,
        origin_postal_code: Number(input.origin.postalCode),
        destination_contact_name: input.destination.name,
        destination_contact_phone: input.destination.phone,
        destination_contact_email: input.destination.email,
        destination_address: input.destination.address,
        destination_postal_code: Number(input.destination.postalCode),
        destination_note: input.destination.note,
        courier_company: input.courierCode,
        courier_type: input.serviceCode,
        delivery_type: 'now',
        items: input.items.map((item) => ({ name: item.name, value: item.value, weight: item.weightGrams, quantity: item.quantity })),
      });
    } catch (error) {
      if (error instanceof AggregatorCallError && error.errorCode === REFERENCE_USED) throw new BiteshipReferenceUsed();
      throw error;
    }
  }

  /** GET /orders/{id}: the booking as Biteship holds it (its status and airway bill). */
  order(apiKey: string, id: string, timeoutMs: number): Promise<BiteshipOrder> {
    return this.call(apiKey, 'GET', `/orders/${encodeURIComponent(id)}`, orderSchema, timeoutMs);
  }

  /** GET /trackings/{waybill}/couriers/{courier}: a parcel's journey by its airway bill, booked here or not. */
  tracking(apiKey: string, waybill: string, courierCode: string, timeoutMs: number): Promise<BiteshipTracking> {
    return this.call(apiKey, 'GET', `/trackings/${encodeURIComponent(waybill)}/couriers/${encodeURIComponent(courierCode)}`, trackingSchema, timeoutMs);
  }

  /** Asks for a rate between two Jakarta postal codes: a wrong key is refused, a working one answers. */
  async checkKey(apiKey: string, timeoutMs: number): Promise<AggregatorConnectionCheck> {
    try {
      await this.rates(apiKey, { originPostalCode: '12440', destinationPostalCode: '12240', couriers: ['jne'], items: [{ name: 'check', value: 10_000, weightGrams: 1000, quantity: 1 }] }, timeoutMs);
      return { ok: true };
    } catch (error) {
      return AggregatorCallError.asCheck(error);
    }
  }
}
