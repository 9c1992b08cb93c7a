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

describe('toEmbeddableVideoUrl: details', () => {
  const ID = 'dQw4w9WgXcQ';
  const EMBED = `https://www.youtube-nocookie.com/embed/${ID}`;

  it('reads start times written in hours, minutes and seconds', () => {
    const starts: Record<string, string> = {
      't=1h2m3s': `${EMBED}?start=3723`, 't=2m': `${EMBED}?start=120`, 't=1h': `${EMBED}?start=3600`, 't=90s': `${EMBED}?start=90`,
      'start=45': `${EMBED}?start=45`, 't=0': EMBED, 't=': EMBED, 't=abc': EMBED, 't=1m30x': EMBED, 't=x1m': EMBED,
    };
    for (const [query, expected] of Object.entries(starts)) expect(toEmbeddableVideoUrl(`https://youtu.be/${ID}?${query}`), query).toBe(expected);
  });

  it('takes mobile, music and scheme-less YouTube addresses, and http', () => {
    for (const url of [`m.youtube.com/watch?v=${ID}`, `https://music.youtube.com/watch?v=${ID}`, `//youtu.be/${ID}`, `http://youtu.be/${ID}`, `www.youtube.com/v/${ID}`, `youtube-nocookie.com/embed/${ID}`]) {
      expect(toEmbeddableVideoUrl(url), url).toBe(EMBED);
    }
  });

  it('refuses YouTube paths that name no video, ids of the wrong length and overlong links', () => {
    for (const url of [`https://youtube.com/user/${ID}`, `https://youtube.com/${ID}`, `https://youtu.be/x${ID}`, `https://youtu.be/${ID.slice(1)}`, `ftp://youtu.be/${ID}`, `https://youtu.be.example.com/${ID}`]) {
      expect(toEmbeddableVideoUrl(url), url).toBeNull();
    }
    const base = `https://youtu.be/${ID}?x=`;
    expect(toEmbeddableVideoUrl(base + 'a'.repeat(2000 - base.length))).toBe(EMBED);
    expect(toEmbeddableVideoUrl(base + 'a'.repeat(2001 - base.length))).toBeNull();
  });

  it('reads Vimeo ids of up to 12 digits and hashes of 6 to 20 hex digits', () => {
    const cases: Record<string, string | null> = {
      'https://vimeo.com/channels/staff/123456': 'https://player.vimeo.com/video/123456',
      'https://vimeo.com/123456/ABCDEF12': 'https://player.vimeo.com/video/123456?h=abcdef12',
      'https://vimeo.com/123456?h=abcdef': 'https://player.vimeo.com/video/123456?h=abcdef',
      'https://vimeo.com/123456/xyzabcdef0': 'https://player.vimeo.com/video/123456',
      'https://vimeo.com/123456/abcdef0xyz': 'https://player.vimeo.com/video/123456',
      'https://vimeo.com/123456/abcde': 'https://player.vimeo.com/video/123456',
      'https://player.vimeo.com/video/123456789012': 'https://player.vimeo.com/video/123456789012',
      'https://vimeo.com/1234567890123': null,
      'https://vimeo.com/12345a': null,
      'https://vimeo.com/about': null,
      'https://player.vimeo.com/123456': null,
      'https://player.vimeo.com/video/12a': null,
    };
    for (const [url, expected] of Object.entries(cases)) expect(toEmbeddableVideoUrl(url), url).toBe(expected);
  });
});
