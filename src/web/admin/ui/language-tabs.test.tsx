import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../domain/i18n/language';
import { I18nProvider } from '../../i18n/i18n-react';
import { createTranslationStore } from '../../i18n/translation-store';
import { LanguageTabPanel, LanguageTabs } from './language-tabs';

function Editor() {
  const [current, setCurrent] = useState<Language>('id');
  return (
    <>
      <LanguageTabs label="Bahasa teks" idBase="t" current={current} onChange={setCurrent} notes={{ en: { text: 'belum diisi', alert: 'ada yang perlu diperbaiki' } }} />
      <LanguageTabPanel idBase="t" language="id" current={current}><label>Judul (id)<input /></label></LanguageTabPanel>
      <LanguageTabPanel idBase="t" language="en" current={current}><label>Title (en)<input /></label></LanguageTabPanel>
    </>
  );
}

function renderTabs() {
  const store = createTranslationStore({ language: 'id', messages: { 'lang.id': 'Bahasa Indonesia', 'lang.en': 'English' }, hash: 't' });
  return render(<I18nProvider store={store}><Editor /></I18nProvider>);
}

describe('language tabs', () => {
  afterEach(() => cleanup());

  it('are a labelled tab list whose chosen tab alone is in the tab order and shows its panel', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Bahasa teks' })).toBeTruthy();
    const [id, en] = screen.getAllByRole('tab');
    expect(id!.getAttribute('aria-selected')).toBe('true');
    expect(id!.tabIndex).toBe(0);
    expect(en!.tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Bahasa Indonesia' }).textContent).toContain('Judul');
    expect(screen.queryByLabelText('Title (en)')).not.toBeNull();
    expect(screen.getByText('Title (en)').closest('[role=tabpanel]')!.hasAttribute('hidden')).toBe(true);
  });

  it('say in words which tab is not written yet and which has something to fix', () => {
    renderTabs();
    expect(screen.getByRole('tab', { name: /English/ }).textContent).toBe('English, belum diisi ⚠ (ada yang perlu diperbaiki)');
  });

  it('move and choose with the arrow keys, Home and End, taking the focus along', () => {
    renderTabs();
    const id = screen.getByRole('tab', { name: /Bahasa Indonesia/ });
    act(() => id.focus());
    fireEvent.keyDown(id, { key: 'ArrowRight' });
    const en = screen.getByRole('tab', { name: /English/ });
    expect(en.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(en);
    expect(screen.getByText('Judul (id)').closest('[role=tabpanel]')!.hasAttribute('hidden')).toBe(true);
    fireEvent.keyDown(en, { key: 'ArrowRight' });
    expect(id.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(id, { key: 'End' });
    expect(en.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(en, { key: 'Home' });
    expect(document.activeElement).toBe(id);
    fireEvent.keyDown(id, { key: 'ArrowLeft' });
    expect(en.getAttribute('aria-selected')).toBe('true');
  });
});
