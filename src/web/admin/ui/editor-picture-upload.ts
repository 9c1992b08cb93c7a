// Pictures an owner puts in a rich-text document go through the shop's upload protocol
// (spec §7, docs/decisions/0017); the document keeps an address the shop serves them at.
import { useCallback } from 'react';
import { IMAGE_WIDTHS, MAX_CHOSEN_IMAGE_WIDTH } from '../../../domain/media/image-sizes';
import { parseImageRef } from '../../../domain/media/image-ref';
import type { UploadImage, UploadedImage } from '../../editor';
import { readPickedFile } from '../../files/picked-file';
import { useUploader } from '../../files/use-uploader';

/**
 * Where a document shows an uploaded picture: the largest offered rendition that neither
 * enlarges it nor exceeds the widest one a page asks for (spec §9), with its real size so the
 * page keeps its place while it loads. Null when `reference` is not an image reference.
 */
export function documentPicture(reference: string): UploadedImage | null {
  const ref = parseImageRef(reference);
  if (!ref) return null;
  const limit = Math.min(ref.width, MAX_CHOSEN_IMAGE_WIDTH);
  const width = [...IMAGE_WIDTHS].reverse().find((offered) => offered <= limit) ?? IMAGE_WIDTHS[0]!;
  return { src: `${ref.path}/${width}.webp`, width: ref.width, height: ref.height };
}

/**
 * The editor's `uploadImage`: reads the chosen file, uploads it (the uploader downscales large
 * pictures and raises the red toast when anything fails) and answers where it is shown.
 */
export function useEditorPictureUpload(): UploadImage {
  const uploader = useUploader();
  return useCallback(async (file: File) => {
    const picked = await readPickedFile(file);
    const picture = documentPicture(await uploader.uploadImage(picked));
    // The uploader has already told the owner why; the editor's dialog says it too.
    if (!picture) throw new Error('image upload failed');
    return picture;
  }, [uploader]);
}
