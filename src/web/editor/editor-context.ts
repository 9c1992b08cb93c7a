import { createContext, useContext } from 'react';
import type { Language } from '../../domain/i18n/language';
import type { EditorTranslate } from './editor-i18n';
import { editorTranslator } from './editor-i18n';

/** What the host page does with an image file the owner picks: stores it and says where it is. */
export interface UploadedImage {
  src: string;
  width: number;
  height: number;
}
export type UploadImage = (file: File) => Promise<UploadedImage>;

export interface EditorUi {
  t: EditorTranslate;
  language: Language;
  uploadImage?: UploadImage;
}

export const EditorUiContext = createContext<EditorUi>({ t: editorTranslator('id'), language: 'id' });

export function useEditorUi(): EditorUi {
  return useContext(EditorUiContext);
}
