import { and, asc, eq, inArray } from 'drizzle-orm';
import { bracketsProblem, MAX_RATE_PRICE, type WeightBracket } from '../../../domain/shipping/rate-table';
import { INDONESIAN_PROVINCES } from '../../../domain/shipping/provinces';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { defineShopReference, readShopReference } from '../../db/shop-reference.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput, notFound } from '../../errors.server';
import { newId } from '../../ids.server';
import { changedParts, recordAudit } from '../audit';
import { shippingSettingsOf } from './shipping.service';
import { shippingCouriers, shippingMethods, shippingRates } from './shipping.tables';

export type CourierRecord = typeof shippingCouriers.$inferSelect;
export type ServiceRecord = typeof shippingMethods.$inferSelect;
export type RateRecord = typeof shippingRates.$inferSelect;

export const NAME_MAX = 40;
export const ETA_MAX_DAYS = 60;
/** `*` is every province without its own row. */
export const OTHER_PROVINCES = '*';

function cleanName(value: string, field: string, key: 'error.shipping.courierName' | 'error.shipping.serviceName'): string {
  const name = value.trim();
  if (!name || name.length > NAME_MAX) throw badInput(key, { max: NAME_MAX }, field);
  return name;
}

/** Every courier of the shop in its order, switched-off ones too. */
export function listCouriers(ctx: RequestContext): Promise<CourierRecord[]> {
  return ctx.db.select().from(shippingCouriers).where(eq(shippingCouriers.shopId, ctx.shop.id)).orderBy(asc(shippingCouriers.position), asc(shippingCouriers.name));
}

export function listServices(ctx: RequestContext): Promise<ServiceRecord[]> {
  return ctx.db.select().from(shippingMethods).where(eq(shippingMethods.shopId, ctx.shop.id)).orderBy(asc(shippingMethods.position), asc(shippingMethods.service));
}

export function listRates(ctx: RequestContext): Promise<RateRecord[]> {
  return ctx.db.select().from(shippingRates).where(eq(shippingRates.shopId, ctx.shop.id)).orderBy(asc(shippingRates.province));
}

async function courierFor(tx: Db, shopId: string, id: string): Promise<CourierRecord> {
  const [row] = await tx.select().from(shippingCouriers).where(and(eq(shippingCouriers.shopId, shopId), eq(shippingCouriers.id, id))).for('update');
  if (!row) throw notFound('error.shipping.courierNotFound');
  return row;
}

async function serviceFor(tx: Db, shopId: string, id: string): Promise<ServiceRecord> {
  const [row] = await tx.select().from(shippingMethods).where(and(eq(shippingMethods.shopId, shopId), eq(shippingMethods.id, id))).for('update');
  if (!row) throw notFound('error.shipping.serviceNotFound');
  return row;
}

export interface CourierInput { id?: string | null; name: string; active?: boolean | null }

/** Adds a courier (last in the list) or renames / switches one; two couriers of one shop never share a name. */
export async function saveCourier(ctx: RequestContext, input: CourierInput): Promise<CourierRecord> {
  const name = cleanName(input.name, 'name', 'error.shipping.courierName');
  return inTransaction(ctx.db, async (tx) => {
    const all = await tx.select().from(shippingCouriers).where(eq(shippingCouriers.shopId, ctx.shop.id));
    if (all.some((row) => row.id !== input.id && row.name.toLowerCase() === name.toLowerCase())) throw badInput('error.shipping.courierExists', { name }, 'name');
    if (!input.id) {
      const [row] = await tx.insert(shippingCouriers)
        .values({ shopId: ctx.shop.id, id: newId(), name, active: input.active ?? true, position: Math.max(-1, ...all.map((row) => row.position)) + 1 }).returning();
      await recordAudit(ctx, tx, { action: 'saveShippingCourier', entityType: 'shippingCourier', entityId: row!.id, after: { name: row!.name, active: row!.active } });
      return row!;
    }
    const current = await courierFor(tx, ctx.shop.id, input.id);
    const [row] = await tx.update(shippingCouriers).set({ name, active: input.active ?? current.active })
      .where(and(eq(shippingCouriers.shopId, ctx.shop.id), eq(shippingCouriers.id, current.id))).returning();
    await recordAudit(ctx, tx, { action: 'saveShippingCourier', entityType: 'shippingCourier', entityId: current.id, ...changedParts({ name: current.name, active: current.active }, { name: row!.name, active: row!.active }) });
    return row!;
  });
}

