/** Content pages and the rich-text documents they hold. Owns `pages`. */
export { listPages, pageByIdOrSlug, createPages, type PageRecord, type NewPage } from './page.service';
export { createPage, updatePage, deletePage, listAllPages, type PageInput } from './page-writes.service';
export { slugFrom, translatedText, translatedDocument, SLUG_MAX, DOCUMENT_MAX_CHARS, type TextInput, type DocumentInput } from './content-input';
export { registerContentGraph, registerContentShopFields, registerContentAdminFields, type ContentGraph, type ContentAdminInputs } from './content.resolver';
export { pageTexts } from './page-texts.service';
