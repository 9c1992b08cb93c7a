// What the affiliate page asks the shop API for. The summary and the referrals page are two
// queries, so turning a page of referrals leaves the rest of the screen as it is.
import { graphDocument } from '../../graph/graph-document';
import { graphQueryKeyPrefix } from '../../graph/graph-key';

export const REFERRALS_PAGE_SIZE = 10;

export const AFFILIATE_PAGE_QUERY = graphDocument(/* GraphQL */ `
  query AffiliatePage {
    shop { name }
    affiliateProgram { commissionRateBp attributionDays }
    viewerCustomer { id name }
    viewerAffiliate {
      code link clicks ordersCount pendingCommission approvedCommission paidCommission
      latestPayout { id amount status createdAt decidedAt rejectReason }
    }
  }
`);

export const AFFILIATE_REFERRALS_QUERY = graphDocument(/* GraphQL */ `
  query AffiliateReferrals($first: Int!, $offset: Int) {
    viewerAffiliate { ordersCount referrals(first: $first, offset: $offset) { orderNumber placedAt commission status } }
  }
`);

export const JOIN_AFFILIATE_MUTATION = graphDocument(/* GraphQL */ `
  mutation JoinAffiliateProgram {
    joinAffiliateProgram { code }
  }
`);

export const REQUEST_PAYOUT_MUTATION = graphDocument(/* GraphQL */ `
  mutation RequestAffiliatePayout {
    requestAffiliatePayout {
      __typename
      ... on AffiliatePayoutRequested { payout { id amount status } }
      ... on AffiliatePayoutRefused { reason message }
    }
  }
`);

/** Neither mutation takes an input object: `m` names what each answers. */
export const JOIN_INPUT = 'Affiliate';
export const PAYOUT_INPUT = 'RequestAffiliatePayoutResult';

/** Everything the page shows, marked stale after joining or asking for a payout. */
export const AFFILIATE_PREFIXES = [graphQueryKeyPrefix(AFFILIATE_PAGE_QUERY), graphQueryKeyPrefix(AFFILIATE_REFERRALS_QUERY)];

export function referralsVariables(page: number): { first: number; offset: number } {
  return { first: REFERRALS_PAGE_SIZE, offset: (page - 1) * REFERRALS_PAGE_SIZE };
}
