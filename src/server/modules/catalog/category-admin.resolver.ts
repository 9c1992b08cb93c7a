import { fromGlobalId, toGlobalId } from '../../../domain/ids/global-id';
import { badInput } from '../../errors.server';
import type { Builder } from '../../graphql/builder.server';
import type { ContentAdminInputs } from '../content';
import { allCategories, productCountsByCategory, showDraftCategories, type CategoryRecord } from './catalog.service';
import type { CatalogGraph } from './catalog.resolver';
import { createCategory, deleteCategory, moveCategory, updateCategory, type CategoryMoveResult } from './category-writes.service';

function categoryId(raw: string | number, field = 'id'): string {
  const decoded = fromGlobalId(String(raw));
  if (!decoded || decoded.type !== 'Category') throw badInput('error.category.notAnId', {}, field);
  return decoded.id;
}

type MoveRefusal = Extract<CategoryMoveResult, { __typename: 'CategoryMoveRefused' }>;

/**
 * Staff see every category, drafts too, with its texts as written in each language, and create,
 * change, move, reorder and delete them (docs/decisions/0028).
 */
export function registerCategoryAdminFields(builder: Builder, graph: CatalogGraph, deps: { inputs: ContentAdminInputs }) {
  const { CategoryRef } = graph;
  const { TranslatedTextInput } = deps.inputs;
  const CategoryStatusEnum = builder.enumType('CategoryStatus', { values: ['draft', 'published'] as const });
  const MoveProblemEnum = builder.enumType('CategoryMoveProblem', { values: ['UNKNOWN_PARENT', 'INTO_ITSELF', 'TOO_DEEP'] as const });

  const CategoryTextRef = builder.objectRef<{ id: string; en?: string | undefined }>('CategoryText').implement({
    description: 'A category text in Indonesian and, when written, English.',
    fields: (t) => ({
      id: t.exposeString('id'),
      en: t.string({ nullable: true, resolve: (text) => text.en || null }),
    }),
  });
  const CategoryTextsRef = builder.objectRef<CategoryRecord>('CategoryTexts').implement({
    description: 'What the owner wrote in each language, without falling back from one to the other.',
    fields: (t) => ({
      name: t.field({ type: CategoryTextRef, resolve: (c) => c.name }),
      description: t.field({ type: CategoryTextRef, resolve: (c) => c.description }),
    }),
  });

  builder.objectFields(CategoryRef, (t) => ({
    texts: t.field({ type: CategoryTextsRef, resolve: (c) => c }),
    status: t.field({ type: CategoryStatusEnum, resolve: (c) => c.status }),
    position: t.exposeInt('position', { description: 'Place among its siblings, from 0.' }),
    parentId: t.id({ nullable: true, resolve: (c) => (c.parentId ? toGlobalId('Category', c.parentId) : null) }),
    imageId: t.string({ nullable: true, description: 'The picture’s image id, as an upload’s reference names it.', resolve: (c) => c.imageId }),
    ownProductCount: t.int({
      description: 'Published products placed in this category itself (not its sub-categories).',
      resolve: async (c, _a, ctx) => (await productCountsByCategory(ctx)).get(c.id) ?? 0,
    }),
  }));

  const CategoryMoveRefusedRef = builder.objectRef<MoveRefusal>('CategoryMoveRefused').implement({
    description: 'The move was refused and nothing changed: the reason, and why in the staff member’s language.',
    fields: (t) => ({
      reason: t.field({ type: MoveProblemEnum, resolve: (r) => r.reason }),
      message: t.exposeString('message'),
    }),
  });
  const MoveResultRef = builder.unionType('MoveCategoryResult', {
    types: [CategoryRef, CategoryMoveRefusedRef],
    resolveType: (value: CategoryMoveResult) => ('__typename' in value ? 'CategoryMoveRefused' : 'Category'),
  });

  const CategoryInput = builder.inputType('CategoryInput', {
    description: 'A category’s content; on a change, a field left out keeps its value.',
    fields: (t) => ({
      name: t.field({ type: TranslatedTextInput, required: false, description: 'The Indonesian name is required; English is optional.' }),
      description: t.field({ type: TranslatedTextInput, required: false }),
      slug: t.string({ required: false, description: 'Made from the Indonesian name when left out (spec §5); unique in the shop.' }),
      imageId: t.string({ required: false, description: 'An uploaded picture’s image id (the `{id}` of `/media/{id}~…`); empty removes it.' }),
      status: t.field({ type: CategoryStatusEnum, required: false, description: 'New categories are drafts unless published is given.' }),
      parentId: t.id({ required: false, description: 'Only when creating: the category to place it under (none: the top level).' }),
    }),
  });

  builder.queryFields((t) => ({
    categoryTree: t.field({
      type: [CategoryRef],
      description: 'Every category of the shop, drafts too, siblings in order; build the tree from parentId.',
      resolve: (_r, _a, ctx) => {
        showDraftCategories(ctx);
        return allCategories(ctx);
      },
    }),
  }));

  builder.mutationFields((t) => ({
    createCategory: t.field({
      type: CategoryRef,
      args: { input: t.arg({ type: CategoryInput, required: true }) },
      resolve: (_r, { input }, ctx) => createCategory(ctx, { ...input, parentId: input.parentId ? categoryId(input.parentId, 'parentId') : null }),
    }),
    updateCategory: t.field({
      type: CategoryRef,
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: CategoryInput, required: true }) },
      resolve: (_r, args, ctx) => {
        if (args.input.parentId) throw badInput('error.category.parentByMove', {}, 'parentId');
        return updateCategory(ctx, categoryId(args.id), args.input);
      },
    }),
    moveCategory: t.field({
      type: MoveResultRef,
      description: 'Places the category under parentId (none: the top level) at position among its siblings (0 first).',
      args: { id: t.arg.id({ required: true }), parentId: t.arg.id({ required: false }), position: t.arg.int({ required: true }) },
      resolve: (_r, args, ctx) => moveCategory(ctx, categoryId(args.id), args.parentId ? categoryId(args.parentId, 'parentId') : null, args.position),
    }),
    deleteCategory: t.field({
      type: 'ID',
      description: 'The deleted category’s id. Its sub-categories move up to its parent; its products stay, without a category.',
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_r, args, ctx) => toGlobalId('Category', await deleteCategory(ctx, categoryId(args.id))),
    }),
  }));
}
