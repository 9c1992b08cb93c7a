// The products of a bundle: a row per item (its variation when the product has any, how many
// units, what they cost today, and why a shopper could not buy it now), and below them a
// catalogue search to add more. Adding moves the focus to the new row's first choice; removing
// moves it to the row that takes its place, and both are said to screen readers.
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_BUNDLE_ITEMS } from '../../../domain/catalog/bundle-deals';
import type { AdminBundleProductSearchQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { NumberField } from '../ui/number-field';
import { canAdd, hasRoom, itemFor, itemName, stockOf, unitPriceOf, variationName, type BundleProduct, type ItemDraft } from './bundle-draft';
import { BUNDLE_PRODUCT_SEARCH_QUERY } from './bundles-api';
import { SearchFailure } from '../ui/search-failure';
import { SEARCH_MIN_LENGTH, useTypedSearch } from '../ui/use-typed-search';
import { useAdminMoney } from '../ui/admin-money';


export interface BundleItemsProps {
  items: ItemDraft[];
  /** A new list of items; `field` names the refusal the change answers. */
  onChange: (items: ItemDraft[], field?: string) => void;
  /** The refusal of a field, in words. */
  say: (field: string) => string | undefined;
  register: (field: string) => (element: HTMLElement | null) => void;
  readOnly: boolean;
}

function ItemRow({ item, index, items, onChange, say, register, readOnly, onRemove }: BundleItemsProps & { item: ItemDraft; index: number; onRemove: () => void }) {
  const t = useT();
  const id = useId();
  const name = itemName(item, t('adminBundles.itemGone'));
  const money = useAdminMoney();
  const unit = unitPriceOf(item);
  const stock = stockOf(item);
  const count = item.count === '' ? 0 : Number(item.count);
  const change = (patch: Partial<ItemDraft>, field: string) => onChange(items.map((row) => (row.key === item.key ? { ...row, ...patch } : row)), `items.${index}.${field}`);
  const variationError = say(`items.${index}.variationId`);
  const goneError = say(`items.${index}.productId`);
  // Variations another row of the same product already holds cannot be chosen twice.
  const taken = new Set(items.filter((row) => row.key !== item.key && row.product?.id === item.product?.id).map((row) => row.variationId));
  return (
    <li className="bundle-item" data-row={item.key}>
      <fieldset className="bundle-item-box">
        <legend className="bundle-item-name">{`${index + 1}. ${name}`}</legend>
        {!item.product ? <p className="field-error" id={`${id}-gone`} ref={register(`items.${index}.productId`)} tabIndex={-1}>{goneError ?? t('adminBundles.editor.itemGone')}</p> : null}
        {goneError && item.product ? <p className="field-error">{goneError}</p> : null}
        {item.product?.status === 'draft' ? <p className="bundle-note">{t('adminBundles.editor.itemDraft')}</p> : null}
        <div className="bundle-item-fields">
          {item.product && item.product.variations.length > 0 ? (
            <div className={variationError ? 'field field-invalid' : 'field'}>
              <label htmlFor={`${id}-variation`} className="field-label">{t('adminBundles.editor.variation')}</label>
              <select id={`${id}-variation`} ref={register(`items.${index}.variationId`)} className="field-control" value={item.variationId}
                aria-invalid={variationError ? true : undefined} aria-describedby={variationError ? `${id}-variation-error` : undefined} aria-required
                onChange={(event) => change({ variationId: event.currentTarget.value }, 'variationId')}>
                <option value="">{t('adminBundles.editor.chooseVariation')}</option>
                {item.product.variations.map((variation) => (
                  <option key={variation.id} value={variation.id} disabled={taken.has(variation.id)}>
                    {t('adminBundles.editor.variationOption', { name: variationName(variation), price: money(variation.price.amount), stock: variation.stock })}
                  </option>
                ))}
              </select>
              {variationError ? <p id={`${id}-variation-error`} className="field-error">{variationError}</p> : null}
            </div>
          ) : null}
          {item.product ? (
            <NumberField label={t('adminBundles.editor.count')} value={item.count} required className="bundle-item-count" error={say(`items.${index}.count`)}
              controlRef={register(`items.${index}.count`)}
              onChange={(digits) => change({ count: digits.slice(0, 2) }, 'count')} />
          ) : null}
        </div>
        {item.product ? (
          <p className="bundle-item-price">
            {unit === null
              ? <span className="admin-muted">{t('adminBundles.editor.linePending')}</span>
              : <>{t('adminBundles.editor.unitPrice')}: {t('adminBundles.editor.lineTotal', { count, price: money(unit), total: money(unit * count) })}</>}
          </p>
        ) : null}
        {stock !== null && item.product && stock < count ? <p className="bundle-note">{t('adminBundles.editor.shortStock', { stock })}</p> : null}
        {readOnly ? null : (
          <p className="bundle-item-actions">
            <Button variant="secondary" size="small" data-remove="" onPress={onRemove}>
              {t('adminBundles.editor.remove')}<span className="visually-hidden">: {name}</span>
            </Button>
          </p>
        )}
      </fieldset>
    </li>
  );
}

function SearchResults({ search, items, onAdd }: { search: string; items: readonly ItemDraft[]; onAdd: (product: BundleProduct) => void }) {
  const t = useT();
  const money = useAdminMoney();
  const query = useQuery<AdminBundleProductSearchQuery>(BUNDLE_PRODUCT_SEARCH_QUERY, { search });
  const { data, loading } = query;
  const products = data?.products.edges.map((edge) => edge.node) ?? [];
  const room = hasRoom(items);
  return (
    <div className="bundle-results">
      <p role="status" className="admin-muted">
        {loading && !data ? t('loading') : data ? t('adminBundles.editor.found', { count: products.length }) : ''}
        {data && !room ? ` ${t('adminBundles.editor.full', { max: MAX_BUNDLE_ITEMS })}` : ''}
      </p>
      <SearchFailure query={query} />
      {products.length > 0 ? (
        <ul className="bundle-result-list">
          {products.map((product) => {
            const addable = canAdd(product, items);
            return (
              <li key={product.id}>
                <span className="bundle-result-name">
                  {product.name}
                  {product.status === 'draft' ? <span className="bundle-tag">{t('adminBundles.status.draft')}</span> : null}
                  <span className="admin-muted bundle-result-meta">
                    {product.variations.length > 0 ? t('adminBundles.editor.variations', { count: product.variations.length }) : money(product.price.amount)}
                  </span>
                </span>
                {/* The name says which product the button adds, as every row's button reads the same. */}
                <Button variant="secondary" size="small" disabled={!addable || !room} onPress={() => onAdd(product)}
                  aria-label={`${t(addable ? 'adminBundles.editor.add' : 'adminBundles.editor.inBundle')}: ${product.name}`}>
                  {t(addable ? 'adminBundles.editor.add' : 'adminBundles.editor.inBundle')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

export function BundleItems(props: BundleItemsProps) {
  const { items, onChange, say, register, readOnly } = props;
  const t = useT();
  const id = useId();
  const { text, setText, search } = useTypedSearch();
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement | null>(null);
  // Where the focus goes once the changed list is drawn: a row's first control or its remove button, or the search box.
  const focusNext = useRef<{ key: string | null; control: 'first' | 'remove' } | null>(null);


  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    const row = wanted.key ? listRef.current?.querySelector(`[data-row="${wanted.key}"]`) : null;
    const target = row?.querySelector<HTMLElement>(wanted.control === 'first' ? 'select, input' : '[data-remove]');
    (target ?? searchRef.current)?.focus();
  }, [items]);

  const add = (product: BundleProduct) => {
    const item = itemFor(product, items);
    focusNext.current = { key: item.key, control: 'first' };
    setAnnouncement(t('adminBundles.editor.added', { name: product.name }));
    onChange([...items, item], 'items');
  };
  const remove = (index: number) => {
    const removed = items[index]!;
    const next = items.filter((_, at) => at !== index);
    const neighbour = next[index] ?? next[index - 1];
    focusNext.current = { key: neighbour?.key ?? null, control: 'remove' };
    setAnnouncement(t('adminBundles.editor.removed', { name: itemName(removed, t('adminBundles.itemGone')) }));
    onChange(next, 'items');
  };

  const itemsError = say('items');
  const registerSearch = register('items');
  return (
    <section className="admin-panel bundle-items" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('adminBundles.editor.items')}</h2>
      <p id={`${id}-hint`} className="field-hint">{t('adminBundles.editor.itemsHint', { max: MAX_BUNDLE_ITEMS })}</p>
      {itemsError ? <p id={`${id}-error`} className="field-error" role="alert">{itemsError}</p> : null}
      <div ref={listRef}>
        {items.length > 0 ? (
          <ol className="bundle-item-list">
            {items.map((item, index) => <ItemRow key={item.key} {...props} item={item} index={index} onRemove={() => remove(index)} />)}
          </ol>
        ) : <p className="admin-muted">{t('adminBundles.editor.noItems')}</p>}
      </div>
      {readOnly ? null : (
        <div className="bundle-search">
          <div className="field">
            <label className="field-label" htmlFor={`${id}-search`}>{t('adminBundles.editor.search')}</label>
            <p id={`${id}-search-hint`} className="field-hint">{t('adminBundles.editor.searchHint')}</p>
            <input id={`${id}-search`} className="field-control" type="search" value={text} autoComplete="off"
              ref={(element) => { searchRef.current = element; registerSearch(element); }}
              aria-describedby={[`${id}-search-hint`, itemsError ? `${id}-error` : ''].filter(Boolean).join(' ')}
              onChange={(event) => setText(event.currentTarget.value)} />
          </div>
          {search.length >= SEARCH_MIN_LENGTH ? <SearchResults search={search} items={items} onAdd={add} /> : null}
        </div>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">{announcement}</p>
    </section>
  );
}
