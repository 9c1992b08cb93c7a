/** Widths images are offered in (spec §9), ascending. */
export const IMAGE_WIDTHS: readonly number[] = Object.freeze([
  24, 32, 40, 60, 100, 200, 300, 400, 500, 600, 700, 800, 1000, 1200, 1400, 1600,
]);

/** No single image is requested wider than this, whatever the screen (spec §9). */
export const MAX_CHOSEN_IMAGE_WIDTH = 1200;
/** Pixels fetched per CSS pixel when the screen's ratio is unknown (spec §9). */
export const DEFAULT_DEVICE_PIXEL_RATIO = 2;
/** Width fetched when the display width is too small to be a real measurement. */
export const UNMEASURED_IMAGE_WIDTH = 800;
/** Display widths below this are "very small" (spec §9): an element not laid out yet, not a real size. */
export const MIN_MEASURED_DISPLAY_WIDTH = 10;
/** Source-set candidates wider than this are skipped (spec §9). */
export const MAX_SRCSET_SOURCE_WIDTH = 3000;

/**
 * The offered width to fetch for an image shown `displayWidth` CSS pixels wide: the
 * smallest offered width covering displayWidth × devicePixelRatio, but never above 1200.
 * A display width under 10 px (or not a number) means the element has not been measured
 * yet — 0 before layout — so 800 is fetched, a size that looks right in most places.
 */
export function chooseImageWidth(displayWidth: number, devicePixelRatio = DEFAULT_DEVICE_PIXEL_RATIO): number {
  if (!Number.isFinite(displayWidth) || displayWidth < MIN_MEASURED_DISPLAY_WIDTH) return UNMEASURED_IMAGE_WIDTH;
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : DEFAULT_DEVICE_PIXEL_RATIO;
  const wanted = Math.min(displayWidth * ratio, MAX_CHOSEN_IMAGE_WIDTH);
  return IMAGE_WIDTHS.find((width) => width >= wanted) ?? MAX_CHOSEN_IMAGE_WIDTH;
}

/** Offered widths an original of this width can be served at without upscaling. */
export function srcSetWidths(originalWidth: number): number[] {
  if (!Number.isFinite(originalWidth) || originalWidth <= 0) return [];
  return IMAGE_WIDTHS.filter((width) => width <= originalWidth);
}

export interface SrcSetSource {
  url: string;
  width: number;
}

// Whitespace and commas separate srcset candidates, so inside an address they must be encoded.
const SRCSET_SEPARATOR = /[\s,]/;

function srcSetUrl(url: string): string {
  if (!SRCSET_SEPARATOR.test(url)) return url;
  return url.trim().replace(/[\s,]/g, (c) => encodeURIComponent(c));
}

/** A candidate's address as srcset writes it, or null when it is left out (no address, a width that is not a positive integer up to 3000 px). */
function candidateAddress({ url, width }: SrcSetSource): string | null {
  if (!Number.isInteger(width) || width <= 0 || width > MAX_SRCSET_SOURCE_WIDTH) return null;
  const address = srcSetUrl(url);
  return address === '' ? null : address;
}

/**
 * A `srcset` value from candidates: ascending by width, one per width, skipping empty
 * addresses, widths that are not positive integers and widths over 3000 px.
 */
export function buildSrcSetFromSources(sources: readonly SrcSetSource[]): string {
  // Candidates usually come ascending, one per width (a page has dozens): written as they come.
  let written = '';
  let lastWidth = 0;
  for (const source of sources) {
    const address = candidateAddress(source);
    if (address === null) continue;
    if (source.width <= lastWidth) return sortedSrcSet(sources);
    written = written === '' ? `${address} ${source.width}w` : `${written}, ${address} ${source.width}w`;
    lastWidth = source.width;
  }
  return written;
}

/** `buildSrcSetFromSources` for candidates in any order or with a width repeated. */
function sortedSrcSet(sources: readonly SrcSetSource[]): string {
  const byWidth = new Map<number, string>();
  for (const source of sources) {
    const address = candidateAddress(source);
    if (address !== null && !byWidth.has(source.width)) byWidth.set(source.width, address);
  }
  return [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}

/** A `srcset` value for the given widths, each address built by `urlForWidth`. */
export function buildSrcSet(widths: readonly number[], urlForWidth: (width: number) => string): string {
  return buildSrcSetFromSources(widths.map((width) => ({ width, url: urlForWidth(width) })));
}
