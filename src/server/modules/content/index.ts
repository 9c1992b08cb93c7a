/** Content pages and the rich-text documents they hold. Owns `pages`. */
export { listPages, pageByIdOrSlug, createPages, type PageRecord, type NewPage } from './page.service';
export { registerContentGraph, registerContentShopFields, type ContentGraph } from './content.resolver';
