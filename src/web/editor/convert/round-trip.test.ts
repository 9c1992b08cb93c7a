import fc from 'fast-check';
import { createHeadlessEditor } from '@lexical/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RichTextDocument } from '../../../domain/rich-text';
import { parseRichTextDocument, renderRichTextToHtml } from '../../../domain/rich-text';
import { validDocument } from '../../../domain/rich-text/document-arbitrary.test-helper';
import { EDITOR_NODES } from '../nodes/editor-nodes';
import { editorStateToDocument } from './from-editor';
import { documentToEditorState } from './to-editor';

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

function openAndSave(doc: RichTextDocument): RichTextDocument {
  const editor = createHeadlessEditor({ nodes: [...EDITOR_NODES], onError: (error) => { throw error; } });
  editor.update(documentToEditorState(doc), { discrete: true });
  // Through JSON too, as the history and the clipboard keep states.
  const restored = editor.parseEditorState(JSON.stringify(editor.getEditorState().toJSON()));
  return editorStateToDocument(restored);
}

describe('opening a document in the editor and saving it without edits', () => {
  it('gives back the very same document, byte for byte, for every valid document', () => {
    fc.assert(fc.property(validDocument, (doc) => {
      expect(JSON.stringify(openAndSave(doc))).toBe(JSON.stringify(doc));
    }), { numRuns: 400 });
  });

  it('renders the saved document exactly as the opened one', () => {
    fc.assert(fc.property(validDocument, (doc) => {
      expect(renderRichTextToHtml(openAndSave(doc))).toBe(renderRichTextToHtml(doc));
    }), { numRuns: 200 });
  });

  it('keeps a list that jumps three levels deep and changes type on the way', () => {
    const doc = parseRichTextDocument({
      blocks: [
        { key: 'a', text: 'Satu', type: 'ordered-list-item', depth: 0 },
        { key: 'b', text: 'Dalam', type: 'unordered-list-item', depth: 3 },
        { key: 'c', text: 'Dua', type: 'ordered-list-item', depth: 1, data: { align: 'center' } },
        { key: 'd', text: 'Tiga', type: 'unordered-list-item', depth: 0 },
      ],
    });
    expect(openAndSave(doc)).toEqual(doc);
  });

  it('saves an empty editor as an empty document', () => {
    expect(openAndSave({ blocks: [], entityMap: {} })).toEqual({ blocks: [], entityMap: {} });
  });
});
