import { useCallback, useState, type CSSProperties } from 'react';
import { buildSrcSet, chooseImageWidth, srcSetWidths } from '../../domain/media/image-sizes';
import { mediaImageUrl } from '../../domain/media/media-address';
import type { ImageFieldsFragment } from '../graph/generated/shop-operations';
import { graphFragment } from '../graph/graph-document';

export const IMAGE_FADE_MS = 300;

/** What a responsive picture needs of the shop API's Image. */
export const IMAGE_FIELDS = graphFragment(/* GraphQL */ `
  fragment ImageFields on Image { id width height dominantColor alt }
`);

/** A shop picture at one of the offered widths. */
export const mediaUrl = mediaImageUrl;

export interface ResponsiveImageProps {
  image: ImageFieldsFragment;
  alt: string;
  /** The `sizes` attribute: how wide the picture shows at each breakpoint. */
  sizes: string;
  /** Expected display width in CSS pixels, for the fallback `src`. */
  displayWidth: number;
  /** Above-the-fold pictures load eagerly and first. */
  priority?: boolean;
  className?: string;
}

/**
 * A server-resized WebP picture with `srcset` (spec §9 widths), drawn over its dominant colour
 * until it has loaded, then faded in over 300 ms (spec §2).
 */
export function ResponsiveImage({ image, alt, sizes, displayWidth, priority = false, className }: ResponsiveImageProps) {
  const [loaded, setLoaded] = useState(false);
  // A picture cached by the browser may finish before hydration attaches onLoad.
  const ref = useCallback((node: HTMLImageElement | null) => {
    if (node?.complete && node.naturalWidth > 0) setLoaded(true);
  }, []);
  const widths = srcSetWidths(image.width);
  const frameStyle = {
    backgroundColor: image.dominantColor,
    aspectRatio: `${image.width} / ${image.height}`,
    '--image-fade': `${IMAGE_FADE_MS}ms`,
  } as CSSProperties;
  // The dominant-colour placeholder fades out as the picture fades in (spec §2).
  const frameClass = `img-frame${loaded ? ' is-loaded' : ''}${className ? ` ${className}` : ''}`;
  return (
    <span className={frameClass} style={frameStyle}>
      <img
        ref={ref}
        className={loaded ? 'img is-loaded' : 'img'}
        src={mediaUrl(image.id, Math.min(chooseImageWidth(displayWidth), widths[widths.length - 1] ?? 800))}
        srcSet={buildSrcSet(widths, (w) => mediaUrl(image.id, w))}
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
