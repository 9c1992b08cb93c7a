import type { ProductSort } from '../graph/generated/shop-operations';
import { useT } from '../i18n/i18n-react';
import { useRoute, useRouter } from '../router/router-react';

/** The orders every product list offers; a search adds RELEVANCE. */
export const SORTS: readonly ProductSort[] = ['NEWEST', 'BEST_SELLING', 'PRICE_ASC', 'PRICE_DESC', 'NAME_ASC'];

export function sortFromQuery(value: string | undefined, allowed: readonly string[] = SORTS): ProductSort | undefined {
  return value && allowed.includes(value) ? (value as ProductSort) : undefined;
}

/** A GET form, so sorting works before the script loads; with it, the list changes in place. */
export function SortSelect({ value, options = SORTS }: { value: ProductSort; options?: readonly ProductSort[] }) {
  const t = useT();
  const router = useRouter();
  const route = useRoute();
  return (
    <form className="sort-form" method="get" action={route.path} onSubmit={(e) => e.preventDefault()}>
      {Object.entries(route.query)
        .filter(([key]) => key !== 'sort' && key !== 'page')
        .map(([key, v]) => <input key={key} type="hidden" name={key} value={v} />)}
      <label htmlFor="sort-select">{t('sort.label')}</label>
      <select
        id="sort-select"
        name="sort"
        value={value}
        onChange={(event) => {
          const query: Record<string, string> = { ...route.query, sort: event.target.value };
          delete query.page;
          void router.navigate({ name: route.name, params: route.params, query });
        }}
      >
        {options.map((sort) => <option key={sort} value={sort}>{t(`sort.${sort}`)}</option>)}
      </select>
      <noscript><button type="submit">{t('sort.label')}</button></noscript>
    </form>
  );
}
