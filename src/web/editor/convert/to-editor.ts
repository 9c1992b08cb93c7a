import type { ElementNode, LexicalNode } from 'lexical';
import { $createLineBreakNode, $createParagraphNode, $createTextNode, $getRoot, $setState } from 'lexical';
import { $createCodeNode } from '@lexical/code';
import { $createLinkNode } from '@lexical/link';
import type { ListNode, ListType } from '@lexical/list';
import { $createListItemNode, $createListNode } from '@lexical/list';
import type { HeadingTagType } from '@lexical/rich-text';
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text';
import type { RichTextBlock, RichTextDocument, RichTextEntity } from '../../../domain/rich-text';
import { entityPerCharacter } from '../../../domain/rich-text/normalise';
import { stylesPerCharacter } from '../../../domain/rich-text/style-runs';
import { safeHref } from '../../../domain/rich-text/render-inline';
import { $createAtomicNode } from '../nodes/atomic-node';
import { $createDropTextNode } from '../nodes/drop-text-node';
import { blockKeyState, linkEntityState } from '../nodes/node-state';
import { applyStyles } from './text-styles';

const HEADING_TAGS: Readonly<Record<string, HeadingTagType>> = {
  'header-one': 'h1', 'header-two': 'h2', 'header-three': 'h3', 'header-four': 'h4', 'header-five': 'h5', 'header-six': 'h6',
};

/** Appends a block's text to `parent`: styled text nodes, line breaks, and links for LINK entities. */
export function $appendInline(parent: ElementNode, block: RichTextBlock, entityMap: Readonly<Record<string, RichTextEntity>>): void {
  const chars = Array.from(block.text);
  const styles = stylesPerCharacter(chars.length, block.inlineStyleRanges);
  const entities = entityPerCharacter(chars.length, block.entityRanges)
    .map((key) => (key !== undefined && Object.hasOwn(entityMap, key) && entityMap[key]?.type === 'LINK' ? key : undefined));
  let index = 0;
  while (index < chars.length) {
    const key = entities[index];
    let end = index;
    while (end < chars.length && entities[end] === key) end++;
    const entity = key === undefined ? undefined : entityMap[key];
    let target: ElementNode = parent;
    if (key !== undefined && entity?.type === 'LINK') {
      const link = $createLinkNode(safeHref(entity.data.url) ?? 'about:blank', entity.data.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {});
      $setState(link, linkEntityState, { key, entity });
      parent.append(link);
      target = link;
    }
    appendText(target, chars, styles, index, end);
    index = end;
  }
}

function appendText(target: ElementNode, chars: string[], styles: string[][], from: number, to: number): void {
  let index = from;
  while (index < to) {
    if (chars[index] === '\n') {
      target.append($createLineBreakNode());
      index++;
      continue;
    }
    const signature = (styles[index] ?? []).join('|');
    let end = index;
    while (end < to && chars[end] !== '\n' && (styles[end] ?? []).join('|') === signature) end++;
    target.append(applyStyles($createTextNode(chars.slice(index, end).join('')), styles[index] ?? []));
    index = end;
  }
}

function withBlockProps<T extends ElementNode>(node: T, block: RichTextBlock): T {
  $setState(node, blockKeyState, block.key);
  if (block.data.align) node.setFormat(block.data.align);
  return node;
}

function $textBlockNode(block: RichTextBlock): ElementNode {
  const heading = HEADING_TAGS[block.type];
  if (heading) return $createHeadingNode(heading);
  if (block.type === 'blockquote') return $createQuoteNode();
  if (block.type === 'code-block') return $createCodeNode();
  if (block.type === 'drop-text') return $createDropTextNode();
  return $createParagraphNode();
}

const listTypeOf = (block: RichTextBlock): ListType => (block.type === 'ordered-list-item' ? 'number' : 'bullet');
const isListBlock = (block: RichTextBlock) => block.type === 'ordered-list-item' || block.type === 'unordered-list-item';

/**
 * Builds the nested lists of a run of list blocks. A deeper item sits in a list inside an
 * item of its own (how the list nodes nest); a jump of several levels gets one such holder
 * per level, and a change of list type at a level starts a new list there.
 */
function $appendListRun(out: LexicalNode[], run: RichTextBlock[], entityMap: Readonly<Record<string, RichTextEntity>>): void {
  const stack: ListNode[] = [];
  const openList = (depth: number, type: ListType) => {
    const list = $createListNode(type);
    if (depth === 0) out.push(list);
    else {
      const holder = $createListItemNode();
      holder.append(list);
      stack[depth - 1]?.append(holder);
    }
    stack[depth] = list;
    stack.length = depth + 1;
  };
  for (const block of run) {
    const type = listTypeOf(block);
    if (stack.length === 0) openList(0, type);
    stack.length = Math.min(stack.length, block.depth + 1);
    while (stack.length - 1 < block.depth) openList(stack.length, type);
    if (stack[block.depth]?.getListType() !== type) openList(block.depth, type);
    const item = withBlockProps($createListItemNode(), block);
    $appendInline(item, block, entityMap);
    stack[block.depth]?.append(item);
  }
}

/** The editor nodes of a document's blocks, in order (for the root, or for pasting). */
export function $nodesOfDocument(doc: RichTextDocument): LexicalNode[] {
  const out: LexicalNode[] = [];
  const blocks = doc.blocks;
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i] as RichTextBlock;
    if (isListBlock(block)) {
      let end = i;
      while (end < blocks.length && isListBlock(blocks[end] as RichTextBlock)) end++;
      $appendListRun(out, blocks.slice(i, end), doc.entityMap);
      i = end - 1;
    } else if (block.type === 'atomic') {
      const entities: Record<string, RichTextEntity> = {};
      for (const range of block.entityRanges) {
        const entity = doc.entityMap[range.key];
        if (entity) entities[range.key] = entity;
      }
      out.push($createAtomicNode({ block, entities }));
    } else {
      const node = withBlockProps($textBlockNode(block), block);
      $appendInline(node, block, doc.entityMap);
      out.push(node);
    }
  }
  return out;
}

/**
 * An initialiser for an editor (run inside `editor.update`, or given as the initial editor
 * state) that replaces the content with the document. An empty document becomes one empty
 * paragraph, where the caret can go.
 */
export function documentToEditorState(doc: RichTextDocument): () => void {
  return () => {
    const root = $getRoot();
    root.clear();
    const nodes = $nodesOfDocument(doc);
    root.append(...(nodes.length > 0 ? nodes : [$createParagraphNode()]));
  };
}
