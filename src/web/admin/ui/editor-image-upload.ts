// Pictures put into a rich-text editor go through the shop's upload protocol (spec §7,
// docs/decisions/0017): checked, downscaled when large, stored. The editor receives the image
// reference itself and keeps the shop's resized copies as the picture's source set (decision
// 0019). A failure has already raised the red toast when the editor hears of it.
import { useMemo } from 'react';
import { isImageRef } from '../../../domain/media/image-ref';
import type { UploadImage } from '../../editor';
import { readPickedFile } from '../../files/picked-file';
import { useUploader } from '../../files/use-uploader';

/** The editor's `uploadImage`, bound to the shop's uploader and its toasts. */
export function useEditorImageUpload(): UploadImage {
  const uploader = useUploader();
  return useMemo<UploadImage>(() => async (file) => {
    const reference = await uploader.uploadImage(await readPickedFile(file));
    // '-' (the failure reference) or anything unexpected: the toast has told why.
    if (!isImageRef(reference)) throw new Error('image upload failed');
    return reference;
  }, [uploader]);
}
