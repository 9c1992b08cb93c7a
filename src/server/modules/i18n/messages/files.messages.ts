/** Interface text of the UI kit's files, in both languages (keys shared). */
export const filesMessages: { id: Readonly<Record<string, string>>; en: Readonly<Record<string, string>> } = {
  id: {},
  en: {},
};