/** Removes a courier with its services and their rates; checkouts that chose one simply choose again. */
export async function deleteCourier(ctx: RequestContext, id: string): Promise<string> {
  return inTransaction(ctx.db, async (tx) => {
    const current = await courierFor(tx, ctx.shop.id, id);
    await tx.delete(shippingCouriers).where(and(eq(shippingCouriers.shopId, ctx.shop.id), eq(shippingCouriers.id, id)));
    await recordAudit(ctx, tx, { action: 'deleteShippingCourier', entityType: 'shippingCourier', entityId: id, before: { name: current.name } });
    return id;
  });
}

/** Puts the listed ids first, in the order given; ids of other shops or unknown ids are refused. */
async function reorder(rows: ReadonlyArray<{ id: string }>, ids: readonly string[], write: (id: string, position: number) => Promise<unknown>): Promise<void> {
  const known = new Set(rows.map((row) => row.id));
  if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) throw badInput('error.shipping.reorder', {}, 'ids');
  for (const [position, id] of ids.entries()) await write(id, position);
}

export async function reorderCouriers(ctx: RequestContext, ids: readonly string[]): Promise<CourierRecord[]> {
  await inTransaction(ctx.db, async (tx) => {
    const rows = await tx.select().from(shippingCouriers).where(eq(shippingCouriers.shopId, ctx.shop.id)).orderBy(asc(shippingCouriers.position)).for('update');
    await reorder(rows, ids, (id, position) => tx.update(shippingCouriers).set({ position }).where(and(eq(shippingCouriers.shopId, ctx.shop.id), eq(shippingCouriers.id, id))));
    await recordAudit(ctx, tx, { action: 'reorderShippingCouriers', entityType: 'shippingCourier', before: { order: rows.map((row) => row.name) }, after: { order: ids.map((id) => rows.find((row) => row.id === id)!.name) } });
  });
  return listCouriers(ctx);
}

export interface ServiceInput { id?: string | null; courierId: string; service: string; active?: boolean | null }

/** Adds a service to a courier (last among its services) or renames / switches one. */
export async function saveService(ctx: RequestContext, input: ServiceInput): Promise<ServiceRecord> {
  const service = cleanName(input.service, 'service', 'error.shipping.serviceName');
  return inTransaction(ctx.db, async (tx) => {
    await courierFor(tx, ctx.shop.id, input.courierId);
    const siblings = await tx.select().from(shippingMethods).where(and(eq(shippingMethods.shopId, ctx.shop.id), eq(shippingMethods.courierId, input.courierId)));
    if (siblings.some((row) => row.id !== input.id && row.service.toLowerCase() === service.toLowerCase())) throw badInput('error.shipping.serviceExists', { name: service }, 'service');
    if (!input.id) {
      const [row] = await tx.insert(shippingMethods).values({
        shopId: ctx.shop.id, id: newId(), courierId: input.courierId, service, active: input.active ?? true, position: Math.max(-1, ...siblings.map((s) => s.position)) + 1,
      }).returning();
      await recordAudit(ctx, tx, { action: 'saveShippingService', entityType: 'shippingService', entityId: row!.id, after: { service, active: row!.active } });
      return row!;
    }
    const current = await serviceFor(tx, ctx.shop.id, input.id);
    if (current.courierId !== input.courierId) throw badInput('error.shipping.serviceNotFound', {}, 'id');
    const [row] = await tx.update(shippingMethods).set({ service, active: input.active ?? current.active })
      .where(and(eq(shippingMethods.shopId, ctx.shop.id), eq(shippingMethods.id, current.id))).returning();
    await recordAudit(ctx, tx, { action: 'saveShippingService', entityType: 'shippingService', entityId: current.id, ...changedParts({ service: current.service, active: current.active }, { service: row!.service, active: row!.active }) });
    return row!;
  });
}

