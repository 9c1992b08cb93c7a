import type { ImageRef } from './image-ref';
import { parseImageRef } from './image-ref';

/** `/media/{id}`: the path of an image reference to a picture uploaded to the shop (decision 0017). */
const MEDIA_PATH = /^\/media\/([A-Za-z0-9_-]{1,64})$/;

/** Where the shop serves one of its pictures resized to an offered width (decision 0005). */
export function mediaImageUrl(imageId: string, width: number): string {
  return `/media/${imageId}/${width}.webp`;
}

/** A picture uploaded to the shop, from its image reference; null for any other address. */
export function shopImageOfReference(reference: string): (ImageRef & { id: string }) | null {
  const ref = parseImageRef(reference.trim());
  const id = ref ? MEDIA_PATH.exec(ref.path)?.[1] : undefined;
  return ref && id !== undefined ? { ...ref, id } : null;
}
