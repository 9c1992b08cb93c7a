import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { listenOnLoopback } from './loopback-server';

/**
 * A stand-in for Biteship's API as its documentation describes it, on 127.0.0.1 at a random
 * port: POST /v1/rates/couriers (by postal codes, the couriers named in a comma list, items in
 * grams), POST /v1/orders (a reused `reference_id` refused with code 40002060), GET
 * /v1/orders/{id} and GET /v1/trackings/{waybill}/couriers/{code}; the raw key in
 * `authorization` (401 otherwise); and unsigned webhooks ("order.status", "order.waybill_id")
 * POSTed to the address set as in the dashboard. Its socket does not keep the test process alive.
 */
export interface SimulatedBiteshipOrder {
  id: string;
  referenceId: string;
  courierCode: string;
  serviceCode: string;
  waybill: string | null;
  trackingId: string;
  status: string;
  destinationPostalCode: string;
  history: Array<{ note: string; updated_at: string; status: string }>;
}

export interface BiteshipSimulator {
  url: string;
  apiKey: string;
  webhookUrl: string | null;
  orders: Map<string, SimulatedBiteshipOrder>;
  requests: Array<{ method: string; path: string; authorized: boolean; body: Record<string, unknown> | null }>;
  /** Every answer waits this long first (a slow aggregator). */
  delayMs: number;
  /** While true, rates answer 500, as Biteship does when it is down. */
  failRates: boolean;
  /** While true, a booking is made but answered 503: the answer is lost, not the booking. */
  loseBookingAnswers: boolean;
  /** While true, a booking is answered without an airway bill (some couriers issue it later). */
  withholdWaybill: boolean;
  /** The booking an order (its `reference_id`) made. */
  byReference(referenceId: string): SimulatedBiteshipOrder;
  /** Moves a booking on, as the courier reports, with an airway bill issued if it had none. */
  advance(id: string, status: string, note: string): void;
  /** POSTs the webhook Biteship would send about the booking now. */
  notify(id: string, event?: 'order.status' | 'order.waybill_id'): Promise<{ status: number }>;
  stop(): Promise<void>;
}

/** Each courier's services, with a price per started kilogram and days, as the simulator prices them. */
const SERVICES: Record<string, { name: string; services: Array<{ code: string; name: string; perKg: number; days: string }> }> = {
  jne: { name: 'JNE', services: [{ code: 'reg', name: 'Reguler', perKg: 11_000, days: '2 - 3' }, { code: 'yes', name: 'Yakin Esok Sampai', perKg: 19_000, days: '1 - 1' }] },
  sicepat: { name: 'SiCepat', services: [{ code: 'reg', name: 'Reguler', perKg: 10_000, days: '2 - 3' }, { code: 'best', name: 'Besok Sampai Tujuan', perKg: 17_000, days: '1 - 1' }] },
  jnt: { name: 'J&T', services: [{ code: 'ez', name: 'EZ', perKg: 10_500, days: '2 - 4' }] },
  anteraja: { name: 'AnterAja', services: [{ code: 'reg', name: 'Regular', perKg: 9_500, days: '2 - 4' }] },
};

/** A price that grows with the distance between the postal codes' first digits, per started kilogram. */
export function simulatedPrice(perKg: number, origin: string, destination: string, grams: number): number {
  const zones = Math.abs(Number(origin[0] ?? 0) - Number(destination[0] ?? 0));
  return Math.max(1, Math.ceil(grams / 1000)) * (perKg + zones * 2_000);
}

