import { zoneOffsetHours } from '../../domain/format/shop-time';
import { startOfShopDay, startOfShopMonth } from '../../domain/format/shop-periods';
import { pick } from '../../domain/i18n/translated';
import { toGlobalId } from '../../domain/ids/global-id';
import { holdsAny, type StaffPermission } from '../../domain/staff/staff-permissions';
import type { RequestContext } from '../context.server';
import { badInput } from '../errors.server';
import type { Builder } from '../graphql/builder.server';
import { lowStockItems, productLoader, type LowStockItem } from '../modules/catalog';
import { orderFiguresSince, ordersAwaitingShipment, pendingReviewCount, recentReviews, type OrderFigures, type ReviewRecord } from '../modules/orders';
import { paymentsAwaitingVerification, paymentsNeedingAttention } from '../modules/payments';

const DASHBOARD_LIST_SIZE = 5;
const MAX_LOW_STOCK = 50;

/** A dashboard part the signed-in role may not see answers null rather than refusing the whole page. */
function when<T>(ctx: RequestContext, anyOf: StaffPermission | readonly StaffPermission[], load: () => Promise<T>): Promise<T | null> {
  const needed = typeof anyOf === 'string' ? [anyOf] : anyOf;
  return ctx.staff && holdsAny(ctx.staff.permissions, ...needed) ? load() : Promise.resolve(null);
}

/**
 * `/admin`'s figures, gathered from the orders, payments and catalogue modules: sales today and
 * this month (in the shop's time zone), the work waiting, stock running out, the latest reviews.
 */
export function registerDashboardAdminFields(builder: Builder) {
  const FiguresRef = builder.objectRef<OrderFigures>('OrderFigures').implement({
    description: 'Orders placed in a period that are still sales (not cancelled or expired), their value and what was received for them net of refunds.',
    fields: (t) => ({
      orders: t.exposeInt('orders'),
      orderValue: t.field({ type: 'Amount', resolve: (f) => f.orderValue }),
      received: t.field({ type: 'Amount', resolve: (f) => f.received }),
    }),
  });
  const LowStockRef = builder.objectRef<LowStockItem>('LowStockItem').implement({
    fields: (t) => ({
      productId: t.id({ resolve: (i) => toGlobalId('Product', i.productId) }),
      name: t.string({ resolve: (i, _a, ctx) => pick(i.name, ctx.language) }),
      variation: t.exposeStringList('variation'),
      sku: t.exposeString('sku'),
      stock: t.exposeInt('stock'),
    }),
  });
  const ReviewRef = builder.objectRef<ReviewRecord>('ProductReviewSummary').implement({
    fields: (t) => ({
      productId: t.id({ resolve: (r) => toGlobalId('Product', r.productId) }),
      productName: t.string({ resolve: async (r, _a, ctx) => { const product = await productLoader(ctx).load(r.productId); return product ? pick(product.name, ctx.language) : ''; } }),
      orderId: t.id({ resolve: (r) => r.orderId }),
      rating: t.exposeInt('rating'),
      body: t.exposeString('body'),
      authorName: t.exposeString('authorName'),
      createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
    }),
  });
  const DashboardRef = builder.objectRef<{ now: Date }>('Dashboard').implement({
    description: 'Each part is null for a role that may not see it.',
    fields: (t) => ({
      today: t.field({ type: FiguresRef, nullable: true, resolve: (d, _a, ctx) => when(ctx, 'orders.read', () => orderFiguresSince(ctx, startOfShopDay(d.now, zoneOffsetHours(ctx.shop.timeZone)))) }),
      thisMonth: t.field({ type: FiguresRef, nullable: true, resolve: (d, _a, ctx) => when(ctx, 'orders.read', () => orderFiguresSince(ctx, startOfShopMonth(d.now, zoneOffsetHours(ctx.shop.timeZone)))) }),
      awaitingVerification: t.int({ nullable: true, description: 'Transfer proofs waiting for the owner\'s verdict.', resolve: (_d, _a, ctx) => when(ctx, 'orders.read', () => paymentsAwaitingVerification(ctx)) }),
      paymentsNeedingAttention: t.int({
        nullable: true,
        description: 'Payments a provider settled that the shop could not count as asked (another amount, or after the attempt was closed).',
        resolve: (_d, _a, ctx) => when(ctx, 'orders.read', () => paymentsNeedingAttention(ctx)),
      }),
      awaitingShipment: t.int({ nullable: true, description: 'Paid orders not yet shipped.', resolve: (_d, _a, ctx) => when(ctx, 'orders.read', () => ordersAwaitingShipment(ctx)) }),
      lowStock: t.field({
        type: [LowStockRef],
        nullable: true,
        args: { first: t.arg.int({ required: false, description: `At most ${MAX_LOW_STOCK}; ${DASHBOARD_LIST_SIZE} when left out.` }) },
        resolve: (_d, args, ctx) => {
          const first = args.first ?? DASHBOARD_LIST_SIZE;
          if (first < 1 || first > MAX_LOW_STOCK) throw badInput('error.pageSize', { field: 'first', max: MAX_LOW_STOCK }, 'first');
          return when(ctx, 'catalog.read', () => lowStockItems(ctx, { limit: first }));
        },
      }),
      pendingReviews: t.int({
        nullable: true,
        description: 'Reviews waiting for approval; for the roles that moderate them.',
        resolve: (_d, _a, ctx) => when(ctx, ['marketing.manage', 'content.manage'], () => pendingReviewCount(ctx)),
      }),
      recentReviews: t.field({ type: [ReviewRef], nullable: true, resolve: (_d, _a, ctx) => when(ctx, 'catalog.read', () => recentReviews(ctx, DASHBOARD_LIST_SIZE)) }),
    }),
  });
  builder.queryFields((t) => ({
    dashboard: t.field({ type: DashboardRef, resolve: () => ({ now: new Date() }) }),
  }));
}
