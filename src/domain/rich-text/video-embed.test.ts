import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isValidVideoUrl, toEmbeddableVideoUrl } from './video-embed';

const YT = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('toEmbeddableVideoUrl', () => {
  it('converts YouTube watch, short-link, shorts, live and embed addresses', () => {
    expect(toEmbeddableVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(YT);
    expect(toEmbeddableVideoUrl('https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ')).toBe(YT);
    expect(toEmbeddableVideoUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(YT);
    expect(toEmbeddableVideoUrl('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe(YT);
    expect(toEmbeddableVideoUrl('https://www.youtube.com/live/dQw4w9WgXcQ')).toBe(YT);
    expect(toEmbeddableVideoUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(YT);
    expect(toEmbeddableVideoUrl('youtu.be/dQw4w9WgXcQ')).toBe(YT);
    expect(toEmbeddableVideoUrl('  //youtube.com/watch?v=dQw4w9WgXcQ  ')).toBe(YT);
  });

  it('carries a start time over', () => {
    expect(toEmbeddableVideoUrl('https://youtu.be/dQw4w9WgXcQ?t=90')).toBe(`${YT}?start=90`);
    expect(toEmbeddableVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s')).toBe(`${YT}?start=65`);
    expect(toEmbeddableVideoUrl('https://youtu.be/dQw4w9WgXcQ?t=junk')).toBe(YT);
  });

  it('converts Vimeo public, unlisted, channel and player addresses', () => {
    expect(toEmbeddableVideoUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(toEmbeddableVideoUrl('https://vimeo.com/76979871/abc123def4')).toBe('https://player.vimeo.com/video/76979871?h=abc123def4');
    expect(toEmbeddableVideoUrl('https://vimeo.com/channels/staffpicks/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(toEmbeddableVideoUrl('https://player.vimeo.com/video/76979871?h=abc123')).toBe('https://player.vimeo.com/video/76979871?h=abc123');
  });

  it('returns null for anything else', () => {
    for (const url of [
      '',
      'https://example.com/video.mp4',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="x',
      'https://youtu.be/',
      'https://www.youtube.com/@tokokopi',
      'https://vimeo.com/about',
      'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
      'ftp://youtu.be/dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ',
    ]) {
      expect(toEmbeddableVideoUrl(url), url).toBeNull();
    }
    expect(toEmbeddableVideoUrl(undefined)).toBeNull();
    expect(isValidVideoUrl('https://vimeo.com/about')).toBe(false);
    expect(isValidVideoUrl('https://vimeo.com/1')).toBe(true);
  });

  it('only ever yields an https address on the two embed hosts (property)', () => {
    fc.assert(fc.property(fc.oneof(fc.webUrl({ withQueryParameters: true }), fc.string()), (url) => {
      const embed = toEmbeddableVideoUrl(url);
      if (embed !== null) expect(embed).toMatch(/^https:\/\/(www\.youtube-nocookie\.com\/embed\/[\w-]{11}|player\.vimeo\.com\/video\/\d+)(\?[\w=]+)?$/);
    }));
  });

  it('converts any well-formed YouTube id (property)', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{11}$/), (id) => {
      expect(toEmbeddableVideoUrl(`https://youtu.be/${id}`)).toBe(`https://www.youtube-nocookie.com/embed/${id}`);
    }));
  });
});
