// Tabs for the languages a text is written in (WAI-ARIA tabs pattern): one tab stop, the arrow
// keys, Home and End move between tabs and show their panel at once. Every panel stays in the
// page while hidden, so what is typed in one language is kept while the other is shown.
import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef } from 'react';
import type { Language } from '../../../domain/i18n/language';

export interface LanguageTabsProps {
  label: string;
  languages: readonly Language[];
  current: Language;
  onChoose: (language: Language) => void;
  /** The tab's name, e.g. "Bahasa Indonesia". */
  tabLabel: (language: Language) => string;
  /** A short note beside the name, e.g. "not written yet". */
  tabNote?: (language: Language) => string | null;
  children: (language: Language) => ReactNode;
}

export function LanguageTabs({ label, languages, current, onChoose, tabLabel, tabNote, children }: LanguageTabsProps) {
  const baseId = useId();
  const tabs = useRef(new Map<Language, HTMLButtonElement>());
  const tabId = (language: Language) => `${baseId}-tab-${language}`;
  const panelId = (language: Language) => `${baseId}-panel-${language}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = languages.indexOf(current);
    const next = {
      ArrowRight: languages[(index + 1) % languages.length],
      ArrowLeft: languages[(index - 1 + languages.length) % languages.length],
      Home: languages[0],
      End: languages[languages.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    onChoose(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <div className="admin-lang-tabs">
      <div role="tablist" aria-label={label} className="admin-lang-tablist" onKeyDown={onKeyDown}>
        {languages.map((language) => {
          const note = tabNote?.(language);
          return (
            <button
              key={language}
              ref={(node) => { if (node) tabs.current.set(language, node); else tabs.current.delete(language); }}
              type="button"
              role="tab"
              id={tabId(language)}
              aria-selected={language === current}
              aria-controls={panelId(language)}
              tabIndex={language === current ? 0 : -1}
              onClick={() => onChoose(language)}
            >
              <span lang={language}>{tabLabel(language)}</span>
              {note ? <span className="admin-lang-tab-note"> · {note}</span> : null}
            </button>
          );
        })}
      </div>
      {languages.map((language) => (
        <div key={language} role="tabpanel" id={panelId(language)} aria-labelledby={tabId(language)} hidden={language !== current} className="admin-lang-panel">
          {children(language)}
        </div>
      ))}
    </div>
  );
}
