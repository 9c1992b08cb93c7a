import { graphDocument, graphFragment } from '../../graph/graph-document';
import { PRODUCT_CARD_FIELDS } from '../../ui/product-card';
import { IMAGE_FIELDS } from '../../ui/responsive-image';

/** Posts per page of every blog list. */
export const BLOG_PAGE_SIZE = 9;

/** What a post's card in a list shows. */
export const BLOG_POST_CARD_FIELDS = graphFragment(/* GraphQL */ `
  fragment BlogPostCardFields on BlogPost {
    id slug title excerpt authorName publishedAt
    cover { ...ImageFields }
    categories { id slug name }
  }
`, IMAGE_FIELDS);

/** Everything the post page shows; the preview asks for exactly the same. */
export const BLOG_POST_DETAIL_FIELDS = graphFragment(/* GraphQL */ `
  fragment BlogPostDetailFields on BlogPost {
    id slug title excerpt seoTitle seoDescription authorName publishedAt updatedAt status translated
    cover { ...ImageFields }
    categories { id slug name }
    body { html }
    relatedPosts(first: 3) { ...BlogPostCardFields }
    relatedProducts(first: 4) { ...ProductCardFields }
  }
`, IMAGE_FIELDS, BLOG_POST_CARD_FIELDS, PRODUCT_CARD_FIELDS);

export const BLOG_LIST_QUERY = graphDocument(/* GraphQL */ `
  query BlogList($first: Int!, $after: String) {
    shop { name }
    blogCategories { id slug name postCount }
    blogPosts(first: $first, after: $after) { totalCount edges { node { ...BlogPostCardFields } } }
  }
`, BLOG_POST_CARD_FIELDS);

export const BLOG_CATEGORY_QUERY = graphDocument(/* GraphQL */ `
  query BlogCategory($slug: String!, $first: Int!, $after: String) {
    shop { name }
    blogCategories { id slug name postCount }
    blogCategory(slug: $slug) {
      id slug name description
      posts(first: $first, after: $after) { totalCount edges { node { ...BlogPostCardFields } } }
    }
  }
`, BLOG_POST_CARD_FIELDS);

export const BLOG_SEARCH_QUERY = graphDocument(/* GraphQL */ `
  query BlogSearch($q: String!, $first: Int!, $after: String) {
    shop { name }
    blogCategories { id slug name postCount }
    blogSearch(query: $q, first: $first, after: $after) { totalCount edges { node { ...BlogPostCardFields } } }
  }
`, BLOG_POST_CARD_FIELDS);

export const BLOG_POST_QUERY = graphDocument(/* GraphQL */ `
  query BlogPost($slug: String!) {
    shop { name }
    blogPost(slug: $slug) { ...BlogPostDetailFields }
  }
`, BLOG_POST_DETAIL_FIELDS);

export const BLOG_PREVIEW_QUERY = graphDocument(/* GraphQL */ `
  query BlogPostPreview($slug: String!) {
    shop { name }
    blogPostPreview(slug: $slug) { ...BlogPostDetailFields }
  }
`, BLOG_POST_DETAIL_FIELDS);
