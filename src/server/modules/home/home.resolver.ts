import { fromGlobalId, toGlobalId } from '../../../domain/ids/global-id';
import { pick } from '../../../domain/i18n/translated';
import type { HomeSection, HomeSectionInput } from '../../../domain/content/home-sections';
import type { Builder } from '../../graphql/builder.server';
import { allCategories, listProducts, productLoader, showDraftCategories, type CatalogGraph, type ProductRecord } from '../catalog';
import type { MediaGraph } from '../media';
import { homeLayout, saveHomeLayout, type HomeLayoutFieldError, type HomeLayoutRecord, type HomeLayoutSaveRefused, type HomeLayoutSaveResult } from './home-layout.service';
import { homePage, type ShownHomePage, type ShownHomeSection } from './home-page.service';

type Shown<K extends ShownHomeSection['kind']> = Extract<ShownHomeSection, { kind: K }>;

/** The home page as shoppers see it, in one query (docs/decisions/0038). */
export function registerHomeShopFields(builder: Builder, deps: { media: MediaGraph; catalog: CatalogGraph }) {
  const { ImageRef } = deps.media;
  const { ProductRef, CategoryRef } = deps.catalog;
  const BannerRef = builder.objectRef<Shown<'banner'>>('HomeBanner').implement({
    description: 'A picture with a heading, a line of text and a button leading to a page of the shop.',
    fields: (t) => ({
      key: t.exposeString('key'),
      image: t.field({ type: ImageRef, nullable: true, resolve: (s) => s.image }),
      heading: t.exposeString('heading'),
      text: t.exposeString('text'),
      buttonLabel: t.exposeString('buttonLabel'),
      link: t.exposeString('link', { description: 'A path on this shop.' }),
    }),
  });
  const CategoriesRef = builder.objectRef<Shown<'categories'>>('HomeCategories').implement({
    fields: (t) => ({
      key: t.exposeString('key'),
      title: t.string({ nullable: true, description: 'Null: the screen names the section itself.', resolve: (s) => s.title }),
      categories: t.field({ type: [CategoryRef], resolve: (s) => s.categories }),
    }),
  });
  const ProductsRef = builder.objectRef<Shown<'products'>>('HomeProducts').implement({
    description: 'A collection of products; none is shown in a section above it.',
    fields: (t) => ({
      key: t.exposeString('key'),
      title: t.string({ nullable: true, description: 'Null: the screen names the section by its source.', resolve: (s) => s.title }),
      source: t.exposeString('source', { description: 'picked, category, featured, newest or sale.' }),
      moreLink: t.string({ nullable: true, description: 'Where to see more of the same, when there is such a page.', resolve: (s) => s.link }),
      products: t.field({ type: [ProductRef], resolve: (s) => s.products }),
    }),
  });
  const TextRef = builder.objectRef<Shown<'text'>>('HomeTextBlock').implement({
    fields: (t) => ({ key: t.exposeString('key'), heading: t.exposeString('heading'), body: t.exposeString('body') }),
  });
  const SectionRef = builder.unionType('HomeSection', {
    types: [BannerRef, CategoriesRef, ProductsRef, TextRef],
    resolveType: (section: ShownHomeSection) => ({ banner: BannerRef, categories: CategoriesRef, products: ProductsRef, text: TextRef })[section.kind],
  });
  const PageRef = builder.objectRef<ShownHomePage>('HomePage').implement({
    fields: (t) => ({
      arranged: t.exposeBoolean('arranged', { description: 'False while the owner has arranged nothing and the default arrangement shows.' }),
      sections: t.field({ type: [SectionRef], resolve: (p) => p.sections }),
    }),
  });
  builder.queryFields((t) => ({
    homePage: t.field({ type: PageRef, description: 'The home page’s sections top to bottom; no product appears twice.', resolve: (_r, _a, ctx) => homePage(ctx) }),
  }));
}

