// What the translations screen asks of the staff API (docs/decisions/0037): each kind's words
// side by side, saved through the kind's own editor mutation, and the shop's interface texts.
// The kind, the filter and the page live in the address, so a filtered view can be shared.
import { graphDocument } from '../../graph/graph-document';
import { pageFromQuery } from '../../ui/pagination';

export const TRANSLATIONS_PAGE_SIZE = 20;
export const TEXTS_PAGE_SIZE = 20;
export const CONTENT_KINDS = ['product', 'category', 'page', 'post', 'email'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export type TranslationTab = ContentKind | 'interface';

export const ADMIN_TRANSLATIONS_QUERY = graphDocument(/* GraphQL */ `
  query AdminTranslations($kind: TranslationKind!, $missingOnly: Boolean, $first: Int!, $offset: Int) {
    translationCounts { kind totalCount missingCount }
    translations(kind: $kind, missingOnly: $missingOnly, first: $first, offset: $offset) {
      totalCount kindTotal missingCount
      nodes { id kind version lacksEnglish fields { name id en rich lacksEnglish } }
    }
  }
`);

export const TRANSLATE_PRODUCT_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminTranslateProduct($id: ID!, $version: Int!, $input: ProductInput!) {
    updateProduct(id: $id, version: $version, input: $input) {
      __typename
      ... on Product { id version }
      ... on ProductSaveRefused { message product { id version } }
    }
  }
`);

export const TRANSLATE_CATEGORY_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminTranslateCategory($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id } }
`);

export const TRANSLATE_PAGE_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminTranslatePage($id: ID!, $input: PageInput!) { updatePage(id: $id, input: $input) { id } }
`);

export const TRANSLATE_POST_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminTranslatePost($id: ID!, $input: BlogPostInput!) { updateBlogPost(id: $id, input: $input) { id } }
`);

export const ADMIN_INTERFACE_TEXTS_QUERY = graphDocument(/* GraphQL */ `
  query AdminInterfaceTexts($search: String, $changedOnly: Boolean, $first: Int!, $offset: Int) {
    interfaceTexts(search: $search, changedOnly: $changedOnly, first: $first, offset: $offset) {
      totalCount
      nodes { key defaults { id en } shop { id en } }
    }
  }
`);

export const SET_INTERFACE_TEXT_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminSetInterfaceText($key: String!, $language: String!, $text: String!) {
    setInterfaceText(key: $key, language: $language, text: $text) {
      __typename
      ... on InterfaceText { key defaults { id en } shop { id en } }
      ... on InterfaceTextRefused { reason field message }
    }
  }
`);

export const CLEAR_INTERFACE_TEXT_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminClearInterfaceText($key: String!, $language: String!) {
    clearInterfaceText(key: $key, language: $language) {
      __typename
      ... on InterfaceText { key defaults { id en } shop { id en } }
      ... on InterfaceTextRefused { reason field message }
    }
  }
`);

export interface TranslationListState {
  tab: TranslationTab;
  missingOnly: boolean;
  search: string;
  page: number;
}

export function translationListState(query: Readonly<Record<string, string>>): TranslationListState {
  const kind = query.kind ?? '';
  const tab: TranslationTab = kind === 'interface' || (CONTENT_KINDS as readonly string[]).includes(kind) ? kind as TranslationTab : 'product';
  return { tab, missingOnly: query.missing === '1', search: (query.q ?? '').slice(0, 100), page: pageFromQuery(query.page) };
}

/** The address's query for a state; defaults are left out. */
export function translationListQuery(state: TranslationListState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.tab !== 'product') query.kind = state.tab;
  if (state.missingOnly) query.missing = '1';
  if (state.search) query.q = state.search;
  if (state.page > 1) query.page = String(state.page);
  return query;
}

export function translationVariables(state: TranslationListState) {
  return { kind: state.tab === 'interface' ? 'product' : state.tab, missingOnly: state.missingOnly, first: TRANSLATIONS_PAGE_SIZE, offset: (state.page - 1) * TRANSLATIONS_PAGE_SIZE };
}

export function interfaceTextVariables(state: TranslationListState) {
  return { search: state.search || null, changedOnly: state.missingOnly, first: TEXTS_PAGE_SIZE, offset: (state.page - 1) * TEXTS_PAGE_SIZE };
}
