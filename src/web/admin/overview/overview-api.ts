import { graphDocument } from '../../graph/graph-document';

/** Counts only: each list answers its total with a single row. */
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
