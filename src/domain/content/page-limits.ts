/**
 * How long a content page's texts may be. The server refuses longer ones; the owner's editor
 * counts against the same numbers. Search engines show about 60 characters of a title and
 * 155–160 of a description, so the SEO limits stop where a result would be cut anyway.
 */
export const PAGE_LIMITS = Object.freeze({ title: 200, seoTitle: 70, seoDescription: 160, slug: 100 });
