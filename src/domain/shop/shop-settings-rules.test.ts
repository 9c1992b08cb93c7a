import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseSocialLink, whatsappDigits, whatsappLink } from './shop-contact';
import { checkShopSettings, type ShopSettingsValues } from './shop-settings-rules';
import { contrastRatio, normaliseHexColor, readableOnWhite } from './shop-look';

const saved: ShopSettingsValues = {
  name: 'Toko Batik', tagline: { id: 'Batik tulis' }, logoImageId: null, brandColor: '#8a3b12', accentColor: '#1e6b34', font: 'system',
  email: 'halo@toko.example', phone: '', whatsapp: '', address: '', city: '', province: '', englishEnabled: true, currency: 2,
  timeZone: 'Asia/Jakarta', social: {}, seoTitleSuffix: { id: '' }, seoDescription: { id: '' }, productCatalog: false,
};

const fields = (result: ReturnType<typeof checkShopSettings>) => ('problems' in result ? result.problems.map((p) => `${p.field}:${p.key}`) : []);

describe('shop colours', () => {
  it('reads #rgb and #rrggbb in any case and refuses the rest', () => {
    expect(normaliseHexColor('#ABC')).toBe('#aabbcc');
    expect(normaliseHexColor(' 8A3B12 ')).toBe('#8a3b12');
    for (const bad of ['', '#abcd', 'red', '#gggggg', 'rgb(0,0,0)']) expect(normaliseHexColor(bad)).toBeNull();
  });

  it('weighs contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(readableOnWhite('#767676')).toBe(true);
    expect(readableOnWhite('#777777')).toBe(false);
  });

  it('contrast is symmetric and between 1 and 21', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    fc.assert(fc.property(hex, hex, (a, b) => {
      const ratio = contrastRatio(a, b);
      return ratio >= 1 && ratio <= 21.0001 && Math.abs(ratio - contrastRatio(b, a)) < 1e-9;
    }));
  });
});

describe('contact', () => {
  it('keeps social links of their own site only', () => {
    expect(normaliseSocialLink('instagram', 'instagram.com/tokobatik')).toBe('https://instagram.com/tokobatik');
    expect(normaliseSocialLink('x', 'https://twitter.com/tokobatik#top')).toBe('https://twitter.com/tokobatik');
    expect(normaliseSocialLink('youtube', 'https://www.youtube.com/@tokobatik')).toBe('https://www.youtube.com/@tokobatik');
    expect(normaliseSocialLink('instagram', 'https://evil.example/instagram.com')).toBeNull();
    expect(normaliseSocialLink('instagram', 'https://instagram.com.evil.example/a')).toBeNull();
    expect(normaliseSocialLink('facebook', 'javascript:alert(1)//facebook.com/x')).toBeNull();
    expect(normaliseSocialLink('tiktok', 'https://tiktok.com/')).toBeNull();
  });

  it('writes WhatsApp numbers as wa.me wants them', () => {
    expect(whatsappDigits('0812-3456-7890')).toBe('6281234567890');
    expect(whatsappDigits('+62 812 3456 7890')).toBe('6281234567890');
    expect(whatsappDigits('12')).toBeNull();
    expect(whatsappLink('+6281234567890', 'Halo Toko & Co')).toBe('https://wa.me/6281234567890?text=Halo%20Toko%20%26%20Co');
  });
});

describe('checkShopSettings', () => {
  it('keeps what is left out and normalises what is given', () => {
    const result = checkShopSettings({ brandColor: '#05A', whatsapp: '0812 3456 7890', social: { instagram: 'instagram.com/batik' } }, saved);
    expect(result).toEqual({ values: { ...saved, brandColor: '#0055aa', whatsapp: '+6281234567890', social: { instagram: 'https://instagram.com/batik' } } });
  });

  it('names every problem on its field', () => {
    const result = checkShopSettings({
      name: ' ', brandColor: '#ffff00', accentColor: 'blue', font: 'comic' as never, email: 'no', phone: '12', whatsapp: 'abc',
      currency: 999, timeZone: 'Europe/Paris' as never, social: { tiktok: 'https://instagram.com/a' }, seoTitleSuffix: { id: 'x'.repeat(61) },
    }, saved);
    expect(fields(result)).toEqual([
      'name:error.shopSettings.nameRequired', 'brandColor:error.shopSettings.contrast', 'accentColor:error.shopSettings.colorFormat',
      'font:error.shopSettings.font', 'email:error.shopSettings.email', 'phone:error.shopSettings.phone', 'whatsapp:error.shopSettings.phone',
      'currency:error.shopSettings.currency', 'timeZone:error.shopSettings.timeZone', 'social.tiktok:error.shopSettings.social.tiktok',
      'seoTitleSuffix.id:error.shopSettings.tooLong',
    ]);
  });

  it('tells the contrast it found', () => {
    const result = checkShopSettings({ brandColor: '#ffcc00' }, saved);
    expect('problems' in result && result.problems[0]).toEqual({ field: 'brandColor', key: 'error.shopSettings.contrast', params: { ratio: 1.5, min: 4.5 } });
  });

  it('an emptied link or English text is removed', () => {
    const result = checkShopSettings({ social: { x: '' }, tagline: { id: 'A', en: ' ' } }, { ...saved, social: { x: 'https://x.com/a' } });
    expect('values' in result && [result.values.social, result.values.tagline]).toEqual([{}, { id: 'A' }]);
  });
});
