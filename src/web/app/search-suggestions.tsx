// Suggestions under the header's search box, as a shopper types: a lazily loaded chunk, so no
// page's first load carries it (the box itself, in search-box.tsx, loads it on first use).
// It follows the WAI-ARIA combobox pattern with a listbox popup: the input keeps focus, the
// highlighted option is named by aria-activedescendant, and a status line tells screen readers
// how many suggestions there are.
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import type { SearchSuggestionsQuery, SearchSuggestionsQueryVariables } from '../graph/generated/shop-operations';
import { graphDocument } from '../graph/graph-document';
import { useQuery } from '../graph/graph-react';
import { useT } from '../i18n/i18n-react';
import { Link, useRoute, useRouter } from '../router/router-react';
import type { RouteTarget } from '../router/router-types';
import { Price, PRICE_FIELDS } from '../ui/price';
import { IMAGE_FIELDS, ResponsiveImage } from '../ui/responsive-image';
import './search-suggestions.css';

/** Suggestions start at this many typed characters: one letter matches half the shop. */
export const MIN_CHARACTERS = 2;
/** Typing pauses this long before asking: a word typed at speed costs one request, not five. */
export const DEBOUNCE_MS = 150;
export const MAX_PRODUCTS = 6;
export const MAX_CATEGORIES = 3;

// The same fields for every prefix, so each prefix is one public answer the server caches.
const SUGGESTIONS_QUERY = graphDocument(/* GraphQL */ `
  query SearchSuggestions($q: String!, $first: Int!) {
    search(query: $q) {
      correctedQuery
      categories { id slug name }
      products(first: $first) { edges { node { id slug name ...PriceFields image { ...ImageFields } } } }
    }
  }
`, PRICE_FIELDS, IMAGE_FIELDS);

/** What the search box puts on its input so it reads as a combobox (WAI-ARIA 1.2). */
export interface ComboboxAttributes {
  role: 'combobox';
  'aria-autocomplete': 'list';
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-activedescendant': string | undefined;
}

export interface SearchSuggestionsProps {
  /** The search box's input: its text is `text`; focus stays on it throughout. */
  input: RefObject<HTMLInputElement | null>;
  text: string;
  /** Called whenever the input's combobox attributes change. */
  onCombobox: (attributes: ComboboxAttributes) => void;
}

type SearchAnswer = SearchSuggestionsQuery['search'];

interface Suggestion {
  /** Which product or category: the highlight stays on it when a fuller answer arrives. */
  key: string;
  to: RouteTarget;
}

/** The options in the order they are listed: products, then categories. */
function suggestionsOf(search: SearchAnswer | null): Suggestion[] {
  if (!search) return [];
  return [
    ...search.products.edges.map(({ node }) => ({ key: `product:${node.id}`, to: { name: 'product', params: { slug: node.slug } } })),
    ...search.categories.slice(0, MAX_CATEGORIES).map((category) => ({ key: `category:${category.id}`, to: { name: 'category', params: { slug: category.slug } } })),
  ];
}

/** One request per way of writing the same words: case and spacing do not change the answer. */
export function suggestionQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 200);
}

/** Typed words and a shorter or longer version of them: a letter more, a letter less. */
function related(before: string, now: string): boolean {
  return before !== '' && (now.startsWith(before) || before.startsWith(now));
}

const LIST_ID = 'site-search-suggestions';
const optionId = (index: number) => `site-search-option-${index}`;
/** Phone pictures are drawn at twice the size they show. */
const PICTURE_SIZE = 48;

