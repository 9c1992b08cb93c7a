/** Interface text of the client state pieces, in both languages (keys shared). */
export const stateMessages: { id: Readonly<Record<string, string>>; en: Readonly<Record<string, string>> } = {
  id: {},
  en: {},
};
