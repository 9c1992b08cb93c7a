import type { AppIconSize } from '../../domain/push/web-app';
import type { Db } from '../db/database.server';
import type { MediaService } from '../modules/media';
import { appIconVersion, brandOf, type IconShop } from './app-icon-address.server';

/** Icons kept rendered in memory: four per shop, for the shops this process serves most lately. */
const MAX_CACHED_ICONS = 200;

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

/** A rendered icon; `lasting` is false for a stand-in drawn because the logo could not be read. */
export interface RenderedIcon { png: Buffer; lasting: boolean }

async function renderAppIcon(db: Db, media: MediaService, shop: IconShop, size: AppIconSize, maskable: boolean): Promise<RenderedIcon> {
  // Loaded with the first icon drawn, not with the server.
  const { default: sharp } = await import('sharp');
  const logo = shop.logoImageId ? await media.original(db, shop.id, shop.logoImageId).catch(() => null) : null;
  if (!logo) {
    const png = await sharp(Buffer.from(defaultIconSvg(brandOf(shop), size, maskable))).png().toBuffer();
    return { png, lasting: !shop.logoImageId };
  }
  // A maskable icon keeps its picture inside the middle 80 % that every mask shape shows.
  const inner = Math.round(size * (maskable ? 0.6 : 0.84));
  const picture = await sharp(logo.bytes, { limitInputPixels: 40_000_000 }).resize(inner, inner, { fit: 'contain', background: '#ffffff' }).png().toBuffer();
  const png = await sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
    .composite([{ input: picture, gravity: 'centre' }]).png().toBuffer();
  return { png, lasting: true };
}

export interface AppIcons {
  /** The icon of the shop's current logo or colour: rendered once per version and size, then kept. */
  icon(shop: IconShop, size: AppIconSize, maskable: boolean): Promise<RenderedIcon>;
}

/** `render` stands in for sharp in tests. */
export function createAppIcons(deps: { db: Db; media: MediaService; render?: typeof renderAppIcon }): AppIcons {
  const render = deps.render ?? renderAppIcon;
  // Kept as promises, so requests arriving together share one render.
  const cache = new Map<string, Promise<RenderedIcon>>();
  return {
    async icon(shop, size, maskable) {
      const key = `${shop.id}|${appIconVersion(shop)}|${size}|${maskable ? 'maskable' : 'any'}`;
      let pending = cache.get(key);
      if (pending) {
        // Used again: moves to the end, so the least recently used icon is dropped first.
        cache.delete(key);
        cache.set(key, pending);
      } else {
        pending = render(deps.db, deps.media, shop, size, maskable);
        cache.set(key, pending);
        while (cache.size > MAX_CACHED_ICONS) cache.delete(cache.keys().next().value!);
        // A failed render, or a stand-in for a logo that could not be read, is tried again next time.
        pending.then((rendered) => { if (!rendered.lasting && cache.get(key) === pending) cache.delete(key); }, () => { if (cache.get(key) === pending) cache.delete(key); });
      }
      return pending;
    },
  };
}
