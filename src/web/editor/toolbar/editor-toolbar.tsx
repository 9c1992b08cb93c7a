import type { BaseSelection } from 'lexical';
import {
  $createRangeSelectionFromDom, $getSelection, $isNodeSelection, $isRangeSelection, $setSelection, CAN_REDO_COMMAND, CAN_UNDO_COMMAND, COMMAND_PRIORITY_LOW, FORMAT_ELEMENT_COMMAND, FORMAT_TEXT_COMMAND,
  INDENT_CONTENT_COMMAND, OUTDENT_CONTENT_COMMAND, REDO_COMMAND, SKIP_DOM_SELECTION_TAG, UNDO_COMMAND,
} from 'lexical';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { RichTextEntity } from '../../../domain/rich-text';
import { FONT_SIZES, FONT_WEIGHTS, PALETTE } from '../../../domain/rich-text';
import { useEditorUi } from '../editor-context';
import { SEPARATOR_ENTITY } from '../entities';
import { OPEN_LINK_DIALOG_COMMAND } from '../plugins/model-rules-plugin';
import { $applyLink, $insertAtomic, $setTextBlockType, $setTextCss, ALIGN_FORMATS, TEXT_BLOCK_TYPES } from './editor-actions';
import type { TextBlockType } from './editor-actions';
import { ImageDialog, LinkDialog, TableDialog, VideoDialog } from './insert-dialogs';
import { EMPTY_TOOLBAR_STATE, readToolbarState } from './toolbar-state';
import { ImageIcon, LinkIcon } from './toolbar-icons';
import { useRovingToolbar } from './use-roving-toolbar';

type DialogKind = 'link' | 'image' | 'video' | 'table';
const FORMATS = ['bold', 'italic', 'underline', 'strikethrough', 'code'] as const;
const FORMAT_ICONS: Readonly<Record<(typeof FORMATS)[number], string>> = { bold: 'B', italic: 'I', underline: 'U', strikethrough: 'S', code: '</>' };
const ALIGN_ICONS: Readonly<Record<string, string>> = { left: '⇤', center: '↔', right: '⇥', justify: '☰' };
const COLORS = Object.keys(PALETTE);

