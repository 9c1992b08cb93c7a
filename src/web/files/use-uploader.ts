// The upload helpers bound to the app's toasts and language, for screens.
import { useMemo } from 'react';
import { useT } from '../i18n/i18n-react';
import { useNotify } from '../ui/feedback/notifications-react';
import type { PickedFile } from './picked-file';
import type { FAILED_IMAGE_REFERENCE } from './upload-failure';
import { uploadFile, uploadImage, type UploaderEnv } from './uploader';

export interface Uploader {
  /** The image reference, or '-' after the red toast. */
  uploadImage(picked: PickedFile): Promise<string | typeof FAILED_IMAGE_REFERENCE>;
  /** The file reference, or null after the red toast. */
  uploadFile(picked: PickedFile): Promise<string | null>;
}

/** `overrides` replaces fetch, the encoder or the base address (tests, the showcase). */
export function useUploader(overrides: Partial<Pick<UploaderEnv, 'fetch' | 'encoder' | 'baseUrl'>> = {}): Uploader {
  const { notify } = useNotify();
  const t = useT();
  const { fetch, encoder, baseUrl } = overrides;
  return useMemo(() => {
    const env: UploaderEnv = { notify: (toast) => void notify(toast), t, fetch, encoder, baseUrl };
    return { uploadImage: (picked) => uploadImage(picked, env), uploadFile: (picked) => uploadFile(picked, env) };
  }, [notify, t, fetch, encoder, baseUrl]);
}
