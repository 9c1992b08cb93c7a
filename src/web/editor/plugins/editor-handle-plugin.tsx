import type { BaseSelection } from 'lexical';
import { $createParagraphNode, $createTextNode, $getRoot, $getSelection, $isRangeSelection, $setSelection } from 'lexical';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $findMatchingParent } from '@lexical/utils';
import type { Ref } from 'react';
import { useEffect, useImperativeHandle, useRef } from 'react';
import type { RichTextDocument } from '../../../domain/rich-text';
import { $editorToDocument } from '../convert/from-editor';

/** What a host page may do with an open editor (RichTextEditorProps.handle). */
export interface RichTextEditorHandle {
  /**
   * The document as it is this moment, pending keystrokes included: a save button reads this
   * rather than the last `onChange`, so nothing typed just before the press is left out.
   */
  getDocument(): RichTextDocument;
  /**
   * Puts text where the caret is (or was, when a button outside took the focus), e.g. an
   * e-mail placeholder. `ownParagraph` puts it alone in a new paragraph after the caret's.
   */
  insertText(text: string, options?: { ownParagraph?: boolean }): void;
}

/** Gives the host page its RichTextEditorHandle and remembers where the caret last was. */
export function EditorHandlePlugin({ handle }: { handle: Ref<RichTextEditorHandle> | undefined }) {
  const [editor] = useLexicalComposerContext();
  const lastSelection = useRef<BaseSelection | null>(null);
  useEffect(() => editor.registerUpdateListener(({ editorState }) => {
    const selection = editorState.read(() => $getSelection());
    if ($isRangeSelection(selection)) lastSelection.current = selection.clone();
  }), [editor]);
  useImperativeHandle(handle, () => ({
    getDocument: () => editor.read(() => $editorToDocument()),
    insertText: (text, options = {}) => {
      editor.update(() => {
        let selection = $getSelection();
        if (!$isRangeSelection(selection) && lastSelection.current) {
          $setSelection(lastSelection.current.clone());
          selection = $getSelection();
        }
        if (!$isRangeSelection(selection)) {
          $getRoot().selectEnd();
          selection = $getSelection();
        }
        if (!$isRangeSelection(selection)) return;
        if (!options.ownParagraph) {
          selection.insertText(text);
          return;
        }
        const paragraph = $createParagraphNode().append($createTextNode(text));
        const block = $findMatchingParent(selection.anchor.getNode(), (node) => node.getParent() === $getRoot());
        if (block) block.insertAfter(paragraph);
        else $getRoot().append(paragraph);
        paragraph.selectEnd();
      });
      editor.focus();
    },
  }), [editor]);
  return null;
}
