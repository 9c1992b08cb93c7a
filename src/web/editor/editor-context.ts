import { createContext, useContext } from 'react';
import type { Language } from '../../domain/i18n/language';
import type { EditorTranslate } from './editor-i18n';
import { editorTranslator } from './editor-i18n';

/**
 * Where a stored picture is. `src` is best the image reference the shop's upload answers
 * (`/media/{id}~{colour}_{width}x{height}_{alpha}`, decision 0017): pages then get a responsive
 * source set for it. Any other address is used as it is, with the size given.
 */
export interface UploadedImage {
  src: string;
  width: number;
  height: number;
}
/**
 * What the host page does with an image file the owner picks: stores it and says where it is,
 * as an `UploadedImage` or as the image reference alone (what the page's uploader answers).
 * A failure rejects (or answers a text that is not an image reference, such as '-').
 */
export type UploadImage = (file: File) => Promise<UploadedImage | string>;

export interface EditorUi {
  t: EditorTranslate;
  language: Language;
  uploadImage?: UploadImage;
}

export const EditorUiContext = createContext<EditorUi>({ t: editorTranslator('id'), language: 'id' });

export function useEditorUi(): EditorUi {
  return useContext(EditorUiContext);
}
