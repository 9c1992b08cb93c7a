import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { listenOnLoopback } from './loopback-server';
import { simulatedPrice } from './biteship-simulator';

/**
 * A stand-in for RajaOngkir's V2 API (Komerce) as its documentation describes it, on 127.0.0.1
 * at a random port: GET /api/v1/destination/domestic-destination?search= (places by name or
 * postal code, each with RajaOngkir's id) and POST /api/v1/calculate/domestic-cost (form-encoded
 * origin, destination, weight in grams, couriers joined by ":") and POST /api/v1/track/waybill
 * (the airway bill and courier in the query, the recipient's last 5 phone digits in the form,
 * which JNE requires); the key in a `key` header, a
 * wrong one answered 400 "Invalid Api key, key not found". Its socket does not keep the test
 * process alive.
 */
export interface RajaOngkirSimulator {
  url: string;
  apiKey: string;
  requests: Array<{ method: string; path: string; authorized: boolean; form: Record<string, string> | null }>;
  /** Every answer waits this long first. */
  delayMs: number;
  /** While true, costs answer 500. */
  failCosts: boolean;
  /** Parcels the couriers know, by airway bill. */
  waybills: Map<string, SimulatedWaybill>;
  /** A courier takes the parcel `waybill` (sent to a phone ending in `recipientPhone`'s digits). */
  addWaybill(waybill: string, courier: string, recipientPhone: string): SimulatedWaybill;
  /** The courier logs a step, written as couriers write them: Jakarta date and time apart. */
  logStep(waybill: string, description: string, city: string, at?: Date): void;
  deliver(waybill: string, receiver: string, at?: Date): void;
  stop(): Promise<void>;
}

export interface SimulatedWaybill {
  courier: string;
  lastPhoneDigits: string;
  delivered: boolean;
  manifest: Array<{ manifest_code: string; manifest_description: string; manifest_date: string; manifest_time: string; city_name: string }>;
  pod: { pod_receiver: string; pod_date: string; pod_time: string } | null;
}

