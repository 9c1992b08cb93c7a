// Pictures put into a rich-text editor go through the shop's upload protocol (spec §7,
// docs/decisions/0017): checked, downscaled when large, stored, and shown from the shop's
// resized copies. A failure has already raised the red toast when the editor hears of it.
import { useMemo } from 'react';
import { IMAGE_WIDTHS, MAX_CHOSEN_IMAGE_WIDTH } from '../../../domain/media/image-sizes';
import { parseImageRef } from '../../../domain/media/image-ref';
import type { UploadImage } from '../../editor';
import { readPickedFile } from '../../files/picked-file';
import { useUploader } from '../../files/use-uploader';

const MEDIA_PATH = /^\/media\/([^/~]+)$/;

/**
 * The address a stored picture is shown at in a document: the largest offered width that the
 * picture has, up to the width the shop shows pictures at (spec §9: capped at 1200).
 */
export function documentImageAddress(reference: string): { src: string; width: number; height: number } | null {
  const ref = parseImageRef(reference);
  const id = ref ? MEDIA_PATH.exec(ref.path)?.[1] : undefined;
  if (!ref || !id) return null;
  const fitting = IMAGE_WIDTHS.filter((width) => width <= Math.min(ref.width, MAX_CHOSEN_IMAGE_WIDTH));
  const width = fitting[fitting.length - 1] ?? IMAGE_WIDTHS[0]!;
  return { src: `/media/${id}/${width}.webp`, width: ref.width, height: ref.height };
}

/** The editor's `uploadImage`, bound to the shop's uploader and its toasts. */
export function useEditorImageUpload(): UploadImage {
  const uploader = useUploader();
  return useMemo<UploadImage>(() => async (file) => {
    const picked = await readPickedFile(file);
    const address = documentImageAddress(await uploader.uploadImage(picked));
    // '-' (the failure reference) or anything unexpected: the toast has told why.
    if (!address) throw new Error('image upload failed');
    return address;
  }, [uploader]);
}
