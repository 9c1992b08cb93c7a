import type { Language } from '../../domain/i18n/language';
import { fillMessage } from '../../domain/i18n/fill-message';
import { editorMessages } from '../../domain/i18n/messages/editor.messages';

export type EditorTranslate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/**
 * The editor's labels in the page's language. They ship with the editor's own chunk rather
 * than being fetched key by key, since the whole toolbar needs them at once; the same
 * dictionary is part of the server's, so both say the same.
 */
export function editorTranslator(language: Language): EditorTranslate {
  const messages = editorMessages[language] ?? editorMessages.id;
  return (key, params) => {
    const template = messages[key];
    if (template === undefined) {
      console.warn(`Unknown translation key: ${key}`);
      return key;
    }
    return fillMessage(template, params, { locale: language });
  };
}