export async function deleteService(ctx: RequestContext, id: string): Promise<string> {
  return inTransaction(ctx.db, async (tx) => {
    const current = await serviceFor(tx, ctx.shop.id, id);
    await tx.delete(shippingMethods).where(and(eq(shippingMethods.shopId, ctx.shop.id), eq(shippingMethods.id, id)));
    await recordAudit(ctx, tx, { action: 'deleteShippingService', entityType: 'shippingService', entityId: id, before: { service: current.service } });
    return id;
  });
}

export async function reorderServices(ctx: RequestContext, courierId: string, ids: readonly string[]): Promise<ServiceRecord[]> {
  await inTransaction(ctx.db, async (tx) => {
    await courierFor(tx, ctx.shop.id, courierId);
    const rows = await tx.select().from(shippingMethods).where(and(eq(shippingMethods.shopId, ctx.shop.id), eq(shippingMethods.courierId, courierId))).orderBy(asc(shippingMethods.position)).for('update');
    await reorder(rows, ids, (id, position) => tx.update(shippingMethods).set({ position }).where(and(eq(shippingMethods.shopId, ctx.shop.id), eq(shippingMethods.id, id))));
    await recordAudit(ctx, tx, { action: 'reorderShippingServices', entityType: 'shippingCourier', entityId: courierId, before: { order: rows.map((row) => row.service) }, after: { order: ids.map((id) => rows.find((row) => row.id === id)!.service) } });
  });
  return listServices(ctx);
}

export interface RatesInput {
  serviceId: string;
  provinces: readonly string[];
  pricePerKg: number;
  brackets: readonly WeightBracket[];
  etaDaysMin: number;
  etaDaysMax: number;
}

function checkedProvinces(provinces: readonly string[]): string[] {
  if (!provinces.length) throw badInput('error.shipping.provincesNone', {}, 'provinces');
  for (const [index, province] of provinces.entries()) {
    if (province !== OTHER_PROVINCES && !INDONESIAN_PROVINCES.includes(province)) throw badInput('error.shipping.province', { province }, `provinces.${index}`);
  }
  return [...new Set(provinces)];
}

/** One price for every listed province at once (34 provinces in one save), replacing what they had. */
export async function setRates(ctx: RequestContext, input: RatesInput): Promise<RateRecord[]> {
  const provinces = checkedProvinces(input.provinces);
  if (!Number.isSafeInteger(input.pricePerKg) || input.pricePerKg < 0 || input.pricePerKg > MAX_RATE_PRICE) throw badInput('error.shipping.pricePerKg', { max: MAX_RATE_PRICE }, 'pricePerKg');
  const found = bracketsProblem(input.brackets);
  if (found) throw badInput(`error.shipping.brackets.${found.problem}`, { max: MAX_RATE_PRICE }, `brackets.${found.index}`);
  const eta = (value: number) => Number.isSafeInteger(value) && value >= 0 && value <= ETA_MAX_DAYS;
  if (!eta(input.etaDaysMin)) throw badInput('error.shipping.eta', { max: ETA_MAX_DAYS }, 'etaDaysMin');
  if (!eta(input.etaDaysMax) || input.etaDaysMax < input.etaDaysMin) throw badInput('error.shipping.eta', { max: ETA_MAX_DAYS }, 'etaDaysMax');
  const values = { pricePerKg: input.pricePerKg, brackets: input.brackets.map((b) => ({ upToGrams: b.upToGrams, price: b.price })), etaDaysMin: input.etaDaysMin, etaDaysMax: input.etaDaysMax };
  return inTransaction(ctx.db, async (tx) => {
    await serviceFor(tx, ctx.shop.id, input.serviceId);
    const where = and(eq(shippingRates.shopId, ctx.shop.id), eq(shippingRates.methodId, input.serviceId), inArray(shippingRates.province, provinces));
    const before = await tx.select().from(shippingRates).where(where);
    await tx.delete(shippingRates).where(where);
    const rows = await tx.insert(shippingRates).values(provinces.map((province) => ({ shopId: ctx.shop.id, methodId: input.serviceId, province, ...values }))).returning();
    await recordAudit(ctx, tx, {
      action: 'setShippingRates', entityType: 'shippingService', entityId: input.serviceId,
      before: { rates: before.map(({ province, pricePerKg, brackets }) => ({ province, pricePerKg, brackets })) }, after: { provinces, ...values },
    });
    return rows;
  });
}

