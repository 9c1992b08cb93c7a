/**
 * An image reference (spec §3): the image's address with a suffix that describes it, so a
 * page can reserve the right space and paint a placeholder before the file arrives.
 *
 *     {path}~{rrggbb}_{width}x{height}_{alpha}
 *     /media/abc123~a0b1c2_800x600_0
 *
 * `rrggbb` is the dominant colour in lowercase hex, width and height are whole pixels
 * (1–100000) and alpha is 1 when the image has transparency. Only unreserved URL
 * characters are used, so a reference survives any URL context, including a `srcset`
 * (where commas would split candidates). The path is everything before the last `~` and
 * may not be empty or contain whitespace, `?` or `#`.
 */
export interface ImageRef {
  path: string;
  /** CSS colour `#rrggbb`, lowercase. */
  dominantColor: string;
  width: number;
  height: number;
  hasAlpha: boolean;
}

export const IMAGE_REF_SEPARATOR = '~';
export const MAX_IMAGE_DIMENSION = 100_000;

const SUFFIX = /^([0-9a-f]{6})_(\d{1,6})x(\d{1,6})_([01])$/;
const COLOR = /^#?([0-9a-f]{6})$/i;

function isValidPath(path: string): boolean {
  return path !== '' && !/[\s?#]/.test(path);
}

function isValidDimension(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= MAX_IMAGE_DIMENSION;
}

/** Throws RangeError on input that cannot be represented; references are built by our own code. */
export function formatImageRef(ref: ImageRef): string {
  const color = COLOR.exec(ref.dominantColor)?.[1];
  if (!isValidPath(ref.path)) throw new RangeError(`Invalid image path "${ref.path}"`);
  if (!color) throw new RangeError(`Invalid dominant colour "${ref.dominantColor}"`);
  if (!isValidDimension(ref.width) || !isValidDimension(ref.height)) {
    throw new RangeError(`Invalid image size ${ref.width}x${ref.height}`);
  }
  return `${ref.path}${IMAGE_REF_SEPARATOR}${color.toLowerCase()}_${ref.width}x${ref.height}_${ref.hasAlpha ? 1 : 0}`;
}

/** The parts of a reference, or null when it is not one (including a plain address). */
export function parseImageRef(ref: unknown): ImageRef | null {
  if (typeof ref !== 'string') return null;
  const at = ref.lastIndexOf(IMAGE_REF_SEPARATOR);
  if (at <= 0) return null;
  const path = ref.slice(0, at);
  const match = SUFFIX.exec(ref.slice(at + 1));
  if (!match || !isValidPath(path)) return null;
  const [, color = '', w = '', h = '', alpha] = match;
  const width = Number(w);
  const height = Number(h);
  if (!isValidDimension(width) || !isValidDimension(height)) return null;
  return { path, dominantColor: `#${color}`, width, height, hasAlpha: alpha === '1' };
}

export function isImageRef(ref: unknown): ref is string {
  return parseImageRef(ref) !== null;
}
