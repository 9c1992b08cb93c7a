// Where the product lives (its slug, and the address it makes) and whether shoppers see it.
import type { ProductStatus } from '../../graph/generated/admin-operations';
import { useT } from '../../i18n/i18n-react';
import { usePageOrigin } from '../../meta/page-meta';
import { savedSlug, type DraftField, type ProductDraft } from './product-draft';
import { ProductTextField } from './product-text-field';

const STATUSES: readonly ProductStatus[] = ['draft', 'published'];

export interface ProductAddressFieldsProps {
  draft: ProductDraft;
  saved: ProductDraft;
  /** Refusals of the slug and the status, in words. */
  problems: { slug?: string | undefined; status?: string | undefined };
  register: (field: DraftField) => (element: HTMLElement | null) => void;
  onSlug: (slug: string) => void;
  onStatus: (status: ProductStatus) => void;
}

export function ProductAddressFields({ draft, saved, problems, register, onSlug, onStatus }: ProductAddressFieldsProps) {
  const t = useT();
  const origin = usePageOrigin();
  const slug = savedSlug(draft.slug);
  const address = `${origin}/product/${slug}`;
  const moved = slug !== '' && slug !== saved.slug;
  return (
    <section className="admin-panel product-address" aria-labelledby="product-address-heading">
      <h2 id="product-address-heading">{t('adminProducts.editor.address')}</h2>
      <ProductTextField
        label={t('adminProducts.editor.slug')}
        value={draft.slug}
        onChange={onSlug}
        required
        hint={t('adminProducts.editor.slugHint', { address })}
        error={problems.slug}
        controlRef={register('slug')}
        // Spec §5: what was typed becomes a slug as the owner leaves the box, so they see what is saved.
        inputProps={{ autoComplete: 'off', spellCheck: false, onBlur: () => onSlug(slug) }}
      />
      {moved ? <p className="admin-alert product-slug-moved">{t('adminProducts.editor.slugChanged', { old: `/product/${saved.slug}` })}</p> : null}
      <fieldset className="product-status">
        <legend className="field-label">{t('adminProducts.editor.status')}</legend>
        {STATUSES.map((status) => (
          <label key={status} className="product-status-choice">
            <input type="radio" name="product-status" value={status} checked={draft.status === status} onChange={() => onStatus(status)}
              ref={status === draft.status ? register('status') : undefined} />
            {t(status === 'draft' ? 'adminProducts.editor.statusDraft' : 'adminProducts.editor.statusPublished')}
          </label>
        ))}
        {problems.status ? <p className="field-error">{problems.status}</p> : null}
      </fieldset>
    </section>
  );
}
