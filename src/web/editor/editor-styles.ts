/**
 * The editor's look. It travels inside the editor's own chunk as a style element, so pages
 * without the editor never load it.
 */
export const EDITOR_CSS = `
.rt-editor { border: 1px solid #9e9e9e; border-radius: 8px; background: #fff; max-width: 100%; }
.rt-editor-toolbar { display: flex; flex-wrap: wrap; gap: 4px; padding: 6px; border-bottom: 1px solid #e0e0e0; position: sticky; top: 0; background: #fafafa; z-index: 1; border-radius: 8px 8px 0 0; }
.rt-editor-toolbar button, .rt-editor-toolbar select { font: inherit; font-size: 0.875rem; min-height: 2.25rem; min-width: 2.25rem; border: 1px solid #bdbdbd; border-radius: 6px; background: #fff; color: #212121; padding: 0 0.5rem; }
.rt-editor-toolbar button[aria-pressed='true'] { background: #1565c0; color: #fff; border-color: #1565c0; }
.rt-editor-toolbar button:disabled { color: #757575; background: #f5f5f5; }
.rt-editor-toolbar button svg { display: block; margin: auto; }
.rt-editor-toolbar :focus-visible, .rt-editor-dialog :focus-visible, .rt-editor-atomic :focus-visible { outline: 3px solid #1565c0; outline-offset: 1px; }
.rt-editor-group { display: inline-flex; gap: 2px; align-items: center; }
.rt-editor-sep { width: 1px; align-self: stretch; background: #e0e0e0; margin: 0 2px; }
.rt-editor-content { min-height: 12rem; padding: 0.75rem 1rem; outline: none; line-height: 1.6; overflow-wrap: anywhere; }
.rt-editor-content:focus-visible { box-shadow: inset 0 0 0 2px #1565c0; }
.rt-editor-content pre { background: #f5f5f5; padding: 0.5rem; margin: 0; font-family: monospace; white-space: pre-wrap; }
.rt-editor-content blockquote { border-left: 4px solid #bdbdbd; margin: 0.5rem 0; padding-left: 0.75rem; color: #424242; }
.rt-editor-content .rt-drop-text::first-letter { float: left; font-size: 3em; line-height: 0.9; padding-right: 0.1em; }
.rt-editor-content a { color: #1565c0; text-decoration: underline; }
.rt-editor-content .rt-editor-nested { list-style: none; }
.rt-editor-text-bold { font-weight: bold; } .rt-editor-text-italic { font-style: italic; }
.rt-editor-text-underline { text-decoration: underline; } .rt-editor-text-strikethrough { text-decoration: line-through; }
.rt-editor-text-underlineStrikethrough { text-decoration: underline line-through; }
.rt-editor-text-code { font-family: monospace; background: #f5f5f5; padding: 0 0.2em; }
.rt-editor-atomic { margin: 0.75rem 0; padding: 0.5rem; border: 1px dashed #9e9e9e; border-radius: 6px; }
.rt-editor-atomic-bar { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-bottom: 0.5rem; font-size: 0.875rem; }
.rt-editor-atomic-bar button, .rt-editor-atomic-bar select, .rt-editor-atomic input, .rt-editor-atomic textarea, .rt-editor-atomic select { font: inherit; font-size: 0.875rem; min-height: 2rem; }
.rt-editor-atomic img { max-width: 100%; height: auto; display: block; margin: 0 auto; }
.rt-editor-video { max-width: 480px; margin: 0 auto; }
.rt-editor-video > div { position: relative; padding-bottom: 58%; height: 0; overflow: hidden; }
.rt-editor-video iframe { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; }
.rt-editor-table { overflow-x: auto; }
.rt-editor-table table { border-collapse: collapse; }
.rt-editor-table td { border: 1px solid #bdbdbd; padding: 2px; vertical-align: top; }
.rt-editor-table textarea { width: 9rem; min-height: 2rem; resize: vertical; border: 1px solid transparent; background: transparent; }
.rt-editor-table tr.rt-editor-header-row textarea, .rt-editor-table td.rt-editor-header-cell textarea { font-weight: 700; }
.rt-editor-table tr.rt-editor-header-row { height: 30px; }
.rt-editor-dialog { border: 1px solid #9e9e9e; border-radius: 10px; padding: 1rem; width: min(28rem, calc(100vw - 2rem)); }
.rt-editor-dialog::backdrop { background: rgb(0 0 0 / 0.4); }
.rt-editor-dialog h2 { margin: 0 0 0.75rem; font-size: 1.125rem; }
.rt-editor-dialog label { display: block; margin: 0.5rem 0 0.25rem; font-weight: 600; }
.rt-editor-dialog label.rt-editor-check { display: flex; gap: 0.5rem; align-items: center; font-weight: 400; }
.rt-editor-dialog input:not([type='checkbox']), .rt-editor-dialog select { font: inherit; width: 100%; box-sizing: border-box; min-height: 2.5rem; }
.rt-editor-dialog-actions { display: flex; gap: 0.5rem; justify-content: flex-end; margin-top: 1rem; flex-wrap: wrap; }
.rt-editor-dialog-actions button { font: inherit; min-height: 2.5rem; padding: 0 1rem; }
.rt-editor-error { color: #b71c1c; margin: 0.5rem 0 0; }
.rt-editor-hint { color: #424242; font-size: 0.875rem; margin: 0.25rem 0 0; min-height: 1.25em; overflow-wrap: anywhere; }
@media (max-width: 480px) { .rt-editor-toolbar select { max-width: 9rem; } .rt-editor-content { padding: 0.5rem; } }
`;
