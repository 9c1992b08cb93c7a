// The staff API's pages: the list, one page with the texts of both languages, and its writes.
import { graphDocument, graphFragment } from '../../graph/graph-document';

export const ADMIN_PAGES_QUERY = graphDocument(/* GraphQL */ `
  query AdminPages {
    pages { id slug title status path updatedAt }
  }
`);

/** A page as the editor opens it: every language's own texts, no fallbacks. */
export const ADMIN_PAGE_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminPageFields on Page {
    id slug status position path updatedAt
    texts { language title body seoTitle seoDescription }
  }
`);

/** The shop's name too, for the search-result preview. */
export const ADMIN_PAGE_QUERY = graphDocument(/* GraphQL */ `
  query AdminPage($id: ID!) {
    shop { name }
    pageById(id: $id) { ...AdminPageFields }
  }
`, ADMIN_PAGE_FIELDS);

export const ADMIN_NEW_PAGE_QUERY = graphDocument(/* GraphQL */ `
  query AdminNewPage {
    shop { name }
  }
`);

export const CREATE_PAGE_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminCreatePage($input: PageInput!) {
    createPage(input: $input) { ...AdminPageFields }
  }
`, ADMIN_PAGE_FIELDS);

export const UPDATE_PAGE_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminUpdatePage($id: ID!, $input: PageInput!) {
    updatePage(id: $id, input: $input) { ...AdminPageFields }
  }
`, ADMIN_PAGE_FIELDS);

export const DELETE_PAGE_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminDeletePage($id: ID!) {
    deletePage(id: $id)
  }
`);
