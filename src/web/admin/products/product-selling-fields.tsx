// The price (and the crossed-out "was" price), the pre-order down payment, and the parcel the
// product ships in, with the volumetric weight couriers charge by when it exceeds the real one.
import { volumetricWeightGrams } from '../../../domain/shipping/weight';
import { useT } from '../../i18n/i18n-react';
import { NumberField } from '../ui/number-field';
import type { SectionProps } from './product-section';

export function ProductPriceFields({ commerce, onChange, say, register }: SectionProps) {
  const t = useT();
  return (
    <section className="admin-panel product-section" aria-labelledby="product-price-heading">
      <h2 id="product-price-heading">{t('adminProducts.editor.prices')}</h2>
      <div className="product-field-row">
        <NumberField rupiah required label={t('adminProducts.field.price')} value={commerce.price} error={say('price')} controlRef={register('price')}
          onChange={(price) => onChange({ price }, 'price')} />
        <NumberField rupiah label={t('adminProducts.field.compareAtPrice')} hint={t('adminProducts.editor.compareAtHint')} value={commerce.compareAtPrice}
          error={say('compareAtPrice')} controlRef={register('compareAtPrice')} onChange={(compareAtPrice) => onChange({ compareAtPrice }, 'compareAtPrice')} />
      </div>
      <NumberField unit="%" label={t('adminProducts.field.downPaymentPercent')} hint={t('adminProducts.editor.downPaymentHint')} value={commerce.downPaymentPercent}
        error={say('downPaymentPercent')} controlRef={register('downPaymentPercent')} onChange={(downPaymentPercent) => onChange({ downPaymentPercent }, 'downPaymentPercent')} />
    </section>
  );
}

export function ProductShippingFields({ commerce, onChange, say, register }: SectionProps) {
  const t = useT();
  const number = (digits: string) => (digits === '' ? 0 : Number(digits));
  const volumetric = volumetricWeightGrams({ lengthCm: number(commerce.lengthCm), widthCm: number(commerce.widthCm), heightCm: number(commerce.heightCm) });
  const field = (name: 'weightGrams' | 'lengthCm' | 'widthCm' | 'heightCm', unit: string) => (
    <NumberField unit={unit} label={t(`adminProducts.field.${name}`)} value={commerce[name]} error={say(name)} controlRef={register(name)}
      onChange={(digits) => onChange({ [name]: digits }, name)} />
  );
  return (
    <section className="admin-panel product-section" aria-labelledby="product-shipping-heading">
      <h2 id="product-shipping-heading">{t('adminProducts.editor.shipping')}</h2>
      {field('weightGrams', 'g')}
      <div className="product-field-row product-field-row-3">
        {field('lengthCm', 'cm')}
        {field('widthCm', 'cm')}
        {field('heightCm', 'cm')}
      </div>
      <p className="admin-muted" aria-live="polite">
        {t('adminProducts.editor.volumetric', { grams: volumetric, charged: Math.max(number(commerce.weightGrams), volumetric) })}
      </p>
    </section>
  );
}
