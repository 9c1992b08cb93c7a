import { describe, expect, it } from 'vitest';
import { documentPicture } from './editor-picture-upload';

describe('documentPicture', () => {
  it('shows a large picture at the widest rendition a page asks for, keeping its real size', () => {
    expect(documentPicture('/media/abc123~a0b1c2_3000x2000_0')).toEqual({ src: '/media/abc123/1200.webp', width: 3000, height: 2000 });
  });

  it('never enlarges a smaller picture', () => {
    expect(documentPicture('/media/abc123~a0b1c2_650x400_1')).toEqual({ src: '/media/abc123/600.webp', width: 650, height: 400 });
    expect(documentPicture('/media/abc123~a0b1c2_10x10_0')?.src).toBe('/media/abc123/24.webp');
  });

  it('answers nothing for a failed upload or a plain address', () => {
    expect(documentPicture('-')).toBeNull();
    expect(documentPicture('/media/abc123')).toBeNull();
  });
});
