import { getTableColumns } from 'drizzle-orm';
import { bigint, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { rowFromJson, rowJsonSql } from './row-json.server';

const lines = pgTable('lines', {
  id: text('id').notNull(),
  unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
  detail: jsonb('detail').$type<{ note: string }>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

describe('rows read back from JSON', () => {
  it('gives the record drizzle would: amounts and documents as they are, times as dates, missing values as null', () => {
    const row = rowFromJson<typeof lines.$inferSelect>(getTableColumns(lines), {
      id: 'a1', unitPrice: 4_750_000_017, detail: { note: 'x' }, createdAt: '2026-11-30T02:41:32.365123+00:00', paidAt: null,
    });
    expect(row).toEqual({ id: 'a1', unitPrice: 4_750_000_017, detail: { note: 'x' }, createdAt: new Date('2026-11-30T02:41:32.365Z'), paidAt: null });
  });

  it('refuses a column whose JSON it could not read back exactly', () => {
    const prices = pgTable('prices', { rate: numeric('rate').notNull() });
    expect(() => rowJsonSql(getTableColumns(prices), 'p')).toThrow(/rate/);
    const naive = pgTable('naive', { at: timestamp('at').notNull() });
    expect(() => rowJsonSql(getTableColumns(naive), 'n')).toThrow(/without zone/);
  });
});
