// The product's texts in one tab per language (WAI-ARIA tabs with automatic activation): Left
// and Right move between tabs and wrap, Home and End go to the first and last. Every panel stays
// mounted while hidden, so an editor keeps its undo history and its caret across tab changes.
import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef } from 'react';
import { SUPPORTED_LANGUAGES, type Language } from '../../../domain/i18n/language';
import { useT } from '../../i18n/i18n-react';

export interface ProductLanguageTabsProps {
  selected: Language;
  onSelect: (language: Language) => void;
  /** Names the tab list, e.g. "Text language". */
  label: string;
  /** A short note after a tab's name (a refusal to look at, or missing English). */
  notes?: Partial<Record<Language, string>>;
  children: (language: Language) => ReactNode;
}

export function ProductLanguageTabs({ selected, onSelect, label, notes = {}, children }: ProductLanguageTabsProps) {
  const t = useT();
  const base = useId();
  const tabs = useRef(new Map<Language, HTMLButtonElement>());
  const tabId = (language: Language) => `${base}-tab-${language}`;
  const panelId = (language: Language) => `${base}-panel-${language}`;

  const choose = (language: Language) => {
    onSelect(language);
    tabs.current.get(language)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = SUPPORTED_LANGUAGES.length - 1;
    const target = event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
        : event.key === 'Home' ? 0
          : event.key === 'End' ? last
            : null;
    if (target === null) return;
    event.preventDefault();
    choose(SUPPORTED_LANGUAGES[target]!);
  };

  return (
    <div className="product-language-tabs">
      <div role="tablist" aria-label={label} className="product-tablist">
        {SUPPORTED_LANGUAGES.map((language, index) => (
          <button
            key={language}
            ref={(node) => {
              if (node) tabs.current.set(language, node);
              else tabs.current.delete(language);
            }}
            type="button"
            role="tab"
            id={tabId(language)}
            aria-selected={language === selected}
            aria-controls={panelId(language)}
            tabIndex={language === selected ? 0 : -1}
            onClick={() => choose(language)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span>{t(`adminProducts.language.${language}`)}</span>
            {notes[language] ? <span className="product-tab-note">{notes[language]}</span> : null}
          </button>
        ))}
      </div>
      {SUPPORTED_LANGUAGES.map((language) => (
        <div key={language} role="tabpanel" id={panelId(language)} aria-labelledby={tabId(language)} hidden={language !== selected} className="product-tabpanel">
          {children(language)}
        </div>
      ))}
    </div>
  );
}