/** An id the screen sent: a global id of `type`, or a value no row has, which the save then names. */
function idOf(raw: string, type: 'Product' | 'Category'): string {
  const decoded = fromGlobalId(raw);
  return decoded?.type === type ? decoded.id : `?${raw}`;
}

type TextPair = { id: string; en?: string };

/** The owner's arrangement: read it, save it, and find what to put in it. */
export function registerHomeAdminFields(builder: Builder, deps: { catalog: CatalogGraph }) {
  const { ProductRef } = deps.catalog;
  const HomeTextRef = builder.objectRef<TextPair>('HomeText').implement({
    fields: (t) => ({ id: t.exposeString('id'), en: t.string({ nullable: true, resolve: (v) => v.en ?? null }) }),
  });
  const text = (s: HomeSection, key: 'heading' | 'text' | 'buttonLabel' | 'title' | 'body'): TextPair | null => (key in s ? (s as unknown as Record<string, TextPair>)[key] ?? null : null);
  const SettingRef = builder.objectRef<HomeSection>('HomeSectionSetting').implement({
    description: 'One section as saved; fields of other kinds are null.',
    fields: (t) => ({
      kind: t.exposeString('kind'),
      imageId: t.string({ nullable: true, resolve: (s) => (s.kind === 'banner' ? s.imageId : null) }),
      heading: t.field({ type: HomeTextRef, nullable: true, resolve: (s) => text(s, 'heading') }),
      text: t.field({ type: HomeTextRef, nullable: true, resolve: (s) => text(s, 'text') }),
      buttonLabel: t.field({ type: HomeTextRef, nullable: true, resolve: (s) => text(s, 'buttonLabel') }),
      link: t.string({ nullable: true, resolve: (s) => (s.kind === 'banner' ? s.link : null) }),
      title: t.field({ type: HomeTextRef, nullable: true, resolve: (s) => text(s, 'title') }),
      body: t.field({ type: HomeTextRef, nullable: true, resolve: (s) => text(s, 'body') }),
      categoryIds: t.stringList({ resolve: (s) => (s.kind === 'categories' ? s.categoryIds.map((id) => toGlobalId('Category', id)) : []) }),
      source: t.string({ nullable: true, resolve: (s) => (s.kind === 'products' ? s.source : null) }),
      categoryId: t.string({ nullable: true, resolve: (s) => (s.kind === 'products' && s.categoryId ? toGlobalId('Category', s.categoryId) : null) }),
      count: t.int({ nullable: true, resolve: (s) => (s.kind === 'products' ? s.count : null) }),
      products: t.field({
        type: [ProductRef], description: 'The hand-picked products, in the owner’s order.',
        resolve: async (s, _a, ctx) => (s.kind === 'products' ? (await productLoader(ctx, { includeDrafts: true }).loadMany(s.productIds)).filter((p): p is ProductRecord => Boolean(p) && !(p instanceof Error)) : []),
      }),
    }),
  });
  const ChoiceRef = builder.objectRef<{ id: string; name: string; published: boolean }>('HomeCategoryChoice').implement({
    fields: (t) => ({ id: t.exposeString('id'), name: t.exposeString('name'), published: t.exposeBoolean('published') }),
  });
  const LayoutRef = builder.objectRef<HomeLayoutRecord>('HomeLayout').implement({
    fields: (t) => ({
      version: t.exposeInt('version', { description: 'Send it back when saving; 0 while nothing is arranged.' }),
      arranged: t.exposeBoolean('arranged'),
      sections: t.field({ type: [SettingRef], resolve: (l) => l.sections }),
      categoryChoices: t.field({
        type: [ChoiceRef], description: 'Every category of the shop, drafts too, in the shop’s order.',
        resolve: async (_l, _a, ctx) => {
          showDraftCategories(ctx);
          return (await allCategories(ctx)).map((c) => ({ id: toGlobalId('Category', c.id), name: pick(c.name, ctx.language), published: c.status === 'published' }));
        },
      }),
    }),
  });
  const FieldErrorRef = builder.objectRef<HomeLayoutFieldError>('HomeLayoutFieldError').implement({
    fields: (t) => ({ field: t.exposeString('field'), message: t.exposeString('message') }),
  });
  const ReasonEnum = builder.enumType('HomeLayoutSaveRefusal', { values: ['INVALID', 'CHANGED_MEANWHILE'] as const });
  const RefusedRef = builder.objectRef<HomeLayoutSaveRefused>('HomeLayoutSaveRefused').implement({
    description: 'Nothing was saved: fields have problems, or someone else saved first.',
    fields: (t) => ({
      reason: t.field({ type: ReasonEnum, resolve: (r) => r.reason }),
      message: t.exposeString('message'),
      fieldErrors: t.field({ type: [FieldErrorRef], resolve: (r) => r.fieldErrors }),
      layout: t.field({ type: LayoutRef, nullable: true, resolve: (r) => r.layout }),
    }),
  });
  const ResultRef = builder.unionType('HomeLayoutSaveResult', {
    types: [LayoutRef, RefusedRef],
    resolveType: (value: HomeLayoutSaveResult) => ('__typename' in value ? RefusedRef : LayoutRef),
  });
  const TextInput = builder.inputType('HomeTextInput', { fields: (t) => ({ id: t.string({ required: true }), en: t.string({ required: false }) }) });
  const SectionInput = builder.inputType('HomeSectionInput', {
    description: 'One section; only the fields of its kind are read.',
    fields: (t) => ({
      kind: t.string({ required: true, description: 'banner, categories, products or text.' }),
      imageId: t.string({ required: false }),
      heading: t.field({ type: TextInput, required: false }),
      text: t.field({ type: TextInput, required: false }),
      buttonLabel: t.field({ type: TextInput, required: false }),
      link: t.string({ required: false, description: 'A path on this shop: /product/…, /product/category/…, /page/…, /search…, /blog….' }),
      title: t.field({ type: TextInput, required: false }),
      body: t.field({ type: TextInput, required: false }),
      categoryIds: t.idList({ required: false }),
      source: t.string({ required: false, description: 'picked, category, featured, newest or sale.' }),
      categoryId: t.id({ required: false }),
      productIds: t.idList({ required: false }),
      count: t.int({ required: false }),
    }),
  });
  const LayoutInput = builder.inputType('HomeLayoutInput', {
    fields: (t) => ({
      version: t.int({ required: true }),
      sections: t.field({ type: [SectionInput], required: true, description: 'Top to bottom; an empty list shows the default arrangement.' }),
    }),
  });

  builder.queryFields((t) => ({
    homeLayout: t.field({ type: LayoutRef, resolve: (_r, _a, ctx) => homeLayout(ctx) }),
    homeProductChoices: t.field({
      type: [ProductRef], description: 'Up to 10 products (drafts too) whose name or code holds the search, to pick for the home page.',
      args: { search: t.arg.string({ required: true }) },
      resolve: async (_r, args, ctx) => (await listProducts(ctx, { search: args.search.slice(0, 100), includeDrafts: true }, { limit: 10, offset: 0 })).items,
    }),
  }));
  builder.mutationFields((t) => ({
    saveHomeLayout: t.field({
      type: ResultRef,
      args: { input: t.arg({ type: LayoutInput, required: true }) },
      resolve: (_r, args, ctx) => {
        showDraftCategories(ctx);
        const sections: HomeSectionInput[] = args.input.sections.map((s) => ({
          ...s,
          categoryIds: s.categoryIds?.map((id) => idOf(String(id), 'Category')) ?? null,
          categoryId: s.categoryId ? idOf(String(s.categoryId), 'Category') : null,
          productIds: s.productIds?.map((id) => idOf(String(id), 'Product')) ?? null,
        }));
        return saveHomeLayout(ctx, args.input.version, sections);
      },
    }),
  }));
}
