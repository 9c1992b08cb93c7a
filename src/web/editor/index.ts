/**
 * The rich-text editor, the only entry to src/web/editor. Import it lazily (`import('…/editor')`):
 * the editing framework is large and belongs in its own chunk, never in a shopper's first load.
 */
export { RichTextEditor } from './rich-text-editor';
export type { RichTextEditorProps } from './rich-text-editor';
export type { UploadImage, UploadedImage } from './editor-context';
export type { RichTextEditorHandle } from './plugins/editor-handle-plugin';
export { documentToEditorState } from './convert/to-editor';
export { editorStateToDocument } from './convert/from-editor';
export { htmlToDocument } from './convert/html-to-document';
