import type { EditorState, ElementNode, LexicalNode } from 'lexical';
import { $getRoot, $getState, $isElementNode, $isLineBreakNode, $isParagraphNode, $isTextNode } from 'lexical';
import { $isCodeNode } from '@lexical/code';
import { $isLinkNode } from '@lexical/link';
import type { ListNode } from '@lexical/list';
import { $isListItemNode, $isListNode } from '@lexical/list';
import { $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import type { BlockAlignment, BlockType, RichTextBlock, RichTextDocument, RichTextEntity } from '../../../domain/rich-text';
import { MAX_LIST_DEPTH, parseRichTextDocument } from '../../../domain/rich-text';
import { entityRangesFromCharacters, freshBlockKey, normaliseRichTextDocument } from '../../../domain/rich-text/normalise';
import { styleRangesFromCharacters } from '../../../domain/rich-text/style-runs';
import { $isAtomicNode } from '../nodes/atomic-node';
import { $isDropTextNode } from '../nodes/drop-text-node';
import { blockKeyState, linkEntityState } from '../nodes/node-state';
import { stylesOfTextNode } from './text-styles';

const HEADING_TYPES: Readonly<Record<string, BlockType>> = {
  h1: 'header-one', h2: 'header-two', h3: 'header-three', h4: 'header-four', h5: 'header-five', h6: 'header-six',
};

/** A block before its key is settled (`key` is the one the node carried, or ''). */
type Draft = RichTextBlock;

/**
 * The entity map being written: entities are added in order of first use; a key already
 * holding a different entity (a link copied and then changed) gets a fresh key instead.
 */
class EntityWriter {
  readonly map: Record<string, RichTextEntity> = {};
  private next = 0;

  constructor(private readonly reserved: Set<string>) {}

  claim(key: string | undefined, entity: RichTextEntity): string {
    if (key !== undefined && key !== '') {
      if (!Object.hasOwn(this.map, key)) {
        this.map[key] = entity;
        return key;
      }
      if (JSON.stringify(this.map[key]) === JSON.stringify(entity)) return key;
    }
    while (this.reserved.has(String(this.next)) || Object.hasOwn(this.map, String(this.next))) this.next++;
    const fresh = String(this.next);
    this.map[fresh] = entity;
    return fresh;
  }
}

function sameEntity(a: RichTextEntity | undefined, b: RichTextEntity): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

function alignOf(node: ElementNode): { align?: BlockAlignment } {
  const format = node.getFormatType();
  if (format === 'center' || format === 'justify') return { align: format };
  if (format === 'right' || format === 'end') return { align: 'right' };
  return {};
}

/** Text, styles and links of an element's inline content, in code points. */
function readInline(node: ElementNode, entities: EntityWriter): Pick<RichTextBlock, 'text' | 'inlineStyleRanges' | 'entityRanges'> {
  const chars: string[] = [];
  const styles: string[][] = [];
  const keys: Array<string | undefined> = [];
  // The link piece read last: its key, its characters and whether it is new (made since opening).
  let last: { key: string; start: number; end: number; fresh: boolean } | undefined;
  const walk = (parent: ElementNode, linkKey: string | undefined) => {
    for (const child of parent.getChildren()) {
      if ($isLineBreakNode(child)) {
        chars.push('\n');
        styles.push([]);
        keys.push(linkKey);
      } else if ($isTextNode(child)) {
        const childStyles = stylesOfTextNode(child);
        for (const char of Array.from(child.getTextContent())) {
          chars.push(char);
          styles.push(childStyles);
          keys.push(linkKey);
        }
      } else if ($isLinkNode(child)) {
        const carried = $getState(child, linkEntityState);
        const entity: RichTextEntity = carried?.entity.type === 'LINK'
          ? carried.entity
          : { type: 'LINK', mutability: 'MUTABLE', data: { url: child.getURL(), newTab: child.getTarget() === '_blank', design: 0 } };
        // Making a link over words next to the same link leaves two link pieces (the editing
        // framework does not join them): a new piece right after or before an identical one is
        // the same link. Links the document already held apart stay apart.
        const fresh = !carried?.key;
        const start = chars.length;
        const joined = last && last.end === start && (fresh || last.fresh) && sameEntity(entities.map[last.key], entity) ? last : undefined;
        const key = joined && fresh ? joined.key : entities.claim(carried?.key, entity);
        if (joined) keys.fill(key, joined.start, joined.end);
        walk(child, key);
        last = { key, start: joined?.start ?? start, end: chars.length, fresh: fresh && (joined?.fresh ?? true) };
      } else if ($isElementNode(child)) {
        walk(child, linkKey);
      }
    }
  };
  walk(node, undefined);
  return { text: chars.join(''), inlineStyleRanges: styleRangesFromCharacters(styles), entityRanges: entityRangesFromCharacters(keys) };
}

function textBlockType(node: ElementNode): BlockType {
  if ($isHeadingNode(node)) return HEADING_TYPES[node.getTag()] ?? 'header-one';
  if ($isQuoteNode(node)) return 'blockquote';
  if ($isCodeNode(node)) return 'code-block';
  if ($isDropTextNode(node)) return 'drop-text';
  return 'unstyled';
}

function textBlock(node: ElementNode, type: BlockType, depth: number, entities: EntityWriter): Draft {
  return { key: $getState(node, blockKeyState), ...readInline(node, entities), type, depth, data: alignOf(node) } as Draft;
}

function readList(list: ListNode, depth: number, out: Draft[], entities: EntityWriter): void {
  const type: BlockType = list.getListType() === 'number' ? 'ordered-list-item' : 'unordered-list-item';
  for (const item of list.getChildren()) {
    if (!$isElementNode(item)) continue;
    const children = item.getChildren();
    const nested = children.filter($isListNode);
    if (!$isListItemNode(item) || nested.length < children.length || children.length === 0) {
      out.push(textBlock(item, type, Math.min(depth, MAX_LIST_DEPTH), entities));
    }
    for (const inner of nested) readList(inner, depth + 1, out, entities);
  }
}

/** Every block and link key the state carries, so that fresh keys never take one of them. */
function carriedKeys(node: LexicalNode, blocks: Set<string>, links: Set<string>): void {
  if ($isAtomicNode(node)) {
    const atomic = node.getAtomic();
    if (atomic) blocks.add(atomic.block.key);
    Object.keys(atomic?.entities ?? {}).forEach((key) => links.add(key));
    return;
  }
  const key = $getState(node, blockKeyState);
  if (key) blocks.add(key);
  if ($isLinkNode(node)) {
    const link = $getState(node, linkEntityState);
    if (link) links.add(link.key);
  }
  if ($isElementNode(node)) node.getChildren().forEach((child) => carriedKeys(child, blocks, links));
}

/** The content of the editor as a document; must run inside `read` or `update`. */
export function $editorToDocument(): RichTextDocument {
  const root = $getRoot();
  const children = root.getChildren();
  const only = children[0];
  if (children.length === 1 && $isParagraphNode(only) && only.isEmpty() && !$getState(only, blockKeyState) && only.getFormatType() === '') {
    return { blocks: [], entityMap: {} };
  }
  const blockKeys = new Set<string>();
  const entityKeys = new Set<string>();
  carriedKeys(root, blockKeys, entityKeys);
  const entities = new EntityWriter(entityKeys);
  const drafts: Draft[] = [];
  for (const child of children) {
    if ($isAtomicNode(child)) {
      const atomic = child.getAtomic();
      if (!atomic) continue;
      const entityRanges = atomic.block.entityRanges.flatMap((range) => {
        const entity = atomic.entities[range.key];
        return entity ? [{ ...range, key: entities.claim(range.key, entity) }] : [];
      });
      drafts.push({ ...atomic.block, entityRanges });
    } else if ($isListNode(child)) {
      readList(child, 0, drafts, entities);
    } else if ($isElementNode(child)) {
      drafts.push(textBlock(child, textBlockType(child), 0, entities));
    }
  }
  const used = new Set<string>();
  const blocks = drafts.map((draft, index) => {
    const key = draft.key === '' || used.has(draft.key) ? freshBlockKey(index, new Set([...used, ...blockKeys])) : draft.key;
    used.add(key);
    return { ...draft, key };
  });
  // Whatever the nodes held (a pasted or hand-made state), the saved document passes the
  // same checks as one read from storage: nothing unsafe or malformed is ever saved.
  return normaliseRichTextDocument(parseRichTextDocument({ blocks, entityMap: entities.map }));
}

export function editorStateToDocument(state: EditorState): RichTextDocument {
  return state.read(() => $editorToDocument());
}
