// Products a post links, shown beside it in this order: found by a small catalogue search.
import { useId } from 'react';
import type { AdminPostProductSearchQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import type { FormApi } from '../../forms/use-form';
import { useT } from '../../i18n/i18n-react';
import { PRODUCT_SEARCH_QUERY } from './blog-admin-api';
import type { LinkedProduct, PostFormValues } from './post-form';
import { SearchFailure } from '../ui/search-failure';
import { useTypedSearch } from '../ui/use-typed-search';

/** As many as the server takes for one post. */
const MAX_PRODUCTS = 12;

function Results({ search, chosen, onAdd }: { search: string; chosen: readonly LinkedProduct[]; onAdd: (product: LinkedProduct) => void }) {
  const t = useT();
  const query = useQuery<AdminPostProductSearchQuery>(PRODUCT_SEARCH_QUERY, { search });
  const { data, loading } = query;
  const products = data?.products.edges.map((edge) => edge.node) ?? [];
  const full = chosen.length >= MAX_PRODUCTS;
  return (
    <div className="admin-product-results">
      <p role="status" className="admin-muted">
        {loading && !data ? t('loading') : data ? t('adminBlog.products.found', { count: products.length }) : ''}
      </p>
      <SearchFailure query={query} />
      {products.length > 0 ? (
        <ul>
          {products.map((product) => {
            const linked = chosen.some((item) => item.id === product.id);
            return (
              <li key={product.id}>
                <span>{product.name}{product.status === 'draft' ? <span className="admin-tag">{t('adminBlog.products.draft')}</span> : null}</span>
                <button type="button" className="ui-button ui-button-secondary ui-button-small" disabled={linked || full}
                  onClick={() => onAdd({ id: product.id, name: product.name })}>
                  {t(linked ? 'adminBlog.products.added' : 'adminBlog.products.add')}<span className="visually-hidden">: {product.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

export function ProductPicker({ form }: { form: FormApi<PostFormValues> }) {
  const t = useT();
  const id = useId();
  const { error, ref: focusRef, setValue } = form.field('productIds');
  const chosen = form.values.productIds;
  const { text, setText, search } = useTypedSearch();
  const set = (next: LinkedProduct[]) => setValue(next);
  return (
    <fieldset className="admin-panel admin-products" aria-describedby={`${id}-hint`}>
      <legend>{t('adminBlog.products.title')}</legend>
      <p id={`${id}-hint`} className="field-hint">{t('adminBlog.products.hint', { max: MAX_PRODUCTS })}</p>
      {chosen.length > 0 ? (
        <ol className="admin-product-chosen">
          {chosen.map((product) => (
            <li key={product.id}>
              <span>{product.name}</span>
              <button type="button" className="ui-button ui-button-quiet ui-button-small" onClick={() => set(chosen.filter((item) => item.id !== product.id))}>
                {t('adminBlog.products.remove')}<span className="visually-hidden">: {product.name}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : <p className="admin-muted">{t('adminBlog.products.none')}</p>}
      {error ? <p className="field-error" role="alert">{t(error.key, error.params)}</p> : null}
      <div className="field">
        <label className="field-label" htmlFor={`${id}-search`}>{t('adminBlog.products.search')}</label>
        <input id={`${id}-search`} ref={focusRef} className="field-control" type="search" value={text} autoComplete="off" onChange={(event) => setText(event.currentTarget.value)} />
      </div>
      {search.length >= 2 ? <Results search={search} chosen={chosen} onAdd={(product) => set([...chosen, product])} /> : null}
    </fieldset>
  );
}
