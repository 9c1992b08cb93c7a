import DataLoader from 'dataloader';
import { fromGlobalId, toGlobalId } from '../../domain/ids/global-id';
import { loaderFor, type RequestContext } from '../context.server';
import { badInput } from '../errors.server';
import type { Builder } from '../graphql/builder.server';
import { affiliateOfCustomer, affiliateTotals } from '../modules/affiliates';
import { addressesOfCustomer, customerAccountById, listCustomerAccounts, type CustomerSummary } from '../modules/customers';
import { guestBuyers, orderTotalsByCustomer, ordersOfBuyer, type BuyerTotals, type GuestBuyer, type OrdersGraph } from '../modules/orders';

const MAX_CUSTOMER_PAGE = 50;
const BUYER_ORDERS_SHOWN = 20;
const SEARCH_MAX = 100;

function pageOf(args: { first: number; offset?: number | null; search?: string | null }) {
  if (args.first < 1 || args.first > MAX_CUSTOMER_PAGE) throw badInput('error.pageSize', { field: 'first', max: MAX_CUSTOMER_PAGE }, 'first');
  const offset = args.offset ?? 0;
  if (offset < 0 || offset > 1_000_000) throw badInput('error.pageSize', { field: 'offset', max: 1_000_000 }, 'offset');
  return { limit: args.first, offset, search: args.search?.slice(0, SEARCH_MAX) ?? undefined };
}

/** Order totals for every customer on a page, loaded together: one query for the whole page. */
function totalsLoader(ctx: RequestContext): DataLoader<string, BuyerTotals> {
  return loaderFor(ctx, 'customerOrderTotals', () => new DataLoader(async (ids: readonly string[]) => {
    const totals = await orderTotalsByCustomer(ctx, ids);
    return ids.map((id) => totals.get(id) ?? { orders: 0, spent: 0, lastOrderAt: null });
  }));
}

/**
 * The owner's view of the people who buy: customer accounts (with their orders, addresses, what
 * they spent and their affiliate standing) and guest buyers, one per e-mail address.
 */
