/** Interface text of the UI kit's feedback pieces (toasts, buttons), in both languages (keys shared). */
export const feedbackMessages: { id: Readonly<Record<string, string>>; en: Readonly<Record<string, string>> } = {
  id: {},
  en: {},
};
