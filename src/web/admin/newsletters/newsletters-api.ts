// What the newsletter screens ask of the staff API, and what they change there (docs/decisions/0046).
import { graphDocument, graphFragment } from '../../graph/graph-document';

export const ADMIN_NEWSLETTER_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminNewsletterFields on Newsletter {
    id title language subject document state version createdAt sendingStartedAt finishedAt
    audience { language categoryIds }
    figures { recipients queued skipped delivered failed opened clicked openRate clickRate }
  }
`);

export const ADMIN_NEWSLETTERS_QUERY = graphDocument(/* GraphQL */ `
  query AdminNewsletters {
    newsletters { id title state createdAt sendingStartedAt figures { recipients delivered opened clicked openRate clickRate } }
  }
`);

export const ADMIN_NEWSLETTER_QUERY = graphDocument(/* GraphQL */ `
  query AdminNewsletter($id: ID!) {
    viewer { email }
    newsletter(id: $id) { ...AdminNewsletterFields }
    categoryOptions { id name }
  }
`, ADMIN_NEWSLETTER_FIELDS);

export const ADMIN_NEW_NEWSLETTER_QUERY = graphDocument(/* GraphQL */ `
  query AdminNewNewsletter {
    viewer { email }
    categoryOptions { id name }
  }
`);

/** Only the moving parts, read again while a newsletter goes out. */
export const ADMIN_NEWSLETTER_PROGRESS_QUERY = graphDocument(/* GraphQL */ `
  query AdminNewsletterProgress($id: ID!) {
    newsletter(id: $id) { id state finishedAt figures { recipients queued skipped delivered failed opened clicked openRate clickRate } }
  }
`);

export const NEWSLETTER_AUDIENCE_SIZE_QUERY = graphDocument(/* GraphQL */ `
  query AdminNewsletterAudienceSize($audience: NewsletterAudienceInput) {
    newsletterAudienceSize(audience: $audience)
  }
`);

export const NEWSLETTER_PREVIEW_QUERY = graphDocument(/* GraphQL */ `
  query AdminNewsletterPreview($subject: String!, $language: String!, $document: JSON!) {
    newsletterPreview(subject: $subject, language: $language, document: $document) { subject html text }
  }
`);

export const CREATE_NEWSLETTER_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminCreateNewsletter($input: CreateNewsletterInput!) {
    createNewsletter(input: $input) {
      __typename
      ... on Newsletter { ...AdminNewsletterFields }
      ... on NewsletterRefused { reason message fieldErrors { field message } }
    }
  }
`, ADMIN_NEWSLETTER_FIELDS);

export const SAVE_NEWSLETTER_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminSaveNewsletter($input: SaveNewsletterInput!) {
    saveNewsletter(input: $input) {
      __typename
      ... on Newsletter { ...AdminNewsletterFields }
      ... on NewsletterRefused { reason message fieldErrors { field message } }
    }
  }
`, ADMIN_NEWSLETTER_FIELDS);

export const SEND_NEWSLETTER_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminSendNewsletter($input: SendNewsletterInput!) {
    sendNewsletter(input: $input) {
      __typename
      ... on Newsletter { ...AdminNewsletterFields }
      ... on NewsletterRefused { reason message fieldErrors { field message } }
    }
  }
`, ADMIN_NEWSLETTER_FIELDS);

export const STOP_NEWSLETTER_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminStopNewsletter($input: NewsletterIdInput!) {
    stopNewsletter(input: $input) {
      __typename
      ... on Newsletter { ...AdminNewsletterFields }
      ... on NewsletterRefused { reason message fieldErrors { field message } }
    }
  }
`, ADMIN_NEWSLETTER_FIELDS);

export const DELETE_NEWSLETTER_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminDeleteNewsletter($input: NewsletterIdInput!) {
    deleteNewsletter(input: $input)
  }
`);

export const SEND_NEWSLETTER_TEST_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminSendNewsletterTest($input: SendNewsletterTestInput!) {
    sendNewsletterTest(input: $input) { to subject }
  }
`);
