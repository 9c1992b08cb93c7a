import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { forbidden } from '../../errors.server';
import { newId } from '../../ids.server';
import { auditEvents } from './audit.tables';

export interface AuditChange {
  action: string;
  entityType: string;
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
    staffRole: staff.role,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId ?? null,
    before: change.before === undefined ? null : withoutSecrets(change.before),
    after: change.after === undefined ? null : withoutSecrets(change.after),
  });
  recordedPerRequest.set(ctx, auditEventsRecorded(ctx) + 1);
}

export interface AuditQuery {
  entityType?: string | undefined;
  entityId?: string | undefined;
  /** Events strictly older than this one (its `at` and `id`), for the next page. */
  before?: { at: Date; id: string } | undefined;
  limit: number;
}

/** Newest first, optionally for one thing (an order's or a product's history). */
export async function listAuditEvents(ctx: RequestContext, query: AuditQuery): Promise<AuditEvent[]> {
  const where: SQL[] = [eq(auditEvents.shopId, ctx.shop.id)];
  if (query.entityType) where.push(eq(auditEvents.entityType, query.entityType));
  if (query.entityId) where.push(eq(auditEvents.entityId, query.entityId));
  if (query.before) {
    const older = or(lt(auditEvents.at, query.before.at), and(eq(auditEvents.at, query.before.at), lt(auditEvents.id, query.before.id)));
    if (older) where.push(older);
  }
  return ctx.db.select().from(auditEvents).where(and(...where)).orderBy(desc(auditEvents.at), desc(auditEvents.id)).limit(query.limit);
}
