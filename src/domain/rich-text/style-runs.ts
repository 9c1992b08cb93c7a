import type { InlineStyleRange } from './document';
import {
  BACKGROUND_COLOR_PREFIX, BASIC_STYLES, FONT_SIZE_PREFIX, FONT_SIZES, FONT_WEIGHT_PREFIX, FONT_WEIGHTS, PALETTE, TEXT_COLOR_PREFIX,
  paletteColor, resolveInlineStyle,
} from './styles';
import type { CssProperty } from './styles';

const PALETTE_NAME_BY_HEX = new Map(Object.entries(PALETTE).map(([name, hex]) => [hex, name]));
const FONT_SIZE_SET = new Set(FONT_SIZES);

/** The palette's own spelling of a colour name (`deep-purple` → `deepPurple`), or undefined. */
export function canonicalColorName(name: string): string | undefined {
  const hex = paletteColor(name);
  return hex === undefined ? undefined : PALETTE_NAME_BY_HEX.get(hex);
}

/** The palette name of a `#rrggbb` value, or undefined when the colour is not on the palette. */
export function paletteNameOfHex(hex: string): string | undefined {
  return PALETTE_NAME_BY_HEX.get(hex.trim().toLowerCase());
}

/**
 * One spelling per style: BOLD (upper case), `text.deepPurple`, `fontSize.150`,
 * `fontWeight.medium`. Names the renderer would ignore give null.
 */
export function canonicalStyleName(style: string): string | null {
  const upper = typeof style === 'string' ? style.toUpperCase() : '';
  if ((BASIC_STYLES as readonly string[]).includes(upper)) return upper;
  if (resolveInlineStyle(style) === null) return null;
  if (style.startsWith(TEXT_COLOR_PREFIX)) return `${TEXT_COLOR_PREFIX}${canonicalColorName(style.slice(TEXT_COLOR_PREFIX.length))}`;
  if (style.startsWith(BACKGROUND_COLOR_PREFIX)) return `${BACKGROUND_COLOR_PREFIX}${canonicalColorName(style.slice(BACKGROUND_COLOR_PREFIX.length))}`;
  const size = style.startsWith(FONT_SIZE_PREFIX) ? style.slice(FONT_SIZE_PREFIX.length) : style;
  if (FONT_SIZE_SET.has(size)) return `${FONT_SIZE_PREFIX}${size}`;
  const weight = style.startsWith(FONT_WEIGHT_PREFIX) ? style.slice(FONT_WEIGHT_PREFIX.length) : style;
  return Object.hasOwn(FONT_WEIGHTS, weight) ? `${FONT_WEIGHT_PREFIX}${weight}` : null;
}

const BASIC_RANK = new Map<string, number>(BASIC_STYLES.map((style, i) => [style, i]));
const PREFIX_RANK: ReadonlyArray<[string, number]> = [[TEXT_COLOR_PREFIX, 10], [BACKGROUND_COLOR_PREFIX, 11], [FONT_SIZE_PREFIX, 12], [FONT_WEIGHT_PREFIX, 13]];

function styleRank(style: string): number {
  return BASIC_RANK.get(style) ?? PREFIX_RANK.find(([prefix]) => style.startsWith(prefix))?.[1] ?? 99;
}

/** A character's styles in the fixed order of `styleRank`, so equal sets compare equal. */
export function sortStyles(styles: Iterable<string>): string[] {
  return [...new Set(styles)].sort((a, b) => styleRank(a) - styleRank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The styles of every character of a text of `length` code points, as the renderer reads
 * them: canonical names only, and of two names setting the same CSS property the later
 * range wins, so each character keeps at most one colour, background, size and weight.
 */
export function stylesPerCharacter(length: number, ranges: readonly InlineStyleRange[]): string[][] {
  const perChar: Array<Map<string, string>> = Array.from({ length }, () => new Map());
  for (const range of ranges) {
    const name = canonicalStyleName(range.style);
    if (name === null) continue;
    const resolved = resolveInlineStyle(name);
    const slot: string = resolved?.kind === 'css' ? (resolved.property satisfies CssProperty) : name;
    for (let i = range.offset; i < Math.min(length, range.offset + range.length); i++) perChar[i]?.set(slot, name);
  }
  return perChar.map((styles) => sortStyles(styles.values()));
}

/**
 * Style ranges from per-character style sets: one range per maximal run of a style, ordered
 * by offset and then by style. The editor and the normaliser both write ranges this way, so a
 * document saved twice gets the same ranges.
 */
export function styleRangesFromCharacters(perChar: readonly (readonly string[])[]): InlineStyleRange[] {
  const ranges: InlineStyleRange[] = [];
  const open = new Map<string, number>();
  const closeAt = (end: number, keep: ReadonlySet<string>) => {
    for (const [style, start] of [...open]) {
      if (keep.has(style)) continue;
      ranges.push({ offset: start, length: end - start, style });
      open.delete(style);
    }
  };
  perChar.forEach((styles, index) => {
    const current = new Set(styles);
    closeAt(index, current);
    for (const style of styles) if (!open.has(style)) open.set(style, index);
  });
  closeAt(perChar.length, new Set());
  return ranges.sort((a, b) => a.offset - b.offset || styleRank(a.style) - styleRank(b.style) || (a.style < b.style ? -1 : a.style > b.style ? 1 : 0));
}
