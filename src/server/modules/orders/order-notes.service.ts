import { and, desc, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput, forbidden, notFound } from '../../errors.server';
import { newId } from '../../ids.server';
import { recordAudit } from '../audit';
import { orderById, perOrderLoader } from './order.service';
import { orderNotes } from './orders.tables';

export type OrderNoteRecord = typeof orderNotes.$inferSelect;

export const MAX_NOTE_LENGTH = 2000;

/** Staff's notes on each order of the request, newest first, in one query. */
export function orderNotesLoader(ctx: RequestContext) {
  return perOrderLoader(ctx, 'notes', (ids) => ctx.db.select().from(orderNotes)
    .where(and(eq(orderNotes.shopId, ctx.shop.id), inArray(orderNotes.orderId, ids))).orderBy(desc(orderNotes.createdAt), desc(orderNotes.id)));
}

/** A staff member writes a note on an order; the note and its audit record are kept together. */
export async function addOrderNote(ctx: RequestContext, input: { orderId: string; body: string }): Promise<OrderNoteRecord> {
  const staff = ctx.staff;
  if (!staff) throw forbidden();
  const body = input.body.trim();
  if (!body) throw badInput('error.orderNote.empty', {}, 'body');
  if (body.length > MAX_NOTE_LENGTH) throw badInput('error.orderNote.tooLong', { max: MAX_NOTE_LENGTH }, 'body');
  return inTransaction(ctx.db, async (tx) => {
    const order = await orderById(tx, ctx.shop.id, input.orderId);
    if (!order) throw notFound('error.order.notFound');
    const [note] = await tx.insert(orderNotes).values({ shopId: ctx.shop.id, orderId: order.id, id: newId(), body, staffId: staff.id, staffName: staff.name }).returning();
    await recordAudit(ctx, tx, { action: 'addOrderNote', entityType: 'order', entityId: order.id, before: null, after: { noteId: note!.id, body } });
    return note!;
  });
}
