import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { ErrorMessageKey } from '../../../domain/i18n/messages/errors.messages';
import { badInput, type AppError } from '../../errors.server';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Refuses decompression bombs before decoding: 40 megapixels is far above any product photo. */
export const MAX_IMAGE_PIXELS = 40_000_000;

const ACCEPTED_FORMATS: Record<string, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

export interface IngestedImage {
  id: string;
  mimeType: string;
  extension: string;
  bytes: Buffer;
  width: number;
  height: number;
  dominantColor: string;
  hasAlpha: boolean;
}

/** The upload is not a picture this shop takes; the message key says why. */
function rejected(key: ErrorMessageKey): AppError {
  return badInput(key);
}

function hex(n: number): string {
  return Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');
}

/**
 * Reads a picture's real type from its bytes (never its name), measures it and finds its
 * dominant colour. SVG is rasterised to PNG so a stored picture can never carry script.
 */
export async function ingestImage(input: Buffer): Promise<IngestedImage> {
  if (input.length === 0) throw rejected('error.image.empty');
  if (input.length > MAX_IMAGE_BYTES) throw rejected('error.image.tooLarge');
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch {
    throw rejected('error.image.notAccepted');
  }
  const format = metadata.format ?? '';
  if (!(format in ACCEPTED_FORMATS)) {
    throw rejected('error.image.notAccepted');
  }
  let bytes = input;
  let extension = format === 'jpeg' ? 'jpg' : format;
  let mimeType = ACCEPTED_FORMATS[format]!;
  if (format === 'svg') {
    bytes = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).png().toBuffer();
    extension = 'png';
    mimeType = 'image/png';
  }
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS });
  const [meta, stats] = await Promise.all([image.metadata(), image.stats()]);
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw rejected('error.image.noSize');
  const { r, g, b } = stats.dominant;
  return {
    id: createHash('sha256').update(bytes).digest('base64url').slice(0, 24),
    mimeType,
    extension,
    bytes,
    width,
    height,
    dominantColor: `#${hex(r)}${hex(g)}${hex(b)}`,
    hasAlpha: Boolean(meta.hasAlpha) && !stats.isOpaque,
  };
}

/** A resized WebP copy; never enlarged past the original. */
export async function resizeToWebp(original: Buffer, width: number): Promise<Buffer> {
  return sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
}