export async function startBiteshipSimulator(): Promise<BiteshipSimulator> {
  const apiKey = `biteship_test.${randomBytes(24).toString('base64url')}`;
  const orders = new Map<string, SimulatedBiteshipOrder>();
  const requests: BiteshipSimulator['requests'] = [];

  const sim: BiteshipSimulator = {
    url: '', apiKey, webhookUrl: null, orders, requests, delayMs: 0, failRates: false, loseBookingAnswers: false, withholdWaybill: false,
    byReference(referenceId) {
      const found = [...orders.values()].find((order) => order.referenceId === referenceId);
      if (!found) throw new Error(`no booking for ${referenceId}`);
      return found;
    },
    advance(id, status, note) {
      const order = orders.get(id);
      if (!order) throw new Error(`no booking ${id}`);
      order.status = status;
      order.waybill ??= `WYB-${randomBytes(5).toString('hex').toUpperCase()}`;
      order.history.push({ note, updated_at: new Date(Date.now() + order.history.length * 1000).toISOString(), status });
    },
    async notify(id, event = 'order.status') {
      const order = orders.get(id);
      if (!order || !sim.webhookUrl) throw new Error('no booking or no webhook address');
      const response = await fetch(sim.webhookUrl, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ event, courier_tracking_id: order.trackingId, courier_waybill_id: order.waybill, order_id: order.id, status: order.status, updated_at: new Date().toISOString() }),
      });
      await response.arrayBuffer();
      return { status: response.status };
    },
    stop: async () => {},
  };

  const orderAnswer = (order: SimulatedBiteshipOrder) => ({
    success: true, object: 'order', id: order.id, reference_id: order.referenceId, status: order.status,
    courier: { tracking_id: order.trackingId, waybill_id: order.waybill, company: order.courierCode, type: order.serviceCode },
  });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const authorized = req.headers.authorization === apiKey;
      let body: Record<string, unknown> | null = null;
      try {
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      requests.push({ method: req.method ?? 'GET', path, authorized, body });
      const send = (status: number, answer: unknown) => {
        setTimeout(() => {
          if (res.destroyed) return;
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        }, sim.delayMs);
      };
      if (!authorized) return send(401, { success: false, error: 'Authorization failed, please provide a valid api key', code: 40101001 });

      if (req.method === 'POST' && path === '/v1/rates/couriers') {
        if (sim.failRates) return send(500, { success: false, error: 'Internal server error', code: 50000001 });
        const origin = String(body?.origin_postal_code ?? '');
        const destination = String(body?.destination_postal_code ?? '');
        const items = Array.isArray(body?.items) ? (body.items as Array<{ weight?: number; quantity?: number }>) : [];
        if (!/^\d{5}$/.test(origin) || !/^\d{5}$/.test(destination) || !items.length) {
          return send(400, { success: false, error: 'Origin, destination and items are required', code: 40001001 });
        }
        const grams = items.reduce((sum, item) => sum + Number(item.weight ?? 0) * Number(item.quantity ?? 1), 0);
        const couriers = String(body?.couriers ?? '').split(',').map((code) => code.trim()).filter((code) => SERVICES[code]);
        const pricing = couriers.flatMap((code) => SERVICES[code]!.services.map((service) => ({
          company: code, courier_name: SERVICES[code]!.name, courier_code: code, courier_service_name: service.name, courier_service_code: service.code,
          description: service.name, duration: `${service.days} days`, shipment_duration_range: service.days, shipment_duration_unit: 'days',
          service_type: 'standard', shipping_type: 'parcel', price: simulatedPrice(service.perKg, origin, destination, grams), type: service.code,
        })));
        return send(200, { success: true, object: 'courier_pricing', message: 'Success to retrieve courier pricing', code: 20001003, pricing });
      }

      if (req.method === 'POST' && path === '/v1/orders') {
        const referenceId = String(body?.reference_id ?? '');
        const courierCode = String(body?.courier_company ?? '');
        const serviceCode = String(body?.courier_type ?? '');
        const required = ['origin_contact_name', 'origin_contact_phone', 'origin_address', 'origin_postal_code', 'destination_contact_name', 'destination_contact_phone', 'destination_address', 'destination_postal_code'];
        const missing = required.find((field) => !body?.[field]);
        if (missing || !SERVICES[courierCode]?.services.some((service) => service.code === serviceCode)) {
          return send(400, { success: false, error: missing ? `${missing} is required` : 'Courier service is not available', code: 40002001 });
        }
        if (referenceId && [...orders.values()].some((order) => order.referenceId === referenceId)) {
          return send(400, { success: false, error: 'Reference id has been used', code: 40002060 });
        }
        const order: SimulatedBiteshipOrder = {
          id: randomBytes(12).toString('hex'), referenceId, courierCode, serviceCode, destinationPostalCode: String(body?.destination_postal_code),
          waybill: sim.withholdWaybill ? null : `WYB-${randomBytes(5).toString('hex').toUpperCase()}`, trackingId: randomBytes(12).toString('hex'),
          status: 'confirmed', history: [{ note: 'Order has been confirmed', updated_at: new Date().toISOString(), status: 'confirmed' }],
        };
        orders.set(order.id, order);
        if (sim.loseBookingAnswers) return send(503, { success: false, error: 'Service unavailable', code: 50300001 });
        return send(200, { ...orderAnswer(order), message: 'Order successfully created' });
      }

      const orderPath = /^\/v1\/orders\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && orderPath) {
        const order = orders.get(decodeURIComponent(orderPath[1]!));
        return order ? send(200, orderAnswer(order)) : send(404, { success: false, error: 'Order not found', code: 40400001 });
      }

      const trackingPath = /^\/v1\/trackings\/([^/]+)\/couriers\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && trackingPath) {
        const waybill = decodeURIComponent(trackingPath[1]!);
        const order = [...orders.values()].find((known) => known.waybill === waybill && known.courierCode === trackingPath[2]);
        if (!order) return send(400, { success: false, error: 'Waybill not found', code: 40003001 });
        return send(200, { success: true, object: 'tracking', waybill_id: waybill, courier: { company: order.courierCode }, status: order.status, history: order.history });
      }
      return send(404, { success: false, error: 'Not found', code: 40400000 });
    });
  });
  const listening = await listenOnLoopback(server);
  sim.url = listening.url;
  sim.stop = listening.stop;
  return sim;
}
