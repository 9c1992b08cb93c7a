/** The rich-text model (spec §3) and its renderers, for callers that want one import. */
export * from './document';
export * from './styles';
export { toEmbeddableVideoUrl, isValidVideoUrl } from './video-embed';
export { renderRichTextToHtml, DEFAULT_IMAGE_SIZES, RICH_TEXT_CLASSES } from './render-html';
export type { RichTextHtmlOptions } from './render-html';
export { richTextToPlainText } from './plain-text';
export { richTextFromParagraphs } from './build';
export type { SimpleParagraph } from './build';
export { escapeHtml } from './escape';
export { normaliseRichTextDocument, safeEntity } from './normalise';
export { canonicalStyleName, paletteNameOfHex } from './style-runs';