export function registerCustomersAdminFields(builder: Builder, graph: { orders: OrdersGraph }) {
  const { OrderRef } = graph.orders;

  const AddressRef = builder.objectRef<{ id: string; address: { name: string; phone: string; address: string; district: string; city: string; province: string; postalCode: string } }>('CustomerAddressView').implement({
    fields: (t) => ({
      name: t.string({ resolve: (a) => a.address.name }),
      phone: t.string({ resolve: (a) => a.address.phone }),
      address: t.string({ resolve: (a) => a.address.address }),
      district: t.string({ resolve: (a) => a.address.district }),
      city: t.string({ resolve: (a) => a.address.city }),
      province: t.string({ resolve: (a) => a.address.province }),
      postalCode: t.string({ resolve: (a) => a.address.postalCode }),
    }),
  });
  const AffiliateStandingRef = builder.objectRef<{ code: string; clicks: number; joinedAt: Date; ordersCount: number; pending: number; approved: number; paid: number }>('AffiliateStanding').implement({
    fields: (t) => ({
      code: t.exposeString('code'),
      clicks: t.exposeInt('clicks'),
      joinedAt: t.string({ resolve: (a) => a.joinedAt.toISOString() }),
      ordersCount: t.exposeInt('ordersCount'),
      pendingCommission: t.field({ type: 'Amount', resolve: (a) => a.pending }),
      approvedCommission: t.field({ type: 'Amount', resolve: (a) => a.approved }),
      paidCommission: t.field({ type: 'Amount', resolve: (a) => a.paid }),
    }),
  });
  const CustomerRef = builder.objectRef<CustomerSummary>('CustomerAccount').implement({
    fields: (t) => ({
      id: t.id({ resolve: (c) => toGlobalId('CustomerAccount', c.id) }),
      email: t.exposeString('email'),
      name: t.exposeString('name'),
      phone: t.exposeString('phone'),
      verified: t.exposeBoolean('verified'),
      createdAt: t.string({ resolve: (c) => c.createdAt.toISOString() }),
      ordersCount: t.int({ resolve: async (c, _a, ctx) => (await totalsLoader(ctx).load(c.id)).orders }),
      spent: t.field({ type: 'Amount', resolve: async (c, _a, ctx) => (await totalsLoader(ctx).load(c.id)).spent }),
      lastOrderAt: t.string({ nullable: true, resolve: async (c, _a, ctx) => (await totalsLoader(ctx).load(c.id)).lastOrderAt?.toISOString() ?? null }),
      orders: t.field({ type: [OrderRef], description: `The latest ${BUYER_ORDERS_SHOWN}.`, resolve: (c, _a, ctx) => ordersOfBuyer(ctx, { customerId: c.id }, BUYER_ORDERS_SHOWN) }),
      addresses: t.field({ type: [AddressRef], resolve: (c, _a, ctx) => addressesOfCustomer(ctx, c.id) }),
      affiliate: t.field({
        type: AffiliateStandingRef,
        nullable: true,
        resolve: async (c, _a, ctx) => {
          const affiliate = await affiliateOfCustomer(ctx.db, ctx.shop.id, c.id);
          if (!affiliate) return null;
          const totals = await affiliateTotals(ctx.db, ctx.shop.id, affiliate.id);
          return { code: affiliate.code, clicks: affiliate.clicks, joinedAt: affiliate.createdAt, ...totals };
        },
      }),
    }),
  });
  const GuestBuyerRef = builder.objectRef<GuestBuyer>('GuestBuyer').implement({
    description: 'Someone who bought without an account, grouped by e-mail address.',
    fields: (t) => ({
      email: t.exposeString('email'),
      name: t.exposeString('name'),
      phone: t.exposeString('phone'),
      ordersCount: t.int({ resolve: (b) => b.orders }),
      spent: t.field({ type: 'Amount', resolve: (b) => b.spent }),
      lastOrderAt: t.string({ nullable: true, resolve: (b) => b.lastOrderAt?.toISOString() ?? null }),
      orders: t.field({ type: [OrderRef], description: `The latest ${BUYER_ORDERS_SHOWN}.`, resolve: (b, _a, ctx) => ordersOfBuyer(ctx, { guestEmail: b.email }, BUYER_ORDERS_SHOWN) }),
    }),
  });
  const CustomerPageRef = builder.objectRef<{ rows: CustomerSummary[]; total: number }>('CustomerAccountPage').implement({
    fields: (t) => ({ nodes: t.field({ type: [CustomerRef], resolve: (p) => p.rows }), totalCount: t.exposeInt('total') }),
  });
  const GuestPageRef = builder.objectRef<{ rows: GuestBuyer[]; total: number }>('GuestBuyerPage').implement({
    fields: (t) => ({ nodes: t.field({ type: [GuestBuyerRef], resolve: (p) => p.rows }), totalCount: t.exposeInt('total') }),
  });

  builder.queryFields((t) => ({
    customers: t.field({
      type: CustomerPageRef,
      description: 'Customer accounts, newest first; `search` matches name, e-mail or phone digits.',
      args: { first: t.arg.int({ required: true }), offset: t.arg.int({ required: false }), search: t.arg.string({ required: false }) },
      resolve: (_r, args, ctx) => listCustomerAccounts(ctx, pageOf(args)),
    }),
    customerById: t.field({
      type: CustomerRef,
      nullable: true,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => {
        const decoded = fromGlobalId(String(args.id));
        return decoded?.type === 'CustomerAccount' ? customerAccountById(ctx, decoded.id) : null;
      },
    }),
    guestBuyers: t.field({
      type: GuestPageRef,
      description: 'Buyers without an account, one per e-mail address, latest buyer first.',
      args: { first: t.arg.int({ required: true }), offset: t.arg.int({ required: false }), search: t.arg.string({ required: false }) },
      resolve: (_r, args, ctx) => guestBuyers(ctx, pageOf(args)),
    }),
  }));
}
