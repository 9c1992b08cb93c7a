/**
 * Fills a message's placeholders. Two forms, a subset of ICU MessageFormat:
 * - `{name}`: the value as written; a placeholder without a value stays as written.
 * - `{count, plural, one {# product} other {# products}}`: the branch the language's plural rule
 *   picks for the number (`=0` exact branches first), `#` standing for the number. Indonesian
 *   needs none ("1 produk", "2 produk"); English does ("1 product", "2 products").
 * Hand-written rather than a MessageFormat library: it runs in every shopper's first load, and
 * `Intl.PluralRules` already knows each language's rules; this is the whole of what the
 * dictionaries use (docs/decisions/0035).
 */
const PLURAL = /\{(\w+),\s*plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/g;
const BRANCH = /(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{\w+\})*)\}/g;
const SIMPLE = /\{(\w+)\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(locale: string, value: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(value);
}

export interface FillOptions {
  /** The language whose plural rule picks a branch (default Indonesian, which has one form). */
  locale?: string;
  /** How a number reads, e.g. with the language's grouping (default as written). */
  formatNumber?: (value: number) => string;
}

export function fillMessage(template: string, params: Readonly<Record<string, string | number>> = {}, options: FillOptions = {}): string {
  // Most texts a page shows fill nothing.
  if (!template.includes('{')) return template;
  const { locale = 'id', formatNumber = String } = options;
  const show = (value: string | number) => (typeof value === 'number' ? formatNumber(value) : value);
  const plural = template.includes(', plural,') || template.includes(',plural,')
    ? template.replace(PLURAL, (whole, name: string, body: string) => {
      if (!Object.hasOwn(params, name)) return whole;
      const raw = params[name]!;
      const value = typeof raw === 'number' ? raw : Number(raw);
      if (!Number.isFinite(value)) return whole;
      const branches = new Map([...body.matchAll(BRANCH)].map((match) => [match[1]!, match[2]!]));
      const chosen = branches.get(`=${value}`) ?? branches.get(pluralCategory(locale, value)) ?? branches.get('other');
      return chosen === undefined ? whole : chosen.replaceAll('#', show(raw));
    })
    : template;
  return plural.replace(SIMPLE, (placeholder, name: string) => (Object.hasOwn(params, name) ? show(params[name]!) : placeholder));
}

/** The names a message fills, each once, sorted: `{name}` and the number of a plural. */
export function placeholderNames(template: string): string[] {
  const names = new Set<string>();
  for (const match of template.matchAll(PLURAL)) names.add(match[1]!);
  for (const match of template.replace(PLURAL, (whole, _name: string, body: string) => body).matchAll(SIMPLE)) names.add(match[1]!);
  return [...names].sort();
}
