import { z } from 'zod';
import type { TrackingStep } from '../../../../domain/shipping/shipment';
import { AggregatorCallError, callJson, type AggregatorConnectionCheck } from './aggregator-http.server';

/** RajaOngkir's host (Komerce's V2 API); RAJAONGKIR_API_BASE_URL replaces it (a local simulator in tests). */
const RAJAONGKIR_HOST = 'https://rajaongkir.komerce.id';

const destinationSchema = z.object({
  id: z.number(),
  label: z.string(),
  province_name: z.string().optional().default(''),
  city_name: z.string().optional().default(''),
  district_name: z.string().optional().default(''),
  subdistrict_name: z.string().optional().default(''),
  zip_code: z.string().optional().default(''),
});
export type RajaOngkirDestination = z.infer<typeof destinationSchema>;

const costSchema = z.object({
  name: z.string(),
  code: z.string(),
  service: z.string(),
  description: z.string().optional().default(''),
  cost: z.number(),
  etd: z.string().optional().default(''),
});
export type RajaOngkirCost = z.infer<typeof costSchema>;

const answerOf = <T extends z.ZodType>(data: T) => z.object({ data: data.nullable() });

const text = z.string().nullish().transform((value) => value ?? '');
const waybillSchema = z.object({
  delivered: z.boolean().nullish().transform((value) => value ?? false),
  summary: z.object({ status: text, courier_code: text, waybill_number: text }).nullish(),
  delivery_status: z.object({ status: text, pod_receiver: text, pod_date: text, pod_time: text }).nullish(),
  manifest: z.array(z.object({ manifest_code: text, manifest_description: text, manifest_date: text, manifest_time: text, city_name: text })).nullish().transform((steps) => steps ?? []),
});
export type RajaOngkirWaybill = z.infer<typeof waybillSchema>;

/** A parcel's journey read into the shop's words: where it is now, and each step the courier logged. */
export interface WaybillJourney {
  status: string;
  history: TrackingStep[];
}

/**
 * RajaOngkir passes on each courier's log as it is: a date and a time without a zone (the
 * couriers write Jakarta time), a description and a city. Only delivery and return are told
 * apart; every other step reads as "on its way", with the courier's own words beside it.
 */
export function waybillJourney(answer: RajaOngkirWaybill): WaybillJourney {
  const summary = answer.summary?.status ?? '';
  const status = answer.delivered || /^delivered$/i.test(summary.trim()) ? 'delivered' : /retur/i.test(summary) ? 'returned' : 'in_transit';
  const history: TrackingStep[] = answer.manifest.map((step) => ({
    at: jakartaTime(step.manifest_date, step.manifest_time), status: 'in_transit',
    note: [step.manifest_description.trim(), step.city_name.trim()].filter(Boolean).join(' — '),
  }));
  const pod = answer.delivery_status;
  if (status === 'delivered' && pod?.pod_date) history.push({ at: jakartaTime(pod.pod_date, pod.pod_time), status: 'delivered', note: pod.pod_receiver.trim() });
  return { status, history };
}

/**
 * "2026-11-30" and "13:23" (or "13:23:05", "13.23") as an instant; anything else as an empty
 * time, which the journey leaves out rather than show at a wrong hour.
 */
function jakartaTime(date: string, time: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.exec(date.trim());
  const clock = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/.exec(time.trim());
  if (!day || !clock) return '';
  const at = Date.parse(`${day[0]}T${(clock[1] ?? '').padStart(2, '0')}:${clock[2] ?? '00'}:${clock[3] ?? '00'}+07:00`);
  return Number.isNaN(at) ? '' : new Date(at).toISOString();
}

/**
 * RajaOngkir's V2 API as Komerce documents it (https://rajaongkir.com/docs), with plain fetch:
 * there is no Node package. The key goes in a `key` header; bodies are form-encoded. It
 * prices parcels between its own destination ids and follows airway bills; it does not book couriers.
 */
