import type { BlockType, RichTextBlock, RichTextDocument } from './document';
import { MAX_LIST_DEPTH } from './document';
import { isRecord } from './entities';
import { renderAtomicEntity } from './render-atomic';
import { renderInline } from './render-inline';
import { RICH_TEXT_CLASSES } from './render-options';
import type { RichTextHtmlOptions } from './render-options';

export type { RichTextHtmlOptions } from './render-options';
export { DEFAULT_IMAGE_SIZES, RICH_TEXT_CLASSES } from './render-options';

const TEXT_ALIGN: Readonly<Record<string, string>> = { right: 'right', center: 'center', justify: 'justify' };

const TEXT_TAGS: Readonly<Partial<Record<BlockType, string>>> = {
  'header-one': 'h1',
  'header-two': 'h2',
  'header-three': 'h3',
  'header-four': 'h4',
  'header-five': 'h5',
  'header-six': 'h6',
  blockquote: 'blockquote',
};

type ListTag = 'ul' | 'ol';

function listTag(type: BlockType): ListTag | undefined {
  if (type === 'unordered-list-item') return 'ul';
  if (type === 'ordered-list-item') return 'ol';
  return undefined;
}

function alignAttr(block: RichTextBlock): string {
  const align = block.data && Object.hasOwn(TEXT_ALIGN, String(block.data.align)) ? TEXT_ALIGN[String(block.data.align)] : undefined;
  return align ? ` style="text-align:${align}"` : '';
}

/**
 * Writes nested lists. An item opens a list inside the previous item when it is one level
 * deeper; a deeper jump is clamped to one level, since HTML cannot skip a level.
 */
class ListWriter {
  private readonly open: ListTag[] = [];

  constructor(private readonly out: string[]) {}

  item(tag: ListTag, requestedDepth: number, attrs: string, content: string): void {
    const depth = Math.min(Math.max(0, Math.floor(requestedDepth) || 0), MAX_LIST_DEPTH, this.open.length);
    while (this.open.length > depth + 1) this.closeOne();
    if (this.open.length === depth + 1) {
      if (this.open[depth] === tag) this.out.push('</li>');
      else this.closeOne();
    }
    if (this.open.length === depth) {
      this.out.push(`<${tag}>`);
      this.open.push(tag);
    }
    this.out.push(`<li${attrs}>${content}`);
  }

  closeAll(): void {
    while (this.open.length > 0) this.closeOne();
  }

  private closeOne(): void {
    this.out.push(`</li></${this.open.pop() ?? 'ul'}>`);
  }
}

/**
 * The HTML of a rich-text document, built only from an allow-list: text is escaped,
 * styles map to fixed tags and palette CSS, links and images with `javascript:`, `data:`
 * or `vbscript:` addresses are not linked or not shown, videos embed only rebuilt
 * YouTube/Vimeo addresses, and no raw HTML, event handler or document-supplied CSS can
 * get through. The renderer does not trust its input to have been parsed and checks
 * every value it writes, so a hand-built or stale document is just as safe.
 *
 * Blocks: unstyled → p (an empty one keeps its line as `<p><br></p>`), header-* → h1–h6,
 * blockquote, drop-text → p with a class the stylesheet gives a drop cap, consecutive
 * code-blocks → one `<pre><code>`, list items → nested ul/ol (depth 0–4), atomic →
 * its entity (image figure, video, table, separator).
 */
export function renderRichTextToHtml(doc: RichTextDocument, options: RichTextHtmlOptions = {}): string {
  const out: string[] = [];
  const lists = new ListWriter(out);
  const entityMap = doc?.entityMap ?? {};
  let codeLines: string[] = [];
  const flushCode = () => {
    if (codeLines.length === 0) return;
    out.push(`<pre class="${RICH_TEXT_CLASSES.code}"><code>${codeLines.join('\n')}</code></pre>`);
    codeLines = [];
  };

  for (const block of Array.isArray(doc?.blocks) ? doc.blocks : []) {
    if (!isRecord(block)) continue;
    const type = block.type;
    if (type !== 'code-block') flushCode();
    const list = listTag(type);
    if (!list) lists.closeAll();

    if (list) {
      lists.item(list, block.depth, alignAttr(block), renderInline(block, entityMap, options));
    } else if (type === 'code-block') {
      codeLines.push(renderInline(block, entityMap, options, true));
    } else if (type === 'atomic') {
      const key = block.entityRanges?.[0]?.key;
      out.push(renderAtomicEntity(key !== undefined && Object.hasOwn(entityMap, key) ? entityMap[key] : undefined, options));
    } else {
      const tag = (Object.hasOwn(TEXT_TAGS, type) ? TEXT_TAGS[type] : undefined) ?? 'p';
      const cls = type === 'drop-text' ? ` class="${RICH_TEXT_CLASSES.dropText}"` : '';
      const inner = renderInline(block, entityMap, options);
      out.push(`<${tag}${cls}${alignAttr(block)}>${inner === '' && tag === 'p' ? '<br>' : inner}</${tag}>`);
    }
  }
  flushCode();
  lists.closeAll();
  return out.join('');
}
