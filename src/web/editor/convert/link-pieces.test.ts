import { createHeadlessEditor } from '@lexical/headless';
import { $isLinkNode } from '@lexical/link';
import type { ElementNode, LexicalNode, TextNode } from 'lexical';
import { $createRangeSelection, $getRoot, $isElementNode, $isTextNode, $setSelection } from 'lexical';
import { describe, expect, it } from 'vitest';
import type { LinkEntity, RichTextDocument } from '../../../domain/rich-text';
import { parseRichTextDocument, renderRichTextToHtml } from '../../../domain/rich-text';
import { EDITOR_NODES } from '../nodes/editor-nodes';
import { $applyLink } from '../toolbar/editor-actions';
import { editorStateToDocument } from './from-editor';
import { documentToEditorState } from './to-editor';

const BUTTON: LinkEntity = { type: 'LINK', mutability: 'MUTABLE', data: { url: 'https://toko.id/kopi', newTab: false, design: 1 } };
const OTHER: LinkEntity = { type: 'LINK', mutability: 'MUTABLE', data: { url: 'https://toko.id/teh', newTab: false, design: 0 } };

function textNodes(node: LexicalNode): TextNode[] {
  if ($isTextNode(node)) return [node];
  return $isElementNode(node) ? node.getChildren().flatMap(textNodes) : [];
}

/** Opens `doc`, selects from `from` to `to` (each: a piece of text and an offset in it), links it with `entity`, and saves. */
function linkAndSave(doc: RichTextDocument, from: [string, number], to: [string, number], entity: LinkEntity): RichTextDocument {
  const editor = createHeadlessEditor({ nodes: [...EDITOR_NODES], onError: (error) => { throw error; } });
  editor.update(documentToEditorState(doc), { discrete: true });
  editor.update(() => {
    const nodes = textNodes($getRoot());
    const find = (text: string) => nodes.find((node) => node.getTextContent() === text) ?? (() => { throw new Error(`no "${text}"`); })();
    const selection = $createRangeSelection();
    selection.anchor.set(find(from[0]).getKey(), from[1], 'text');
    selection.focus.set(find(to[0]).getKey(), to[1], 'text');
    $setSelection(selection);
    $applyLink(entity, null);
  }, { discrete: true });
  return editorStateToDocument(editor.getEditorState());
}

const linked = (text: string, ranges: Array<{ offset: number; length: number; key: string }>, entityMap: Record<string, unknown>) =>
  parseRichTextDocument({ blocks: [{ key: 'a', text, type: 'unstyled', entityRanges: ranges }], entityMap });

describe('a link made over words next to the same link', () => {
  it('saves one link when it is extended over the following words', () => {
    const doc = linked('Pesan kopi sekarang', [{ offset: 0, length: 5, key: '0' }], { 0: BUTTON });
    const saved = linkAndSave(doc, ['Pesan', 0], [' kopi sekarang', 5], BUTTON);
    expect(saved.blocks[0]?.entityRanges).toHaveLength(1);
    expect(saved.blocks[0]?.entityRanges[0]).toMatchObject({ offset: 0, length: 10 });
    expect(Object.values(saved.entityMap)).toEqual([BUTTON]);
    expect(renderRichTextToHtml(saved)).toBe('<p><a href="https://toko.id/kopi" class="rt-button">Pesan kopi</a> sekarang</p>');
  });

  it('saves one link, under the key it had, when the same link is made over the words before it', () => {
    const doc = linked('Beli kopi', [{ offset: 5, length: 4, key: '7' }], { 7: BUTTON });
    const saved = linkAndSave(doc, ['Beli ', 0], ['Beli ', 5], BUTTON);
    expect(saved.blocks[0]?.entityRanges).toEqual([{ offset: 0, length: 9, key: '7' }]);
    expect(saved.entityMap).toEqual({ 7: BUTTON });
  });

  it('keeps two links apart when they lead to different places', () => {
    const doc = linked('Beli kopi', [{ offset: 5, length: 4, key: '7' }], { 7: BUTTON });
    const saved = linkAndSave(doc, ['Beli ', 0], ['Beli ', 5], OTHER);
    expect(saved.blocks[0]?.entityRanges.map((r) => [r.offset, r.length])).toEqual([[0, 5], [5, 4]]);
    expect(Object.values(saved.entityMap)).toEqual([OTHER, BUTTON]);
  });

  it('keeps a document’s own separate links apart even when they are alike', () => {
    const doc = linked('Beli kopi', [{ offset: 0, length: 5, key: '1' }, { offset: 5, length: 4, key: '2' }], { 1: BUTTON, 2: BUTTON });
    const editor = createHeadlessEditor({ nodes: [...EDITOR_NODES], onError: (error) => { throw error; } });
    editor.update(documentToEditorState(doc), { discrete: true });
    expect(editorStateToDocument(editor.getEditorState())).toEqual(doc);
    expect(editor.getEditorState().read(() => $getRoot().getFirstChildOrThrow<ElementNode>().getChildren().filter($isLinkNode))).toHaveLength(2);
  });
});
