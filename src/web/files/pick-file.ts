// Opening the browser's file dialog from code (a button, a drop zone…) rather than from a
// visible input. The input is created per call so no dialog state outlives its promise.
import type { PickedFile, ReadFileOptions } from './picked-file';
import { readPickedFile } from './picked-file';

export interface PickFileOptions extends ReadFileOptions {
  /** The dialog's filter (the input's accept attribute), e.g. IMAGE_INPUT_ACCEPT: only a hint. */
  inputAccept?: string;
  /** Defaults to the page's document, looked up at call time. */
  document?: Document;
  logError?: (message: string, error: unknown) => void;
}

export const PICK_FAILED_LOG = 'file input fail';

/**
 * Asks the user for one file and reads it (see readPickedFile for the failures). A dismissed
 * dialog counts as "no file chosen" where the browser reports it (the input's cancel event);
 * elsewhere the promise stays pending, as nothing tells the page the dialog closed. Every
 * failure is logged as 'file input fail' before the promise rejects.
 */
export function pickFile(options: PickFileOptions = {}): Promise<PickedFile> {
  const doc = options.document ?? globalThis.document;
  const logError = options.logError ?? ((message: string, error: unknown) => console.error(message, error));
  const input = doc.createElement('input');
  input.type = 'file';
  if (options.inputAccept) input.accept = options.inputAccept;
  input.hidden = true;
  doc.body.append(input);
  const chosen = new Promise<File | undefined>((resolve) => {
    input.addEventListener('change', () => resolve(input.files?.[0]), { once: true });
    input.addEventListener('cancel', () => resolve(undefined), { once: true });
    input.click();
  });
  return chosen
    .then((file) => readPickedFile(file, options))
    .catch((error: unknown) => {
      logError(PICK_FAILED_LOG, error);
      throw error;
    })
    .finally(() => input.remove());
}
