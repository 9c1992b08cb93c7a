import { loaderFor, type RequestContext } from '../../context.server';
import { badInput } from '../../errors.server';
import type { Builder } from '../../graphql/builder.server';
import { MAX_PAGE_SIZE } from '../../graphql/pagination.server';
import {
  affiliateLink, affiliateReferralPage, affiliateTerms, affiliateTotals, approvePayout, joinAffiliateProgram, latestPayoutOf, listPayoutRequests, rejectPayout,
  requestAffiliatePayout, updateAffiliateTerms, viewerAffiliate, type AffiliateRecord, type AffiliateTerms, type PayoutRecord, type PayoutRequestResult,
  type PayoutView, type ReferralRecord,
} from './affiliates.service';

function pageSize(first: number): number {
  if (first < 1 || first > MAX_PAGE_SIZE) throw badInput('error.pageSize', { field: 'first', max: MAX_PAGE_SIZE }, 'first');
  return first;
}

/** One query for the four figures of an affiliate, however many of them a request asks for. */
function totalsOf(ctx: RequestContext, affiliate: AffiliateRecord) {
  return loaderFor(ctx, `affiliateTotals:${affiliate.id}`, () => affiliateTotals(ctx.db, ctx.shop.id, affiliate.id));
}

/** The affiliate programme on the shop API: join, one's own figures and referrals, asking to be paid. */
export function registerAffiliatesShopFields(builder: Builder) {
  const ReferralRef = builder.objectRef<ReferralRecord>('AffiliateReferral').implement({
    description: 'An order the link brought in; never who bought it.',
    fields: (t) => ({
      orderNumber: t.exposeInt('orderNumber'),
      placedAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
      commission: t.expose('commission', { type: 'Amount' }),
      status: t.string({ description: 'pending, approved, paid or reversed.', resolve: (r) => r.status }),
    }),
  });
  const PayoutRef = builder.objectRef<PayoutRecord>('AffiliatePayoutRequest').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      amount: t.expose('amount', { type: 'Amount' }),
      status: t.string({ description: 'requested, paid or rejected.', resolve: (p) => p.status }),
      createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
      decidedAt: t.string({ nullable: true, resolve: (p) => p.decidedAt?.toISOString() ?? null }),
      rejectReason: t.string({ nullable: true, description: 'The staff\'s reason, when rejected.', resolve: (p) => (p.status === 'rejected' ? p.rejectReason : null) }),
    }),
  });
  const AffiliateRef = builder.objectRef<AffiliateRecord>('Affiliate').implement({
    description: 'The signed-in customer\'s own place in the affiliate programme.',
    fields: (t) => ({
      code: t.exposeString('code'),
      link: t.string({ resolve: (a, _args, ctx) => affiliateLink(ctx, a.code) }),
      clicks: t.exposeInt('clicks'),
      ordersCount: t.int({ resolve: async (a, _args, ctx) => (await totalsOf(ctx, a)).ordersCount }),
      pendingCommission: t.field({ type: 'Amount', resolve: async (a, _args, ctx) => (await totalsOf(ctx, a)).pending }),
      approvedCommission: t.field({ type: 'Amount', description: 'Earned and not yet paid.', resolve: async (a, _args, ctx) => (await totalsOf(ctx, a)).approved }),
      paidCommission: t.field({ type: 'Amount', resolve: async (a, _args, ctx) => (await totalsOf(ctx, a)).paid }),
      latestPayout: t.field({
        type: PayoutRef,
        nullable: true,
        description: 'The newest payout request, open or decided; null before the first.',
        resolve: (a, _args, ctx) => latestPayoutOf(ctx.db, ctx.shop.id, a.id),
      }),
      referrals: t.field({
        type: [ReferralRef],
        args: { first: t.arg.int({ required: true }), offset: t.arg.int({ required: false }) },
        resolve: (a, args, ctx) => affiliateReferralPage(ctx.db, ctx.shop.id, a.id, pageSize(args.first), Math.max(args.offset ?? 0, 0)),
      }),
    }),
  });
  const Requested = builder.objectRef<Extract<PayoutRequestResult, { __typename: 'AffiliatePayoutRequested' }>>('AffiliatePayoutRequested').implement({
    fields: (t) => ({ payout: t.field({ type: PayoutRef, resolve: (r) => r.payout }) }),
  });
  const RefusalEnum = builder.enumType('AffiliatePayoutRefusal', { values: ['NOT_AN_AFFILIATE', 'NOTHING_TO_PAY', 'REQUEST_OPEN'] as const });
  const Refused = builder.objectRef<Extract<PayoutRequestResult, { __typename: 'AffiliatePayoutRefused' }>>('AffiliatePayoutRefused').implement({
    fields: (t) => ({ message: t.exposeString('message'), reason: t.field({ type: RefusalEnum, resolve: (r) => r.reason }) }),
  });
  const ResultRef = builder.unionType('RequestAffiliatePayoutResult', { types: [Requested, Refused], resolveType: (value: PayoutRequestResult) => value.__typename });

  const TermsRef = builder.objectRef<AffiliateTerms>('AffiliateProgramTerms').implement({
    description: 'What the shop\'s affiliate programme offers: read-only here, set by staff.',
    fields: (t) => ({
      commissionRateBp: t.exposeInt('commissionRateBp', { description: 'Commission in basis points of the goods after discounts (500 = 5 %).' }),
      attributionDays: t.exposeInt('attributionDays', { description: 'How many days a click keeps crediting its affiliate.' }),
    }),
  });

  builder.queryFields((t) => ({
    affiliateProgram: t.field({ type: TermsRef, resolve: (_r, _a, ctx) => affiliateTerms(ctx.db, ctx.shop.id) }),
    viewerAffiliate: t.field({ type: AffiliateRef, nullable: true, description: 'Always the caller\'s own; null when signed out or not joined.', resolve: (_r, _a, ctx) => viewerAffiliate(ctx) }),
  }));
  builder.mutationFields((t) => ({
    joinAffiliateProgram: t.field({ type: AffiliateRef, resolve: (_r, _a, ctx) => joinAffiliateProgram(ctx) }),
    requestAffiliatePayout: t.field({ type: ResultRef, resolve: (_r, _a, ctx) => requestAffiliatePayout(ctx) }),
  }));
}

