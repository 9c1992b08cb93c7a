import { useState, type FormEvent } from 'react';
import { toDisplayAmount, toStoredAmount } from '../../domain/money/currency';
import type { ProductFacetsFieldsFragment, ProductFilter } from '../graph/generated/shop-operations';
import { graphFragment } from '../graph/graph-document';
import { useT } from '../i18n/i18n-react';
import { Link, useRoute, useRouter } from '../router/router-react';
import { chosenCount, FILTER_QUERY_KEYS, queryForFilter, toggled } from './product-filter-query';
import { useShopCurrency } from './shop-currency';

/** What the filter panel shows; search and category pages ask for the same. */
export const PRODUCT_FACETS_FIELDS = graphFragment(/* GraphQL */ `
  fragment ProductFacetsFields on ProductFacets {
    categories { count category { id slug name } }
    price { min { amount formatted } max { amount formatted } }
    inStockCount
    countsExact
    options { name label values { value label count } }
  }
`);

interface ProductFiltersProps {
  facets: ProductFacetsFieldsFragment;
  filter: ProductFilter | null;
  /** Category pages list their sub-categories as links already; the category facet is for search. */
  showCategories?: boolean;
}

/**
 * The panel that narrows a product list: categories, price, in stock and each option, with how
 * many products each choice leaves. A GET form, so it works before the script loads; with the
 * script a box ticked changes the list at once, and the prices apply when sent. On a phone it
 * folds under one "Filter" button that says how many choices are on.
 */
export function ProductFilters({ facets, filter: addressFilter, showCategories = true }: ProductFiltersProps) {
  const t = useT();
  // A broad search counts only its first matches: the choices stay, numbers that would understate them do not.
  const counted = facets.countsExact;
  const route = useRoute();
  const router = useRouter();
  const currency = useShopCurrency();
  // A box shows its new state at once, while the list for it loads; the address then takes over.
  const addressKey = JSON.stringify(addressFilter);
  const [pending, setPending] = useState<{ for: string; filter: ProductFilter | null } | null>(null);
  const filter = pending && pending.for === addressKey ? pending.filter : addressFilter;
  const shown = (stored: number | null | undefined) => (stored === null || stored === undefined ? '' : String(toDisplayAmount(stored, currency)));
  const [typed, setTyped] = useState({ for: `${filter?.priceMin}-${filter?.priceMax}`, min: shown(filter?.priceMin), max: shown(filter?.priceMax) });
  // The boxes start again from the address whenever it changes (a link, back, clearing).
  const addressPrices = `${filter?.priceMin}-${filter?.priceMax}`;
  const prices = typed.for === addressPrices ? typed : { for: addressPrices, min: shown(filter?.priceMin), max: shown(filter?.priceMax) };
  const { min, max } = prices;
  const setMin = (value: string) => setTyped({ ...prices, min: value });
  const setMax = (value: string) => setTyped({ ...prices, max: value });

  const go = (next: ProductFilter | null) => {
    setPending({ for: addressKey, filter: next });
    const query: Record<string, string | undefined> = { ...route.query, ...queryForFilter(next) };
    delete query.page;
    void router.navigate({ name: route.name, params: route.params, query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string> });
  };
  const applyPrices = (event: FormEvent) => {
    event.preventDefault();
    const stored = (text: string) => (/^\d+([.,]\d{1,2})?$/.test(text.trim()) ? toStoredAmount(Number(text.trim().replace(',', '.')), currency) : null);
    go({ ...(filter ?? {}), priceMin: stored(min), priceMax: stored(max) });
  };
  const kept = Object.entries(route.query).filter(([key]) => key !== 'page' && !(FILTER_QUERY_KEYS as readonly string[]).includes(key));
  const chosen = chosenCount(filter);
  const categories = showCategories ? facets.categories : [];
  const selectedSlugs = new Set(filter?.categorySlugs ?? []);
  const selectedValues = (name: string) => new Set(filter?.options?.find((option) => option.name === name)?.values ?? []);
  const optionQueryValue = (name: string, value: string) => `${encodeURIComponent(name)}:${encodeURIComponent(value)}`;

  return (
    // Folded on a phone until asked for, even with choices on: the results come first.
    <details className="product-filters">
      <summary className="product-filters-toggle">
        {chosen > 0 ? t('filter.toggleCount', { count: chosen }) : t('filter.toggle')}
      </summary>
      <form className="product-filters-form" method="get" action={route.path} onSubmit={applyPrices} aria-label={t('filter.title')}>
        {kept.map(([key, value]) => <input key={key} type="hidden" name={key} value={value} />)}
        {categories.length > 1 && (
          <fieldset>
            <legend>{t('filter.category')}</legend>
            {/* One `category` field holds every choice; without the script only the first box counts. */}
            {categories.map(({ category, count }) => (
              <label key={category.id} className="filter-choice">
                <input type="checkbox" name="category" value={category.slug} checked={selectedSlugs.has(category.slug)}
                  onChange={() => go(toggled(filter, { categorySlug: category.slug }))} />
                <span>{category.name}</span>{counted && <> <span className="filter-count">({count})</span></>}
              </label>
            ))}
          </fieldset>
        )}
        {facets.price && (
          <fieldset className="filter-price">
            <legend>{t('filter.price')}</legend>
            <label>
              <span>{t('filter.priceMin')}</span>
              <input type="number" inputMode="numeric" min={0} name="min" value={min} placeholder={String(toDisplayAmount(facets.price.min.amount, currency))}
                onChange={(event) => setMin(event.target.value)} />
            </label>
            <label>
              <span>{t('filter.priceMax')}</span>
              <input type="number" inputMode="numeric" min={0} name="max" value={max} placeholder={String(toDisplayAmount(facets.price.max.amount, currency))}
                onChange={(event) => setMax(event.target.value)} />
            </label>
            <p className="muted filter-range">{t('filter.priceRange', { min: facets.price.min.formatted, max: facets.price.max.formatted })}</p>
            <button type="submit" className="button secondary">{t('filter.apply')}</button>
          </fieldset>
        )}
        <fieldset>
          <legend>{t('filter.availability')}</legend>
          <label className="filter-choice">
            <input type="checkbox" name="stock" value="1" checked={Boolean(filter?.inStock)}
              onChange={() => go({ ...(filter ?? {}), inStock: !filter?.inStock })} />
            <span>{t('filter.inStock')}</span>{counted && <> <span className="filter-count">({facets.inStockCount})</span></>}
          </label>
        </fieldset>
        {facets.options.map((option) => {
          const selected = selectedValues(option.name);
          return (
            <fieldset key={option.name}>
              <legend>{option.label}</legend>
              <div className="filter-values">
                {option.values.map((value) => (
                  <label key={value.value} className="filter-choice">
                    <input type="checkbox" name="option" value={optionQueryValue(option.name, value.value)} checked={selected.has(value.value)}
                      onChange={() => go(toggled(filter, { option: option.name, value: value.value }))} />
                    <span>{value.label}</span>{counted && <> <span className="filter-count">({value.count})</span></>}
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
        {chosen > 0 && (
          <Link className="filter-clear" to={{ name: route.name, params: route.params, query: Object.fromEntries(kept) }}>{t('filter.clear')}</Link>
        )}
      </form>
    </details>
  );
}
