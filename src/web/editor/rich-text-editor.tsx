import type { EditorState } from 'lexical';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import type { Ref } from 'react';
import { useMemo, useRef, useState } from 'react';
import type { Language } from '../../domain/i18n/language';
import type { RichTextDocument } from '../../domain/rich-text';
import { ENTITY_TYPES, isRecord, normaliseRichTextDocument, parseRichTextDocument } from '../../domain/rich-text';
import { safeHref } from '../../domain/rich-text/render-inline';
import { editorStateToDocument } from './convert/from-editor';
import { documentToEditorState } from './convert/to-editor';
import type { UploadImage } from './editor-context';
import { EditorUiContext } from './editor-context';
import { editorTranslator } from './editor-i18n';
import { EDITOR_CSS } from './editor-styles';
import { EDITOR_NODES } from './nodes/editor-nodes';
import { EditorHandlePlugin, type RichTextEditorHandle } from './plugins/editor-handle-plugin';
import { ModelRulesPlugin } from './plugins/model-rules-plugin';
import { EditorToolbar } from './toolbar/editor-toolbar';

export interface RichTextEditorProps {
  value: RichTextDocument;
  onChange: (doc: RichTextDocument) => void;
  uploadImage?: UploadImage;
  /** The accessible name of the writing area, e.g. "Isi artikel". */
  label: string;
  language: Language;
  /** Lets the page read the document at save time and insert text at the caret. */
  handle?: Ref<RichTextEditorHandle>;
}

const THEME = {
  text: {
    bold: 'rt-editor-text-bold', italic: 'rt-editor-text-italic', underline: 'rt-editor-text-underline',
    strikethrough: 'rt-editor-text-strikethrough', underlineStrikethrough: 'rt-editor-text-underlineStrikethrough', code: 'rt-editor-text-code',
  },
  list: { nested: { listitem: 'rt-editor-nested' } },
};

/**
 * The document the editor opens: read like a stored one, with entities of unknown type
 * left out after one warning that names them all.
 */
function openingDocument(value: unknown): RichTextDocument {
  const raw = isRecord(value) ? value : {};
  const entityMap = isRecord(raw.entityMap) ? { ...raw.entityMap } : {};
  const unknown = new Set<string>();
  for (const [key, entity] of Object.entries(entityMap)) {
    const type = isRecord(entity) ? entity.type : undefined;
    if (!(ENTITY_TYPES as readonly unknown[]).includes(type)) {
      unknown.add(String(type).slice(0, 40));
      delete entityMap[key];
    }
  }
  if (unknown.size > 0) console.warn(`Rich text editor: entities of unknown type skipped: ${[...unknown].join(', ')}`);
  return normaliseRichTextDocument(parseRichTextDocument({ ...raw, entityMap }));
}

/**
 * One function for every render: the link plugin reapplies its rules to the document's links
 * whenever it is handed a new one, and that update puts this editor's caret back into the page,
 * taking it from whichever editor the owner is typing in.
 */
const isSafeLinkAddress = (url: string) => safeHref(url) !== null;

/**
 * The rich-text editor of spec §3: writes exactly the document model, so what is saved is
 * what the storefront renders. `value` is read when the editor opens; every change is
 * handed to `onChange` as a whole document.
 */
export function RichTextEditor({ value, onChange, uploadImage, label, language, handle }: RichTextEditorProps) {
  const ui = useMemo(() => ({ t: editorTranslator(language), language, uploadImage }), [language, uploadImage]);
  const last = useRef<string>('');
  // Made from the first value only: later values come from this editor itself.
  const [config] = useState(() => ({
    namespace: 'etalase-rich-text',
    nodes: [...EDITOR_NODES],
    theme: THEME,
    editorState: documentToEditorState(openingDocument(value)),
    onError: (error: Error) => console.error(error),
  }));
  const handleChange = (state: EditorState) => {
    const doc = editorStateToDocument(state);
    const json = JSON.stringify(doc);
    if (json === last.current) return;
    last.current = json;
    onChange(doc);
  };
  return (
    <EditorUiContext value={ui}>
      <style>{EDITOR_CSS}</style>
      <div className="rt-editor">
        <LexicalComposer initialConfig={config}>
          <EditorToolbar editorLabel={label} />
          <RichTextPlugin
            contentEditable={<ContentEditable className="rt-editor-content" aria-label={label} aria-multiline="true" role="textbox" spellCheck />}
            ErrorBoundary={LexicalErrorBoundary}
          />
          <HistoryPlugin />
          <ListPlugin />
          <LinkPlugin validateUrl={isSafeLinkAddress} />
          <ModelRulesPlugin />
          <OnChangePlugin onChange={handleChange} ignoreSelectionChange />
          <EditorHandlePlugin handle={handle} />
        </LexicalComposer>
      </div>
    </EditorUiContext>
  );
}
