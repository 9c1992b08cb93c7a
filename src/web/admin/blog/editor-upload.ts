// Pictures the owner puts in a post go through the shop's upload protocol (spec §7): the cover
// is kept by its image id, a picture in the text by an address of its resized copy.
import { IMAGE_WIDTHS, srcSetWidths, UNMEASURED_IMAGE_WIDTH } from '../../../domain/media/image-sizes';
import { parseImageRef } from '../../../domain/media/image-ref';
import type { UploadImage } from '../../editor';
import type { Uploader } from '../../files/use-uploader';
import { readPickedFile } from '../../files/picked-file';

/** The picture an upload answered: the id in its reference `/media/{id}~…`, and its size. */
export function uploadedImage(reference: string): { id: string; width: number; height: number } | null {
  const ref = parseImageRef(reference);
  const id = ref ? /^\/media\/([A-Za-z0-9_-]+)$/.exec(ref.path)?.[1] : undefined;
  return ref && id ? { id, width: ref.width, height: ref.height } : null;
}

/** The resized copy a picture in the text column is shown at: the widest offered up to 800 px, never enlarged. */
export function textColumnWidth(originalWidth: number): number {
  return srcSetWidths(originalWidth).filter((width) => width <= UNMEASURED_IMAGE_WIDTH).at(-1) ?? IMAGE_WIDTHS[0]!;
}

export function imageAddress(id: string, width: number): string {
  return `/media/${id}/${width}.webp`;
}

/**
 * The editor's image upload on the shop's uploader. A refused or failed upload has already
 * raised the red toast; the editor's dialog then says it too and stays open.
 */
export function editorImageUpload(upload: Uploader['uploadImage']): UploadImage {
  return async (file) => {
    const image = uploadedImage(await upload(await readPickedFile(file)));
    if (!image) throw new Error('The picture was not uploaded.');
    return { src: imageAddress(image.id, textColumnWidth(image.width)), width: image.width, height: image.height };
  };
}
