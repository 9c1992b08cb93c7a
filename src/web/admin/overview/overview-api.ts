import { graphDocument } from '../../graph/graph-document';

/** The figures every role sees its share of: parts it may not see come back null. */
export const ADMIN_DASHBOARD_QUERY = graphDocument(/* GraphQL */ `
  query AdminDashboard {
    dashboard {
      today { orders orderValue received }
      thisMonth { orders orderValue received }
      awaitingVerification
      paymentsNeedingAttention
      awaitingShipment
      lowStock { productId name variation sku stock }
      recentReviews { productId productName rating body authorName createdAt }
      pendingReviews
    }
  }
`);

/** Counts only: each list answers its total with a single row. For roles that write content. */
export const ADMIN_OVERVIEW_QUERY = graphDocument(/* GraphQL */ `
  query AdminOverview {
    publishedProducts: products(first: 1, status: published) { totalCount }
    draftProducts: products(first: 1, status: draft) { totalCount }
    published: blogPosts(first: 1, status: published) { totalCount }
    scheduled: blogPosts(first: 1, status: scheduled) { totalCount }
    drafts: blogPosts(first: 1, status: draft) { totalCount }
    pages { id status }
    emailTemplates { key overriddenLanguages }
    mailQueue { mailServerConfigured counts { failed retrying waitingForMailServer sentLast24Hours } }
  }
`);
