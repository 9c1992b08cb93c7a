import { useCallback, useState, type CSSProperties } from 'react';
import { buildSrcSet, chooseImageWidth, srcSetWidths } from '../../domain/media/image-sizes';
import { mediaImageUrl } from '../../domain/media/media-address';
import { onHost, type PageHosts } from '../../domain/shop/host-pattern';
import { usePageHosts } from './environment';
import type { ImageFieldsFragment } from '../graph/generated/shop-operations';
import { graphFragment } from '../graph/graph-document';

export const IMAGE_FADE_MS = 300;

/** What a responsive picture needs of the shop API's Image. */
export const IMAGE_FIELDS = graphFragment(/* GraphQL */ `
  fragment ImageFields on Image { id width height dominantColor alt gif }
`);

/** A shop picture at one of the offered widths, as a path of the shop's own host. */
export const mediaUrl = mediaImageUrl;

/** A shop picture at one width on its host (spec §9): the gifs' host for a gif, else the pictures'. */
export function pictureUrl(hosts: Pick<PageHosts, 'images' | 'gifs'>, image: { id: string; gif?: boolean | null }, width: number): string {
  return onHost(image.gif ? hosts.gifs : hosts.images, mediaImageUrl(image.id, width));
}

/** A shop picture by its id alone at one width, on the pictures' host of this page (spec §9). */
export function useMediaUrl(): (imageId: string, width: number) => string {
  const hosts = usePageHosts();
  return useCallback((imageId, width) => onHost(hosts.images, mediaImageUrl(imageId, width)), [hosts]);
}

/** `pictureUrl` for this page's hosts. */
export function usePictureUrl(): (image: { id: string; gif?: boolean | null }, width: number) => string {
  const hosts = usePageHosts();
  return useCallback((image, width) => pictureUrl(hosts, image, width), [hosts]);
}

export interface ResponsiveImageProps {
  /** `gif` may be left out where a query does not ask for it: the picture then goes with the others. */
  image: Omit<ImageFieldsFragment, 'gif'> & { gif?: boolean | null };
  alt: string;
  /** The `sizes` attribute: how wide the picture shows at each breakpoint. */
  sizes: string;
  /** Expected display width in CSS pixels, for the fallback `src`. */
  displayWidth: number;
  /** Above-the-fold pictures load eagerly and first. */
  priority?: boolean;
  className?: string;
  /**
   * A private picture (a proof of transfer) is served only where the viewer's cookies go: the
   * shop's own host, never a pictures host (spec §9) that may be a CDN.
   */
  ownHost?: boolean;
}

/**
 * A server-resized WebP picture with `srcset` (spec §9 widths), drawn over its dominant colour
 * until it has loaded, then faded in over 300 ms (spec §2).
 */
export function ResponsiveImage({ image, alt, sizes, displayWidth, priority = false, className, ownHost = false }: ResponsiveImageProps) {
  const [loaded, setLoaded] = useState(false);
  const onItsHost = usePictureUrl();
  const url = ownHost ? (picture: { id: string }, width: number) => mediaImageUrl(picture.id, width) : onItsHost;
  // A picture cached by the browser may finish before hydration attaches onLoad.
  const ref = useCallback((node: HTMLImageElement | null) => {
    if (node?.complete && node.naturalWidth > 0) setLoaded(true);
  }, []);
  const widths = srcSetWidths(image.width);
  const frameStyle = {
    backgroundColor: image.dominantColor,
    aspectRatio: `${image.width} / ${image.height}`,
    // The same shape as a number, for a frame whose width follows its height (the product page's).
    '--image-ratio': String(image.height > 0 ? Math.round((image.width / image.height) * 1000) / 1000 : 1),
    '--image-fade': `${IMAGE_FADE_MS}ms`,
  } as CSSProperties;
  // The dominant-colour placeholder fades out as the picture fades in (spec §2).
  const frameClass = `img-frame${loaded ? ' is-loaded' : ''}${className ? ` ${className}` : ''}`;
  return (
    <span className={frameClass} style={frameStyle}>
      <img
        ref={ref}
        className={loaded ? 'img is-loaded' : 'img'}
        src={url(image, Math.min(chooseImageWidth(displayWidth), widths[widths.length - 1] ?? 800))}
        srcSet={buildSrcSet(widths, (w) => url(image, w))}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onLoad={() => setLoaded(true)}
        onError={() => console.warn(`image failed to load: ${image.id}`)}
      />
    </span>
  );
}
