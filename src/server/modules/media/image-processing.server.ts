import { createHash } from 'node:crypto';
import type { Metadata, Stats } from 'sharp';
import { decodeBitmap, isBitmap, type BitmapRefusal } from '../../../domain/images/bmp';
import { dominantColor, rgbToHex } from '../../../domain/images/color-palette';
import type { UploadImageSubtype } from '../../../domain/images/upload-protocol';
import type { ErrorMessageKey } from '../../../domain/i18n/messages/errors.messages';
import { AppError, badInput } from '../../errors.server';
import { looksLikeSvg, sanitizeSvg } from './svg-sanitize.server';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Refuses decompression bombs before decoding: 40 megapixels is far above any product photo. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** What sharp reads, as the type it is stored and served as. SVG and BMP are handled before sharp sees them. */
const RASTER_FORMATS: Record<string, { mimeType: string; extension: string; sourceType: UploadImageSubtype }> = {
  png: { mimeType: 'image/png', extension: 'png', sourceType: 'png' },
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg', sourceType: 'jpeg' },
  webp: { mimeType: 'image/webp', extension: 'webp', sourceType: 'webp' },
  gif: { mimeType: 'image/gif', extension: 'gif', sourceType: 'gif' },
};

/**
 * sharp, and libvips with it, is loaded with the first picture processed: a server that only
 * serves pictures it has already made never carries it.
 */
async function loadSharp() {
  return (await import('sharp')).default;
}

/** Colours are read from a small copy: a few thousand pixels say as much as millions, much faster. */
const PALETTE_SAMPLE_EDGE = 96;

export interface IngestedImage {
  id: string;
  mimeType: string;
  extension: string;
  bytes: Buffer;
  width: number;
  height: number;
  dominantColor: string;
  hasAlpha: boolean;
  /** The type the upload really was, read from its bytes (a BMP is stored as PNG). */
  sourceType: UploadImageSubtype;
  /** A gif with more than one frame. */
  animated: boolean;
}

/** The upload is not a picture this shop takes; the message key says why. */
function rejected(key: ErrorMessageKey): AppError {
  return badInput(key);
}

const BITMAP_REFUSALS: Record<BitmapRefusal, ErrorMessageKey> = {
  notBitmap: 'error.image.notAccepted',
  unsupported: 'error.image.bmpUnsupported',
  tooLarge: 'error.image.tooManyPixels',
  truncated: 'error.image.notAccepted',
};

/** A BMP as PNG: the bundled libvips cannot read BMP, so it is decoded here and stored as PNG. */
async function bitmapToPng(input: Buffer): Promise<Buffer> {
  const result = decodeBitmap(input, MAX_IMAGE_PIXELS);
  if (!result.ok) throw rejected(BITMAP_REFUSALS[result.reason]);
  const { width, height, pixels } = result.bitmap;
  const sharp = await loadSharp();
  return sharp(pixels, { raw: { width, height, channels: 4 } }).png().toBuffer();
}

/** The spec's dominant colour (src/domain/images): MMCQ over the pixels that are opaque and not near-white. */
async function dominantHex(bytes: Buffer): Promise<string> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .resize(PALETTE_SAMPLE_EDGE, PALETTE_SAMPLE_EDGE, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const color = dominantColor({ data, channels: info.channels === 3 ? 3 : 4 });
  // Nothing counted (all near-white or see-through): white, the page behind it.
  return color ? rgbToHex(color) : '#ffffff';
}

/**
 * Reads a picture's real type from its bytes (never its name), measures it and finds its
 * dominant colour. SVG is kept as a vector but cleaned of anything active or external first
 * (before any parser that could expand entities sees it); BMP is converted to PNG.
 */
export async function ingestImage(input: Buffer): Promise<IngestedImage> {
  if (input.length === 0) throw rejected('error.image.empty');
  if (input.length > MAX_IMAGE_BYTES) throw rejected('error.image.tooLarge');
  let bytes = input;
  let stored: { mimeType: string; extension: string; sourceType: UploadImageSubtype };
  if (looksLikeSvg(input)) {
    const clean = await sanitizeSvg(input.toString('utf8'));
    if (!clean) throw rejected('error.image.notAccepted');
    bytes = Buffer.from(clean, 'utf8');
    stored = { mimeType: 'image/svg+xml', extension: 'svg', sourceType: 'svg+xml' };
  } else if (isBitmap(input)) {
    bytes = await bitmapToPng(input);
    stored = { mimeType: 'image/png', extension: 'png', sourceType: 'bmp' };
  } else {
    const sharp = await loadSharp();
    const format = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata().then((meta) => meta.format ?? '', () => {
      throw rejected('error.image.notAccepted');
    });
    // An SVG that did not look like one up front (compressed, or hidden behind other text) is refused, never parsed.
    const known = RASTER_FORMATS[format];
    if (!known) throw rejected('error.image.notAccepted');
    stored = known;
  }
  let meta: Metadata;
  let stats: Stats;
  let dominant: string;
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS });
    [meta, stats, dominant] = await Promise.all([image.metadata(), image.stats(), dominantHex(bytes)]);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Over the pixel limit, or bytes that name a format and then break it.
    throw rejected(/pixel limit/i.test(String((error as Error).message)) ? 'error.image.tooManyPixels' : 'error.image.notAccepted');
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw rejected('error.image.noSize');
  return {
    id: createHash('sha256').update(bytes).digest('base64url').slice(0, 24),
    ...stored,
    bytes,
    width,
    height,
    dominantColor: dominant,
    hasAlpha: Boolean(meta.hasAlpha) && !stats.isOpaque,
    animated: stored.sourceType === 'gif' && (meta.pages ?? 1) > 1,
  };
}

/** A resized WebP copy; never enlarged past the original. */
export async function resizeToWebp(original: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
}
