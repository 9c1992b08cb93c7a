// What the campaign screens ask of the staff API, and what they change there (docs/decisions/0031).
// Admin documents are checked against the admin schema, so they spell their fields out.
import { graphDocument, graphFragment } from '../../graph/graph-document';

export const ADMIN_CAMPAIGN_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminCampaignFields on Campaign {
    id name startsAt endsAt status discountKind discountValue active version productCount categoryIds
    products { id name status price { amount } }
  }
`);

export const ADMIN_CAMPAIGNS_QUERY = graphDocument(/* GraphQL */ `
  query AdminCampaigns {
    campaigns { limit items { ...AdminCampaignFields } }
  }
`, ADMIN_CAMPAIGN_FIELDS);

export const ADMIN_CAMPAIGN_QUERY = graphDocument(/* GraphQL */ `
  query AdminCampaign($id: ID!) {
    campaign(id: $id) { ...AdminCampaignFields }
    categoryOptions { id name }
  }
`, ADMIN_CAMPAIGN_FIELDS);

export const ADMIN_NEW_CAMPAIGN_QUERY = graphDocument(/* GraphQL */ `
  query AdminNewCampaign {
    categoryOptions { id name }
  }
`);

/** The catalogue search the bundle editor uses, with what a campaign shows of each product. */
export const CAMPAIGN_PRODUCT_SEARCH_QUERY = graphDocument(/* GraphQL */ `
  query AdminCampaignProductSearch($search: String!) {
    products(first: 8, search: $search) { totalCount edges { node { id name status price { amount } } } }
  }
`);

export const CREATE_CAMPAIGN_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminCreateCampaign($input: CampaignInput!) {
    createCampaign(input: $input) {
      __typename
      ... on Campaign { ...AdminCampaignFields }
      ... on CampaignSaveRefused { reason message fieldErrors { field message } campaign { ...AdminCampaignFields } }
    }
  }
`, ADMIN_CAMPAIGN_FIELDS);

export const UPDATE_CAMPAIGN_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminUpdateCampaign($id: ID!, $version: Int!, $input: CampaignInput!) {
    updateCampaign(id: $id, version: $version, input: $input) {
      __typename
      ... on Campaign { ...AdminCampaignFields }
      ... on CampaignSaveRefused { reason message fieldErrors { field message } campaign { ...AdminCampaignFields } }
    }
  }
`, ADMIN_CAMPAIGN_FIELDS);

export const DELETE_CAMPAIGN_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminDeleteCampaign($id: ID!) {
    deleteCampaign(id: $id)
  }
`);
