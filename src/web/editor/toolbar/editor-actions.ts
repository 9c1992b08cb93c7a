import type { BaseSelection, ElementFormatType } from 'lexical';
import {
  $createParagraphNode, $createRangeSelection, $createTextNode, $getSelection, $isRangeSelection, $isTextNode, $setSelection, $setState,
} from 'lexical';
import { $createCodeNode } from '@lexical/code';
import type { LinkNode } from '@lexical/link';
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
 * Puts the caret just after a link, outside it, as word processors do once a link is made:
 * what is typed next goes after the link instead of over the words just linked, and does not
 * lengthen the link. The next text keeps the look of the link's last letters.
 */
function $caretAfterLink(link: LinkNode): void {
  const next = link.getNextSibling();
  const last = link.getLastDescendant();
  const caret = $createRangeSelection();
  if ($isTextNode(next)) {
    caret.anchor.set(next.getKey(), 0, 'text');
    caret.focus.set(next.getKey(), 0, 'text');
  } else {
    const parent = link.getParentOrThrow();
    const index = link.getIndexWithinParent() + 1;
    caret.anchor.set(parent.getKey(), index, 'element');
    caret.focus.set(parent.getKey(), index, 'element');
  }
  if ($isTextNode(last)) {
    caret.format = last.getFormat();
    caret.style = last.getStyle();
  }
  $setSelection(caret);
}

/**
 * Links the selected text (or, with nothing selected, inserts the address as linked text) and
 * keeps the whole entity on the link so its button look survives. With null, removes the link.
 * A new link leaves the caret after it; a caret placed inside a link being edited stays there.
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
  const collapsed = selection.isCollapsed();
  if (collapsed && !$findMatchingParent(selection.anchor.getNode(), $isLinkNode)) {
    const link = $createLinkNode(href, attributes).append($createTextNode(entity.data.url));
    $setState(link, linkEntityState, { key: '', entity });
    selection.insertNodes([link]);
    $caretAfterLink(link);
    return;
  }
  $toggleLink(href, attributes);
  // In document order, so the last one is where the caret goes.
  const links: LinkNode[] = [];
  for (const node of ($getSelection() ?? selection).getNodes()) {
    const link = $isLinkNode(node) ? node : $findMatchingParent(node, $isLinkNode);
    if ($isLinkNode(link) && !links.some((seen) => seen.is(link))) links.push(link);
  }
  for (const link of links) $setState(link.setURL(href), linkEntityState, { key: '', entity });
  const last = links.at(-1);
  if (!collapsed && last) $caretAfterLink(last.getLatest());
}

export const ALIGN_FORMATS: readonly ElementFormatType[] = ['left', 'center', 'right', 'justify'];
