// Telling an animated gif from a still one by walking its blocks: an animated gif must be
// uploaded as-is (a canvas would keep only its first frame), so it gets its own size rule.

/** The bytes of a data URL as a binary string (one char per byte); '' when it is not one. */
export function dataUrlBytes(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0) return '';
  const payload = dataUrl.slice(comma + 1);
  if (/;base64$/i.test(dataUrl.slice(0, comma))) {
    try {
      return atob(payload);
    } catch {
      return '';
    }
  }
  return payload.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Skips a chain of data sub-blocks (length byte, bytes…, 0) starting at `at`; returns the position after it. */
function skipSubBlocks(bytes: string, at: number): number {
  let position = at;
  while (position < bytes.length) {
    const length = bytes.charCodeAt(position);
    position += 1;
    if (length === 0) return position;
    position += length;
  }
  return position;
}

function colorTableBytes(packed: number): number {
  return packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0;
}

/** How many image frames the gif holds, counting no further than `stopAt`. Malformed data ends the count. */
export function countGifFrames(bytes: string, stopAt = Infinity): number {
  if (!/^GIF8[79]a/.test(bytes.slice(0, 6))) return 0;
  // Header (6) and logical screen descriptor (7), whose packed byte says if a global colour table follows.
  let position = 13 + colorTableBytes(bytes.charCodeAt(10));
  let frames = 0;
  while (position < bytes.length && frames < stopAt) {
    const introducer = bytes.charCodeAt(position);
    if (introducer === 0x21) {
      position = skipSubBlocks(bytes, position + 2);
    } else if (introducer === 0x2c) {
      frames += 1;
      const packed = bytes.charCodeAt(position + 9);
      // Descriptor (10), local colour table, LZW minimum code size (1), then the image data.
      position = skipSubBlocks(bytes, position + 10 + colorTableBytes(packed) + 1);
    } else {
      break;
    }
  }
  return frames;
}

export function isAnimatedGif(dataUrl: string): boolean {
  return countGifFrames(dataUrlBytes(dataUrl), 2) > 1;
}
