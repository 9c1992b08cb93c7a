// The owner's arrangement of the home page (docs/decisions/0038): its sections, the rules a
// saved arrangement keeps, and how the shown products are chosen so none appears twice.

export interface HomeText { id: string; en?: string }

export const HOME_SOURCES = ['picked', 'category', 'featured', 'newest', 'sale'] as const;
export type HomeSource = (typeof HOME_SOURCES)[number];
export const HOME_SECTION_KINDS = ['banner', 'categories', 'products', 'text'] as const;
export type HomeSectionKind = (typeof HOME_SECTION_KINDS)[number];

export const HOME_LIMITS = {
  /** Sections on one page: enough for a long page, few enough to keep it quick. */
  sections: 12,
  categories: 12,
  pickedProducts: 24,
  minCount: 4,
  maxCount: 24,
  heading: 120,
  text: 300,
  buttonLabel: 40,
  link: 200,
  body: 2000,
} as const;

export interface HomeBanner { kind: 'banner'; imageId: string; heading: HomeText; text: HomeText; buttonLabel: HomeText; link: string }
export interface HomeCategories { kind: 'categories'; title: HomeText; categoryIds: string[] }
export interface HomeProducts { kind: 'products'; title: HomeText; source: HomeSource; categoryId: string | null; productIds: string[]; count: number }
export interface HomeTextBlock { kind: 'text'; heading: HomeText; body: HomeText }
export type HomeSection = HomeBanner | HomeCategories | HomeProducts | HomeTextBlock;

/** Words as the screen sends them: English may be empty or null. */
export interface HomeTextInput { id: string; en?: string | null | undefined }

/** A section as the screen sends it: every field of every kind, each optional. */
export interface HomeSectionInput {
  kind: string;
  imageId?: string | null | undefined;
  heading?: HomeTextInput | null | undefined;
  text?: HomeTextInput | null | undefined;
  buttonLabel?: HomeTextInput | null | undefined;
  link?: string | null | undefined;
  title?: HomeTextInput | null | undefined;
  categoryIds?: readonly string[] | null | undefined;
  source?: string | null | undefined;
  categoryId?: string | null | undefined;
  productIds?: readonly string[] | null | undefined;
  count?: number | null | undefined;
  body?: HomeTextInput | null | undefined;
}

/** A problem on one field: `sections.{index}.{field}`, or `sections` for the whole list. */
export interface HomeProblem { field: string; key: string; params?: Record<string, string | number> }