export class RajaOngkirApi {
  private readonly base: string;

  constructor(baseUrl: string | undefined) {
    this.base = `${(baseUrl ?? RAJAONGKIR_HOST).replace(/\/+$/, '')}/api/v1`;
  }

  private call<T>(apiKey: string, method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, timeoutMs: number, form?: Record<string, string>): Promise<T> {
    return callJson(`${this.base}${path}`, {
      method, timeoutMs, schema,
      headers: { key: apiKey, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
      errorCode: (answer) => (typeof (answer.meta as { code?: unknown } | undefined)?.code === 'number' ? (answer.meta as { code: number }).code : null),
      errorMessage: (answer) => (typeof (answer.meta as { message?: unknown } | undefined)?.message === 'string' ? (answer.meta as { message: string }).message : null),
      // It answers a wrong key with 400 "Invalid Api key, key not found", not 401.
      refusesKey: (message) => /api key/i.test(message),
    });
  }

  /** GET destination/domestic-destination: places whose name or postal code matches `search`. */
  async destinations(apiKey: string, search: string, timeoutMs: number): Promise<RajaOngkirDestination[]> {
    const query = new URLSearchParams({ search, limit: '20', offset: '0' });
    const answer = await this.call(apiKey, 'GET', `/destination/domestic-destination?${query}`, answerOf(z.array(destinationSchema)), timeoutMs);
    return answer.data ?? [];
  }

  /** POST calculate/domestic-cost: each service of `couriers` from `origin` to `destination` for the weight. */
  async costs(apiKey: string, input: { origin: number; destination: number; weightGrams: number; couriers: readonly string[] }, timeoutMs: number): Promise<RajaOngkirCost[]> {
    const answer = await this.call(apiKey, 'POST', '/calculate/domestic-cost', answerOf(z.array(costSchema)), timeoutMs, {
      origin: String(input.origin), destination: String(input.destination), weight: String(Math.max(1, Math.ceil(input.weightGrams))), courier: input.couriers.join(':'), price: 'lowest',
    });
    return answer.data ?? [];
  }

  /**
   * POST track/waybill: the courier's log for an airway bill. JNE checks the last 5 digits of
   * the recipient's phone, so they are always sent.
   */
  async waybill(apiKey: string, input: { waybill: string; courierCode: string; recipientPhone: string }, timeoutMs: number): Promise<RajaOngkirWaybill> {
    const query = new URLSearchParams({ awb: input.waybill, courier: input.courierCode });
    const lastDigits = input.recipientPhone.replace(/\D/g, '').slice(-5);
    const answer = await this.call(apiKey, 'POST', `/track/waybill?${query}`, answerOf(waybillSchema), timeoutMs, {
      awb: input.waybill, courier: input.courierCode, ...(lastDigits.length === 5 ? { last_phone_number: lastDigits } : {}),
    });
    if (!answer.data) throw new AggregatorCallError('RajaOngkir answered without the parcel’s log', 200, null);
    return answer.data;
  }

  async checkKey(apiKey: string, timeoutMs: number): Promise<AggregatorConnectionCheck> {
    try {
      await this.destinations(apiKey, 'jakarta', timeoutMs);
      return { ok: true };
    } catch (error) {
      return AggregatorCallError.asCheck(error);
    }
  }
}

/**
 * The destination that is the shopper's: of those sharing the postal code, the one whose
 * district (kecamatan) or sub-district the address names, else the first.
 */
export function matchDestination(found: readonly RajaOngkirDestination[], address: { postalCode: string; district: string }): RajaOngkirDestination | null {
  const words = address.district.toLowerCase();
  const samePostal = found.filter((place) => place.zip_code === address.postalCode);
  const pool = samePostal.length ? samePostal : found;
  return pool.find((place) => (place.district_name && words.includes(place.district_name.toLowerCase())) || (place.subdistrict_name && words.includes(place.subdistrict_name.toLowerCase())))
    ?? pool[0] ?? null;
}