/** The listed provinces no longer have their own rate (they fall back to `*`, or the service does not ship there). */
export async function removeRates(ctx: RequestContext, serviceId: string, provinces: readonly string[]): Promise<string[]> {
  const checked = checkedProvinces(provinces);
  return inTransaction(ctx.db, async (tx) => {
    await serviceFor(tx, ctx.shop.id, serviceId);
    const removed = await tx.delete(shippingRates)
      .where(and(eq(shippingRates.shopId, ctx.shop.id), eq(shippingRates.methodId, serviceId), inArray(shippingRates.province, checked))).returning();
    await recordAudit(ctx, tx, { action: 'removeShippingRates', entityType: 'shippingService', entityId: serviceId, before: { provinces: removed.map((row) => row.province) } });
    return removed.map((row) => row.province);
  });
}

/** Replaces a service's whole rate table with another service's, to start from a similar one. */
export async function copyRates(ctx: RequestContext, fromServiceId: string, toServiceId: string): Promise<RateRecord[]> {
  if (fromServiceId === toServiceId) throw badInput('error.shipping.copySame', {}, 'toServiceId');
  return inTransaction(ctx.db, async (tx) => {
    await serviceFor(tx, ctx.shop.id, fromServiceId);
    await serviceFor(tx, ctx.shop.id, toServiceId);
    const source = await tx.select().from(shippingRates).where(and(eq(shippingRates.shopId, ctx.shop.id), eq(shippingRates.methodId, fromServiceId)));
    const replaced = await tx.delete(shippingRates).where(and(eq(shippingRates.shopId, ctx.shop.id), eq(shippingRates.methodId, toServiceId))).returning();
    const rows = source.length ? await tx.insert(shippingRates).values(source.map((rate) => ({ ...rate, methodId: toServiceId }))).returning() : [];
    await recordAudit(ctx, tx, {
      action: 'copyShippingRates', entityType: 'shippingService', entityId: toServiceId,
      before: { provinces: replaced.map((row) => row.province) }, after: { from: fromServiceId, provinces: rows.map((row) => row.province) },
    });
    return rows;
  });
}

// On every page's footer; kept per process until the shop changes its couriers, services or settings.
const SHIPPING_MARKS = defineShopReference('shipping-marks', ['shipping_couriers', 'shipping_methods', 'shop_shipping_settings'], async (db, shopId) => {
  const [rows, settings] = await Promise.all([
    db.selectDistinct({ name: shippingCouriers.name, position: shippingCouriers.position })
      .from(shippingCouriers)
      .innerJoin(shippingMethods, and(eq(shippingMethods.shopId, shippingCouriers.shopId), eq(shippingMethods.courierId, shippingCouriers.id), eq(shippingMethods.active, true)))
      .where(and(eq(shippingCouriers.shopId, shopId), eq(shippingCouriers.active, true)))
      .orderBy(asc(shippingCouriers.position), asc(shippingCouriers.name)),
    shippingSettingsOf(db, shopId),
  ]);
  return { couriers: [...new Set(rows.map((row) => row.name))], pickup: settings.pickupEnabled };
});

/**
 * What the footer shows about delivery: the couriers a shopper can choose at checkout (switched on,
 * with at least one service switched on) in the owner's order, and whether pickup is offered.
 */
export function shippingMarks(ctx: RequestContext): Promise<{ couriers: string[]; pickup: boolean }> {
  return readShopReference(ctx, SHIPPING_MARKS);
}

