import type { LexicalCommand, LexicalEditor } from 'lexical';
import {
  $getSelection, $isRangeSelection, COMMAND_PRIORITY_HIGH, COMMAND_PRIORITY_LOW, createCommand, INDENT_CONTENT_COMMAND,
  KEY_DOWN_COMMAND, PASTE_COMMAND, TextNode,
} from 'lexical';
import { $getListDepth, $isListItemNode, $isListNode } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $findMatchingParent, mergeRegister } from '@lexical/utils';
import { useEffect } from 'react';
import { MAX_LIST_DEPTH } from '../../../domain/rich-text';
import { htmlToDocument } from '../convert/html-to-document';
import { cssOfStyles, FORMAT_OF_STYLE, stylesOfTextNode } from '../convert/text-styles';
import { $nodesOfDocument } from '../convert/to-editor';

export const OPEN_LINK_DIALOG_COMMAND: LexicalCommand<void> = createCommand('OPEN_LINK_DIALOG_COMMAND');

const MODEL_FORMATS = new Set(Object.values(FORMAT_OF_STYLE));
const OTHER_FORMATS = ['subscript', 'superscript', 'highlight', 'lowercase', 'uppercase', 'capitalize'] as const;

/** Text keeps only what the document can hold: the five formats and palette colours, listed sizes and weights. */
function $keepModelStyles(node: TextNode): void {
  const css = cssOfStyles(stylesOfTextNode(node));
  if (node.getStyle() !== css) node.setStyle(css);
  for (const format of OTHER_FORMATS) if (!MODEL_FORMATS.has(format) && node.hasFormat(format)) node.toggleFormat(format);
}

/** Lists nest at most four levels below the first (spec §9); other blocks have no indent in the model. */
function $mayIndent(): boolean {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return false;
  return selection.getNodes().every((node) => {
    const item = $isListItemNode(node) ? node : $findMatchingParent(node, $isListItemNode);
    if (!$isListItemNode(item)) return false;
    const list = item.getParent();
    return $isListNode(list) && $getListDepth(list) - 1 < MAX_LIST_DEPTH;
  });
}

/** Pasted HTML goes through the document model, so only what a document can hold arrives. */
function pasteHtml(editor: LexicalEditor, event: ClipboardEvent | KeyboardEvent | InputEvent): boolean {
  const data = 'clipboardData' in event ? event.clipboardData : null;
  if (!data || data.types.includes('application/x-lexical-editor')) return false;
  const html = data.getData('text/html');
  if (!html) return false;
  event.preventDefault();
  const doc = htmlToDocument(html);
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection) || doc.blocks.length === 0) return;
    selection.insertNodes($nodesOfDocument(doc));
  });
  return true;
}

/** The editor's rules that come from the document model rather than from the editing framework. */
export function ModelRulesPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => mergeRegister(
    editor.registerNodeTransform(TextNode, $keepModelStyles),
    editor.registerCommand(INDENT_CONTENT_COMMAND, () => !$mayIndent(), COMMAND_PRIORITY_HIGH),
    editor.registerCommand(PASTE_COMMAND, (event) => pasteHtml(editor, event), COMMAND_PRIORITY_HIGH),
    editor.registerCommand(KEY_DOWN_COMMAND, (event) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        return editor.dispatchCommand(OPEN_LINK_DIALOG_COMMAND, undefined);
      }
      return false;
    }, COMMAND_PRIORITY_LOW),
  ), [editor]);
  return null;
}
