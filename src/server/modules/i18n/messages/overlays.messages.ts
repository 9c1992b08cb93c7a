/** Interface text of the UI kit's overlays, in both languages (keys shared). */
export const overlaysMessages: { id: Readonly<Record<string, string>>; en: Readonly<Record<string, string>> } = {
  id: {},
  en: {},
};
