import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../domain/rich-text/escape';
import { SUPPORTED_LANGUAGES } from '../../domain/i18n/language';
import { systemContext } from '../context-factory.server';
import type { Db } from '../db/database.server';
import { allBlogCategories, publicPostsForSitemap } from '../modules/blog';
import { allCategories, listProducts } from '../modules/catalog';
import { listPages } from '../modules/content';
import { requestOrigin } from './request-origin.server';

const SITEMAP_LIMIT = 50_000;

function urlEntry(origin: string, path: string, lastmod?: Date): string {
  const loc = `${origin}${path}`;
  const sep = path.includes('?') ? '&' : '?';
  const alternates = SUPPORTED_LANGUAGES.map(
    (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(lang === 'id' ? loc : `${loc}${sep}lang=${lang}`)}"/>`,
  ).join('');
  return `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${alternates}</url>`;
}

/** robots.txt and sitemap.xml, per shop: each lists only the requesting shop's addresses. */
export function registerSeoRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.get('/robots.txt', async (request, reply) => {
    const origin = requestOrigin(request);
    const body = ['User-agent: *', 'Disallow: /admin', 'Disallow: /cart', 'Disallow: /checkout', 'Disallow: /account', 'Disallow: /order', 'Disallow: /guest', 'Disallow: /_/', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(body);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = requestOrigin(request);
    const ctx = systemContext(deps.db, request.shop);
    const [products, categories, pages, posts, blogCategories] = await Promise.all([
      listProducts(ctx, { sort: 'NEWEST' }, { limit: SITEMAP_LIMIT, offset: 0 }),
      allCategories(ctx),
      listPages(ctx),
      publicPostsForSitemap(ctx, SITEMAP_LIMIT),
      allBlogCategories(ctx),
    ]);
    const entries = [
      urlEntry(origin, '/'),
      urlEntry(origin, '/product/category/'),
      ...categories.map((c) => urlEntry(origin, `/product/category/${encodeURIComponent(c.slug)}`)),
      ...products.items.map((p) => urlEntry(origin, `/product/${encodeURIComponent(p.slug)}`, p.updatedAt)),
      ...pages.map((p) => urlEntry(origin, `/page/${encodeURIComponent(p.slug)}`, p.updatedAt)),
      urlEntry(origin, '/blog'),
      ...blogCategories.map((c) => urlEntry(origin, `/blog/category/${encodeURIComponent(c.slug)}`)),
      // Public posts only: drafts and posts scheduled for later are left out by the same rule as the pages.
      ...posts.map((p) => urlEntry(origin, `/blog/${encodeURIComponent(p.slug)}`, p.updatedAt)),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join('')}</urlset>\n`;
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
  });
}
