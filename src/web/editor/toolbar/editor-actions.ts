import type { BaseSelection, ElementFormatType, LexicalNode } from 'lexical';
import { $createParagraphNode, $createTextNode, $getSelection, $isRangeSelection, $setSelection, $setState } from 'lexical';
import { $createCodeNode } from '@lexical/code';
import { $createLinkNode, $isLinkNode, $toggleLink } from '@lexical/link';
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text';
import type { HeadingTagType } from '@lexical/rich-text';
import { $patchStyleText, $setBlocksType } from '@lexical/selection';
import { $findMatchingParent, $insertNodeToNearestRoot } from '@lexical/utils';
import type { RichTextEntity } from '../../../domain/rich-text';
import { safeHref } from '../../../domain/rich-text/render-inline';
import { $createAtomicNode } from '../nodes/atomic-node';
import { $createDropTextNode } from '../nodes/drop-text-node';
import { linkEntityState } from '../nodes/node-state';

export const TEXT_BLOCK_TYPES = ['unstyled', 'header-one', 'header-two', 'header-three', 'header-four', 'header-five', 'header-six', 'blockquote', 'code-block', 'drop-text'] as const;
export type TextBlockType = (typeof TEXT_BLOCK_TYPES)[number];

const HEADING_TAG: Readonly<Record<string, HeadingTagType>> = {
  'header-one': 'h1', 'header-two': 'h2', 'header-three': 'h3', 'header-four': 'h4', 'header-five': 'h5', 'header-six': 'h6',
};

/** Turns the selected blocks into this kind of text block. */
export function $setTextBlockType(type: TextBlockType): void {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  const heading = HEADING_TAG[type];
  $setBlocksType(selection, () => {
    if (heading) return $createHeadingNode(heading);
    if (type === 'blockquote') return $createQuoteNode();
    if (type === 'code-block') return $createCodeNode();
    if (type === 'drop-text') return $createDropTextNode();
    return $createParagraphNode();
  });
}

/** Sets (or with null removes) one CSS property on the selected text. */
export function $setTextCss(property: 'color' | 'background-color' | 'font-size' | 'font-weight', value: string | null): void {
  const selection = $getSelection();
  if ($isRangeSelection(selection)) $patchStyleText(selection, { [property]: value });
}

/** Puts an atomic block (image, video, table, separator) after the current block. */
export function $insertAtomic(entity: RichTextEntity, saved: BaseSelection | null): void {
  if (saved) $setSelection(saved.clone());
  // The new block and its entity get their keys when the document is saved.
  const node = $createAtomicNode({
    block: { key: '', text: ' ', type: 'atomic', depth: 0, inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 1, key: '' }], data: {} },
    entities: { '': entity },
  });
  $insertNodeToNearestRoot(node);
}

/**
 * Links the selected text (or, with nothing selected, inserts the address as linked text) and
 * keeps the whole entity on the link so its button look survives. With null, removes the link.
 */
export function $applyLink(entity: RichTextEntity | null, saved: BaseSelection | null): void {
  if (saved) $setSelection(saved.clone());
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  if (entity === null || entity.type !== 'LINK') {
    $toggleLink(null);
    return;
  }
  const href = safeHref(entity.data.url) ?? 'about:blank';
  const attributes = entity.data.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : { target: null, rel: null };
  if (selection.isCollapsed() && !$findMatchingParent(selection.anchor.getNode(), $isLinkNode)) {
    const link = $createLinkNode(href, attributes).append($createTextNode(entity.data.url));
    $setState(link, linkEntityState, { key: '', entity });
    selection.insertNodes([link]);
    return;
  }
  $toggleLink(href, attributes);
  const links = new Set<LexicalNode>();
  for (const node of ($getSelection() ?? selection).getNodes()) {
    const link = $isLinkNode(node) ? node : $findMatchingParent(node, $isLinkNode);
    if (link) links.add(link);
  }
  for (const link of links) if ($isLinkNode(link)) $setState(link.setURL(href), linkEntityState, { key: '', entity });
}

export const ALIGN_FORMATS: readonly ElementFormatType[] = ['left', 'center', 'right', 'justify'];
