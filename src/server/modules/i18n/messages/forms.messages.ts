/** Interface text of the UI kit's forms, in both languages (keys shared). */
export const formsMessages: { id: Readonly<Record<string, string>>; en: Readonly<Record<string, string>> } = {
  id: {},
  en: {},
};
