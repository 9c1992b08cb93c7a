import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.server';
import type { MediaService } from '../modules/media';
import { appIconPath, appIconVersion } from './app-icon-address.server';
import { createAppIcons, type RenderedIcon } from './app-icons.server';

const shop = { id: 'shop-a', logoImageId: 'logo-1', brandColor: '#8a3b12' };

/** Icons with a render that records what it was asked for instead of running sharp. */
function iconsWith(answer: (call: number) => Promise<RenderedIcon> = async () => ({ png: Buffer.from('png'), lasting: true })) {
  const calls: string[] = [];
  const icons = createAppIcons({
    db: {} as Db,
    media: {} as MediaService,
    render: async (_db, _media, of, size, maskable) => {
      calls.push(`${of.id} ${of.logoImageId ?? of.brandColor} ${size}${maskable ? ' maskable' : ''}`);
      return answer(calls.length);
    },
  });
  return { icons, calls };
}

describe('the shop’s app icons', () => {
  it('are rendered once per shop, logo and size, however often they are asked for', async () => {
    const { icons, calls } = iconsWith();
    await Promise.all([icons.icon(shop, 192, false), icons.icon(shop, 192, false)]);
    await icons.icon(shop, 192, false);
    await icons.icon(shop, 192, true);
    await icons.icon(shop, 512, false);
    await icons.icon({ ...shop, id: 'shop-b' }, 192, false);
    expect(calls).toEqual(['shop-a logo-1 192', 'shop-a logo-1 192 maskable', 'shop-a logo-1 512', 'shop-b logo-1 192']);
  });

  it('are rendered again for a new logo, or for a new colour when drawn without one', async () => {
    const { icons, calls } = iconsWith();
    await icons.icon(shop, 192, false);
    await icons.icon({ ...shop, logoImageId: 'logo-2' }, 192, false);
    // The colour does not change a logo's icon.
    await icons.icon({ ...shop, logoImageId: 'logo-2', brandColor: '#000000' }, 192, false);
    await icons.icon({ ...shop, logoImageId: null }, 192, false);
    await icons.icon({ ...shop, logoImageId: null, brandColor: '#1e6b34' }, 192, false);
    expect(calls).toEqual(['shop-a logo-1 192', 'shop-a logo-2 192', 'shop-a #8a3b12 192', 'shop-a #1e6b34 192']);
    expect(appIconVersion({ ...shop, logoImageId: 'logo-2' })).not.toBe(appIconVersion(shop));
    expect(appIconPath(shop, 512, true)).toBe(`/app-icon-maskable-512.png?v=${appIconVersion(shop)}`);
  });

  it('try again after a failed render, and never keep a stand-in for a logo that could not be read', async () => {
    const { icons, calls } = iconsWith(async (call) => {
      if (call === 1) throw new Error('sharp failed');
      return { png: Buffer.from(`png ${call}`), lasting: call !== 2 };
    });
    await expect(icons.icon(shop, 192, false)).rejects.toThrow('sharp failed');
    expect((await icons.icon(shop, 192, false)).png.toString()).toBe('png 2');
    expect((await icons.icon(shop, 192, false)).png.toString()).toBe('png 3');
    expect((await icons.icon(shop, 192, false)).png.toString()).toBe('png 3');
    expect(calls).toHaveLength(3);
  });
});
