import type { RequestContext } from '../../context.server';
import { AppError, badInput, say } from '../../errors.server';
import { markOrderShipped, staffActor } from './order-operations.service';
import type { OrderRecord } from './order.service';

export const MAX_BULK_SHIP = 50;

export type ShipOrderResult =
  | { __typename: 'OrderShipped'; orderId: string; order: OrderRecord }
  | { __typename: 'OrderShipRefused'; orderId: string; message: string; field: string | null };

/**
 * Ships several orders, each with its own courier and tracking number, each in its own
 * transaction: one order that cannot be shipped (already cancelled, a mistyped number) does not
 * hold back the others, and the answer says per order what happened and why.
 */
export async function shipOrders(ctx: RequestContext, items: ReadonlyArray<{ orderId: string; courier: string; trackingNumber: string }>): Promise<ShipOrderResult[]> {
  staffActor(ctx);
  if (items.length === 0 || items.length > MAX_BULK_SHIP) throw badInput('error.orderShip.tooMany', { max: MAX_BULK_SHIP }, 'orders');
  const results: ShipOrderResult[] = [];
  for (const item of items) {
    try {
      results.push({ __typename: 'OrderShipped', orderId: item.orderId, order: await markOrderShipped(ctx, item) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ __typename: 'OrderShipRefused', orderId: item.orderId, message: say(ctx, error.messageKey, error.params), field: error.field ?? null });
    }
  }
  return results;
}