export function SearchSuggestions({ input, text, onCombobox }: SearchSuggestionsProps) {
  const t = useT();
  const router = useRouter();
  const route = useRoute();
  const wanted = suggestionQuery(text);
  const [asked, setAsked] = useState('');
  // Mounted on the first focus, so the input may hold focus already.
  const [focused, setFocused] = useState(() => document.activeElement === input.current);
  // Closed by the shopper (Escape, a click outside, a pick, a search sent) until they type again.
  const [dismissed, setDismissed] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [shown, setShown] = useState<{ q: string; data: SearchSuggestionsQuery } | null>(null);
  const [seen, setSeen] = useState({ text, href: route.href });

  // State that follows the props, adjusted during render rather than one frame late.
  if (seen.text !== text || seen.href !== route.href) {
    setSeen({ text, href: route.href });
    if (seen.text !== text) {
      setDismissed(false);
      setActiveKey(null);
    }
    // A page opened from a suggestion, or any other way, closes the list.
    if (seen.href !== route.href) setDismissed(true);
  }

  useEffect(() => {
    if (wanted.length < MIN_CHARACTERS || wanted === asked) return;
    const timer = setTimeout(() => setAsked(wanted), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, asked]);

  // While typing pauses are awaited, the words last asked about stay asked while they are about
  // the same word; other words, or too few letters, ask nothing.
  const q = wanted.length >= MIN_CHARACTERS && related(asked, wanted) ? asked : '';
  const variables: SearchSuggestionsQueryVariables = { q, first: MAX_PRODUCTS };
  // Each prefix is its own cache entry, so an answer to an earlier keystroke, however late, lands
  // in its own entry and never in the one shown for the words typed now.
  const { data, error } = useQuery<SearchSuggestionsQuery>(SUGGESTIONS_QUERY, variables, { skip: q.length < MIN_CHARACTERS });
  if (wanted.length < MIN_CHARACTERS) {
    if (shown !== null) setShown(null);
  } else if (data && shown?.data !== data) {
    setShown({ q, data });
    // The answer to the latest letters may come while the shopper moves through the list they
    // had: the highlight stays on its product if the new list holds it.
    if (activeKey !== null && !suggestionsOf(data.search).some((suggestion) => suggestion.key === activeKey)) setActiveKey(null);
  }

  // While the answer for the latest words is on its way, the last list stays if it is about the
  // same word; suggestions for other words would only mislead.
  const current = shown !== null && related(shown.q, wanted) && error === undefined ? shown.data.search : null;
  const products = current?.products.edges.map((edge) => edge.node) ?? [];
  const categories = current?.categories.slice(0, MAX_CATEGORIES) ?? [];
  const suggestions = suggestionsOf(current);
  const active = suggestions.findIndex((suggestion) => suggestion.key === activeKey);
  const setActive = (index: number) => setActiveKey(suggestions[index]?.key ?? null);
  const open = focused && !dismissed && current !== null && wanted.length >= MIN_CHARACTERS;
  const expanded = open && suggestions.length > 0;
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  const busy = open && wanted !== shown?.q;

  // Before paint, in the same turn as the list: the input never names an option not yet shown.
  useLayoutEffect(() => {
    onCombobox({ role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': expanded, 'aria-controls': LIST_ID, 'aria-activedescendant': activeId });
  }, [onCombobox, expanded, activeId]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  // Focus, clicks outside and the form being sent, read from the page itself.
  useEffect(() => {
    const field = input.current;
    const form = field?.form;
    if (!field || !form) return;
    const focusIn = () => {
      setFocused(true);
      setDismissed(false);
    };
    const focusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && form.contains(event.relatedTarget)) return;
      setFocused(false);
      setActiveKey(null);
    };
    const pointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && form.contains(event.target)) return;
      setDismissed(true);
      setActiveKey(null);
    };
    const submitted = () => {
      setDismissed(true);
      setActiveKey(null);
    };
    field.addEventListener('focus', focusIn);
    form.addEventListener('focusout', focusOut);
    document.addEventListener('pointerdown', pointerDown);
    form.addEventListener('submit', submitted);
    return () => {
      field.removeEventListener('focus', focusIn);
      form.removeEventListener('focusout', focusOut);
      document.removeEventListener('pointerdown', pointerDown);
      form.removeEventListener('submit', submitted);
    };
  }, [input]);

  // The keys of the combobox pattern; anything else edits the text as usual.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const count = suggestions.length;
    const keyDown = (event: KeyboardEvent) => {
      if (event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          if (current === null || count === 0 || wanted.length < MIN_CHARACTERS) return;
          event.preventDefault();
          const down = event.key === 'ArrowDown';
          if (!expanded) {
            setDismissed(false);
            setActive(down ? 0 : count - 1);
            return;
          }
          // Past either end the highlight returns to the text, where Enter searches.
          if (down) setActive(active >= count - 1 ? -1 : active + 1);
          else setActive(active === -1 ? count - 1 : active - 1);
          return;
        }
        case 'Enter': {
          const chosen = expanded ? suggestions[active] : undefined;
          setDismissed(true);
          setActive(-1);
          if (!chosen) return; // Nothing highlighted: the form searches, as it always has.
          event.preventDefault();
          void router.navigate(chosen.to);
          return;
        }
        case 'Escape':
          if (!open) return; // Closed already: the search field's own Escape empties it.
          event.preventDefault();
          setDismissed(true);
          setActive(-1);
          return;
        case 'ArrowLeft':
        case 'ArrowRight':
        case 'Home':
        case 'End':
          setActive(-1);
          return;
        default:
      }
    };
    field.addEventListener('keydown', keyDown);
    return () => field.removeEventListener('keydown', keyDown);
  });

  const status = !open
    ? ''
    : products.length > 0 && categories.length > 0
      ? t('search.suggest.countWithCategories', { count: products.length, categories: categories.length })
      : products.length > 0
        ? t('search.suggest.count', { count: products.length })
        : categories.length > 0
          ? t('search.suggest.categoriesOnly', { categories: categories.length })
          : t('search.suggest.none');

  const picked = () => {
    setDismissed(true);
    setActive(-1);
  };
  const optionProps = (index: number, kind: 'product' | 'category') => ({
    id: optionId(index),
    role: 'option',
    'aria-selected': index === active,
    tabIndex: -1,
    className: `search-suggest-option is-${kind}`,
    onClick: picked,
  });

  return (
    <>
      <p className="visually-hidden" role="status">{status}</p>
      <div className="search-suggest" hidden={!open} aria-busy={busy || undefined}>
        {current?.correctedQuery && <p className="search-suggest-note">{t('search.suggest.corrected', { corrected: current.correctedQuery })}</p>}
        {/* Pressing on the list must not take focus from the input, or the list would close first. */}
        <div id={LIST_ID} role="listbox" aria-label={t('search.suggest.label')} hidden={!expanded} onMouseDown={(event) => event.preventDefault()}>
          {products.length > 0 && (
            <div role="group" aria-labelledby={`${LIST_ID}-products`}>
              <div role="presentation" id={`${LIST_ID}-products`} className="search-suggest-heading">{t('search.suggest.products')}</div>
              {products.map((product, index) => (
                <Link key={product.id} to={{ name: 'product', params: { slug: product.slug } }} {...optionProps(index, 'product')}>
                  <span className="search-suggest-picture">
                    {product.image && <ResponsiveImage image={product.image} alt="" sizes={`${PICTURE_SIZE}px`} displayWidth={PICTURE_SIZE} />}
                  </span>
                  <span className="search-suggest-name">{product.name}</span>
                  <Price price={product.price} compareAtPrice={product.compareAtPrice} />
                </Link>
              ))}
            </div>
          )}
          {categories.length > 0 && (
            <div role="group" aria-labelledby={`${LIST_ID}-categories`}>
              <div role="presentation" id={`${LIST_ID}-categories`} className="search-suggest-heading">{t('search.suggest.categories')}</div>
              {categories.map((category, index) => (
                <Link key={category.id} to={{ name: 'category', params: { slug: category.slug } }} {...optionProps(products.length + index, 'category')}>
                  <span className="search-suggest-name">{category.name}</span>
                </Link>
              ))}
            </div>
          )}
        </div>
        {open && suggestions.length === 0 && <p className="search-suggest-note">{t('search.suggest.none')}</p>}
      </div>
    </>
  );
}
