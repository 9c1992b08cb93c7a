/**
 * The suggestions under the header's search box. Under `search.`, one of the frame's message
 * sets, so a page fetches them once it is idle, before a shopper types (docs/decisions/0047).
 */
const messagesId = {
  'search.suggest.label': 'Saran pencarian',
  'search.suggest.products': 'Produk',
  'search.suggest.categories': 'Kategori',
  'search.suggest.count': '{count} produk',
  'search.suggest.countWithCategories': '{count} produk, {categories} kategori',
  'search.suggest.categoriesOnly': '{categories} kategori',
  'search.suggest.none': 'Tidak ada saran',
  'search.suggest.corrected': 'Saran untuk “{corrected}”',
};

const messagesEn: Record<keyof typeof messagesId, string> = {
  'search.suggest.label': 'Search suggestions',
  'search.suggest.products': 'Products',
  'search.suggest.categories': 'Categories',
  'search.suggest.count': '{count, plural, one {# product} other {# products}}',
  'search.suggest.countWithCategories': '{count, plural, one {# product} other {# products}}, {categories, plural, one {# category} other {# categories}}',
  'search.suggest.categoriesOnly': '{categories, plural, one {# category} other {# categories}}',
  'search.suggest.none': 'No suggestions',
  'search.suggest.corrected': 'Suggestions for “{corrected}”',
};

export const searchSuggestionMessages = { id: messagesId, en: messagesEn };
