// A picture an owner picks goes through the shop's upload protocol (docs/decisions/0017); the
// screen hears of the stored picture, or of nothing when the upload failed, which has already
// raised its red toast, so the screen's picture stays as it was.
import { useState } from 'react';
import { shopImageOfReference } from '../../../domain/media/media-address';
import type { ImageRef } from '../../../domain/media/image-ref';
import type { PickedFile } from '../../files/picked-file';
import { useUploader } from '../../files/use-uploader';

export function usePictureUpload(onUploaded: (image: ImageRef & { id: string }) => void): { uploading: boolean; upload: (picked: PickedFile) => Promise<void> } {
  const uploader = useUploader();
  const [uploading, setUploading] = useState(false);
  const upload = async (picked: PickedFile) => {
    setUploading(true);
    try {
      const image = shopImageOfReference(await uploader.uploadImage(picked));
      if (image) onUploaded(image);
    } finally {
      setUploading(false);
    }
  };
  return { uploading, upload };
}
