import { isSupportedLanguage } from '../../../domain/i18n/language';
import { badInput } from '../../errors.server';
import type { Builder } from '../../graphql/builder.server';
import { changeInterfaceText, searchInterfaceTexts, type InterfaceText, type InterfaceTextPage, type InterfaceTextRefused } from './message-overrides.service';

const MAX_PAGE = 50;
const MAX_SEARCH = 100;

/** The owner's wording of the interface messages (docs/decisions/0037): search, set, clear. */
export function registerInterfaceTextAdminFields(builder: Builder) {
  const LanguagePair = builder.objectRef<{ id?: string | undefined; en?: string | undefined }>('InterfaceTextLanguages').implement({
    fields: (t) => ({
      id: t.string({ nullable: true, resolve: (v) => v.id ?? null }),
      en: t.string({ nullable: true, resolve: (v) => v.en ?? null }),
    }),
  });
  const TextRef = builder.objectRef<InterfaceText>('InterfaceText').implement({
    description: 'One interface message: the default wording in each language and the shop’s own, if any.',
    fields: (t) => ({
      key: t.exposeString('key'),
      defaults: t.field({ type: LanguagePair, resolve: (v) => v.defaults }),
      shop: t.field({ type: LanguagePair, description: 'The shop’s own wording; null in a language that shows the default.', resolve: (v) => v.shop }),
    }),
  });
  const PageRef = builder.objectRef<InterfaceTextPage>('InterfaceTextPage').implement({
    fields: (t) => ({ nodes: t.field({ type: [TextRef], resolve: (p) => p.rows }), totalCount: t.exposeInt('total') }),
  });
  const RefusedRef = builder.objectRef<InterfaceTextRefused>('InterfaceTextRefused').implement({
    description: 'Nothing changed: the text drops or invents a placeholder, is empty or too long, or the key is unknown.',
    fields: (t) => ({ reason: t.exposeString('reason'), field: t.exposeString('field'), message: t.exposeString('message') }),
  });
  const ResultRef = builder.unionType('InterfaceTextResult', {
    types: [TextRef, RefusedRef],
    resolveType: (value: InterfaceText | InterfaceTextRefused) => ('__typename' in value ? RefusedRef : TextRef),
  });

  builder.queryFields((t) => ({
    interfaceTexts: t.field({
      type: PageRef,
      description: `Interface messages whose key or wording holds the search, by key; at most ${MAX_PAGE} at a time.`,
      args: {
        search: t.arg.string({ required: false }),
        changedOnly: t.arg.boolean({ required: false, description: 'Only messages the shop has its own wording of.' }),
        first: t.arg.int({ required: true }),
        offset: t.arg.int({ required: false }),
      },
      resolve: (_r, args, ctx) => {
        if (args.first < 1 || args.first > MAX_PAGE) throw badInput('error.pageSize', { field: 'first', max: MAX_PAGE }, 'first');
        const offset = args.offset ?? 0;
        if (offset < 0 || offset > 100_000) throw badInput('error.pageSize', { field: 'offset', max: 100_000 }, 'offset');
        return searchInterfaceTexts(ctx, { search: (args.search ?? '').slice(0, MAX_SEARCH), changedOnly: args.changedOnly ?? false, limit: args.first, offset });
      },
    }),
  }));

  const languageOf = (raw: string) => {
    if (!isSupportedLanguage(raw)) throw badInput('error.emailContent.language', {}, 'language');
    return raw;
  };
  builder.mutationFields((t) => ({
    setInterfaceText: t.field({
      type: ResultRef,
      description: 'Shows the shop’s own wording of an interface message in one language, on every page of this shop.',
      args: { key: t.arg.string({ required: true }), language: t.arg.string({ required: true }), text: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => changeInterfaceText(ctx, { key: args.key, language: languageOf(args.language), text: args.text }),
    }),
    clearInterfaceText: t.field({
      type: ResultRef,
      description: 'Goes back to the default wording of an interface message in one language.',
      args: { key: t.arg.string({ required: true }), language: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => changeInterfaceText(ctx, { key: args.key, language: languageOf(args.language), text: null }),
    }),
  }));
}
