// The products a campaign names one by one: the chosen ones, each removable, and a catalogue
// search (the one the bundle editor uses) to add more. Adding or removing is said to screen readers.
import { useId, useState } from 'react';
import type { AdminCampaignProductSearchQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import type { CampaignProduct } from './campaign-draft';
import { CAMPAIGN_PRODUCT_SEARCH_QUERY } from './campaigns-api';
import { SearchFailure } from '../ui/search-failure';
import { SEARCH_MIN_LENGTH, useTypedSearch } from '../ui/use-typed-search';
import { useAdminMoney } from '../ui/admin-money';


interface Props {
  products: CampaignProduct[];
  onChange: (products: CampaignProduct[]) => void;
  error: string | undefined;
  register: (element: HTMLElement | null) => void;
}

function Results({ search, chosen, onAdd }: { search: string; chosen: readonly CampaignProduct[]; onAdd: (product: CampaignProduct) => void }) {
  const t = useT();
  const money = useAdminMoney();
  const query = useQuery<AdminCampaignProductSearchQuery>(CAMPAIGN_PRODUCT_SEARCH_QUERY, { search });
  const { data, loading } = query;
  const found = data?.products.edges.map((edge) => edge.node) ?? [];
  return (
    <div className="campaign-results">
      <p role="status" className="admin-muted">{loading && !data ? t('loading') : data && found.length === 0 ? t('adminCampaigns.field.noMatch') : ''}</p>
      <SearchFailure query={query} />
      {found.length > 0 ? (
        <ul className="campaign-product-list">
          {found.map((product) => (
            <li key={product.id}>
              <span>{product.name} <span className="admin-muted">{money(product.price.amount)}</span></span>
              <Button variant="secondary" size="small" disabled={chosen.some((item) => item.id === product.id)} onPress={() => onAdd(product)}>
                {t('adminCampaigns.field.add', { name: product.name })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function CampaignProducts({ products, onChange, error, register }: Props) {
  const t = useT();
  const money = useAdminMoney();
  const id = useId();
  const { text, setText, search } = useTypedSearch();
  const [announcement, setAnnouncement] = useState('');
  const add = (product: CampaignProduct) => {
    onChange([...products, product]);
    setAnnouncement(t('adminCampaigns.field.add', { name: product.name }));
  };
  const remove = (product: CampaignProduct) => {
    onChange(products.filter((item) => item.id !== product.id));
    setAnnouncement(t('adminCampaigns.field.remove', { name: product.name }));
  };
  return (
    <section className="admin-panel campaign-products" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('adminCampaigns.field.products')}</h2>
      {error ? <p className="field-error" role="alert">{error}</p> : null}
      {products.length ? (
        <ul className="campaign-product-list">
          {products.map((product) => (
            <li key={product.id}>
              <span>{product.name} <span className="admin-muted">{money(product.price.amount)}</span></span>
              <Button variant="secondary" size="small" onPress={() => remove(product)}>{t('adminCampaigns.field.remove', { name: product.name })}</Button>
            </li>
          ))}
        </ul>
      ) : <p className="admin-muted">{t('adminCampaigns.field.noProducts')}</p>}
      <div className="field">
        <label className="field-label" htmlFor={`${id}-search`}>{t('adminCampaigns.field.productSearch')}</label>
        <input id={`${id}-search`} ref={register} className="field-control" type="search" autoComplete="off" value={text}
          aria-invalid={error ? true : undefined} onChange={(event) => setText(event.currentTarget.value)} />
      </div>
      {search.length >= SEARCH_MIN_LENGTH ? <Results search={search} chosen={products} onAdd={add} /> : null}
      <p className="visually-hidden" role="status" aria-live="polite">{announcement}</p>
    </section>
  );
}
