import type { TextFormatType, TextNode } from 'lexical';
import { getStyleObjectFromCSS } from '@lexical/selection';
import {
  BACKGROUND_COLOR_PREFIX, FONT_SIZE_PREFIX, FONT_WEIGHT_PREFIX, FONT_WEIGHTS, TEXT_COLOR_PREFIX, resolveInlineStyle,
} from '../../../domain/rich-text';
import { paletteNameOfHex, sortStyles } from '../../../domain/rich-text/style-runs';

/** The model's five basic styles and the text formats that show them. */
export const FORMAT_OF_STYLE: Readonly<Record<string, TextFormatType>> = {
  BOLD: 'bold', ITALIC: 'italic', UNDERLINE: 'underline', STRIKETHROUGH: 'strikethrough', CODE: 'code',
};

/** The CSS of a text node with these (canonical) styles, one declaration per property in a fixed order. */
export function cssOfStyles(styles: readonly string[]): string {
  const parts: string[] = [];
  for (const style of styles) {
    const resolved = resolveInlineStyle(style);
    if (resolved?.kind === 'css') parts.push(`${resolved.property}: ${resolved.value}`);
  }
  return parts.join('; ');
}

const WEIGHT_NAME_BY_VALUE = new Map(Object.entries(FONT_WEIGHTS).map(([name, value]) => [String(value), name]));

/**
 * The model's styles of a text node: its basic formats and what its CSS says, when that is
 * something the model can hold (a palette colour, a listed size, a listed weight). Other
 * formats and CSS are not kept.
 */
export function stylesOfTextNode(node: TextNode): string[] {
  const styles: string[] = [];
  for (const [style, format] of Object.entries(FORMAT_OF_STYLE)) if (node.hasFormat(format)) styles.push(style);
  const css = getStyleObjectFromCSS(node.getStyle());
  const color = css.color ? paletteNameOfHex(css.color) : undefined;
  if (color) styles.push(`${TEXT_COLOR_PREFIX}${color}`);
  const background = css['background-color'] ? paletteNameOfHex(css['background-color']) : undefined;
  if (background) styles.push(`${BACKGROUND_COLOR_PREFIX}${background}`);
  const size = /^(\d+)%$/.exec(css['font-size']?.trim() ?? '')?.[1];
  if (size && resolveInlineStyle(`${FONT_SIZE_PREFIX}${size}`)) styles.push(`${FONT_SIZE_PREFIX}${size}`);
  const weight = WEIGHT_NAME_BY_VALUE.get(css['font-weight']?.trim() ?? '');
  if (weight) styles.push(`${FONT_WEIGHT_PREFIX}${weight}`);
  return sortStyles(styles);
}

/** Gives a text node exactly these styles. */
export function applyStyles(node: TextNode, styles: readonly string[]): TextNode {
  const styled = node.setFormat(0).setStyle(cssOfStyles(styles));
  for (const style of styles) {
    const format = FORMAT_OF_STYLE[style];
    if (format && !styled.hasFormat(format)) styled.toggleFormat(format);
  }
  return styled;
}
