import type { BlockAlignment, BlockType, RichTextBlock, RichTextDocument, RichTextEntity, TableCell, TableHeaderStyle } from '../../../domain/rich-text';
import {
  MAX_LIST_DEPTH, MAX_TABLE_COLUMNS, MAX_TABLE_ROWS, normaliseRichTextDocument, paletteNameOfHex, parseRichTextDocument, tableCellKey, toEmbeddableVideoUrl,
} from '../../../domain/rich-text';
import { entityRangesFromCharacters } from '../../../domain/rich-text/normalise';
import { styleRangesFromCharacters, sortStyles } from '../../../domain/rich-text/style-runs';
import { safeHref } from '../../../domain/rich-text/render-inline';
import { isSafeLinkUrl, normalizeLink } from '../../../domain/text/link';

const DROPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD', 'TITLE', 'META', 'LINK', 'OBJECT', 'EMBED', 'SVG', 'MATH', 'BUTTON', 'SELECT', 'TEXTAREA', 'INPUT']);
const HEADINGS: Readonly<Record<string, BlockType>> = { H1: 'header-one', H2: 'header-two', H3: 'header-three', H4: 'header-four', H5: 'header-five', H6: 'header-six' };
const BLOCK_TAGS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'UL', 'OL', 'LI', 'TABLE', 'HR', 'FIGURE', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER', 'MAIN', 'ASIDE', 'NAV', 'DL', 'DT', 'DD', 'ADDRESS', 'CENTER']);
const TAG_STYLE: Readonly<Record<string, string>> = { B: 'BOLD', STRONG: 'BOLD', I: 'ITALIC', EM: 'ITALIC', CITE: 'ITALIC', U: 'UNDERLINE', INS: 'UNDERLINE', S: 'STRIKETHROUGH', STRIKE: 'STRIKETHROUGH', DEL: 'STRIKETHROUGH', CODE: 'CODE', KBD: 'CODE', TT: 'CODE', SAMP: 'CODE' };

/**
 * Where a pasted picture lives, if it can be shown here: a web address, or a path on this shop
 * (copied from its own pages). A bare relative address meant something only on the page it was
 * copied from, so the picture is left out rather than shown broken.
 */