/** A moment as a courier writes it: the date and the time in Jakarta, apart. */
function jakartaClock(at: Date): { date: string; time: string } {
  const local = new Date(at.getTime() + 7 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** A few places as RajaOngkir lists them; any other five-digit code is a place of its own. */
const PLACES = [
  { id: 17_549, zip_code: '12440', province_name: 'DKI JAKARTA', city_name: 'JAKARTA SELATAN', district_name: 'CILANDAK', subdistrict_name: 'LEBAK BULUS' },
  { id: 17_551, zip_code: '12430', province_name: 'DKI JAKARTA', city_name: 'JAKARTA SELATAN', district_name: 'CILANDAK', subdistrict_name: 'CIPETE SELATAN' },
  { id: 5_102, zip_code: '40115', province_name: 'JAWA BARAT', city_name: 'BANDUNG', district_name: 'BANDUNG WETAN', subdistrict_name: 'CITARUM' },
  { id: 68_210, zip_code: '60111', province_name: 'JAWA TIMUR', city_name: 'SURABAYA', district_name: 'SUKOLILO', subdistrict_name: 'KEPUTIH' },
  { id: 80_361, zip_code: '80361', province_name: 'BALI', city_name: 'BADUNG', district_name: 'KUTA', subdistrict_name: 'KUTA' },
];

const SERVICES: Record<string, { name: string; services: Array<{ service: string; description: string; perKg: number; etd: string }> }> = {
  jne: { name: 'Jalur Nugraha Ekakurir (JNE)', services: [{ service: 'REG', description: 'Layanan Reguler', perKg: 11_000, etd: '2-3 day' }, { service: 'YES', description: 'Yakin Esok Sampai', perKg: 19_000, etd: '1 day' }] },
  sicepat: { name: 'SiCepat Express', services: [{ service: 'REG', description: 'Reguler', perKg: 10_000, etd: '2-3 day' }] },
  jnt: { name: 'J&T Express', services: [{ service: 'EZ', description: 'Regular Service', perKg: 10_500, etd: '2-4 day' }] },
  pos: { name: 'POS Indonesia (POS)', services: [{ service: 'Pos Reguler', description: '240', perKg: 9_000, etd: '3-5 day' }] },
};

function placeOf(search: string) {
  const words = search.trim().toUpperCase();
  const known = PLACES.filter((place) => place.zip_code === words || place.city_name.includes(words) || place.district_name.includes(words));
  if (known.length) return known;
  if (/^\d{5}$/.test(words)) return [{ id: 100_000 + Number(words), zip_code: words, province_name: '', city_name: '', district_name: '', subdistrict_name: '' }];
  return [];
}

export async function startRajaOngkirSimulator(): Promise<RajaOngkirSimulator> {
  const apiKey = randomBytes(16).toString('hex');
  const requests: RajaOngkirSimulator['requests'] = [];
  const waybills = new Map<string, SimulatedWaybill>();
  const known = (waybill: string) => {
    const parcel = waybills.get(waybill);
    if (!parcel) throw new Error(`no parcel ${waybill}`);
    return parcel;
  };
  const sim: RajaOngkirSimulator = {
    url: '', apiKey, requests, delayMs: 0, failCosts: false, waybills,
    addWaybill: (waybill, courier, recipientPhone) => {
      const parcel: SimulatedWaybill = { courier, lastPhoneDigits: recipientPhone.replace(/\D/g, '').slice(-5), delivered: false, manifest: [], pod: null };
      waybills.set(waybill, parcel);
      return parcel;
    },
    logStep: (waybill, description, city, at = new Date()) => {
      const clock = jakartaClock(at);
      known(waybill).manifest.push({ manifest_code: String(known(waybill).manifest.length + 1), manifest_description: description, manifest_date: clock.date, manifest_time: clock.time, city_name: city });
    },
    deliver: (waybill, receiver, at = new Date()) => {
      const clock = jakartaClock(at);
      Object.assign(known(waybill), { delivered: true, pod: { pod_receiver: receiver, pod_date: clock.date, pod_time: clock.time } });
    },
    stop: async () => {},
  };
  const zipOf = (id: number) => PLACES.find((place) => place.id === id)?.zip_code ?? String(id - 100_000).padStart(5, '0');

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://sim');
      const authorized = req.headers.key === apiKey;
      const form = chunks.length ? Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) : null;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, authorized, form });
      const send = (status: number, message: string, data: unknown) => {
        setTimeout(() => {
          if (res.destroyed) return;
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ meta: { message, code: status, status: status < 400 ? 'success' : 'error' }, data }));
        }, sim.delayMs);
      };
      if (!authorized) return send(400, 'Invalid Api key, key not found', null);
      if (req.method === 'GET' && url.pathname === '/api/v1/destination/domestic-destination') {
        const found = placeOf(url.searchParams.get('search') ?? '').map((place) => ({
          ...place, label: [place.subdistrict_name, place.district_name, place.city_name, place.province_name, place.zip_code].filter(Boolean).join(', '),
        }));
        return found.length ? send(200, 'Success Get Domestic Destinations', found) : send(404, 'Data not found', null);
      }
      if (req.method === 'POST' && url.pathname === '/api/v1/calculate/domestic-cost') {
        if (sim.failCosts) return send(500, 'Internal Server Error', null);
        const origin = Number(form?.origin);
        const destination = Number(form?.destination);
        const weight = Number(form?.weight);
        if (!origin || !destination || !(weight > 0)) return send(422, 'origin, destination and weight are required', null);
        const couriers = String(form?.courier ?? '').split(':').filter((code) => SERVICES[code]);
        const data = couriers.flatMap((code) => SERVICES[code]!.services.map((service) => ({
          name: SERVICES[code]!.name, code, service: service.service, description: service.description,
          cost: simulatedPrice(service.perKg, zipOf(origin), zipOf(destination), weight), etd: service.etd,
        })));
        return send(200, 'Success Calculate Domestic Shipping cost', data);
      }
      if (req.method === 'POST' && url.pathname === '/api/v1/track/waybill') {
        const waybill = url.searchParams.get('awb') ?? form?.awb ?? '';
        const courier = url.searchParams.get('courier') ?? form?.courier ?? '';
        const parcel = waybills.get(waybill);
        if (!parcel || parcel.courier !== courier) return send(404, 'Waybill not found', null);
        if (courier === 'jne' && form?.last_phone_number !== parcel.lastPhoneDigits) return send(400, 'last_phone_number is invalid', null);
        return send(200, 'Success Tracking AWB', {
          delivered: parcel.delivered,
          summary: { courier_code: courier, courier_name: SERVICES[courier]?.name ?? courier.toUpperCase(), waybill_number: waybill, service_code: 'REG', status: parcel.delivered ? 'DELIVERED' : 'ON PROCESS' },
          details: { waybill_number: waybill },
          delivery_status: parcel.pod ? { status: 'DELIVERED', ...parcel.pod } : { status: 'ON PROCESS', pod_receiver: '', pod_date: '', pod_time: '' },
          // Couriers list their log oldest first.
          manifest: parcel.manifest,
        });
      }
      return send(404, 'Not found', null);
    });
  });
  const listening = await listenOnLoopback(server);
  sim.url = listening.url;
  sim.stop = listening.stop;
  return sim;
}
