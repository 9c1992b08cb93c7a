// What the user sees when an upload fails (spec §8). The toast store is passed in as `notify`,
// so these helpers work from any upload code without knowing how toasts are kept.

export const UPLOAD_ERROR_TOAST_MS = 5000;
import type { Translate } from '../i18n/i18n-react';

export interface UploadFailureToast {
  id?: string;
  /** Already translated: the failure in general when there is a reason, else the failure itself. */
  title?: string;
  /** Already translated. */
  content: string;
  color: 'red';
  duration: number;
}

export type Notify = (toast: UploadFailureToast) => void;

export const IMAGE_UPLOAD_FAILED_KEY = 'image upload failed';
export const FILE_UPLOAD_FAILED_KEY = 'xFailed upload';
/** Stands in for the image reference of a failed upload. */
export const FAILED_IMAGE_REFERENCE = '-';

// Fixed ids: several files failing at once update one toast instead of filling the stack.
const IMAGE_TOAST_ID = 'upload-failed-image';
const FILE_TOAST_ID = 'upload-failed-file';

function failureToast(id: string, headline: string, reason: string | undefined): UploadFailureToast {
  // With a reason ('image should be under 5 Mb', the server's refusal) the headline becomes the title.
  return reason
    ? { id, title: headline, content: reason, color: 'red', duration: UPLOAD_ERROR_TOAST_MS }
    : { id, content: headline, color: 'red', duration: UPLOAD_ERROR_TOAST_MS };
}

/** Raises the red 'image upload failed' toast for 5000 ms (with the reason, when known) and returns '-' in place of a reference. */
export function imageUploadFailed(notify: Notify, t: Translate, reason?: string): typeof FAILED_IMAGE_REFERENCE {
  notify(failureToast(IMAGE_TOAST_ID, t(IMAGE_UPLOAD_FAILED_KEY), reason));
  return FAILED_IMAGE_REFERENCE;
}

/** Raises the red 'xFailed upload' toast for 5000 ms, with the reason when known. */
export function fileUploadFailed(notify: Notify, t: Translate, reason?: string): void {
  notify(failureToast(FILE_TOAST_ID, t(FILE_UPLOAD_FAILED_KEY), reason));
}
