// What the blog's admin screens ask of the staff API, and what they change there.
import { graphDocument, graphFragment } from '../../graph/graph-document';

export const ADMIN_POSTS_PAGE_SIZE = 20;

export const ADMIN_POST_ROW_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminPostRowFields on BlogPost {
    id slug status publishedAt updatedAt
    texts { title { id en } }
    categories { id name }
  }
`);

export const ADMIN_POSTS_QUERY = graphDocument(/* GraphQL */ `
  query AdminPosts($first: Int!, $after: String, $status: BlogPostStatus, $search: String, $categoryId: ID) {
    blogCategories { id name }
    blogPosts(first: $first, after: $after, status: $status, search: $search, categoryId: $categoryId) {
      totalCount
      edges { node { ...AdminPostRowFields } }
    }
  }
`, ADMIN_POST_ROW_FIELDS);

export const ADMIN_POST_EDITOR_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminPostEditorFields on BlogPost {
    id slug status publishedAt updatedAt authorName
    author { id }
    texts {
      title { id en } excerpt { id en } seoTitle { id en } seoDescription { id en } coverAlt { id en }
      body { id { document } en { document } }
    }
    cover { id width height }
    categories { id }
    linkedProducts { id name }
  }
`);

/** The choices every post offers: categories and who may sign it. */
export const ADMIN_POST_CHOICES_QUERY = graphDocument(/* GraphQL */ `
  query AdminPostChoices {
    viewer { email }
    blogCategories { id name }
    blogAuthors { id name email }
  }
`);

export const ADMIN_POST_QUERY = graphDocument(/* GraphQL */ `
  query AdminPost($id: ID!) {
    blogPostById(id: $id) { ...AdminPostEditorFields }
  }
`, ADMIN_POST_EDITOR_FIELDS);

export const PRODUCT_SEARCH_QUERY = graphDocument(/* GraphQL */ `
  query AdminPostProductSearch($search: String!) {
    products(first: 6, search: $search) { edges { node { id name status } } }
  }
`);

export const CREATE_POST_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminCreatePost($input: BlogPostInput!) {
    createBlogPost(input: $input) { ...AdminPostEditorFields }
  }
`, ADMIN_POST_EDITOR_FIELDS);

export const UPDATE_POST_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminUpdatePost($id: ID!, $input: BlogPostInput!) {
    updateBlogPost(id: $id, input: $input) { ...AdminPostEditorFields }
  }
`, ADMIN_POST_EDITOR_FIELDS);

export const PUBLISH_POST_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminPublishPost($id: ID!) { publishBlogPost(id: $id) { ...AdminPostEditorFields } }
`, ADMIN_POST_EDITOR_FIELDS);

export const SCHEDULE_POST_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminSchedulePost($id: ID!, $publishAt: String!) { scheduleBlogPost(id: $id, publishAt: $publishAt) { ...AdminPostEditorFields } }
`, ADMIN_POST_EDITOR_FIELDS);

export const UNPUBLISH_POST_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminUnpublishPost($id: ID!) { unpublishBlogPost(id: $id) { ...AdminPostEditorFields } }
`, ADMIN_POST_EDITOR_FIELDS);

export const DELETE_POST_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminDeletePost($id: ID!) { deleteBlogPost(id: $id) }
`);

export const ADMIN_CATEGORIES_QUERY = graphDocument(/* GraphQL */ `
  query AdminBlogCategories {
    blogCategories {
      id slug position postCount totalPostCount
      texts { name { id en } description { id en } }
    }
  }
`);

export const CREATE_CATEGORY_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminCreateBlogCategory($input: BlogCategoryInput!) { createBlogCategory(input: $input) { id } }
`);

export const UPDATE_CATEGORY_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminUpdateBlogCategory($id: ID!, $input: BlogCategoryInput!) { updateBlogCategory(id: $id, input: $input) { id } }
`);

export const DELETE_CATEGORY_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminDeleteBlogCategory($id: ID!) { deleteBlogCategory(id: $id) }
`);