function pastedImageAddress(value: string | null): string | null {
  const src = value?.trim() ?? '';
  if (src === '' || !isSafeLinkUrl(src)) return null;
  if (/^https?:\/\//i.test(src) || /^\/(?!\/)/.test(src)) return src;
  if (src.startsWith('//')) return `https:${src}`;
  return null;
}

interface Draft { type: BlockType; depth: number; align?: BlockAlignment; chars: string[]; styles: string[][]; links: Array<string | undefined> }

/** A colour written in CSS (`#f44336`, `#F44336`, `rgb(244, 67, 54)`) as a palette name, if it is one. */
function paletteName(css: string | undefined): string | undefined {
  if (!css) return undefined;
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(css.trim());
  const hex = rgb ? `#${rgb.slice(1, 4).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}` : css.trim();
  return paletteNameOfHex(hex);
}

/** The styles an element adds to or takes from what its text inherits. Other CSS is not kept. */
function stylesOf(element: HTMLElement, inherited: ReadonlySet<string>): Set<string> {
  const styles = new Set(inherited);
  const tagStyle = TAG_STYLE[element.tagName];
  if (tagStyle) styles.add(tagStyle);
  const css = element.style;
  const weight = css.fontWeight;
  if (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600) styles.add('BOLD');
  else if (weight === 'normal' || (weight !== '' && Number(weight) < 600)) styles.delete('BOLD');
  if (css.fontStyle === 'italic' || css.fontStyle === 'oblique') styles.add('ITALIC');
  else if (css.fontStyle === 'normal') styles.delete('ITALIC');
  const decoration = `${css.textDecoration} ${css.textDecorationLine}`;
  if (decoration.includes('underline')) styles.add('UNDERLINE');
  if (decoration.includes('line-through')) styles.add('STRIKETHROUGH');
  const color = paletteName(css.color);
  if (color) {
    for (const s of [...styles]) if (s.startsWith('text.')) styles.delete(s);
    styles.add(`text.${color}`);
  }
  const background = paletteName(css.backgroundColor);
  if (background) {
    for (const s of [...styles]) if (s.startsWith('background.')) styles.delete(s);
    styles.add(`background.${background}`);
  }
  return styles;
}

function alignOf(element: HTMLElement): BlockAlignment | undefined {
  const align = (element.style.textAlign || element.getAttribute('align') || '').toLowerCase();
  return align === 'right' || align === 'center' || align === 'justify' ? align : undefined;
}

/** Word marks list paragraphs with `mso-list: l0 level2 lfo1` and writes the bullet itself in a span it hides. */
function wordListLevel(element: HTMLElement): number | undefined {
  const match = /mso-list:\s*l\d+\s+level(\d+)/i.exec(element.getAttribute('style') ?? '');
  return match ? Number(match[1]) - 1 : undefined;
}

const isWordListMarker = (element: HTMLElement) => /mso-list:\s*ignore/i.test(element.getAttribute('style') ?? '');

class DocumentWriter {
  readonly blocks: RichTextBlock[] = [];
  readonly entityMap: Record<string, RichTextEntity> = {};
  private draft: Draft | undefined;
  private nextEntity = 0;

  addEntity(entity: RichTextEntity): string {
    const key = String(this.nextEntity++);
    this.entityMap[key] = entity;
    return key;
  }

  open(type: BlockType, depth = 0, align?: BlockAlignment): void {
    this.close();
    this.draft = { type, depth: Math.min(Math.max(depth, 0), MAX_LIST_DEPTH), align, chars: [], styles: [], links: [] };
  }

  text(value: string, styles: ReadonlySet<string>, link: string | undefined): void {
    if (!this.draft) this.open('unstyled');
    const draft = this.draft as Draft;
    const sorted = sortStyles(styles);
    for (const char of Array.from(value)) {
      // Collapsed white space never starts a line or doubles a space.
      if (char === ' ' && draft.type !== 'code-block' && (draft.chars.length === 0 || draft.chars.at(-1) === ' ' || draft.chars.at(-1) === '\n')) continue;
      draft.chars.push(char);
      draft.styles.push(char === '\n' ? [] : sorted);
      draft.links.push(link);
    }
  }

  atomic(entity: RichTextEntity): void {
    this.close();
    const key = this.addEntity(entity);
    this.blocks.push({ key: '', text: ' ', type: 'atomic', depth: 0, inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 1, key }], data: {} });
  }

  close(): void {
    const draft = this.draft;
    this.draft = undefined;
    if (!draft) return;
    while (draft.type !== 'code-block' && (draft.chars.at(-1) === ' ' || draft.chars.at(-1) === '\n')) {
      draft.chars.pop();
      draft.styles.pop();
      draft.links.pop();
    }
    const isList = draft.type === 'ordered-list-item' || draft.type === 'unordered-list-item';
    if (draft.chars.length === 0 && !isList) return;
    this.blocks.push({
      key: '', text: draft.chars.join(''), type: draft.type, depth: isList ? draft.depth : 0,
      inlineStyleRanges: styleRangesFromCharacters(draft.styles), entityRanges: entityRangesFromCharacters(draft.links),
      data: draft.align ? { align: draft.align } : {},
    });
  }
}

function cellText(cell: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push((node.textContent ?? '').replace(/\s+/g, ' '));
    else if (node instanceof HTMLElement && !DROPPED.has(node.tagName)) {
      if (node.tagName === 'BR') parts.push('\n');
      node.childNodes.forEach(walk);
      if ((node.tagName === 'P' || node.tagName === 'DIV' || node.tagName === 'LI') && node !== cell) parts.push('\n');
    }
  };
  walk(cell);
  return parts.join('').split('\n').map((line) => line.trim()).join('\n').replace(/^\n+|\n+$/g, '');
}

function tableEntity(table: HTMLTableElement): RichTextEntity | null {
  const rows = Array.from(table.rows).slice(0, MAX_TABLE_ROWS);
  const columns = Math.min(MAX_TABLE_COLUMNS, Math.max(0, ...rows.map((row) => row.cells.length)));
  if (rows.length === 0 || columns === 0) return null;
  const cells: Record<string, TableCell> = {};
  rows.forEach((row, r) => Array.from(row.cells).slice(0, columns).forEach((cell, c) => {
    const background = paletteName(cell.style.backgroundColor || cell.getAttribute('bgcolor') || undefined);
    cells[tableCellKey(r, c)] = background ? { content: cellText(cell), backgroundColor: background } : { content: cellText(cell) };
  }));
  const allHeaders = (list: Array<Element | undefined>) => list.length > 0 && list.every((cell) => cell?.tagName === 'TH');
  const top = allHeaders(Array.from(rows[0]?.cells ?? [])) || rows[0]?.parentElement?.tagName === 'THEAD';
  const left = rows.length > 1 && allHeaders(rows.slice(top ? 1 : 0).map((row) => row.cells[0]));
  const headerStyle: TableHeaderStyle = top && left ? 'top-left' : top ? 'top' : left ? 'left' : 'none';
  return { type: 'TABLE', mutability: 'IMMUTABLE', data: { align: 'center', headerStyle, rows: rows.length, columns, cells } };
}

