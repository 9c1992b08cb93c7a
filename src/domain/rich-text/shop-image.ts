import { IMAGE_WIDTHS, srcSetWidths, UNMEASURED_IMAGE_WIDTH } from '../media/image-sizes';
import { mediaImageUrl, shopImageOfReference } from '../media/media-address';
import type { ImageSource, ResponsiveImageSource } from './entities';

/**
 * How a picture uploaded to the shop is held in a document, from the image reference the
 * upload answered (`/media/{id}~{colour}_{width}x{height}_{alpha}`), so pages and e-mails can
 * show it without knowing how the shop serves pictures:
 *
 * - `source` is the copy a reader without a source set gets (an e-mail, an old browser): the
 *   offered width closest to 800 px without passing the original's width, with the original's
 *   size and dominant colour;
 * - `srcSet` offers every width of spec §9 up to the original's width and no further (the shop
 *   never enlarges a picture); a picture narrower than the smallest width has none.
 *
 * Null for any other address: a picture from elsewhere gets no made-up source set.
 */
export function shopImageData(reference: string): { source: ImageSource; srcSet?: ResponsiveImageSource[] } | null {
  const image = shopImageOfReference(reference);
  if (!image) return null;
  const widths = srcSetWidths(image.width);
  const shown = widths.filter((width) => width <= UNMEASURED_IMAGE_WIDTH).at(-1) ?? Math.min(...IMAGE_WIDTHS);
  const source: ImageSource = { url: mediaImageUrl(image.id, shown), width: image.width, height: image.height, dominantColor: image.dominantColor };
  if (widths.length === 0) return { source };
  return { source, srcSet: widths.map((width) => ({ url: mediaImageUrl(image.id, width), width })) };
}
