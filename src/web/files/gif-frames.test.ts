import { describe, expect, it } from 'vitest';
import { gifBytes } from './files-test-fixtures';
import { countGifFrames, dataUrlBytes, isAnimatedGif } from './gif-frames';

describe('dataUrlBytes', () => {
  it('decodes base64 and percent-encoded data URLs, and nothing else', () => {
    expect(dataUrlBytes('data:image/gif;base64,R0lGODlh')).toBe('GIF89a');
    expect(dataUrlBytes('data:image/gif,GIF89a%FF%00')).toBe('GIF89a\xff\x00');
    expect(dataUrlBytes('https://cdn.example/a.gif')).toBe('');
    expect(dataUrlBytes('data:image/gif;base64,%%%')).toBe('');
  });
});

describe('countGifFrames', () => {
  it('counts frames past extensions and colour tables', () => {
    expect(countGifFrames(gifBytes(1))).toBe(1);
    expect(countGifFrames(gifBytes(4))).toBe(4);
    // A frame with its own 4-colour table (packed 0x81) between two plain ones.
    const local = '\x2c\x00\x00\x00\x00\x01\x00\x01\x00\x81' + '\x00'.repeat(12) + '\x02\x02\x44\x01\x00';
    expect(countGifFrames(gifBytes(1).slice(0, -1) + local + '\x3b')).toBe(2);
  });

  it('stops early when asked, and at anything that is not a gif block', () => {
    expect(countGifFrames(gifBytes(5), 2)).toBe(2);
    expect(countGifFrames(gifBytes(2).slice(0, -1) + '\x99' + gifBytes(3))).toBe(2);
    expect(countGifFrames('\x89PNG\r\n\x1a\n')).toBe(0);
  });

  it('calls only a gif with more than one frame animated', () => {
    expect(isAnimatedGif(`data:image/gif;base64,${btoa(gifBytes(2))}`)).toBe(true);
    expect(isAnimatedGif(`data:image/gif;base64,${btoa(gifBytes(1))}`)).toBe(false);
  });
});
