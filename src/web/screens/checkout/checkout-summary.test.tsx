import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../../domain/i18n/dictionaries';
import type { Language } from '../../../domain/i18n/language';
import { I18nProvider } from '../../i18n/i18n-react';
import { createTranslationStore } from '../../i18n/translation-store';
import { useEta } from './checkout-summary';

function Eta({ min, max }: { min: number; max: number }) {
  return <p>{useEta()({ etaDaysMin: min, etaDaysMax: max })}</p>;
}

function shown(language: Language, min: number, max: number): string {
  const store = createTranslationStore({ language, messages: DICTIONARIES[language], hash: 'test', warn: () => undefined });
  const { unmount } = render(<I18nProvider store={store}><Eta min={min} max={max} /></I18nProvider>);
  const text = screen.getByRole('paragraph').textContent ?? '';
  unmount();
  return text;
}

describe('a courier service’s delivery time', () => {
  it('says one day in the singular in English, and several in the plural', () => {
    expect(shown('en', 1, 1)).toBe('1 day');
    expect(shown('en', 3, 3)).toBe('3 days');
    expect(shown('en', 2, 3)).toBe('2–3 days');
  });

  it('says hari whatever the number in Indonesian', () => {
    expect(shown('id', 1, 1)).toBe('1 hari');
    expect(shown('id', 2, 4)).toBe('2–4 hari');
  });
});
