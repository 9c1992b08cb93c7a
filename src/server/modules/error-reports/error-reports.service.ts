import { createHash } from 'node:crypto';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ERROR_REPORT_LIMITS, fingerprintKey, reportRoute, type ErrorReportType } from '../../../domain/error-reports/error-fingerprint';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { notFound } from '../../errors.server';
import { inTransaction } from '../../db/transaction.server';
import { recordAudit } from '../audit';
import { errorReports } from './error-reports.tables';

export type ErrorReportGroup = typeof errorReports.$inferSelect;

/** One report as the browser sent it, already checked for its type. */
export interface ErrorReportInput {
  type: ErrorReportType;
  message: string;
  stack: string;
  route: string;
  browser: string;
}

/**
 * Groups kept per shop. Reports are limited per address, but many addresses could still send
 * many different messages; past this the groups not seen for longest are forgotten.
 */
export const MAX_ERROR_REPORT_GROUPS = 500;

export function fingerprintOf(report: Pick<ErrorReportInput, 'type' | 'message' | 'stack'>): string {
  return createHash('sha256').update(fingerprintKey(report.type, report.message, report.stack)).digest('hex').slice(0, 32);
}

/** Counts one report into its group: a new group, or one more of a known one (reopened if it was resolved). */
export async function recordErrorReport(db: Db, shopId: string, report: ErrorReportInput, at = new Date()): Promise<void> {
  const row = {
    message: report.message.slice(0, ERROR_REPORT_LIMITS.message),
    sampleStack: report.stack.slice(0, ERROR_REPORT_LIMITS.stack),
    lastRoute: reportRoute(report.route),
    browser: report.browser.slice(0, ERROR_REPORT_LIMITS.browser),
  };
  const [counted] = await db.insert(errorReports)
    .values({ shopId, fingerprint: fingerprintOf(report), type: report.type, ...row, count: 1, firstSeen: at, lastSeen: at })
    .onConflictDoUpdate({
      target: [errorReports.shopId, errorReports.fingerprint],
      set: { ...row, count: sql`${errorReports.count} + 1`, lastSeen: at, resolvedAt: null },
    })
    .returning({ count: errorReports.count });
  // Only a new group can take the shop past its limit; a known one counted again cannot.
  if (counted?.count !== 1) return;
  await db.execute(sql`DELETE FROM ${errorReports} WHERE ${errorReports.shopId} = ${shopId} AND ${errorReports.fingerprint} IN (
    SELECT ${errorReports.fingerprint} FROM ${errorReports} WHERE ${errorReports.shopId} = ${shopId}
    ORDER BY ${errorReports.lastSeen} DESC OFFSET ${MAX_ERROR_REPORT_GROUPS})`);
}

export type ErrorReportStatus = 'open' | 'resolved' | 'all';

export interface ErrorReportQuery {
  /** Words found in the message, the route, the type or the browser. */
  search?: string | undefined;
  status: ErrorReportStatus;
  limit: number;
  offset: number;
}

export interface ErrorReportPage {
  rows: ErrorReportGroup[];
  total: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The shop's groups, the most recently seen first. */
export async function listErrorReports(ctx: RequestContext, query: ErrorReportQuery): Promise<ErrorReportPage> {
  const where: SQL[] = [eq(errorReports.shopId, ctx.shop.id)];
  if (query.status === 'open') where.push(isNull(errorReports.resolvedAt));
  if (query.status === 'resolved') where.push(isNotNull(errorReports.resolvedAt));
  const words = query.search?.trim();
  if (words) {
    const pattern = `%${escapeLike(words)}%`;
    const match = or(ilike(errorReports.message, pattern), ilike(errorReports.lastRoute, pattern), ilike(errorReports.type, pattern), ilike(errorReports.browser, pattern));
    if (match) where.push(match);
  }
  const condition = and(...where);
  const [rows, totals] = await Promise.all([
    ctx.db.select().from(errorReports).where(condition).orderBy(desc(errorReports.lastSeen), desc(errorReports.fingerprint)).limit(query.limit).offset(query.offset),
    ctx.db.select({ total: count() }).from(errorReports).where(condition),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Marks a group resolved; the next report of the same problem opens it again. */
export async function resolveErrorReport(ctx: RequestContext, fingerprint: string): Promise<ErrorReportGroup> {
  return inTransaction(ctx.db, async (tx) => {
    const [row] = await tx.update(errorReports).set({ resolvedAt: new Date() })
      .where(and(eq(errorReports.shopId, ctx.shop.id), eq(errorReports.fingerprint, fingerprint)))
      .returning();
    if (!row) throw notFound('error.errorReport.notFound');
    await recordAudit(ctx, tx, { action: 'resolveErrorReport', entityType: 'errorReport', entityId: fingerprint, after: { resolved: true } });
    return row;
  });
}
