import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { pick } from '../../domain/i18n/translated';
import { APP_ICON_SIZES, BUILD_NUMBER, OFFLINE_PAGE_PATH, WEB_APP_MANIFEST_PATH, type AppIconSize } from '../../domain/push/web-app';
import { escapeHtml } from '../../domain/rich-text/escape';
import type { AppConfig } from '../config.server';
import type { ShopRecord } from '../context.server';
import type { Db } from '../db/database.server';
import { translate } from '../errors.server';
import type { MediaService } from '../modules/media';
import { loadClientAssets } from '../ssr/client-manifest.server';
import { plainPage, sendPlainPage } from './plain-page.server';
import { serviceWorkerScript } from './service-worker.server';

/** Icons follow a new logo within the hour; nothing else about them changes. */
const ICON_CACHE = 'public, max-age=3600';

/**
 * A drawn default for a shop without a logo: a shopping bag in the shop's brand colour on a
 * light square. Shapes only, no text: the picture must not depend on fonts of the server.
 */
function defaultIconSvg(brand: string, size: number, maskable: boolean): string {
  const inset = maskable ? size * 0.2 : size * 0.12;
  const w = size - inset * 2;
  const bag = `<rect x="${inset}" y="${inset + w * 0.28}" width="${w}" height="${w * 0.72}" rx="${w * 0.08}" fill="${brand}"/>`
    + `<path d="M ${inset + w * 0.3} ${inset + w * 0.34} V ${inset + w * 0.2} a ${w * 0.2} ${w * 0.2} 0 0 1 ${w * 0.4} 0 V ${inset + w * 0.34}" fill="none" stroke="${brand}" stroke-width="${w * 0.07}" stroke-linecap="round"/>`
    + `<circle cx="${inset + w * 0.3}" cy="${inset + w * 0.36}" r="${w * 0.045}" fill="#ffffff"/><circle cx="${inset + w * 0.7}" cy="${inset + w * 0.36}" r="${w * 0.045}" fill="#ffffff"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#ffffff"/>${bag}</svg>`;
}

const SAFE_COLOR = /^#[0-9a-fA-F]{6}$/;

async function appIcon(db: Db, media: MediaService, shop: ShopRecord, size: AppIconSize, maskable: boolean): Promise<Buffer> {
  const brand = SAFE_COLOR.test(shop.brandColor) ? shop.brandColor : '#8a3b12';
  const logo = shop.logoImageId ? await media.original(db, shop.id, shop.logoImageId).catch(() => null) : null;
  if (!logo) return sharp(Buffer.from(defaultIconSvg(brand, size, maskable))).png().toBuffer();
  // A maskable icon keeps its picture inside the middle 80 % that every mask shape shows.
  const inner = Math.round(size * (maskable ? 0.6 : 0.84));
  const picture = await sharp(logo.bytes, { limitInputPixels: 40_000_000 }).resize(inner, inner, { fit: 'contain', background: '#ffffff' }).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
    .composite([{ input: picture, gravity: 'centre' }]).png().toBuffer();
}

/**
 * The installable app (docs/decisions/0043): the shop's web app manifest, its icons, the service
 * worker at /sw-{build}.js and the page it shows offline.
 */
export function registerWebAppRoutes(server: FastifyInstance, deps: { config: AppConfig; media: MediaService; db: Db }): void {
  const assets = loadClientAssets(deps.config.clientDistDir);
  // The app shell: the entry's script, what it imports and its style sheets.
  const shell = [...new Set([...(assets.entryScript ? [assets.entryScript] : []), ...assets.preloadsFor(undefined), ...assets.styles])];

  server.get(WEB_APP_MANIFEST_PATH, async (request, reply) => {
    const shop = request.shop;
    const language = request.language;
    const icons = APP_ICON_SIZES.flatMap((size) => [
      { src: `/app-icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
      { src: `/app-icon-maskable-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
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

  for (const size of APP_ICON_SIZES) {
    for (const maskable of [false, true]) {
      server.get(`/app-icon-${maskable ? 'maskable-' : ''}${size}.png`, async (request, reply) => {
        const png = await appIcon(deps.db, deps.media, request.shop, size, maskable);
        return reply.header('cache-control', ICON_CACHE).type('image/png').send(png);
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
      .send(serviceWorkerScript({ build: BUILD_NUMBER, shell }));
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