/** Addresses of the shop a banner may lead to: a category, a product, a page, a search, the blog. */
const SHOP_PATHS = [/^\/product\/category\/[a-z0-9-]*$/, /^\/product\/[a-z0-9-]+$/, /^\/page\/[a-z0-9-]+$/, /^\/search(\?[^#\s]*)?$/, /^\/blog(\/[a-z0-9-]+)?$/];

/**
 * Whether `link` is an address on this shop a banner may lead to. Off-site addresses, `//host`,
 * schemes (`javascript:`) and anything with spaces or control characters are refused.
 */
export function isHomeLink(link: string): boolean {
  if (link.length > HOME_LIMITS.link) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\u0000-\u001f\u007f\\]/.test(link)) return false;
  return SHOP_PATHS.some((pattern) => pattern.test(link));
}

const isSource = (value: unknown): value is HomeSource => (HOME_SOURCES as readonly string[]).includes(value as string);

function textOf(value: HomeTextInput | null | undefined, max: number, field: string, problems: HomeProblem[], required: boolean): HomeText {
  const id = (value?.id ?? '').trim();
  const en = (value?.en ?? '').trim();
  if (required && !id) problems.push({ field, key: 'error.homeLayout.required' });
  if (id.length > max || en.length > max) problems.push({ field, key: 'error.homeLayout.tooLong', params: { max } });
  return en ? { id, en } : { id };
}

function idsOf(values: readonly string[] | null | undefined): string[] {
  return [...new Set((values ?? []).map((value) => value.trim()).filter(Boolean))];
}

/**
 * Checks the sections' shape (what exists in the shop is checked by the server) and gives them
 * as they are stored, or every problem found, each named on its field.
 */
export function checkHomeSections(input: readonly HomeSectionInput[]): { sections: HomeSection[] } | { problems: HomeProblem[] } {
  const problems: HomeProblem[] = [];
  if (input.length > HOME_LIMITS.sections) return { problems: [{ field: 'sections', key: 'error.homeLayout.tooMany', params: { max: HOME_LIMITS.sections } }] };
  const sections = input.map((section, index): HomeSection => {
    const at = (field: string) => `sections.${index}.${field}`;
    switch (section.kind) {
      case 'banner': {
        const imageId = (section.imageId ?? '').trim();
        if (!imageId) problems.push({ field: at('imageId'), key: 'error.homeLayout.imageRequired' });
        const link = (section.link ?? '').trim();
        if (!isHomeLink(link)) problems.push({ field: at('link'), key: 'error.homeLayout.link' });
        return {
          kind: 'banner', imageId, link,
          heading: textOf(section.heading, HOME_LIMITS.heading, at('heading'), problems, true),
          text: textOf(section.text, HOME_LIMITS.text, at('text'), problems, false),
          buttonLabel: textOf(section.buttonLabel, HOME_LIMITS.buttonLabel, at('buttonLabel'), problems, true),
        };
      }
      case 'categories': {
        const categoryIds = idsOf(section.categoryIds);
        if (categoryIds.length === 0) problems.push({ field: at('categoryIds'), key: 'error.homeLayout.noCategories' });
        if (categoryIds.length > HOME_LIMITS.categories) problems.push({ field: at('categoryIds'), key: 'error.homeLayout.tooManyCategories', params: { max: HOME_LIMITS.categories } });
        return { kind: 'categories', title: textOf(section.title, HOME_LIMITS.heading, at('title'), problems, false), categoryIds };
      }
      case 'products': {
        const source = section.source ?? '';
        if (!isSource(source)) problems.push({ field: at('source'), key: 'error.homeLayout.source' });
        const count = section.count ?? 8;
        if (!Number.isInteger(count) || count < HOME_LIMITS.minCount || count > HOME_LIMITS.maxCount) {
          problems.push({ field: at('count'), key: 'error.homeLayout.count', params: { min: HOME_LIMITS.minCount, max: HOME_LIMITS.maxCount } });
        }
        const categoryId = source === 'category' ? (section.categoryId ?? '').trim() : '';
        if (source === 'category' && !categoryId) problems.push({ field: at('categoryId'), key: 'error.homeLayout.categoryRequired' });
        const productIds = source === 'picked' ? idsOf(section.productIds) : [];
        if (source === 'picked' && productIds.length === 0) problems.push({ field: at('productIds'), key: 'error.homeLayout.noProducts' });
        if (productIds.length > HOME_LIMITS.pickedProducts) problems.push({ field: at('productIds'), key: 'error.homeLayout.tooManyProducts', params: { max: HOME_LIMITS.pickedProducts } });
        return {
          kind: 'products', title: textOf(section.title, HOME_LIMITS.heading, at('title'), problems, false),
          source: isSource(source) ? source : 'newest', categoryId: categoryId || null, productIds, count,
        };
      }
      case 'text':
        return {
          kind: 'text',
          heading: textOf(section.heading, HOME_LIMITS.heading, at('heading'), problems, true),
          body: textOf(section.body, HOME_LIMITS.body, at('body'), problems, true),
        };
      default:
        problems.push({ field: at('kind'), key: 'error.homeLayout.kind' });
        return { kind: 'text', heading: { id: '' }, body: { id: '' } };
    }
  });
  return problems.length ? { problems } : { sections };
}

/** A section's words in `language`; English falls back to Indonesian when the owner left it empty. */
export function homeTextIn(text: HomeText, language: string): string {
  return language === 'en' && text.en ? text.en : text.id;
}

/** The arrangement shown while the owner has arranged nothing: what the home page always had. */
export function defaultHomeSections(): HomeSection[] {
  return [
    { kind: 'categories', title: { id: '' }, categoryIds: [] },
    { kind: 'products', title: { id: '' }, source: 'featured', categoryId: null, productIds: [], count: 8 },
    { kind: 'products', title: { id: '' }, source: 'newest', categoryId: null, productIds: [], count: 8 },
  ];
}

/**
 * How many candidates a collection must read so it can still show `count` products after
 * skipping every product the sections above it may show: each earlier collection shows at
 * most its own count. Known before anything is read, so all collections are read at once.
 */
export function candidateLimits(sections: readonly HomeSection[]): number[] {
  let above = 0;
  return sections.map((section) => {
    if (section.kind !== 'products') return 0;
    const limit = section.count + above;
    above += section.count;
    return limit;
  });
}

/**
 * The products each collection shows, top to bottom: its candidates in their order, skipping
 * those a section above already shows, up to its count. Sections that are not collections get
 * an empty list.
 */
export function pickHomeProducts(sections: readonly HomeSection[], candidates: readonly (readonly string[])[]): string[][] {
  const shown = new Set<string>();
  return sections.map((section, index) => {
    if (section.kind !== 'products') return [];
    const picked: string[] = [];
    for (const id of candidates[index] ?? []) {
      if (picked.length >= section.count) break;
      if (shown.has(id)) continue;
      shown.add(id);
      picked.push(id);
    }
    return picked;
  });
}
