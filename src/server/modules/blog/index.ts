/**
 * The blog: posts (draft, scheduled, published; Indonesian and English), their categories, the
 * products they link, and search. Owns `blog_posts`, `blog_categories`, `blog_post_categories`
 * and `blog_post_products`.
 */
export { publicPostsForSitemap, allBlogCategories, nextScheduledPublication, type BlogPostRecord, type BlogCategoryRecord } from './blog-posts.service';
export { insertBlogPost, type NewBlogPost } from './blog-writes.service';
export { insertBlogCategories, type NewBlogCategory } from './blog-categories.service';
export { registerBlogGraph, registerBlogShopFields, type BlogGraph } from './blog.resolver';
export { registerBlogAdminFields } from './blog-admin.resolver';
export { blogPostTexts } from './blog-texts.service';
