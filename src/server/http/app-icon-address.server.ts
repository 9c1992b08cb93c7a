import { createHash } from 'node:crypto';
import type { AppIconSize } from '../../domain/push/web-app';
import type { ShopRecord } from '../context.server';

/** Raised when the icons' drawing changes (app-icons.server.ts), so browsers holding the old pictures fetch new ones. */
const ICON_DRAWING_REVISION = 1;

export type IconShop = Pick<ShopRecord, 'id' | 'logoImageId' | 'brandColor'>;

const SAFE_COLOR = /^#[0-9a-fA-F]{6}$/;

export function brandOf(shop: IconShop): string {
  return SAFE_COLOR.test(shop.brandColor) ? shop.brandColor : '#8a3b12';
}

/**
 * What the shop's icons are made from, as a short digest: the logo (an uploaded picture's id,
 * whose bytes never change) or, without one, the brand colour the default is drawn in. A new
 * logo or colour gives new icon addresses.
 */
export function appIconVersion(shop: IconShop): string {
  const source = shop.logoImageId ? `logo:${shop.logoImageId}` : `drawn:${brandOf(shop).toLowerCase()}`;
  let version = iconVersions.get(source);
  if (version === undefined) {
    version = createHash('sha256').update(`${ICON_DRAWING_REVISION}|${source}`).digest('base64url').slice(0, 10);
    // Every page names the icon: its digest is worked out once per logo or colour, not per page.
    if (iconVersions.size >= MAX_ICON_VERSIONS) iconVersions.clear();
    iconVersions.set(source, version);
  }
  return version;
}

const iconVersions = new Map<string, string>();
const MAX_ICON_VERSIONS = 10_000;

export function appIconFile(size: AppIconSize, maskable: boolean): string {
  return `/app-icon-${maskable ? 'maskable-' : ''}${size}.png`;
}

/** The icon's address for this shop's current icons: cached for good by browsers, as it changes with them. */
export function appIconPath(shop: IconShop, size: AppIconSize, maskable: boolean): string {
  return `${appIconFile(size, maskable)}?v=${appIconVersion(shop)}`;
}
