import { toGlobalId } from '../../../domain/ids/global-id';
import { badInput } from '../../errors.server';
import type { Builder } from '../../graphql/builder.server';
import { pageArgs, paginate } from '../../graphql/pagination.server';
import type { CatalogGraph } from '../catalog';
import type { ContentAdminInputs, ContentGraph } from '../content';
import { titleSearchWords } from './blog-input';
import { registerBlogEditorFields } from './blog-editor-fields.resolver';
import { createBlogCategory, deleteBlogCategory, updateBlogCategory } from './blog-categories.service';
import { allBlogCategories, countBlogPosts, listBlogPosts, blogPostLoader } from './blog-posts.service';
import { createBlogPost, deleteBlogPost, publishBlogPost, scheduleBlogPost, unpublishBlogPost, updateBlogPost } from './blog-writes.service';
import { internalId, previewPost, type BlogGraph } from './blog.resolver';

/** Staff write, schedule and publish posts and categories, and preview any post. */
export function registerBlogAdminFields(builder: Builder, graph: BlogGraph, inputs: ContentAdminInputs, deps: { content: ContentGraph; catalog: CatalogGraph }) {
  registerBlogEditorFields(builder, graph, deps);
  const paging = pageArgs(builder);
  const { TranslatedTextInput, TranslatedDocumentInput } = inputs;
  const BlogPostInput = builder.inputType('BlogPostInput', {
    fields: (t) => ({
      slug: t.string({ required: false, description: 'Made from the Indonesian title when left out.' }),
      title: t.field({ type: TranslatedTextInput, required: false }),
      excerpt: t.field({ type: TranslatedTextInput, required: false }),
      body: t.field({ type: TranslatedDocumentInput, required: false }),
      seoTitle: t.field({ type: TranslatedTextInput, required: false }),
      seoDescription: t.field({ type: TranslatedTextInput, required: false }),
      coverImageId: t.string({ required: false, description: 'An Image id (the `{id}` of an uploaded picture’s `/media/{id}~…` reference); null removes the cover.' }),
      coverAlt: t.field({ type: TranslatedTextInput, required: false, description: 'What the cover shows, for readers who cannot see it.' }),
      authorId: t.id({ required: false, description: 'A BlogAuthor: the post is signed with their name. New posts are the writer’s.' }),
      authorName: t.string({ required: false, description: 'The name the post is signed with, when not the author’s account name; empty goes back to it.' }),
      categoryIds: t.idList({ required: false }),
      productIds: t.idList({ required: false }),
    }),
  });
  const BlogCategoryInput = builder.inputType('BlogCategoryInput', {
    fields: (t) => ({
      slug: t.string({ required: false }),
      name: t.field({ type: TranslatedTextInput, required: false }),
      description: t.field({ type: TranslatedTextInput, required: false }),
      position: t.int({ required: false }),
    }),
  });

  builder.queryFields((t) => ({
    blogPosts: t.field({
      type: graph.BlogPostConnection,
      description: 'Every post, drafts and scheduled ones too, newest first; `search` keeps those whose title holds every word, `categoryId` those of one category.',
      args: {
        ...paging,
        status: t.arg({ type: graph.BlogPostStatusEnum, required: false }),
        search: t.arg.string({ required: false }),
        categoryId: t.arg.id({ required: false }),
      },
      resolve: (_r, args, ctx) => {
        const filter = {
          includeHidden: true,
          status: args.status ?? undefined,
          titleWords: titleSearchWords(args.search),
          categoryId: args.categoryId ? internalId(args.categoryId, 'BlogCategory', 'categoryId') : undefined,
        };
        return paginate('blogPosts', args, (window) => listBlogPosts(ctx, filter, window), () => countBlogPosts(ctx, filter)) as never;
      },
    }),
    blogPostById: t.field({
      type: graph.BlogPostRef,
      nullable: true,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => blogPostLoader(ctx, { includeHidden: true }).load(internalId(args.id, 'BlogPost')),
    }),
    blogPostPreview: t.field({
      type: graph.BlogPostRef,
      nullable: true,
      args: { slug: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => previewPost(ctx, args.slug),
    }),
    blogCategories: t.field({ type: [graph.BlogCategoryRef], resolve: (_r, _a, ctx) => allBlogCategories(ctx) }),
  }));

  builder.mutationFields((t) => ({
    createBlogPost: t.field({ type: graph.BlogPostRef, args: { input: t.arg({ type: BlogPostInput, required: true }) }, resolve: (_r, { input }, ctx) => createBlogPost(ctx, input) }),
    updateBlogPost: t.field({
      type: graph.BlogPostRef,
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: BlogPostInput, required: true }) },
      resolve: (_r, args, ctx) => updateBlogPost(ctx, internalId(args.id, 'BlogPost'), args.input),
    }),
    deleteBlogPost: t.field({
      type: 'ID',
      description: 'The deleted post’s id.',
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_r, args, ctx) => toGlobalId('BlogPost', await deleteBlogPost(ctx, internalId(args.id, 'BlogPost'))),
    }),
    publishBlogPost: t.field({ type: graph.BlogPostRef, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => publishBlogPost(ctx, internalId(args.id, 'BlogPost')) }),
    unpublishBlogPost: t.field({ type: graph.BlogPostRef, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => unpublishBlogPost(ctx, internalId(args.id, 'BlogPost')) }),
    scheduleBlogPost: t.field({
      type: graph.BlogPostRef,
      args: { id: t.arg.id({ required: true }), publishAt: t.arg.string({ required: true, description: 'An ISO 8601 moment in the future.' }) },
      resolve: (_r, args, ctx) => {
        // A moment without an offset would be read in the server's zone: require one.
        if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(args.publishAt)) throw badInput('error.blog.publishAt', {}, 'publishAt');
        return scheduleBlogPost(ctx, internalId(args.id, 'BlogPost'), new Date(args.publishAt));
      },
    }),
    createBlogCategory: t.field({ type: graph.BlogCategoryRef, args: { input: t.arg({ type: BlogCategoryInput, required: true }) }, resolve: (_r, { input }, ctx) => createBlogCategory(ctx, input) }),
    updateBlogCategory: t.field({
      type: graph.BlogCategoryRef,
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: BlogCategoryInput, required: true }) },
      resolve: (_r, args, ctx) => updateBlogCategory(ctx, internalId(args.id, 'BlogCategory'), args.input),
    }),
    deleteBlogCategory: t.field({
      type: 'ID',
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_r, args, ctx) => toGlobalId('BlogCategory', await deleteBlogCategory(ctx, internalId(args.id, 'BlogCategory'))),
    }),
  }));
}
