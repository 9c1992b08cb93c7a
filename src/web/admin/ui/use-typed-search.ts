// A search box that asks the server once the owner pauses typing, not at every key.
import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 300;
/** Fewer letters than this find too much to be worth asking for. */
export const SEARCH_MIN_LENGTH = 2;

/** What the box holds, and the trimmed text to search for once typing has paused. */
export function useTypedSearch(): { text: string; setText: (text: string) => void; search: string } {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return { text, setText, search };
}
