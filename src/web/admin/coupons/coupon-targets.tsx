// What a coupon applies to: categories as checkboxes, products found through the catalogue
// search the bundle editor uses. Nothing chosen means the whole cart.
import { useId } from 'react';
import type { AdminCouponProductSearchQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import type { CouponDraft, CouponField } from './coupon-draft';
import { COUPON_PRODUCT_SEARCH_QUERY } from './coupons-api';
import { SearchFailure } from '../ui/search-failure';
import { SEARCH_MIN_LENGTH, useTypedSearch } from '../ui/use-typed-search';


export interface CouponTargetsProps {
  draft: CouponDraft;
  categories: ReadonlyArray<{ id: string; name: string }>;
  problems: Partial<Record<CouponField, string>>;
  register: (field: CouponField) => (element: HTMLElement | null) => void;
  onCategories: (ids: string[]) => void;
  onProducts: (products: Array<{ id: string; name: string }>) => void;
}

function ProductSearch({ chosen, onAdd }: { chosen: ReadonlySet<string>; onAdd: (product: { id: string; name: string }) => void }) {
  const t = useT();
  const id = useId();
  const { text, setText, search } = useTypedSearch();
  const query = useQuery<AdminCouponProductSearchQuery>(COUPON_PRODUCT_SEARCH_QUERY, { search }, { skip: search.length < SEARCH_MIN_LENGTH });
  const found = search.length >= SEARCH_MIN_LENGTH ? query.data?.products.edges.map((edge) => edge.node) ?? [] : [];
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">{t('adminCoupons.editor.search')}</label>
      <input id={id} className="field-control" type="search" value={text} autoComplete="off" onChange={(event) => setText(event.currentTarget.value)} />
      <p role="status" className="field-hint">{search.length >= SEARCH_MIN_LENGTH && query.data ? t('adminCoupons.editor.found', { count: query.data.products.totalCount }) : ''}</p>
      <SearchFailure query={query} />
      {found.length ? (
        <ul className="coupon-found">
          {found.map((product) => (
            <li key={product.id}>
              <span>{product.name}</span>
              <Button variant="secondary" size="small" disabled={chosen.has(product.id)} onPress={() => onAdd({ id: product.id, name: product.name })}
                aria-label={t('adminCoupons.editor.add', { name: product.name })}>+</Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function CouponTargets({ draft, categories, problems, register, onCategories, onProducts }: CouponTargetsProps) {
  const t = useT();
  const chosen = new Set(draft.products.map((product) => product.id));
  const toggle = (categoryId: string, on: boolean) => onCategories(on ? [...draft.categoryIds, categoryId] : draft.categoryIds.filter((one) => one !== categoryId));
  return (
    <fieldset>
      <legend>{t('adminCoupons.editor.targetsHeading')}</legend>
      <p className="field-hint">{t('adminCoupons.editor.targetsHint')}</p>
      <fieldset className={problems.categoryIds ? 'field-invalid' : undefined}>
        <legend>{t('adminCoupons.editor.categories')}</legend>
        <ul className="coupon-choices">
          {categories.map((category, index) => (
            <li key={category.id}>
              <label className="coupon-check">
                <input type="checkbox" ref={index === 0 ? register('categoryIds') : undefined} checked={draft.categoryIds.includes(category.id)}
                  onChange={(event) => toggle(category.id, event.currentTarget.checked)} />
                {category.name}
              </label>
            </li>
          ))}
        </ul>
        {problems.categoryIds ? <p className="field-error">{problems.categoryIds}</p> : null}
      </fieldset>
      <fieldset className={problems.productIds ? 'field-invalid' : undefined}>
        <legend>{t('adminCoupons.editor.products')}</legend>
        {draft.products.length ? (
          <ul className="coupon-chosen">
            {draft.products.map((product) => (
              <li key={product.id}>
                <span>{product.name}</span>
                <Button variant="quiet" size="small" onPress={() => onProducts(draft.products.filter((one) => one.id !== product.id))}
                  aria-label={t('adminCoupons.editor.remove', { name: product.name })}>×</Button>
              </li>
            ))}
          </ul>
        ) : <p className="admin-muted" ref={register('productIds')} tabIndex={-1}>{t('adminCoupons.editor.noProducts')}</p>}
        {problems.productIds ? <p className="field-error">{problems.productIds}</p> : null}
        <ProductSearch chosen={chosen} onAdd={(product) => onProducts([...draft.products, product])} />
      </fieldset>
    </fieldset>
  );
}
