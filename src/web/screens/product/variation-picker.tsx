import { useT } from '../../i18n/i18n-react';
import type { ProductDetailFieldsFragment, VariationFieldsFragment } from '../../graph/generated/shop-operations';

export function findVariation(variations: VariationFieldsFragment[], selected: string[]): VariationFieldsFragment | undefined {
  return variations.find((v) => v.optionValues.length === selected.length && v.optionValues.every((value, i) => value === selected[i]));
}

/** The first combination in stock, else the first at all: what a shopper most likely wants. */
export function initialSelection(product: ProductDetailFieldsFragment): string[] {
  const variation = product.variations.find((v) => v.inStock) ?? product.variations[0];
  return variation ? [...variation.optionValues] : product.options.map((o) => o.values[0]?.value ?? '');
}

/** One radio group per option: keyboard-operable and announced with its option name. */
export function VariationPicker({ product, selected, onChange }: { product: ProductDetailFieldsFragment; selected: string[]; onChange: (next: string[]) => void }) {
  const t = useT();
  return (
    <div className="variation-picker">
      {product.options.map((option, optionIndex) => (
        <fieldset key={option.name} className="option-group">
          <legend>{t('product.chooseOption', { option: option.name })}</legend>
          {option.values.map((value) => {
            const next = selected.map((v, i) => (i === optionIndex ? value.value : v));
            const available = findVariation(product.variations, next)?.inStock ?? false;
            const id = `opt-${optionIndex}-${value.value.replace(/[^a-zA-Z0-9]/g, '-')}`;
            return (
              <span key={value.value} className={available ? 'option-choice' : 'option-choice is-unavailable'}>
                <input
                  type="radio"
                  id={id}
                  name={`option-${optionIndex}`}
                  value={value.value}
                  checked={selected[optionIndex] === value.value}
                  onChange={() => onChange(next)}
                />
                <label htmlFor={id}>{value.label}</label>
              </span>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
