import type { RichTextDocument } from './document';

/**
 * The document's words on one line, for meta descriptions, previews and search: text
 * blocks joined by spaces, whitespace collapsed, atomic blocks (images, videos, tables,
 * separators) left out.
 *
 * With `maxLength` (in characters, counting an emoji as one), longer text is cut at a word
 * boundary when one falls in the last 40% of the allowance and ends with '…', the whole
 * staying within `maxLength`.
 */
export function richTextToPlainText(doc: RichTextDocument, maxLength?: number): string {
  const blocks = Array.isArray(doc?.blocks) ? doc.blocks : [];
  const text = blocks
    .filter((block) => block.type !== 'atomic' && typeof block.text === 'string')
    .map((block) => block.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (maxLength === undefined) return text;
  return truncate(text, maxLength);
}

function truncate(text: string, maxLength: number): string {
  const limit = Number.isFinite(maxLength) ? Math.floor(maxLength) : 0;
  if (limit <= 0) return '';
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  if (limit === 1) return '…';
  const head = chars.slice(0, limit - 1);
  const lastSpace = head.lastIndexOf(' ');
  const cut = lastSpace >= Math.ceil((limit - 1) * 0.6) ? head.slice(0, lastSpace) : head;
  return `${cut.join('').trimEnd()}…`;
}
