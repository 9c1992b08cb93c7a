/** The admin area's blog: posts, their editor and categories, in both languages (keys shared). */
export const adminBlogMessages: { id: Readonly<Record<string, string>>; en: Readonly<Record<string, string>> } = {
  id: {
    'content.field.coverAlt': 'Teks alternatif sampul',
    'content.field.authorName': 'Nama penulis',
  },
  en: {
    'content.field.coverAlt': 'Cover alt text',
    'content.field.authorName': 'Author name',
  },
};
