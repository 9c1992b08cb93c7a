import type { RichTextBlock, RichTextDocument, RichTextEntity } from '../../../domain/rich-text/document';
import { placeholderToken } from './email-placeholders.server';

/**
 * The default e-mails are written as rich-text documents in code with this shorthand, so
 * that what a shop sends untouched is exactly what its owner sees in the editor:
 *
 * - a string: a paragraph (placeholders `{{…}}` inside);
 * - `{ h1 }`, `{ h2 }`: headings (the first heading is the e-mail's title);
 * - `{ strong }`: a bold paragraph; `{ note }`: a paragraph in smaller type;
 * - `{ button, url }`, `{ link, url }`: a paragraph that is one link, drawn as a button or
 *   as a plain link, to the link placeholder named by `url`;
 * - `{ slot }`: a block placeholder on its own line (the order lines, the bank accounts).
 */
export type DefaultBlock =
  | string
  | { h1: string }
  | { h2: string }
  | { strong: string }
  | { note: string }
  | { button: string; url: string }
  | { link: string; url: string }
  | { slot: string };

function codePoints(text: string): number {
  return Array.from(text).length;
}

export function emailDocument(parts: readonly DefaultBlock[]): RichTextDocument {
  const blocks: RichTextBlock[] = [];
  const entityMap: Record<string, RichTextEntity> = {};
  parts.forEach((part, index) => {
    const key = index.toString(36).padStart(5, '0');
    const block = (text: string, type: RichTextBlock['type'] = 'unstyled'): RichTextBlock => ({
      key, text, type, depth: 0, inlineStyleRanges: [], entityRanges: [], data: {},
    });
    if (typeof part === 'string') blocks.push(block(part));
    else if ('h1' in part) blocks.push(block(part.h1, 'header-one'));
    else if ('h2' in part) blocks.push(block(part.h2, 'header-two'));
    else if ('slot' in part) blocks.push(block(placeholderToken(part.slot)));
    else if ('strong' in part) blocks.push({ ...block(part.strong), inlineStyleRanges: [{ offset: 0, length: codePoints(part.strong), style: 'BOLD' }] });
    else if ('note' in part) blocks.push({ ...block(part.note), inlineStyleRanges: [{ offset: 0, length: codePoints(part.note), style: 'fontSize.90' }] });
    else {
      const label = 'button' in part ? part.button : part.link;
      const entityKey = String(Object.keys(entityMap).length);
      entityMap[entityKey] = { type: 'LINK', mutability: 'MUTABLE', data: { url: placeholderToken(part.url), newTab: false, design: 'button' in part ? 1 : 0 } };
      blocks.push({ ...block(label), entityRanges: [{ offset: 0, length: codePoints(label), key: entityKey }] });
    }
  });
  return { blocks, entityMap };
}
