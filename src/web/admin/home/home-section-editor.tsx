// One section of the home page in the owner's list: its heading with move and remove buttons,
// and the fields of its kind.
import { HOME_LIMITS } from '../../../domain/content/home-sections';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { fieldElementId, HOME_SOURCES, type SectionDraft } from './home-draft';
import { BannerImageField, CategoryChoices, ProductChoices, TextPairField } from './home-fields';

export interface SectionEditorProps {
  section: SectionDraft;
  index: number;
  total: number;
  categories: ReadonlyArray<{ id: string; name: string; published: boolean }>;
  errorOf: (field: string) => string | undefined;
  onChange: (section: SectionDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

export function HomeSectionEditor({ section, index, total, categories, errorOf, onChange, onMove, onRemove }: SectionEditorProps) {
  const t = useT();
  const at = (field: string) => `sections.${index}.${field}`;
  const idOf = (field: string) => fieldElementId(at(field));
  const set = <K extends keyof SectionDraft>(key: K, value: SectionDraft[K]) => onChange({ ...section, [key]: value });
  const kindName = t(`adminHome.kind.${section.kind}`);
  const headingId = `home-section-${section.uid}`;
  const pairField = (key: 'heading' | 'text' | 'buttonLabel' | 'title' | 'body', label: string, maxLength: number, extra: { multiline?: boolean; hint?: string } = {}) => (
    <TextPairField id={idOf(key)} label={label} value={section[key]} error={errorOf(at(key))} onChange={(value) => set(key, value)} maxLength={maxLength} {...extra} />
  );
  const plain = (key: 'link' | 'count', label: string, extra: { hint?: string; type?: string; inputMode?: 'numeric' } = {}) => {
    const id = idOf(key);
    const error = errorOf(at(key));
    const describedBy = [extra.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className={error ? 'field field-invalid' : 'field'}>
        <label htmlFor={id} className="field-label">{label}</label>
        <input id={id} className="field-control" type={extra.type ?? 'text'} inputMode={extra.inputMode} value={section[key]} aria-invalid={error ? true : undefined} aria-describedby={describedBy}
          onChange={(event) => set(key, key === 'count' ? event.currentTarget.value.replace(/\D/g, '').slice(0, 2) : event.currentTarget.value)} />
        {extra.hint ? <p id={`${id}-hint`} className="field-hint">{extra.hint}</p> : null}
        {error ? <p id={`${id}-error`} className="field-error">{error}</p> : null}
      </div>
    );
  };
  const select = (key: 'source' | 'categoryId', label: string, options: Array<{ value: string; label: string }>) => {
    const id = idOf(key);
    const error = errorOf(at(key));
    return (
      <div className={error ? 'field field-invalid' : 'field'}>
        <label htmlFor={id} className="field-label">{label}</label>
        <select id={id} className="field-control" value={section[key]} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(event) => set(key, event.currentTarget.value)}>
          {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
        {error ? <p id={`${id}-error`} className="field-error">{error}</p> : null}
      </div>
    );
  };

  return (
    <li className="admin-panel home-section">
      <section aria-labelledby={headingId}>
        <div className="home-section-head">
          <h2 id={headingId}>{t('adminHome.sectionHeading', { position: index + 1, kind: kindName })}</h2>
          <div className="home-section-actions">
            <Button id={`${headingId}-up`} variant="secondary" size="small" disabled={index === 0} onPress={() => onMove(-1)}>{t('adminHome.moveUp')}<span className="visually-hidden">: {index + 1}. {kindName}</span></Button>
            <Button id={`${headingId}-down`} variant="secondary" size="small" disabled={index === total - 1} onPress={() => onMove(1)}>{t('adminHome.moveDown')}<span className="visually-hidden">: {index + 1}. {kindName}</span></Button>
            <Button variant="danger" size="small" onPress={onRemove}>{t('adminHome.remove')}<span className="visually-hidden">: {index + 1}. {kindName}</span></Button>
          </div>
        </div>
        {section.kind === 'banner' ? (
          <>
            <BannerImageField id={idOf('imageId')} imageId={section.imageId} error={errorOf(at('imageId'))} onChange={(id) => set('imageId', id)} />
            {pairField('heading', t('adminHome.field.heading'), HOME_LIMITS.heading)}
            {pairField('text', t('adminHome.field.text'), HOME_LIMITS.text, { multiline: true })}
            {pairField('buttonLabel', t('adminHome.field.buttonLabel'), HOME_LIMITS.buttonLabel)}
            {plain('link', t('adminHome.field.link'), { hint: t('adminHome.field.linkHint') })}
          </>
        ) : null}
        {section.kind === 'categories' ? (
          <>
            {pairField('title', t('adminHome.field.title'), HOME_LIMITS.heading, { hint: t('adminHome.field.titleHint') })}
            <CategoryChoices id={idOf('categoryIds')} chosen={section.categoryIds} choices={categories} error={errorOf(at('categoryIds'))} onChange={(ids) => set('categoryIds', ids)} />
          </>
        ) : null}
        {section.kind === 'products' ? (
          <>
            {pairField('title', t('adminHome.field.title'), HOME_LIMITS.heading, { hint: t('adminHome.field.titleHint') })}
            {select('source', t('adminHome.field.source'), HOME_SOURCES.map((source) => ({ value: source, label: t(`adminHome.source.${source}`) })))}
            {section.source === 'category'
              ? select('categoryId', t('adminHome.field.category'), [{ value: '', label: t('adminHome.field.chooseCategory') }, ...categories.map((c) => ({ value: c.id, label: c.published ? c.name : t('adminHome.field.draft', { name: c.name }) }))])
              : null}
            {section.source === 'picked' ? <ProductChoices id={idOf('productIds')} chosen={section.products} error={errorOf(at('productIds'))} onChange={(products) => set('products', products)} /> : null}
            {plain('count', t('adminHome.field.count'), { inputMode: 'numeric', hint: t('adminHome.field.countHint', { min: HOME_LIMITS.minCount, max: HOME_LIMITS.maxCount }) })}
          </>
        ) : null}
        {section.kind === 'text' ? (
          <>
            {pairField('heading', t('adminHome.field.heading'), HOME_LIMITS.heading)}
            {pairField('body', t('adminHome.field.body'), HOME_LIMITS.body, { multiline: true })}
          </>
        ) : null}
      </section>
    </li>
  );
}