function ToolButton({ label, pressed, onPress, children, disabled }: { label: string; pressed?: boolean; onPress: () => void; children: ReactNode; disabled?: boolean }) {
  return (
    <button type="button" aria-label={label} title={label} aria-pressed={pressed} disabled={disabled}
      onMouseDown={(e) => e.preventDefault()} onClick={onPress}>
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/** The formatting toolbar: one tab stop, arrows between controls, every control labelled. */
export function EditorToolbar({ editorLabel }: { editorLabel: string }) {
  const [editor] = useLexicalComposerContext();
  const { t } = useEditorUi();
  const [state, setState] = useState(EMPTY_TOOLBAR_STATE);
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const saved = useRef<BaseSelection | null>(null);
  // A select takes focus from the text; its change applies to where the caret last was.
  const lastSelection = useRef<BaseSelection | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const roving = useRovingToolbar(ref);

  useEffect(() => mergeRegister(
    editor.registerUpdateListener(({ editorState }) => {
      setState(readToolbarState(editor));
      const selection = editorState.read(() => $getSelection());
      if ($isRangeSelection(selection)) lastSelection.current = selection.clone();
    }),
    editor.registerCommand(CAN_UNDO_COMMAND, (value) => { setCanUndo(value); return false; }, COMMAND_PRIORITY_LOW),
    editor.registerCommand(CAN_REDO_COMMAND, (value) => { setCanRedo(value); return false; }, COMMAND_PRIORITY_LOW),
    editor.registerCommand(OPEN_LINK_DIALOG_COMMAND, () => { open('link'); return true; }, COMMAND_PRIORITY_LOW),
  ));

  function open(kind: DialogKind) {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The editor reads the browser's selection a moment after it changes, so words selected with
    // Shift+arrows just before Ctrl+K may not be its selection yet: the dialog takes what is shown.
    // (From Ctrl+K this runs once the key's own update is done, still before anything is drawn.)
    // The browser's selection is left alone, and with it the focus of a toolbar button.
    editor.update(() => {
      const root = editor.getRootElement();
      const shown = getSelection();
      const inEditor = (node: Node | null | undefined) => Boolean(node && root?.contains(node));
      if (inEditor(shown?.anchorNode) && inEditor(shown?.focusNode) && !$isNodeSelection($getSelection())) {
        const selection = $createRangeSelectionFromDom(shown, editor);
        if (selection) $setSelection(selection);
      }
      saved.current = $getSelection()?.clone() ?? null;
    }, { discrete: true, tag: SKIP_DOM_SELECTION_TAG });
    setDialog(kind);
  }
  const close = () => setDialog(null);
  const returnFocus = () => {
    const target = opener.current;
    if (target && target.isConnected && !editor.getRootElement()?.contains(target)) {
      target.focus();
      return;
    }
    // Some browsers put the caret at the start of a text box that gains focus: the editor's own
    // caret (after a new link, say) is put back once the text box has the focus.
    const caret = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
    editor.getRootElement()?.focus({ preventScroll: true });
    if (caret) editor.update(() => $setSelection(caret), { discrete: true });
    else editor.focus();
  };
  // The change is made at once, so the caret it leaves is in place before focus returns (the dialog returns it).
  const finish = (change: () => void) => {
    editor.update(change, { discrete: true });
    setDialog(null);
  };
  const insert = (entity: RichTextEntity) => finish(() => $insertAtomic(entity, saved.current));
  const update = (change: () => void) => editor.update(() => {
    if (!$isRangeSelection($getSelection()) && lastSelection.current) $setSelection(lastSelection.current.clone());
    change();
  });

  const blockValue = state.blockType === 'list' ? '' : state.blockType;
  return (
    <>
    <div ref={ref} className="rt-editor-toolbar" role="toolbar" aria-label={`${t('editor.toolbar')}: ${editorLabel}`}
      onKeyDown={roving.onKeyDown} onFocus={roving.onFocus}>
      <div className="rt-editor-group">
        <ToolButton label={t('editor.undo')} disabled={!canUndo} onPress={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}>↶</ToolButton>
        <ToolButton label={t('editor.redo')} disabled={!canRedo} onPress={() => editor.dispatchCommand(REDO_COMMAND, undefined)}>↷</ToolButton>
      </div>
      <select aria-label={t('editor.blockType')} value={blockValue}
        onChange={(e) => update(() => $setTextBlockType(e.target.value as TextBlockType))}>
        {state.blockType === 'list' ? <option value="">{state.listType === 'number' ? t('editor.numberedList') : t('editor.bulletList')}</option> : null}
        {TEXT_BLOCK_TYPES.map((type) => <option key={type} value={type}>{t(`editor.block.${type}`)}</option>)}
      </select>
      <div className="rt-editor-group">
        {FORMATS.map((format) => (
          <ToolButton key={format} label={t(`editor.${format}`)} pressed={state.formats[format]}
            onPress={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)}>{FORMAT_ICONS[format]}</ToolButton>
        ))}
      </div>
      <select aria-label={t('editor.textColor')} value={state.color} onChange={(e) => update(() => $setTextCss('color', PALETTE[e.target.value] ?? null))}>
        <option value="">{`${t('editor.textColor')}: ${t('editor.default')}`}</option>
        {COLORS.map((c) => <option key={c} value={c}>{t(`editor.color.${c}`)}</option>)}
      </select>
      <select aria-label={t('editor.backgroundColor')} value={state.background} onChange={(e) => update(() => $setTextCss('background-color', PALETTE[e.target.value] ?? null))}>
        <option value="">{`${t('editor.backgroundColor')}: ${t('editor.default')}`}</option>
        {COLORS.map((c) => <option key={c} value={c}>{t(`editor.color.${c}`)}</option>)}
      </select>
      <select aria-label={t('editor.fontSize')} value={state.fontSize} onChange={(e) => update(() => $setTextCss('font-size', e.target.value ? `${e.target.value}%` : null))}>
        <option value="">{`${t('editor.fontSize')}: ${t('editor.default')}`}</option>
        {FONT_SIZES.map((size) => <option key={size} value={size}>{`${size}%`}</option>)}
      </select>
      <select aria-label={t('editor.fontWeight')} value={state.fontWeight}
        onChange={(e) => update(() => $setTextCss('font-weight', e.target.value ? String(FONT_WEIGHTS[e.target.value as keyof typeof FONT_WEIGHTS]) : null))}>
        <option value="">{`${t('editor.fontWeight')}: ${t('editor.default')}`}</option>
        {Object.keys(FONT_WEIGHTS).map((w) => <option key={w} value={w}>{t(`editor.weight.${w}`)}</option>)}
      </select>
      <div className="rt-editor-group">
        {ALIGN_FORMATS.map((align) => (
          <ToolButton key={align} label={t(`editor.align.${align}`)} pressed={state.align === align || (align === 'left' && state.align === 'start')}
            onPress={() => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, align)}>{ALIGN_ICONS[align] ?? align}</ToolButton>
        ))}
      </div>
      <div className="rt-editor-group">
        <ToolButton label={t('editor.bulletList')} pressed={state.listType === 'bullet'}
          onPress={() => editor.dispatchCommand(state.listType === 'bullet' ? REMOVE_LIST_COMMAND : INSERT_UNORDERED_LIST_COMMAND, undefined)}>•</ToolButton>
        <ToolButton label={t('editor.numberedList')} pressed={state.listType === 'number'}
          onPress={() => editor.dispatchCommand(state.listType === 'number' ? REMOVE_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined)}>1.</ToolButton>
        <ToolButton label={t('editor.outdent')} disabled={state.listType === null} onPress={() => editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined)}>⇠</ToolButton>
        <ToolButton label={t('editor.indent')} disabled={state.listType === null} onPress={() => editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined)}>⇢</ToolButton>
        <ToolButton label={t('editor.block.blockquote')} pressed={state.blockType === 'blockquote'}
          onPress={() => update(() => $setTextBlockType(state.blockType === 'blockquote' ? 'unstyled' : 'blockquote'))}>❝</ToolButton>
        <ToolButton label={t('editor.block.code-block')} pressed={state.blockType === 'code-block'}
          onPress={() => update(() => $setTextBlockType(state.blockType === 'code-block' ? 'unstyled' : 'code-block'))}>{'{}'}</ToolButton>
      </div>
      <div className="rt-editor-group">
        <ToolButton label={t('editor.link')} pressed={state.link !== null} onPress={() => open('link')}><LinkIcon /></ToolButton>
        <ToolButton label={t('editor.image')} onPress={() => open('image')}><ImageIcon /></ToolButton>
        <ToolButton label={t('editor.video')} onPress={() => open('video')}>▶</ToolButton>
        <ToolButton label={t('editor.table')} onPress={() => open('table')}>▦</ToolButton>
        <ToolButton label={t('editor.separator')} onPress={() => update(() => $insertAtomic(SEPARATOR_ENTITY, null))}>―</ToolButton>
      </div>
    </div>
      {dialog === 'link' ? (
        <LinkDialog initial={state.link ?? undefined} onClose={close} returnFocus={returnFocus}
          onDone={(entity) => finish(() => $applyLink(entity, saved.current))}
          onRemove={state.link ? () => finish(() => $applyLink(null, saved.current)) : undefined} />
      ) : null}
      {dialog === 'image' ? <ImageDialog onDone={insert} onClose={close} returnFocus={returnFocus} /> : null}
      {dialog === 'video' ? <VideoDialog onDone={insert} onClose={close} returnFocus={returnFocus} /> : null}
      {dialog === 'table' ? <TableDialog onDone={insert} onClose={close} returnFocus={returnFocus} /> : null}
    </>
  );
}
