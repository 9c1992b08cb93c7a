import { and, asc, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { AuditEntityType } from '../../../domain/staff/audit-entities';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { forbidden } from '../../errors.server';
import { newId } from '../../ids.server';
import { auditEvents } from './audit.tables';

export interface AuditChange {
  action: string;
  entityType: AuditEntityType;
  entityId?: string | null;
  /** The state before and after, as plain JSON: only what the change touched. */
  before?: unknown;
  after?: unknown;
}

export type AuditEvent = typeof auditEvents.$inferSelect;

/** How many changes each request has recorded, so the admin API can tell a mutation that recorded none. */
const recordedPerRequest = new WeakMap<RequestContext, number>();

export function auditEventsRecorded(ctx: RequestContext): number {
  return recordedPerRequest.get(ctx) ?? 0;
}

/** Keys whose values never belong in a log, at any depth. */
const SECRET_KEY = /password|secret|token/i;

/** A JSON copy with secrets blanked, so an input can be logged as it was sent. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? '[hidden]' : withoutSecrets(inner)]));
  }
  return value === undefined ? null : value;
}

/** Plain JSON (dates as ISO text), secrets hidden. */
function asJson(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(withoutSecrets(value)) ?? 'null');
}

/** Bookkeeping that changes on every write and says nothing about what was changed. */
const UNTELLING_KEYS = new Set(['updatedAt', 'version', 'searchId', 'searchEn', 'searchText']);

/** Keys that say which thing changed (`id`, `variationId` …): kept on both sides even when equal. */
const IDENTITY_KEY = /^id$|Id$/;

/**
 * When both sides are records, only the keys whose values differ are kept, each on the side
 * that has it, so a log entry says what changed rather than repeating the whole product; the
 * keys that name the thing changed stay for context. Otherwise both are kept whole.
 */
export function changedParts(before: unknown, after: unknown): { before: unknown; after: unknown } {
  const b = asJson(before);
  const a = asJson(after);
  if (!b || !a || typeof b !== 'object' || typeof a !== 'object' || Array.isArray(b) || Array.isArray(a)) return { before: b, after: a };
  const beforeRecord = b as Record<string, unknown>;
  const afterRecord = a as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(beforeRecord), ...Object.keys(afterRecord)])]
    .filter((key) => IDENTITY_KEY.test(key) || (!UNTELLING_KEYS.has(key) && JSON.stringify(beforeRecord[key]) !== JSON.stringify(afterRecord[key])));
  const side = (record: Record<string, unknown>) => Object.fromEntries(keys.filter((key) => Object.hasOwn(record, key)).map((key) => [key, record[key]]));
  return { before: side(beforeRecord), after: side(afterRecord) };
}

/**
 * Records one change by the signed-in staff member. `db` is the transaction the change itself
 * runs in, so the change and its record are kept or lost together.
 */
export async function recordAudit(ctx: RequestContext, db: Db, change: AuditChange): Promise<void> {
  const staff = ctx.staff;
  if (!staff) throw forbidden();
  await db.insert(auditEvents).values({
    shopId: ctx.shop.id,
    id: newId(),
    staffId: staff.id,
    staffName: staff.name,
    // A custom role is kept by its name, so the log still reads after the role is renamed or gone.
    staffRole: staff.role === 'custom' ? (staff.roleName ?? 'custom') : staff.role,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId ?? null,
    ...changedParts(change.before, change.after),
  });
  recordedPerRequest.set(ctx, auditEventsRecorded(ctx) + 1);
}

export interface AuditQuery {
  entityType?: string | undefined;
  entityId?: string | undefined;
  /** Who made the change. */
  staffId?: string | undefined;
  /** The operation (`updateProduct`, `inviteStaff` …). */
  action?: string | undefined;
  /** Changes at or after `from` and before `to`. */
  from?: Date | undefined;
  to?: Date | undefined;
  /** Events strictly older than this one (its `at` and `id`), for the next page. */
  before?: { at: Date; id: string } | undefined;
  limit: number;
}

/** Newest first, optionally for one thing (an order's or a product's history), one person, one operation or a period. */
export async function listAuditEvents(ctx: RequestContext, query: AuditQuery): Promise<AuditEvent[]> {
  const where: SQL[] = [eq(auditEvents.shopId, ctx.shop.id)];
  if (query.entityType) where.push(eq(auditEvents.entityType, query.entityType));
  if (query.entityId) where.push(eq(auditEvents.entityId, query.entityId));
  if (query.staffId) where.push(eq(auditEvents.staffId, query.staffId));
  if (query.action) where.push(eq(auditEvents.action, query.action));
  if (query.from) where.push(gte(auditEvents.at, query.from));
  if (query.to) where.push(lt(auditEvents.at, query.to));
  if (query.before) {
    const older = or(lt(auditEvents.at, query.before.at), and(eq(auditEvents.at, query.before.at), lt(auditEvents.id, query.before.id)));
    if (older) where.push(older);
  }
  return ctx.db.select().from(auditEvents).where(and(...where)).orderBy(desc(auditEvents.at), desc(auditEvents.id)).limit(query.limit);
}

/** What the log's filters can offer: who has changed something (by their latest name), and the kinds of things and operations seen. */
export interface AuditFacets {
  staff: Array<{ id: string; name: string }>;
  entityTypes: string[];
  actions: string[];
}

export async function auditFacets(ctx: RequestContext): Promise<AuditFacets> {
  const shop = eq(auditEvents.shopId, ctx.shop.id);
  const [staff, entityTypes, actions] = await Promise.all([
    ctx.db.selectDistinctOn([auditEvents.staffId], { id: auditEvents.staffId, name: auditEvents.staffName }).from(auditEvents).where(shop)
      .orderBy(asc(auditEvents.staffId), desc(auditEvents.at)),
    ctx.db.selectDistinct({ value: auditEvents.entityType }).from(auditEvents).where(shop).orderBy(asc(auditEvents.entityType)),
    ctx.db.selectDistinct({ value: auditEvents.action }).from(auditEvents).where(shop).orderBy(asc(auditEvents.action)),
  ]);
  return {
    staff: staff.sort((a, b) => a.name.localeCompare(b.name, 'id') || a.id.localeCompare(b.id)),
    entityTypes: entityTypes.map((row) => row.value),
    actions: actions.map((row) => row.value),
  };
}
