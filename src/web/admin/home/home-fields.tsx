// The pieces of a home page section's form: words in both languages, the banner's picture,
// the chosen categories and the hand-picked products, each list in the owner's order.
import { useState } from 'react';
import { useMediaUrl } from '../../ui/responsive-image';
import { FilePicker } from '../../files/file-picker';
import { ACCEPTED_IMAGE_SUBTYPES, IMAGE_INPUT_ACCEPT } from '../../files/image-check';
import type { AdminHomeProductSearchQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { moved, type TextDraft } from './home-draft';
import { HOME_PRODUCT_SEARCH_QUERY } from './home-api';
import { usePictureUpload } from '../ui/use-picture-upload';
import { SearchFailure } from '../ui/search-failure';
import { SEARCH_MIN_LENGTH, useTypedSearch } from '../ui/use-typed-search';


export interface FieldErrors { errorOf: (field: string) => string | undefined }

function Problem({ id, error }: { id: string; error: string | undefined }) {
  return error ? <p id={`${id}-error`} className="field-error">{error}</p> : null;
}

/** One field in Indonesian (required where the section needs it) and English (optional). */
export function TextPairField({ id, label, value, error, onChange, multiline, maxLength, hint }: {
  id: string; label: string; value: TextDraft; error: string | undefined; onChange: (value: TextDraft) => void; multiline?: boolean; maxLength: number; hint?: string;
}) {
  const t = useT();
  const control = (language: 'id' | 'en') => {
    const controlId = language === 'id' ? id : `${id}-en`;
    const describedBy = [hint ? `${id}-hint` : '', language === 'id' && error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
    const common = {
      id: controlId, className: 'field-control', value: value[language], maxLength, lang: language,
      'aria-invalid': language === 'id' && error ? true : undefined, 'aria-describedby': describedBy,
    };
    const change = (text: string) => onChange({ ...value, [language]: text });
    return (
      <div className={language === 'id' && error ? 'field field-invalid' : 'field'}>
        <label htmlFor={controlId} className="field-label">{t(language === 'id' ? 'adminHome.inIndonesian' : 'adminHome.inEnglish', { field: label })}</label>
        {multiline
          ? <textarea rows={4} {...common} onChange={(event) => change(event.currentTarget.value)} />
          : <input type="text" {...common} onChange={(event) => change(event.currentTarget.value)} />}
        {language === 'id' ? <Problem id={id} error={error} /> : null}
      </div>
    );
  };
  return (
    <div className="home-pair">
      {control('id')}
      {control('en')}
      {hint ? <p id={`${id}-hint`} className="field-hint home-pair-hint">{hint}</p> : null}
    </div>
  );
}

/** The banner's picture, uploaded through the shop's upload protocol like every other picture. */
export function BannerImageField({ id, imageId, error, onChange }: { id: string; imageId: string; error: string | undefined; onChange: (imageId: string) => void }) {
  const mediaUrl = useMediaUrl();
  const t = useT();
  // A failed upload has raised its red toast; the picture stays as it was.
  const { uploading, upload } = usePictureUpload((image) => onChange(image.id));
  return (
    <fieldset className="home-image" id={id} tabIndex={-1}>
      <legend className="field-label">{t('adminHome.field.image')}</legend>
      {imageId
        ? <img className="home-image-preview" src={mediaUrl(imageId, 400)} alt={t('adminHome.field.imageCurrent')} />
        : <p className="admin-muted">{t('adminHome.field.imageNone')}</p>}
      <FilePicker label={t(imageId ? 'adminHome.field.imageReplace' : 'adminHome.field.imageUpload')} hint={t('adminHome.field.imageHint')}
        inputAccept={IMAGE_INPUT_ACCEPT} accept={ACCEPTED_IMAGE_SUBTYPES} disabled={uploading} onPick={(picked) => void upload(picked)} error={error} />
      <p role="status" className="admin-muted">{uploading ? t('adminHome.field.imageUploading') : ''}</p>
    </fieldset>
  );
}

/** A list the owner orders: each item with up, down and remove buttons named after it. */
function OrderedList({ items, onChange }: { items: Array<{ id: string; name: string }>; onChange: (ids: Array<{ id: string; name: string }>) => void }) {
  const t = useT();
  return (
    <ol className="home-chosen">
      {items.map((item, index) => (
        <li key={item.id}>
          <span>{item.name}</span>
          <span className="home-chosen-actions">
            <Button variant="quiet" size="small" disabled={index === 0} onPress={() => onChange(moved(items, index, -1))} aria-label={t('adminHome.field.itemUp', { name: item.name })}>↑</Button>
            <Button variant="quiet" size="small" disabled={index === items.length - 1} onPress={() => onChange(moved(items, index, 1))} aria-label={t('adminHome.field.itemDown', { name: item.name })}>↓</Button>
            <Button variant="quiet" size="small" onPress={() => onChange(items.filter((one) => one.id !== item.id))} aria-label={t('adminHome.field.removeItem', { name: item.name })}>×</Button>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Categories shown as tiles, chosen from the shop's list in the order the owner adds and moves them. */
export function CategoryChoices({ id, chosen, choices, error, onChange }: {
  id: string; chosen: string[]; choices: ReadonlyArray<{ id: string; name: string; published: boolean }>; error: string | undefined; onChange: (ids: string[]) => void;
}) {
  const t = useT();
  const [adding, setAdding] = useState('');
  const nameOf = (choice: { name: string; published: boolean }) => (choice.published ? choice.name : t('adminHome.field.draft', { name: choice.name }));
  const items = chosen.map((one) => {
    const choice = choices.find((c) => c.id === one);
    return { id: one, name: choice ? nameOf(choice) : one };
  });
  const open = choices.filter((choice) => !chosen.includes(choice.id));
  return (
    <fieldset className={error ? 'home-list field-invalid' : 'home-list'}>
      <legend className="field-label">{t('adminHome.field.categories')}</legend>
      {items.length ? <OrderedList items={items} onChange={(next) => onChange(next.map((item) => item.id))} /> : <p className="admin-muted">{t('adminHome.field.noCategories')}</p>}
      <div className="home-add-row">
        <label htmlFor={id} className="visually-hidden">{t('adminHome.field.addCategory')}</label>
        <select id={id} className="field-control" value={adding} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(event) => setAdding(event.currentTarget.value)}>
          <option value="">{t('adminHome.field.chooseCategory')}</option>
          {open.map((choice) => <option key={choice.id} value={choice.id}>{nameOf(choice)}</option>)}
        </select>
        <Button variant="secondary" disabled={!adding} onPress={() => { onChange([...chosen, adding]); setAdding(''); }}>{t('adminHome.field.addCategory')}</Button>
      </div>
      <Problem id={id} error={error} />
    </fieldset>
  );
}

/** Hand-picked products: found by name through the catalogue search, added, ordered, removed. */
export function ProductChoices({ id, chosen, error, onChange }: {
  id: string; chosen: Array<{ id: string; name: string }>; error: string | undefined; onChange: (products: Array<{ id: string; name: string }>) => void;
}) {
  const t = useT();
  const { text, setText, search } = useTypedSearch();
  const searching = search.length >= SEARCH_MIN_LENGTH;
  const query = useQuery<AdminHomeProductSearchQuery>(HOME_PRODUCT_SEARCH_QUERY, { search }, { skip: !searching });
  const found = searching ? query.data?.homeProductChoices ?? [] : [];
  const taken = new Set(chosen.map((product) => product.id));
  return (
    <fieldset className={error ? 'home-list field-invalid' : 'home-list'}>
      <legend className="field-label">{t('adminHome.field.products')}</legend>
      {chosen.length ? <OrderedList items={chosen} onChange={onChange} /> : <p className="admin-muted">{t('adminHome.field.noProducts')}</p>}
      <div className="field">
        <label htmlFor={id} className="field-label">{t('adminHome.field.search')}</label>
        <input id={id} className="field-control" type="search" value={text} autoComplete="off" aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined} onChange={(event) => setText(event.currentTarget.value)} />
        <p role="status" className="field-hint">{searching && query.data ? t('adminHome.field.found', { count: found.length }) : ''}</p>
        <SearchFailure query={query} />
        {found.length ? (
          <ul className="home-found">
            {found.map((product) => (
              <li key={product.id}>
                <span>{product.name}</span>
                <Button variant="secondary" size="small" disabled={taken.has(product.id)} onPress={() => onChange([...chosen, { id: product.id, name: product.name }])}
                  aria-label={t('adminHome.field.addItem', { name: product.name })}>+</Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Problem id={id} error={error} />
    </fieldset>
  );
}