/** Staff: the programme's terms and the payout requests. */
export function registerAffiliatesAdminFields(builder: Builder) {
  const TermsRef = builder.objectRef<AffiliateTerms>('AffiliateTerms').implement({
    fields: (t) => ({ commissionRateBp: t.exposeInt('commissionRateBp'), attributionDays: t.exposeInt('attributionDays') }),
  });
  const PayoutRef = builder.objectRef<PayoutView>('AffiliatePayout').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      amount: t.expose('amount', { type: 'Amount' }),
      status: t.string({ description: 'requested, paid or rejected.', resolve: (p) => p.status }),
      affiliateCode: t.exposeString('affiliateCode'),
      affiliateEmail: t.exposeString('affiliateEmail'),
      rejectReason: t.string({ nullable: true, resolve: (p) => p.rejectReason }),
      createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
      decidedAt: t.string({ nullable: true, resolve: (p) => p.decidedAt?.toISOString() ?? null }),
    }),
  });
  const TermsInput = builder.inputType('AffiliateTermsInput', {
    fields: (t) => ({ commissionRateBp: t.int({ required: false }), attributionDays: t.int({ required: false }) }),
  });
  builder.queryFields((t) => ({
    affiliateTerms: t.field({ type: TermsRef, resolve: (_r, _a, ctx) => affiliateTerms(ctx.db, ctx.shop.id) }),
    affiliatePayouts: t.field({
      type: [PayoutRef],
      args: { first: t.arg.int({ required: true }), status: t.arg.string({ required: false }) },
      resolve: (_r, args, ctx) => {
        const status = args.status ?? undefined;
        if (status !== undefined && status !== 'requested' && status !== 'paid' && status !== 'rejected') throw badInput('error.affiliate.payoutStatus', {}, 'status');
        return listPayoutRequests(ctx, { status, first: pageSize(args.first) });
      },
    }),
  }));
  builder.mutationFields((t) => ({
    updateAffiliateTerms: t.field({
      type: TermsRef,
      args: { input: t.arg({ type: TermsInput, required: true }) },
      resolve: (_r, { input }, ctx) => updateAffiliateTerms(ctx, {
        ...(input.commissionRateBp == null ? {} : { commissionRateBp: input.commissionRateBp }),
        ...(input.attributionDays == null ? {} : { attributionDays: input.attributionDays }),
      }),
    }),
    approvePayout: t.field({ type: PayoutRef, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => approvePayout(ctx, String(args.id)) }),
    rejectPayout: t.field({
      type: PayoutRef,
      args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => rejectPayout(ctx, String(args.id), args.reason),
    }),
  }));
}
