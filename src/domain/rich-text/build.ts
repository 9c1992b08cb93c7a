import type { RichTextBlock, RichTextDocument } from './document';

/** A plain paragraph, a heading, or a bulleted list. */
export type SimpleParagraph = string | { heading: string } | { list: string[] };

/** Block keys from position, shaped like editor keys (5 base-36 characters), so output is stable across runs. */
function keyFor(index: number): string {
  return index.toString(36).padStart(5, '0');
}

function block(index: number, text: string, type: RichTextBlock['type']): RichTextBlock {
  return { key: keyFor(index), text, type, depth: 0, inlineStyleRanges: [], entityRanges: [], data: {} };
}

/**
 * A document from simple paragraphs, for seed data and tests: a string becomes an
 * unstyled block, `{ heading }` a header-two (the page title is the h1), and `{ list }` one
 * unordered list item per entry. The same input always gives the same document.
 */
export function richTextFromParagraphs(paragraphs: readonly SimpleParagraph[]): RichTextDocument {
  const blocks: RichTextBlock[] = [];
  for (const paragraph of paragraphs) {
    if (typeof paragraph === 'string') blocks.push(block(blocks.length, paragraph, 'unstyled'));
    else if ('heading' in paragraph) blocks.push(block(blocks.length, paragraph.heading, 'header-two'));
    else for (const item of paragraph.list) blocks.push(block(blocks.length, item, 'unordered-list-item'));
  }
  return { blocks, entityMap: {} };
}
