/**
 * Inline style names of the rich-text model (spec §3, §5, §9) and the CSS they stand for.
 * Only names listed here ever produce markup, and every CSS value comes from the tables
 * below, never from the document, so a style name cannot inject CSS.
 *
 * Style names:
 * - BOLD, ITALIC, UNDERLINE, STRIKETHROUGH, CODE (any letter case)
 * - `text.{colour}` and `background.{colour}` with a palette colour name
 * - `fontSize.{size}` (or the bare size) with a size from FONT_SIZES
 * - `fontWeight.{weight}` (or the bare weight name) with a weight from FONT_WEIGHTS
 */
export const BASIC_STYLES = ['BOLD', 'ITALIC', 'UNDERLINE', 'STRIKETHROUGH', 'CODE'] as const;
export type BasicStyle = (typeof BASIC_STYLES)[number];

export const TEXT_COLOR_PREFIX = 'text.';
export const BACKGROUND_COLOR_PREFIX = 'background.';
export const FONT_SIZE_PREFIX = 'fontSize.';
export const FONT_WEIGHT_PREFIX = 'fontWeight.';

/**
 * Font sizes offered by the editor: 70 options from 10 in steps of 10, as strings (spec §5).
 * They are percentages of the surrounding text size, so '100' is normal text and the
 * largest, '700', suits a banner headline rather than being a 700 px glyph.
 */
export const FONT_SIZES: readonly string[] = Object.freeze(Array.from({ length: 70 }, (_, i) => String((i + 1) * 10)));

/** Font weights offered by the editor (spec §5). */
export const FONT_WEIGHTS = Object.freeze({ thin: 300, normal: 400, medium: 500, bold: 700 } as const);
export type FontWeightName = keyof typeof FONT_WEIGHTS;

/**
 * The editor's colours: the material palette (500 shades) with its greys replaced by
 * white and black (spec §9). Names are matched ignoring case, '-' and '_', so
 * `deepPurple`, `deep-purple` and `DEEP_PURPLE` are the same colour.
 */
export const PALETTE: Readonly<Record<string, string>> = Object.freeze({
  red: '#f44336',
  pink: '#e91e63',
  purple: '#9c27b0',
  deepPurple: '#673ab7',
  indigo: '#3f51b5',
  blue: '#2196f3',
  lightBlue: '#03a9f4',
  cyan: '#00bcd4',
  teal: '#009688',
  green: '#4caf50',
  lightGreen: '#8bc34a',
  lime: '#cddc39',
  yellow: '#ffeb3b',
  amber: '#ffc107',
  orange: '#ff9800',
  deepOrange: '#ff5722',
  brown: '#795548',
  white: '#ffffff',
  black: '#000000',
});

const squash = (name: string): string => name.replace(/[-_]/g, '').toLowerCase();
const PALETTE_BY_SQUASHED = new Map(Object.entries(PALETTE).map(([name, hex]) => [squash(name), hex]));

/** The hex value of a palette colour name, or undefined for anything else (including raw CSS). */
export function paletteColor(name: unknown): string | undefined {
  return typeof name === 'string' ? PALETTE_BY_SQUASHED.get(squash(name)) : undefined;
}

export const textColorStyle = (color: string): string => `${TEXT_COLOR_PREFIX}${color}`;
export const backgroundColorStyle = (color: string): string => `${BACKGROUND_COLOR_PREFIX}${color}`;
export const fontSizeStyle = (size: string | number): string => `${FONT_SIZE_PREFIX}${size}`;
export const fontWeightStyle = (weight: FontWeightName): string => `${FONT_WEIGHT_PREFIX}${weight}`;

export type StyleTag = 'strong' | 'em' | 'u' | 's' | 'code';
export type CssProperty = 'color' | 'background-color' | 'font-size' | 'font-weight';

/** What one style name renders as: a semantic tag, or one CSS declaration. */
export type ResolvedStyle = { kind: 'tag'; tag: StyleTag } | { kind: 'css'; property: CssProperty; value: string };

const TAGS: Readonly<Record<BasicStyle, StyleTag>> = {
  BOLD: 'strong', ITALIC: 'em', UNDERLINE: 'u', STRIKETHROUGH: 's', CODE: 'code',
};
const FONT_SIZE_SET = new Set(FONT_SIZES);

function fontWeight(name: string): number | undefined {
  return Object.hasOwn(FONT_WEIGHTS, name) ? FONT_WEIGHTS[name as FontWeightName] : undefined;
}

/** The rendering of a style name, or null for a name that is not on the allow-list. */
export function resolveInlineStyle(style: string): ResolvedStyle | null {
  if (typeof style !== 'string') return null;
  const upper = style.toUpperCase();
  if (Object.hasOwn(TAGS, upper)) return { kind: 'tag', tag: TAGS[upper as BasicStyle] };
  if (style.startsWith(TEXT_COLOR_PREFIX)) {
    const hex = paletteColor(style.slice(TEXT_COLOR_PREFIX.length));
    return hex ? { kind: 'css', property: 'color', value: hex } : null;
  }
  if (style.startsWith(BACKGROUND_COLOR_PREFIX)) {
    const hex = paletteColor(style.slice(BACKGROUND_COLOR_PREFIX.length));
    return hex ? { kind: 'css', property: 'background-color', value: hex } : null;
  }
  const size = style.startsWith(FONT_SIZE_PREFIX) ? style.slice(FONT_SIZE_PREFIX.length) : style;
  if (FONT_SIZE_SET.has(size)) return { kind: 'css', property: 'font-size', value: `${size}%` };
  const weight = fontWeight(style.startsWith(FONT_WEIGHT_PREFIX) ? style.slice(FONT_WEIGHT_PREFIX.length) : style);
  if (weight !== undefined) return { kind: 'css', property: 'font-weight', value: String(weight) };
  return null;
}

const TAG_ORDER: readonly StyleTag[] = ['strong', 'em', 'u', 's', 'code'];
const CSS_ORDER: readonly CssProperty[] = ['color', 'background-color', 'font-size', 'font-weight'];

/**
 * The tags (outermost first) and inline CSS for a set of style names. Unknown names are
 * ignored; when two names set the same property, the later one wins.
 */
export function stylesToMarkup(styles: Iterable<string>): { tags: StyleTag[]; css: string } {
  const tags = new Set<StyleTag>();
  const declarations = new Map<CssProperty, string>();
  for (const style of styles) {
    const resolved = resolveInlineStyle(style);
    if (resolved?.kind === 'tag') tags.add(resolved.tag);
    else if (resolved?.kind === 'css') declarations.set(resolved.property, resolved.value);
  }
  return {
    tags: TAG_ORDER.filter((tag) => tags.has(tag)),
    css: CSS_ORDER.flatMap((property) => {
      const value = declarations.get(property);
      return value === undefined ? [] : [`${property}:${value}`];
    }).join(';'),
  };
}
