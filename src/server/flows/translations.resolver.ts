import { fieldLacksEnglish, lacksEnglish, TRANSLATION_KINDS, type TranslatableField, type TranslatableItem, type TranslationKind } from '../../domain/i18n/translatable';
import { toGlobalId } from '../../domain/ids/global-id';
import type { RequestContext } from '../context.server';
import { badInput } from '../errors.server';
import type { Builder } from '../graphql/builder.server';
import { blogPostTexts } from '../modules/blog';
import { categoryTexts, productTexts } from '../modules/catalog';
import { pageTexts } from '../modules/content';
import { emailTexts, type EmailSpec } from '../modules/mail';

const MAX_PAGE = 50;
/** How each kind is named in the admin API; an e-mail by its key, as its editor's address names it. */
const GLOBAL_TYPE: Record<TranslationKind, string | null> = { product: 'Product', category: 'Category', page: 'Page', post: 'BlogPost', email: null };

interface TranslationPage { rows: TranslatableItem[]; total: number; kindTotal: number; missing: number }
interface TranslationCount { kind: TranslationKind; total: number; missing: number }

/**
 * The translations screen's lists (docs/decisions/0037): each kind's words side by side in
 * Indonesian and English, read from the module that owns them; saving goes through each kind's
 * own editor mutation, so its checks, versions and audit apply unchanged.
 */
export function registerTranslationAdminFields(builder: Builder, deps: { emails: readonly EmailSpec[] }) {
  const READERS: Record<TranslationKind, (ctx: RequestContext) => Promise<TranslatableItem[]>> = {
    product: productTexts, category: categoryTexts, page: pageTexts, post: blogPostTexts, email: (ctx) => emailTexts(ctx, deps.emails),
  };
  const KindEnum = builder.enumType('TranslationKind', { values: TRANSLATION_KINDS });
  const FieldRef = builder.objectRef<TranslatableField>('TranslationField').implement({
    description: 'One field in both languages; a rich field shows its text and is changed in its own editor.',
    fields: (t) => ({
      name: t.exposeString('name'),
      id: t.exposeString('id', { description: 'Indonesian.' }),
      en: t.exposeString('en', { description: 'English; empty when not written.' }),
      rich: t.exposeBoolean('rich'),
      lacksEnglish: t.boolean({ resolve: (f) => fieldLacksEnglish(f) }),
    }),
  });
  const ItemRef = builder.objectRef<TranslatableItem>('TranslationItem').implement({
    fields: (t) => ({
      id: t.id({
        resolve: (i) => {
          const type = GLOBAL_TYPE[i.kind];
          return type ? toGlobalId(type, i.id) : i.id;
        },
      }),
      kind: t.field({ type: KindEnum, resolve: (i) => i.kind }),
      version: t.int({ nullable: true, description: 'For a product: the version its save must name.', resolve: (i) => i.version }),
      fields: t.field({ type: [FieldRef], resolve: (i) => i.fields }),
      lacksEnglish: t.boolean({ resolve: (i) => lacksEnglish(i) }),
    }),
  });
  const PageRef = builder.objectRef<TranslationPage>('TranslationPage').implement({
    fields: (t) => ({
      nodes: t.field({ type: [ItemRef], resolve: (p) => p.rows }),
      totalCount: t.exposeInt('total', { description: 'Items matching the filter.' }),
      kindTotal: t.exposeInt('kindTotal', { description: 'Every item of the kind.' }),
      missingCount: t.exposeInt('missing', { description: 'Items of the kind with a field written in Indonesian only.' }),
    }),
  });
  const CountRef = builder.objectRef<TranslationCount>('TranslationCount').implement({
    fields: (t) => ({ kind: t.field({ type: KindEnum, resolve: (c) => c.kind }), totalCount: t.exposeInt('total'), missingCount: t.exposeInt('missing') }),
  });

  builder.queryFields((t) => ({
    translations: t.field({
      type: PageRef,
      description: `One kind's words side by side, oldest first; at most ${MAX_PAGE} at a time.`,
      args: {
        kind: t.arg({ type: KindEnum, required: true }),
        missingOnly: t.arg.boolean({ required: false, description: 'Only items with a field written in Indonesian and not in English.' }),
        first: t.arg.int({ required: true }),
        offset: t.arg.int({ required: false }),
      },
      resolve: async (_r, args, ctx) => {
        if (args.first < 1 || args.first > MAX_PAGE) throw badInput('error.pageSize', { field: 'first', max: MAX_PAGE }, 'first');
        const offset = args.offset ?? 0;
        if (offset < 0 || offset > 1_000_000) throw badInput('error.pageSize', { field: 'offset', max: 1_000_000 }, 'offset');
        const all = await READERS[args.kind](ctx);
        const lacking = all.filter(lacksEnglish);
        const shown = args.missingOnly ? lacking : all;
        return { rows: shown.slice(offset, offset + args.first), total: shown.length, kindTotal: all.length, missing: lacking.length };
      },
    }),
    translationCounts: t.field({
      type: [CountRef],
      description: 'How many items of each kind there are and how many lack English.',
      resolve: (_r, _a, ctx) => Promise.all(TRANSLATION_KINDS.map(async (kind) => {
        const all = await READERS[kind](ctx);
        return { kind, total: all.length, missing: all.filter(lacksEnglish).length };
      })),
    }),
  }));
}
