// Where the product is found: its category, and what search engines show (SEO title and
// description per language; left empty, the name and summary stand in).
import { useT } from '../../i18n/i18n-react';
import type { SectionProps } from './product-section';
import { ProductTextField } from './product-text-field';

export function ProductCatalogueFields({ commerce, onChange, say, register, categories }: SectionProps & { categories: ReadonlyArray<{ id: string; name: string }> }) {
  const t = useT();
  const seo = (name: 'seoTitle' | 'seoDescription', language: 'id' | 'en') => (
    <ProductTextField lang={language} multiline={name === 'seoDescription'}
      label={t('adminProducts.editor.seoLabel', { field: t(`adminProducts.field.${name}`), language: t(`adminProducts.language.${language}`) })}
      value={commerce[name][language]} error={say(`${name}.${language}`)} controlRef={register(`${name}.${language}`)}
      onChange={(value) => onChange({ [name]: { ...commerce[name], [language]: value } }, `${name}.${language}`)} />
  );
  return (
    <section className="admin-panel product-section" aria-labelledby="product-catalogue-heading">
      <h2 id="product-catalogue-heading">{t('adminProducts.editor.catalogue')}</h2>
      <div className={say('categoryId') ? 'field field-invalid' : 'field'}>
        <label className="field-label" htmlFor="product-category">{t('adminProducts.field.category')}</label>
        <select id="product-category" className="field-control" value={commerce.categoryId} ref={register('categoryId')}
          onChange={(event) => onChange({ categoryId: event.currentTarget.value }, 'categoryId')}>
          <option value="">{t('adminProducts.editor.noCategory')}</option>
          {categories.map((category) => <option key={category.id} value={category.id}>{category.name}</option>)}
        </select>
        {say('categoryId') ? <p className="field-error">{say('categoryId')}</p> : null}
      </div>
      <p className="admin-muted">{t('adminProducts.editor.seoHint')}</p>
      {seo('seoTitle', 'id')}
      {seo('seoTitle', 'en')}
      {seo('seoDescription', 'id')}
      {seo('seoDescription', 'en')}
    </section>
  );
}
