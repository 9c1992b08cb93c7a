// The header's search box: a plain form that searches on /search, with or without script. The
// suggestions under it are a chunk of their own, loaded the first time a shopper reaches for the
// box (a pointer over it, focus, typing), so no page's first load carries them.
import { useCallback, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useT, useTranslationStore } from '../i18n/i18n-react';
import { loadChunk } from '../lazy/load-chunk';
import { useRoute, useRouter } from '../router/router-react';
import type { ComboboxAttributes, SearchSuggestionsProps } from './search-suggestions';

export const SEARCH_INPUT_ID = 'site-search';

export function SearchBox() {
  const t = useT();
  const i18n = useTranslationStore();
  const router = useRouter();
  const route = useRoute();
  const [text, setText] = useState(route.name === 'search' ? (route.query.q ?? '') : '');
  const input = useRef<HTMLInputElement>(null);
  const requested = useRef(false);
  const [Suggestions, setSuggestions] = useState<ComponentType<SearchSuggestionsProps> | null>(null);
  const [combobox, setCombobox] = useState<ComboboxAttributes | null>(null);
  const onCombobox = useCallback((attributes: ComboboxAttributes) => setCombobox(attributes), []);

  const loadSuggestions = () => {
    if (requested.current) return;
    requested.current = true;
    // The suggestions' words are in the frame's message sets, which the page fetches once idle;
    // asking for the same sets waits for that request rather than showing blanks meanwhile.
    const texts = i18n.loadMessageSets(router.getRoute(route.name)?.messages ?? []);
    Promise.all([loadChunk('search-suggestions', () => import('./search-suggestions')), texts]).then(
      ([chunk]) => setSuggestions(() => chunk.SearchSuggestions),
      () => {
        // The plain form goes on working; the next focus tries the chunk again.
        requested.current = false;
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void router.navigate({ name: 'search', query: { q: text.trim() } });
  };
  return (
    <form className="search-box" role="search" action="/search" method="get" onSubmit={submit} onPointerEnter={loadSuggestions}>
      <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">{t('search.label')}</label>
      <input
        ref={input}
        id={SEARCH_INPUT_ID}
        name="q"
        type="search"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          loadSuggestions();
        }}
        onFocus={loadSuggestions}
        placeholder={t('search.placeholder')}
        maxLength={200}
        autoComplete="off"
        {...combobox}
      />
      <button type="submit">{t('search.submit')}</button>
      {Suggestions && <Suggestions input={input} text={text} onCombobox={onCombobox} />}
    </form>
  );
}
