import { describe, expect, it } from 'vitest';
import { documentImageAddress } from './editor-image-upload';

describe('where an uploaded picture is shown in a document', () => {
  it('uses the largest offered width the picture has, up to 1200', () => {
    expect(documentImageAddress('/media/abc123~a0b1c2_4000x3000_0')).toEqual({ src: '/media/abc123/1200.webp', width: 4000, height: 3000 });
    expect(documentImageAddress('/media/abc123~a0b1c2_750x500_1')).toEqual({ src: '/media/abc123/700.webp', width: 750, height: 500 });
  });

  it('takes the smallest width for a picture smaller than every offered one', () => {
    expect(documentImageAddress('/media/x1~ffffff_10x10_0')?.src).toBe('/media/x1/24.webp');
  });

  it('refuses the failure mark and anything that is not the shop’s own picture', () => {
    expect(documentImageAddress('-')).toBeNull();
    expect(documentImageAddress('https://evil.example/a~a0b1c2_10x10_0')).toBeNull();
  });
});
