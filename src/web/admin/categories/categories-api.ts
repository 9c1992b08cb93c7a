// What the category screen asks of the staff API, and what it changes there.
import { graphDocument, graphFragment } from '../../graph/graph-document';

export const ADMIN_CATEGORY_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminCategoryFields on Category {
    id slug status position parentId imageId ownProductCount
    texts { name { id en } description { id en } }
  }
`);

export const ADMIN_CATEGORY_TREE_QUERY = graphDocument(/* GraphQL */ `
  query AdminCategoryTree {
    viewer { permissions }
    categoryTree { ...AdminCategoryFields }
  }
`, ADMIN_CATEGORY_FIELDS);

export const CREATE_CATEGORY_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminCreateCategory($input: CategoryInput!) {
    createCategory(input: $input) { ...AdminCategoryFields }
  }
`, ADMIN_CATEGORY_FIELDS);

export const UPDATE_CATEGORY_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminUpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) { ...AdminCategoryFields }
  }
`, ADMIN_CATEGORY_FIELDS);

export const MOVE_CATEGORY_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminMoveCategory($id: ID!, $parentId: ID, $position: Int!) {
    moveCategory(id: $id, parentId: $parentId, position: $position) {
      __typename
      ... on Category { id parentId position }
      ... on CategoryMoveRefused { reason message }
    }
  }
`);

export const DELETE_CATEGORY_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminDeleteCategory($id: ID!) {
    deleteCategory(id: $id)
  }
`);