/**
 * A document from pasted HTML (Word, Google Docs, web pages): headings, paragraphs, quotes,
 * code, nested lists (Word's list paragraphs too), bold, italic, underline, strikethrough,
 * palette colours, links, tables, images, embeddable videos and separators. Everything the
 * model cannot hold is left out: scripts, styles, forms, unknown CSS, and links or images
 * whose addresses are unsafe. The result is checked like a stored document.
 */
export function htmlToDocument(html: string): RichTextDocument {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = new DocumentWriter();
  const listTypes: BlockType[] = [];

  const walk = (node: Node, styles: ReadonlySet<string>, link: string | undefined, inPre: boolean) => {
    if (node.nodeType === 3) {
      const raw = node.textContent ?? '';
      out.text(inPre ? raw : raw.replace(/[ \t\n\r\f]+/g, ' '), styles, link);
      return;
    }
    if (!(node instanceof HTMLElement) || DROPPED.has(node.tagName) || isWordListMarker(node)) return;
    const tag = node.tagName;
    if (tag === 'BR') return out.text('\n', styles, link);
    if (tag === 'HR') return out.atomic({ type: 'SEPARATOR', mutability: 'IMMUTABLE', data: {} });
    if (tag === 'IMG') {
      const src = pastedImageAddress(node.getAttribute('src'));
      if (src === null) return;
      const alt = node.getAttribute('alt')?.trim() || '-';
      return out.atomic({ type: 'IMAGE', mutability: 'IMMUTABLE', data: { source: { url: src }, alt, align: 'center', ...(node.title ? { title: node.title } : {}) } });
    }
    if (tag === 'IFRAME') {
      const src = node.getAttribute('src') ?? '';
      if (toEmbeddableVideoUrl(src)) out.atomic({ type: 'VIDEO', mutability: 'IMMUTABLE', data: { url: src, align: 'center' } });
      return;
    }
    if (tag === 'TABLE') {
      const entity = tableEntity(node as HTMLTableElement);
      if (entity) out.atomic(entity);
      return;
    }
    if (tag === 'UL' || tag === 'OL') {
      out.close();
      listTypes.push(tag === 'OL' ? 'ordered-list-item' : 'unordered-list-item');
      node.childNodes.forEach((child) => walk(child, styles, link, inPre));
      listTypes.pop();
      out.close();
      return;
    }
    const inner = stylesOf(node, styles);
    let innerLink = link;
    if (tag === 'A') {
      const href = normalizeLink(node.getAttribute('href'));
      innerLink = href !== '' && safeHref(href) !== null
        ? out.addEntity({ type: 'LINK', mutability: 'MUTABLE', data: { url: href, newTab: node.getAttribute('target') === '_blank', design: 0 } })
        : undefined;
    }
    const wordLevel = wordListLevel(node);
    const isBlock = BLOCK_TAGS.has(tag) || wordLevel !== undefined;
    if (isBlock) {
      const align = alignOf(node);
      if (tag === 'LI') {
        const ariaLevel = Number(node.getAttribute('aria-level'));
        const depth = Number.isInteger(ariaLevel) && ariaLevel > 0 ? ariaLevel - 1 : listTypes.length - 1;
        out.open(listTypes.at(-1) ?? 'unordered-list-item', depth, align);
      } else if (wordLevel !== undefined) {
        const marker = node.querySelector('[style*="mso-list"]')?.textContent?.trim() ?? '';
        out.open(/^(\d+|[a-z]|[ivxlc]+)[.)]/i.test(marker) ? 'ordered-list-item' : 'unordered-list-item', wordLevel, align);
      } else if (tag === 'P' && node.parentElement?.tagName === 'LI') {
        // Google Docs wraps each list item's text in a paragraph: it stays the item's text.
      } else {
        const type: BlockType = HEADINGS[tag] ?? (tag === 'BLOCKQUOTE' ? 'blockquote' : tag === 'PRE' ? 'code-block' : 'unstyled');
        out.open(type, 0, align);
      }
    }
    node.childNodes.forEach((child) => walk(child, inner, innerLink, inPre || tag === 'PRE'));
    if (isBlock && !(tag === 'P' && node.parentElement?.tagName === 'LI')) out.close();
  };
  parsed.body.childNodes.forEach((child) => walk(child, new Set(), undefined, false));
  out.close();
  return normaliseRichTextDocument(parseRichTextDocument({ blocks: out.blocks.map((block, i) => ({ ...block, key: `p${i}` })), entityMap: out.entityMap }));
}
