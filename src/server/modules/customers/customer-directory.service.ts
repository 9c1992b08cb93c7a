import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import { customerAccounts, customerAddresses } from './customers.tables';

export interface CustomerSummary { id: string; email: string; name: string; phone: string; verified: boolean; createdAt: Date }

function summary(row: typeof customerAccounts.$inferSelect): CustomerSummary {
  return { id: row.id, email: row.email, name: row.name, phone: row.phone, verified: row.verifiedAt !== null, createdAt: row.createdAt };
}

/** Matches name or e-mail by part, and the phone by its digits (0812-… and 0812… alike). */
function searchCondition(term: string): SQL | undefined {
  const text = term.trim().toLowerCase();
  if (!text) return undefined;
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = text.replace(/\D/g, '');
  return sql`(lower(${customerAccounts.name}) like ${like} or lower(${customerAccounts.email}) like ${like}${digits.length >= 4 ? sql` or regexp_replace(${customerAccounts.phone}, '\\D', '', 'g') like ${`%${digits}%`}` : sql``})`;
}

/** A page of the shop's customer accounts, newest first, with how many match in all. */
export async function listCustomerAccounts(ctx: RequestContext, options: { search?: string | undefined; limit: number; offset: number }): Promise<{ rows: CustomerSummary[]; total: number }> {
  const where = and(eq(customerAccounts.shopId, ctx.shop.id), options.search ? searchCondition(options.search) : undefined);
  const rows = await ctx.db.select({ account: customerAccounts, total: sql<number>`(count(*) over ())::int` }).from(customerAccounts)
    .where(where).orderBy(desc(customerAccounts.createdAt), asc(customerAccounts.id)).limit(options.limit).offset(options.offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && options.offset > 0) {
    const [count] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(customerAccounts).where(where);
    total = count?.count ?? 0;
  }
  return { rows: rows.map((row) => summary(row.account)), total };
}

export async function customerAccountById(ctx: RequestContext, id: string): Promise<CustomerSummary | null> {
  const [row] = await ctx.db.select().from(customerAccounts).where(and(eq(customerAccounts.shopId, ctx.shop.id), eq(customerAccounts.id, id))).limit(1);
  return row ? summary(row) : null;
}

export function addressesOfCustomer(ctx: RequestContext, customerId: string) {
  return ctx.db.select().from(customerAddresses)
    .where(and(eq(customerAddresses.shopId, ctx.shop.id), eq(customerAddresses.customerId, customerId))).orderBy(desc(customerAddresses.updatedAt));
}
