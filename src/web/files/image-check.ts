// The checks an image passes before upload (spec §5, §9): accepted type, 5 MB, the animated
// gif limit, and downscaling of long images so uploads stay small on slow connections.
import { isAnimatedGif } from './gif-frames';
import type { PickedFile } from './picked-file';
import { FileCheckError, NOT_ALLOWED_KEY, isAllowedSubtype, subtypeOf } from './picked-file';

export const ACCEPTED_IMAGE_SUBTYPES: readonly string[] = Object.freeze(['png', 'jpeg', 'jpg', 'bmp', 'webp', 'gif', 'svg+xml']);
/** 'image should be under 5 Mb' (spec §5), in bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Animated gifs longer than this many characters (of their data URL) are rejected. */
export const MAX_GIF_CHARS = 7_000_000;
/** Images longer than this many characters are downscaled before upload. */
export const IMAGE_DOWNSCALE_CHARS = 800_000;
/** Widths tried in turn when downscaling; 0 ends the attempts: the smallest result so far is kept. */
export const IMAGE_DOWNSCALE_WIDTHS: readonly number[] = Object.freeze([2000, 1400, 1200, 1100, 1000, 800, 0]);

export type EncodedImageType = 'image/jpeg' | 'image/webp' | 'image/png';

/**
 * Draws the image of `source` (a data URL) at most `width` pixels wide and encodes it as
 * `outputType`, resolving to a data URL. In the browser: createCanvasEncoder.
 */
export type ImageEncoder = (source: string, width: number, outputType: EncodedImageType) => Promise<string>;

export interface ImageCheckOptions {
  encoder: ImageEncoder;
}

/** A picked image ready for upload: `data` is always a data URL. */
export type ImageFile = PickedFile & { data: string };

export interface ImageForUpload {
  file: ImageFile;
  /** Animated gifs go up untouched (to the gif upload path). */
  animated: boolean;
  /** The width it was re-encoded at; absent when the original goes up. */
  width?: number;
}

/** The file dialog's filter for images. */
export const IMAGE_INPUT_ACCEPT = ACCEPTED_IMAGE_SUBTYPES.map((subtype) => `image/${subtype}`).join(',');
export const IMAGE_TOO_LARGE_KEY = 'image should be under 5 Mb';
export const GIF_TOO_LARGE_KEY = 'files.gifTooLarge';

/** Formats that may be transparent are re-encoded as webp; the rest as jpeg, which is smaller. */
const MAY_BE_TRANSPARENT = new Set(['png', 'webp', 'gif']);
/** A canvas would turn a vector image into pixels, usually making it larger, not smaller. */
const NEVER_DOWNSCALED = new Set(['svg+xml']);

function bytesToDataUrl(buffer: ArrayBuffer, type: string): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  // Chunked: fromCharCode with millions of arguments overflows the call stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return `data:${type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

export function toImageFile(file: PickedFile): ImageFile {
  return typeof file.data === 'string' ? { ...file, data: file.data } : { ...file, data: bytesToDataUrl(file.data, file.type) };
}

function mediaTypeOf(dataUrl: string): string {
  const match = /^data:([^;,]*)/.exec(dataUrl);
  return match?.[1] ?? '';
}

function decodedLength(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  const payload = dataUrl.slice(comma + 1);
  if (!/;base64$/i.test(dataUrl.slice(0, comma))) return payload.length;
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/** The file as re-encoded: name, type, extension and size follow the new data. */
function reencoded(file: ImageFile, data: string): ImageFile {
  const type = mediaTypeOf(data) || file.type;
  const subtype = subtypeOf({ type, extension: file.extension });
  const extension = subtype === 'jpeg' ? 'jpg' : subtype;
  const dot = file.name.lastIndexOf('.');
  const stem = dot > 0 ? file.name.slice(0, dot) : file.name;
  return { name: `${stem}.${extension}`, type, extension, data, size: decodedLength(data) };
}

/**
 * Tries the widths of IMAGE_DOWNSCALE_WIDTHS in turn until an encoding is at most
 * IMAGE_DOWNSCALE_CHARS long. The closing 0 means "give up": no further encoding is tried and
 * the shortest version seen, the original included, is kept.
 */
async function downscale(file: ImageFile, subtype: string, encoder: ImageEncoder): Promise<ImageForUpload> {
  const outputType: EncodedImageType = MAY_BE_TRANSPARENT.has(subtype) ? 'image/webp' : 'image/jpeg';
  let best: { data: string; width?: number } = { data: file.data };
  for (const width of IMAGE_DOWNSCALE_WIDTHS) {
    if (width === 0) break;
    const encoded = await encoder(file.data, width, outputType);
    if (encoded.length < best.data.length) best = { data: encoded, width };
    if (encoded.length <= IMAGE_DOWNSCALE_CHARS) break;
  }
  if (best.width === undefined) return { file, animated: false };
  return { file: reencoded(file, best.data), animated: false, width: best.width };
}

/**
 * Checks a picked image and returns what to upload. Rejects with FileCheckError:
 * 'error.notAllowed' for a type outside ACCEPTED_IMAGE_SUBTYPES, 'files.gifTooLarge' for an
 * animated gif whose data URL is longer than MAX_GIF_CHARS, 'image should be under 5 Mb' over
 * MAX_IMAGE_BYTES (animated gifs included). Images whose data URL is longer than
 * IMAGE_DOWNSCALE_CHARS are downscaled through `encoder`, except animated gifs and svg; an
 * encoder failure rejects as it is.
 */
export async function checkImageForUpload(picked: PickedFile, options: ImageCheckOptions): Promise<ImageForUpload> {
  const subtype = subtypeOf(picked);
  if (!isAllowedSubtype(subtype, ACCEPTED_IMAGE_SUBTYPES)) throw new FileCheckError(NOT_ALLOWED_KEY);
  const file = toImageFile(picked);
  // The gif limit goes first: a gif over it is also over 5 MB, and its own message says more.
  const animated = subtype === 'gif' && isAnimatedGif(file.data);
  if (animated && file.data.length > MAX_GIF_CHARS) throw new FileCheckError(GIF_TOO_LARGE_KEY);
  if (picked.size > MAX_IMAGE_BYTES) throw new FileCheckError(IMAGE_TOO_LARGE_KEY);
  if (animated) return { file, animated: true };
  if (NEVER_DOWNSCALED.has(subtype) || file.data.length <= IMAGE_DOWNSCALE_CHARS) return { file, animated: false };
  return downscale(file, subtype, options.encoder);
}
