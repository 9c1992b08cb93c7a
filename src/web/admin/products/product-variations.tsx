// Options (size, colour…) with their values, and the variations a shopper chooses between: each
// with its own option values, SKU, price, stock and picture. Saved together with the product;
// a variation's stock changes after that only through a stock adjustment.
import { MAX_PRODUCT_OPTIONS } from '../../../domain/catalog/product-rules';
import { useT } from '../../i18n/i18n-react';
import { optionValues, type CommerceDraft, type VariationDraft } from './product-commerce-draft';
import { NumberField } from '../ui/number-field';
import type { SectionProps } from './product-section';
import { ProductTextField } from './product-text-field';

let rowCount = 0;
const newKey = () => `new-${(rowCount += 1)}`;

/** Every combination of the options' values, in option order. */
function combinations(options: CommerceDraft['options']): string[][] {
  return options.reduce<string[][]>((rows, option) => rows.flatMap((row) => optionValues(option).map((value) => [...row, value])), [[]]);
}

export function ProductVariations({ commerce, onChange, say, register }: SectionProps) {
  const t = useT();
  const { options, variations } = commerce;
  const setOptions = (next: CommerceDraft['options']) => onChange({ options: next }, 'options');
  const setVariations = (next: VariationDraft[]) => onChange({ variations: next }, 'variations');
  const changeRow = (index: number, patch: Partial<VariationDraft>, field: string) =>
    onChange({ variations: variations.map((row, i) => (i === index ? { ...row, ...patch } : row)) }, `variations.${index}.${field}`);
  const blankRow = (values: string[]): VariationDraft => ({
    key: newKey(), id: null, optionValues: values, sku: commerce.sku ? `${commerce.sku}-${values.join('-').toUpperCase().replace(/[^A-Z0-9-]/g, '')}` : '',
    price: commerce.price, compareAtPrice: '', stock: '0', imageId: '',
  });
  const addMissing = () => {
    const have = new Set(variations.map((row) => row.optionValues.join('\u0000').toLowerCase()));
    setVariations([...variations, ...combinations(options).filter((values) => !have.has(values.join('\u0000').toLowerCase())).map(blankRow)]);
  };

  return (
    <section className="admin-panel product-section" aria-labelledby="product-variations-heading">
      <h2 id="product-variations-heading">{t('adminProducts.editor.variations')}</h2>
      <p className="admin-muted">{t('adminProducts.variations.hint')}</p>
      {options.map((option, index) => (
        <fieldset key={index} className="product-option">
          <legend>{t('adminProducts.variations.option', { index: index + 1 })}</legend>
          <div className="product-field-row">
            <ProductTextField label={t('adminProducts.variations.optionName')} lang="id" value={option.name} error={say(`options.${index}.name`)}
              controlRef={register(`options.${index}.name`)} onChange={(name) => setOptions(options.map((o, i) => (i === index ? { ...o, name } : o)))} />
            <ProductTextField label={t('adminProducts.variations.optionNameEn')} lang="en" value={option.nameEn}
              onChange={(nameEn) => setOptions(options.map((o, i) => (i === index ? { ...o, nameEn } : o)))} />
          </div>
          <ProductTextField label={t('adminProducts.variations.values')} hint={t('adminProducts.variations.valuesHint')} value={option.values}
            error={say(`options.${index}.values`)} controlRef={register(`options.${index}.values`)}
            onChange={(values) => setOptions(options.map((o, i) => (i === index ? { ...o, values } : o)))} />
          <button type="button" className="button button-quiet" onClick={() => setOptions(options.filter((_, i) => i !== index))}>
            {t('adminProducts.variations.removeOption', { index: index + 1 })}
          </button>
        </fieldset>
      ))}
      <div className="product-actions">
        {options.length < MAX_PRODUCT_OPTIONS
          ? <button type="button" className="button button-quiet" onClick={() => setOptions([...options, { name: '', nameEn: '', values: '' }])}>{t('adminProducts.variations.addOption')}</button>
          : null}
        {options.length ? <button type="button" className="button button-quiet" onClick={addMissing}>{t('adminProducts.variations.generate')}</button> : null}
      </div>
      {say('options') || say('variations') ? <p className="field-error" role="alert">{say('options') ?? say('variations')}</p> : null}
      {options.length && variations.length ? (
        <ol className="product-variation-list">
          {variations.map((row, index) => (
            <li key={row.key} className="product-variation">
              <fieldset>
                <legend>{t('adminProducts.variations.row', { index: index + 1, values: row.optionValues.join(' / ') || '—' })}</legend>
                <div className="product-field-row product-field-row-3">
                  {options.map((option, o) => (
                    <div className="field" key={o}>
                      <label className="field-label" htmlFor={`variation-${row.key}-${o}`}>{option.name || t('adminProducts.variations.option', { index: o + 1 })}</label>
                      <select id={`variation-${row.key}-${o}`} className="field-control" value={row.optionValues[o] ?? ''}
                        ref={o === 0 ? register(`variations.${index}.optionValues`) : undefined}
                        onChange={(event) => {
                          const values = options.map((_, i) => row.optionValues[i] ?? '');
                          values[o] = event.currentTarget.value;
                          changeRow(index, { optionValues: values }, 'optionValues');
                        }}>
                        <option value="">—</option>
                        {optionValues(option).map((value) => <option key={value} value={value}>{value}</option>)}
                      </select>
                    </div>
                  ))}
                </div>
                {say(`variations.${index}.optionValues`) ? <p className="field-error">{say(`variations.${index}.optionValues`)}</p> : null}
                <div className="product-field-row">
                  <ProductTextField label={t('adminProducts.field.sku')} value={row.sku} error={say(`variations.${index}.sku`)} controlRef={register(`variations.${index}.sku`)}
                    inputProps={{ autoComplete: 'off', spellCheck: false }} onChange={(sku) => changeRow(index, { sku }, 'sku')} />
                  <NumberField rupiah label={t('adminProducts.field.price')} value={row.price} error={say(`variations.${index}.price`)}
                    controlRef={register(`variations.${index}.price`)} onChange={(price) => changeRow(index, { price }, 'price')} />
                  <NumberField rupiah label={t('adminProducts.field.compareAtPrice')} value={row.compareAtPrice} error={say(`variations.${index}.compareAtPrice`)}
                    controlRef={register(`variations.${index}.compareAtPrice`)} onChange={(compareAtPrice) => changeRow(index, { compareAtPrice }, 'compareAtPrice')} />
                </div>
                <div className="product-field-row">
                  {row.id
                    ? <p className="admin-muted">{t('adminProducts.variations.stockSaved', { count: row.stock })}</p>
                    : <NumberField label={t('adminProducts.field.stock')} value={row.stock} onChange={(stock) => changeRow(index, { stock }, 'stock')} />}
                  <div className="field">
                    <label className="field-label" htmlFor={`variation-${row.key}-picture`}>{t('adminProducts.variations.picture')}</label>
                    <select id={`variation-${row.key}-picture`} className="field-control" value={row.imageId} onChange={(event) => changeRow(index, { imageId: event.currentTarget.value }, 'imageId')}>
                      <option value="">{t('adminProducts.variations.noPicture')}</option>
                      {commerce.pictures.map((picture, p) => <option key={picture.id} value={picture.id}>{t('adminProducts.variations.pictureNumber', { position: p + 1 })}</option>)}
                    </select>
                  </div>
                </div>
                <button type="button" className="button button-quiet" onClick={() => setVariations(variations.filter((_, i) => i !== index))}>
                  {t('adminProducts.variations.remove', { index: index + 1 })}
                </button>
              </fieldset>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
