/**
 * The shop's look (docs/decisions/0036): its colours must stay readable as text on white and
 * under white text, and its fonts are stacks every phone and computer already has, so the
 * shop never downloads a font while a shopper waits.
 */

/** WCAG 2 AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

export const DEFAULT_BRAND_COLOR = '#8a3b12';
export const DEFAULT_ACCENT_COLOR = '#1e6b34';

export const SHOP_FONTS = {
  system: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  humanist: "'Gill Sans', 'Gill Sans MT', Optima, Candara, 'Noto Sans', 'Trebuchet MS', sans-serif",
  serif: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, Georgia, 'Noto Serif', serif",
  rounded: "ui-rounded, 'SF Pro Rounded', 'Hiragino Maru Gothic ProN', Quicksand, Comfortaa, 'Arial Rounded MT Bold', sans-serif",
  mono: "ui-monospace, 'Cascadia Code', 'Source Code Pro', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
} as const;
export type ShopFont = keyof typeof SHOP_FONTS;
export const SHOP_FONT_KEYS = Object.keys(SHOP_FONTS) as ShopFont[];

export function isShopFont(value: unknown): value is ShopFont {
  return typeof value === 'string' && Object.hasOwn(SHOP_FONTS, value);
}

/** `#rrggbb` in lower case, from `#RGB` or `#RRGGBB`; null for anything else. */
export function normaliseHexColor(text: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!match) return null;
  const hex = match[1]!.toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

function channel(value: number): number {
  const s = value / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The ratio against white rounded down to one decimal, as the owner is told it. */
export function contrastOnWhite(hex: string): number {
  return Math.floor(contrastRatio(hex, '#ffffff') * 10) / 10;
}

/** A shop colour is text on white paper and the background of white text: both need AA. */
export function readableOnWhite(hex: string): boolean {
  return contrastRatio(hex, '#ffffff') >= MIN_TEXT_CONTRAST;
}
