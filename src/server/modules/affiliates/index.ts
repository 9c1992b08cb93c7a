/**
 * The affiliate programme: customers' referral codes, clicks, commissions on the orders their
 * links bring, and payout requests. Owns `affiliate_settings`, `affiliates`,
 * `affiliate_referrals` and `affiliate_payouts`.
 */
export {
  AFFILIATE_DEFAULTS, ATTRIBUTION_COOKIE, affiliateTerms, parseAttributionCookie, isReferralCode, recordReferralClick, recordReferral, approveReferral,
  reverseReferral, affiliateOfCustomer, affiliateTotals, type AffiliateTerms, type ReferredOrder, type AffiliateTotals,
} from './affiliates.service';
export { registerAffiliatesShopFields, registerAffiliatesAdminFields } from './affiliates.resolver';
