import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../domain/i18n/language';
import { LanguageTabs } from './language-tabs';

function Tabs() {
  const [current, setCurrent] = useState<Language>('id');
  return (
    <LanguageTabs label="Bahasa tulisan" languages={['id', 'en']} current={current} onChoose={setCurrent}
      tabLabel={(language) => (language === 'id' ? 'Bahasa Indonesia' : 'English')} tabNote={(language) => (language === 'en' ? 'belum ditulis' : null)}>
      {(language) => <label>Judul {language}<input /></label>}
    </LanguageTabs>
  );
}

afterEach(cleanup);

describe('the language tabs', () => {
  it('is one tab stop; the arrows, Home and End choose a tab, focus it and show its panel', () => {
    render(<Tabs />);
    const indonesian = screen.getByRole('tab', { name: 'Bahasa Indonesia' });
    const english = screen.getByRole('tab', { name: /^English.*belum ditulis$/ });
    expect([indonesian.tabIndex, english.tabIndex]).toEqual([0, -1]);
    expect(screen.getByRole('tabpanel', { name: 'Bahasa Indonesia' })).toBeTruthy();
    fireEvent.keyDown(indonesian, { key: 'ArrowRight' });
    expect(english.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(english);
    expect([indonesian.tabIndex, english.tabIndex]).toEqual([-1, 0]);
    expect(screen.getByRole('tabpanel', { name: /^English/ })).toBeTruthy();
    fireEvent.keyDown(english, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(indonesian);
    fireEvent.keyDown(indonesian, { key: 'End' });
    expect(document.activeElement).toBe(english);
    fireEvent.keyDown(english, { key: 'Home' });
    expect(indonesian.getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the hidden language in the page, so what was typed there stays', () => {
    render(<Tabs />);
    fireEvent.change(screen.getByLabelText('Judul id'), { target: { value: 'Kopi' } });
    fireEvent.click(screen.getByRole('tab', { name: /English/ }));
    expect((screen.getByLabelText('Judul id', { selector: 'input' }) as HTMLInputElement).closest('[role=tabpanel]')?.hasAttribute('hidden')).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Bahasa Indonesia' }));
    expect((screen.getByLabelText('Judul id') as HTMLInputElement).value).toBe('Kopi');
  });
});
