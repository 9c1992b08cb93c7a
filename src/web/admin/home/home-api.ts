// What the home page screen asks of the staff API and what it saves (docs/decisions/0038).
import { graphDocument, graphFragment } from '../../graph/graph-document';

export const HOME_LAYOUT_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminHomeLayoutFields on HomeLayout {
    version arranged
    sections {
      kind imageId link categoryIds source categoryId count
      heading { id en } text { id en } buttonLabel { id en } title { id en } body { id en }
      products { id name }
    }
    categoryChoices { id name published }
  }
`);

export const HOME_LAYOUT_QUERY = graphDocument(/* GraphQL */ `
  query AdminHomeLayout {
    homeLayout { ...AdminHomeLayoutFields }
  }
`, HOME_LAYOUT_FIELDS);

export const SAVE_HOME_LAYOUT_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminSaveHomeLayout($input: HomeLayoutInput!) {
    saveHomeLayout(input: $input) {
      __typename
      ... on HomeLayout { ...AdminHomeLayoutFields }
      ... on HomeLayoutSaveRefused { reason message fieldErrors { field message } layout { ...AdminHomeLayoutFields } }
    }
  }
`, HOME_LAYOUT_FIELDS);

export const HOME_PRODUCT_SEARCH_QUERY = graphDocument(/* GraphQL */ `
  query AdminHomeProductSearch($search: String!) {
    homeProductChoices(search: $search) { id name }
  }
`);
