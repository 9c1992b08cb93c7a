import type { FastifyInstance } from 'fastify';
import { pick } from '../../domain/i18n/translated';
import { APP_ICON_SIZES, BUILD_NUMBER, OFFLINE_PAGE_PATH, WEB_APP_MANIFEST_PATH } from '../../domain/push/web-app';
import { escapeHtml } from '../../domain/rich-text/escape';
import type { AppConfig } from '../config.server';
import type { Db } from '../db/database.server';
import { translate } from '../errors.server';
import type { MediaService } from '../modules/media';
import { loadClientAssets } from '../ssr/client-manifest.server';
import { appIconFile, appIconPath, appIconVersion } from './app-icon-address.server';
import { createAppIcons } from './app-icons.server';
import { plainPage, sendPlainPage } from './plain-page.server';
import { serviceWorkerScript } from './service-worker.server';

/** An address without the icons' version (the apple-touch-icon of old pages, notifications): a new logo shows within the hour. */
const ICON_CACHE = 'public, max-age=3600';
/** An address with the current version names these very pictures: kept for good. */
const VERSIONED_ICON_CACHE = 'public, max-age=31536000, immutable';

/**
 * The installable app (docs/decisions/0043): the shop's web app manifest, its icons, the service
 * worker at /sw-{build}.js and the page it shows offline.
 */
export function registerWebAppRoutes(server: FastifyInstance, deps: { config: AppConfig; media: MediaService; db: Db }): void {
  const assets = loadClientAssets(deps.config.clientDistDir);
  const icons = createAppIcons({ db: deps.db, media: deps.media });
  // The app shell: the entry's script, what it imports and its style sheets.
  const shell = [...new Set([...(assets.entryScript ? [assets.entryScript] : []), ...assets.preloadsFor(undefined), ...assets.styles])];

  server.get(WEB_APP_MANIFEST_PATH, async (request, reply) => {
    const shop = request.shop;
    const language = request.language;
    const icons = APP_ICON_SIZES.flatMap((size) => [
      { src: appIconPath(shop, size, false), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
      { src: appIconPath(shop, size, true), sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
    ]);
    const manifest = {
      id: '/',
      name: shop.name,
      short_name: shop.name.length > 12 ? shop.name.slice(0, 12).trim() : shop.name,
      description: pick(shop.tagline, language),
      lang: language,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: shop.brandColor,
      background_color: '#ffffff',
      icons,
    };
    return reply.header('cache-control', 'public, max-age=3600').header('vary', 'accept-language, cookie')
      .type('application/manifest+json; charset=utf-8').send(JSON.stringify(manifest));
  });

  // Browsers ask for /favicon.ico on pages that name no icon (an e-mail read in the browser, a
  // plain answer): the shop's own icon, rather than a 404 in every console.
  server.get('/favicon.ico', async (request, reply) => reply
    .header('cache-control', 'public, max-age=86400')
    .redirect(appIconPath(request.shop, APP_ICON_SIZES[0], false), 302));

  // Only the offered sizes have a route: any other size is a 404, never a render.
  for (const size of APP_ICON_SIZES) {
    for (const maskable of [false, true]) {
      server.get<{ Querystring: { v?: string } }>(appIconFile(size, maskable), async (request, reply) => {
        const version = appIconVersion(request.shop);
        const etag = `"${version}-${size}${maskable ? 'm' : ''}"`;
        const cacheControl = request.query.v === version ? VERSIONED_ICON_CACHE : ICON_CACHE;
        reply.header('etag', etag).header('cache-control', cacheControl);
        if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
        const icon = await icons.icon(request.shop, size, maskable);
        // A stand-in for a logo that could not be read is never kept, here or by the browser.
        if (!icon.lasting) reply.header('cache-control', 'no-store').removeHeader('etag');
        return reply.type('image/png').send(icon.png);
      });
    }
  }

  server.get<{ Params: { build: string } }>('/sw-:build.js', async (request, reply) => {
    // Only this build's worker exists: an old page asking for its own finds nothing and keeps
    // the worker it has until it loads the new page.
    if (request.params.build !== String(BUILD_NUMBER)) return reply.callNotFound();
    return reply
      .header('service-worker-allowed', '/')
      // Browsers check the worker for updates themselves; no cache may hold an old one.
      .header('cache-control', 'no-cache')
      .type('text/javascript; charset=utf-8')
      .send(serviceWorkerScript({ build: BUILD_NUMBER, version: assets.version, shell }));
  });

  server.get(OFFLINE_PAGE_PATH, async (request, reply) => {
    const language = request.language;
    const title = translate(language, 'webApp.offline.title');
    const body = `<p>${escapeHtml(request.shop.name)}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(translate(language, 'webApp.offline.body'))}</p>`
      // An empty address reloads the page the reader asked for once the network is back.
      + `<p><a href="">${escapeHtml(translate(language, 'webApp.offline.retry'))}</a></p>`;
    return sendPlainPage(reply, 200, plainPage(language, title, body));
  });
}
