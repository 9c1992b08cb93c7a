// Providers for form component tests: a translation store with the texts a test reads and a
// shared form store. Keys without a text show as themselves, which tests may also assert.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { Messages } from '../i18n/translation-store';
import { createTranslationStore } from '../i18n/translation-store';
import { I18nProvider } from '../i18n/i18n-react';
import type { FormStore } from './form-store';
import { createFormStore } from './form-store';
import { FormStoreProvider } from './form-store-react';

export const TEST_MESSAGES_ID: Messages = {
  'validation.required': 'Wajib diisi.',
  'validation.requiredField': '{name} wajib diisi.',
  'validation.invalid.email': 'Alamat email tidak valid.',
  'validation.duplicate': 'Nilai ini sudah dipakai.',
  'validation.phoneNumberTooShort': 'Nomor telepon terlalu pendek.',
  'validation.min': 'Nilai minimal {min}.',
  'forms.requiredMark': '(wajib)',
  'forms.processing': 'Sedang diproses…',
  'forms.processed': 'Formulir berhasil dikirim.',
  'forms.processError': 'Formulir gagal diproses.',
  'forms.processError.fields': 'Server menolak beberapa isian.',
  'forms.failedCount': 'Percobaan gagal: {count}',
};

export const TEST_MESSAGES_EN: Messages = {
  'validation.requiredField': '{name} is required.',
  'validation.min': 'Must be at least {min}.',
};

export interface RenderWithFormsOptions {
  store?: FormStore;
  /** The Indonesian dictionary; TEST_MESSAGES_ID unless given. */
  messages?: Messages;
}

export function renderWithForms(ui: ReactElement, options: RenderWithFormsOptions = {}) {
  const formStore = options.store ?? createFormStore();
  const i18n = createTranslationStore({ language: 'id', messages: options.messages ?? TEST_MESSAGES_ID, hash: 'test', warn: () => undefined });
  i18n.addFormat({ en: TEST_MESSAGES_EN });
  const wrap = (element: ReactElement) => (
    <I18nProvider store={i18n}>
      <FormStoreProvider store={formStore}>{element}</FormStoreProvider>
    </I18nProvider>
  );
  const result = render(wrap(ui));
  return { ...result, i18n, formStore, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
