// Tabs that switch which language of a text is being edited, as the WAI-ARIA tabs pattern has
// them: the arrow keys, Home and End move between tabs and choose at once, and only the chosen
// tab is in the tab order, so Tab goes on into its panel.
import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef } from 'react';
import { SUPPORTED_LANGUAGES, type Language } from '../../../domain/i18n/language';
import { useT } from '../../i18n/i18n-react';
import './language-tabs.css';

export interface LanguageTabNote {
  /** Words after the language's name, e.g. "not written yet". */
  text?: string;
  /** The tab holds something to fix: marked in words and not by colour alone. */
  alert?: string;
}

export interface LanguageTabsProps {
  /** Names the tab list, e.g. "Language of the texts". */
  label: string;
  /** Unique on the page: the tabs' and panels' ids are made from it. */
  idBase: string;
  current: Language;
  onChange: (language: Language) => void;
  notes?: Partial<Record<Language, LanguageTabNote>>;
  languages?: readonly Language[];
}

export function languageTabIds(idBase: string, language: Language): { tab: string; panel: string } {
  return { tab: `${idBase}-tab-${language}`, panel: `${idBase}-panel-${language}` };
}

export function LanguageTabs({ label, idBase, current, onChange, notes = {}, languages = SUPPORTED_LANGUAGES }: LanguageTabsProps) {
  const t = useT();
  const list = useRef<HTMLDivElement>(null);
  const choose = (language: Language) => {
    onChange(language);
    list.current?.ownerDocument.getElementById(languageTabIds(idBase, language).tab)?.focus();
  };
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
    choose(next);
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className="language-tabs" onKeyDown={onKeyDown}>
      {languages.map((language) => {
        const ids = languageTabIds(idBase, language);
        const note = notes[language];
        const selected = language === current;
        return (
          <button
            key={language}
            type="button"
            role="tab"
            id={ids.tab}
            aria-controls={ids.panel}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className="language-tab"
            data-alert={note?.alert ? 'true' : undefined}
            onClick={() => choose(language)}
          >
            <span lang={language}>{t(`lang.${language}`)}</span>
            {note?.text ? <span className="language-tab-note"><span className="visually-hidden">, </span>{note.text}</span> : null}
            {note?.alert ? <span className="language-tab-alert"><span aria-hidden="true"> ⚠</span><span className="visually-hidden"> ({note.alert})</span></span> : null}
          </button>
        );
      })}
    </div>
  );
}

/** A tab's panel: kept in the page while hidden, so what was typed in it stays. */
export function LanguageTabPanel({ idBase, language, current, children }: { idBase: string; language: Language; current: Language; children: ReactNode }) {
  const ids = languageTabIds(idBase, language);
  return (
    <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} hidden={language !== current} className="language-tab-panel">
      {children}
    </div>
  );
}

/** The tabs with one panel per language, made by `children`: what most editors want. */
export function LanguageTabSet({ children, languages = SUPPORTED_LANGUAGES, ...tabs }: Omit<LanguageTabsProps, 'idBase'> & { children: (language: Language) => ReactNode }) {
  const idBase = useId();
  return (
    <div className="language-tab-set">
      <LanguageTabs {...tabs} idBase={idBase} languages={languages} />
      {languages.map((language) => (
        <LanguageTabPanel key={language} idBase={idBase} language={language} current={tabs.current}>{children(language)}</LanguageTabPanel>
      ))}
    </div>
  );
}
