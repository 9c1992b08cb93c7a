import type { ElementFormatType, LexicalEditor } from 'lexical';
import { $getSelection, $isElementNode, $isRangeSelection } from 'lexical';
import { $isCodeNode } from '@lexical/code';
import { $isLinkNode } from '@lexical/link';
import { $isListNode, ListNode } from '@lexical/list';
import { $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $getSelectionStyleValueForProperty } from '@lexical/selection';
import { $findMatchingParent, $getNearestNodeOfType } from '@lexical/utils';
import { $getState } from 'lexical';
import { paletteNameOfHex } from '../../../domain/rich-text';
import { $isDropTextNode } from '../nodes/drop-text-node';
import { linkEntityState } from '../nodes/node-state';
import type { TextBlockType } from './editor-actions';

export interface ToolbarState {
  blockType: TextBlockType | 'list';
  listType: 'bullet' | 'number' | null;
  formats: Record<'bold' | 'italic' | 'underline' | 'strikethrough' | 'code', boolean>;
  align: ElementFormatType;
  color: string;
  background: string;
  fontSize: string;
  fontWeight: string;
  link: { url: string; newTab: boolean; design: number } | null;
}

export const EMPTY_TOOLBAR_STATE: ToolbarState = {
  blockType: 'unstyled', listType: null, formats: { bold: false, italic: false, underline: false, strikethrough: false, code: false },
  align: 'left', color: '', background: '', fontSize: '', fontWeight: '', link: null,
};

const HEADINGS: Readonly<Record<string, TextBlockType>> = {
  h1: 'header-one', h2: 'header-two', h3: 'header-three', h4: 'header-four', h5: 'header-five', h6: 'header-six',
};
const WEIGHTS: Readonly<Record<string, string>> = { '300': 'thin', '400': 'normal', '500': 'medium', '700': 'bold' };

/** What the toolbar shows for the current selection. */
export function readToolbarState(editor: LexicalEditor): ToolbarState {
  return editor.getEditorState().read(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return EMPTY_TOOLBAR_STATE;
    const anchor = selection.anchor.getNode();
    const top = anchor.getKey() === 'root' ? anchor : anchor.getTopLevelElementOrThrow();
    const list = $getNearestNodeOfType(anchor, ListNode);
    let blockType: ToolbarState['blockType'] = 'unstyled';
    if (list || $isListNode(top)) blockType = 'list';
    else if ($isHeadingNode(top)) blockType = HEADINGS[top.getTag()] ?? 'header-one';
    else if ($isQuoteNode(top)) blockType = 'blockquote';
    else if ($isCodeNode(top)) blockType = 'code-block';
    else if ($isDropTextNode(top)) blockType = 'drop-text';
    const block = $findMatchingParent(anchor, (node) => $isElementNode(node) && !node.isInline());
    const linkNode = $findMatchingParent(anchor, $isLinkNode);
    const carried = linkNode ? $getState(linkNode, linkEntityState) : null;
    const color = paletteNameOfHex($getSelectionStyleValueForProperty(selection, 'color', '')) ?? '';
    const background = paletteNameOfHex($getSelectionStyleValueForProperty(selection, 'background-color', '')) ?? '';
    return {
      blockType,
      listType: list ? (list.getListType() === 'number' ? 'number' : 'bullet') : null,
      formats: {
        bold: selection.hasFormat('bold'), italic: selection.hasFormat('italic'), underline: selection.hasFormat('underline'),
        strikethrough: selection.hasFormat('strikethrough'), code: selection.hasFormat('code'),
      },
      align: $isElementNode(block) ? block.getFormatType() || 'left' : 'left',
      color,
      background,
      fontSize: /^(\d+)%$/.exec($getSelectionStyleValueForProperty(selection, 'font-size', ''))?.[1] ?? '',
      fontWeight: WEIGHTS[$getSelectionStyleValueForProperty(selection, 'font-weight', '')] ?? '',
      link: linkNode
        ? carried?.entity.type === 'LINK'
          ? { url: carried.entity.data.url, newTab: carried.entity.data.newTab, design: carried.entity.data.design }
          : { url: linkNode.getURL(), newTab: linkNode.getTarget() === '_blank', design: 0 }
        : null,
    };
  });
}
