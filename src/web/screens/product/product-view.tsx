import { useState } from 'react';
import { formatNumber } from '../../../domain/format/format';
import type { ProductDetailFieldsFragment } from '../../graph/generated/shop-operations';
import { useLanguage, useT } from '../../i18n/i18n-react';
import { PageMeta, usePageOrigin } from '../../meta/page-meta';
import { Link } from '../../router/router-react';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { Price } from '../../ui/price';
import { ProductGrid } from '../../ui/product-card';
import { HydrateLater } from '../../ui/hydrate-later';
import { ResponsiveImage, usePictureUrl } from '../../ui/responsive-image';
import { StarRating } from '../../ui/star-rating';
import { useTrackShown } from '../../tracking/use-track';
import { AddToCart } from './add-to-cart';
import { BundleOffers } from './bundle-offers';
import { ProductReviews } from './product-reviews';
import { StockAlertForm } from './stock-alert-form';
import { findVariation, initialSelection, VariationPicker } from './variation-picker';
import '../../ui/rich-text.css';
import './product-view.css';

const LOW_STOCK = 5;

type PictureUrl = ReturnType<typeof usePictureUrl>;

function productJsonLd(product: ProductDetailFieldsFragment, origin: string, currency: string, picture: PictureUrl) {
  const url = `${origin}/product/${encodeURIComponent(product.slug)}`;
  const offers = product.variations.length
    ? product.variations.map((v) => ({ '@type': 'Offer', sku: v.sku, price: v.price.amount, priceCurrency: currency, availability: `https://schema.org/${v.inStock ? 'InStock' : 'OutOfStock'}`, url }))
    : [{ '@type': 'Offer', sku: product.sku, price: product.price.amount, priceCurrency: currency, availability: `https://schema.org/${product.inStock ? 'InStock' : 'OutOfStock'}`, url }];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description.text || product.summary,
      sku: product.sku,
      image: product.images.map((image) => new URL(picture(image, 1200), origin).href),
      url,
      offers,
      // Search engines refuse a rating without reviews, so both appear only once one is approved.
      ...(product.rating && product.reviews.nodes.length ? {
        aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count, bestRating: 5, worstRating: 1 },
        review: product.reviews.nodes.map((review) => ({
          '@type': 'Review',
          author: { '@type': 'Person', name: review.authorName },
          datePublished: review.createdAt.slice(0, 10),
          reviewBody: review.body,
          reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
        })),
      } : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        ...product.breadcrumb.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: `${origin}/product/category/${encodeURIComponent(c.slug)}` })),
        { '@type': 'ListItem', position: product.breadcrumb.length + 1, name: product.name, item: url },
      ],
    },
  ];
}

/** Whether a previewed product is public yet. */
export interface ProductPreviewState {
  status: 'draft' | 'published';
}

/** Tells staff they are looking at a preview, whether shoppers can see it, and leads to its editor. */
function PreviewBanner({ product, preview }: { product: ProductDetailFieldsFragment; preview: ProductPreviewState }) {
  const t = useT();
  return (
    <p className="preview-banner" role="note">
      {t('productPreview.banner', { status: t(`productPreview.status.${preview.status}`) })}{' '}
      <Link to={{ name: 'adminProduct', params: { productID: product.id } }}>{t('productPreview.edit')}</Link>
    </p>
  );
}

/**
 * A product as its page shows it. The staff preview renders this same view with a banner and
 * no indexing, so a draft looks exactly as it will once published.
 */
/**
 * How wide the main picture shows. On a phone it stands at most 38 % of the screen's height
 * (the shopper sees the name, price and button beside it), so its width follows from that
 * height and the picture's shape: the phone fetches the width it draws, not the screen's.
 */
function gallerySizes(picture: { width: number; height: number }): string {
  const ratio = picture.height > 0 ? picture.width / picture.height : 1;
  return `(max-width: 639.98px) min(100vw, ${Math.round(38 * ratio * 100) / 100}vh), (max-width: 800px) 100vw, 560px`;
}

export function ProductView({ product, shopName, preview }: { product: ProductDetailFieldsFragment; shopName: string; preview?: ProductPreviewState }) {
  const t = useT();
  const language = useLanguage();
  const origin = usePageOrigin();
  const pictureAt = usePictureUrl();
  // A staff preview is not a shopper's view of the product.
  useTrackShown(preview ? null : { name: 'view_item', items: [{ productID: product.id, name: product.name, sku: product.sku, price: product.price.amount, count: 1 }] }, product.id);
  const [selected, setSelected] = useState(() => initialSelection(product));
  const variation = product.variations.length ? findVariation(product.variations, selected) : undefined;
  // Choosing a variation with a picture of its own shows that picture (the owner set it in the editor).
  const variationPicture = variation?.image ? product.images.findIndex((image) => image.id === variation.image?.id) : -1;
  const [pictureIndex, setPictureIndex] = useState(Math.max(variationPicture, 0));
  const [pictureFor, setPictureFor] = useState(variationPicture);
  if (pictureFor !== variationPicture) {
    setPictureFor(variationPicture);
    if (variationPicture >= 0) setPictureIndex(variationPicture);
  }
  const price = variation?.price ?? product.price;
  const compareAt = variation ? variation.compareAtPrice : product.compareAtPrice;
  const discount = compareAt && compareAt.amount > price.amount ? Math.round((1 - price.amount / compareAt.amount) * 100) : null;
  const stock = variation ? variation.stock : product.variations.length ? 0 : product.stock;
  // A product (or a chosen variation) that exists but is sold out offers the back-in-stock form instead of the cart.
  const soldOut = (variation !== undefined || product.variations.length === 0) && stock <= 0;
  const variationLabel = variation
    ? variation.optionValues.map((value, index) => product.options[index]?.values.find((candidate) => candidate.value === value)?.label ?? value).join(' / ')
    : null;
  const picture = product.images[pictureIndex] ?? product.images[0];
  const weight = formatNumber(product.weightGrams, language);

  return (
    <article className="product-detail">
      <PageMeta
        title={`${product.metaTitle} | ${shopName}`}
        description={product.metaDescription}
        canonicalPath={`/product/${encodeURIComponent(product.slug)}`}
        image={product.images[0] ? pictureAt(product.images[0], 1200) : undefined}
        type="product"
        noindex={preview !== undefined}
        jsonLd={productJsonLd(product, origin, product.price.currency, pictureAt)}
      />
      {preview && <PreviewBanner product={product} preview={preview} />}
      <Breadcrumbs items={[...product.breadcrumb.map((c) => ({ label: c.name, to: { name: 'category', params: { slug: c.slug } } })), { label: product.name }]} />
      <div className="product-layout">
        <section className="product-gallery" aria-label={t('product.pictures')}>
          {picture && (
            <ResponsiveImage
              image={picture}
              alt={t('product.pictureOf', { index: pictureIndex + 1, count: product.images.length, name: product.name })}
              sizes={gallerySizes(picture)}
              displayWidth={560}
              priority
            />
          )}
          {product.images.length > 1 && (
            <ul className="thumbnails">
              {product.images.map((image, index) => (
                <li key={image.id}>
                  <button type="button" aria-pressed={index === pictureIndex} onClick={() => setPictureIndex(index)} aria-label={t('product.pictureOf', { index: index + 1, count: product.images.length, name: product.name })}>
                    <ResponsiveImage image={image} alt="" sizes="64px" displayWidth={64} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="product-summary">
          <h1>{product.name}</h1>
          {product.rating && <StarRating average={product.rating.average} count={product.rating.count} />}
          <p className="product-lead">{product.summary}</p>
          <Price price={price} compareAtPrice={compareAt} discountPercent={discount} size="large" />
          {product.options.length > 0 && <VariationPicker product={product} selected={selected} onChange={setSelected} />}
          <p className={stock > 0 ? 'stock-in' : 'stock-out'} aria-live="polite">
            {product.variations.length > 0 && !variation
              ? t('product.variantUnavailable')
              : stock <= 0
                ? t('product.outOfStock')
                : stock <= LOW_STOCK
                  ? t('product.lowStock', { count: stock })
                  : t('product.inStock')}
          </p>
          {soldOut && !preview ? (
            <StockAlertForm key={variation?.id ?? product.id} productId={product.id} variationId={variation?.id ?? null} variationLabel={variationLabel} />
          ) : (
            <AddToCart product={product} variation={variation} unitPrice={price.amount} downPaymentPercent={product.downPaymentPercent} />
          )}
          <dl className="product-facts">
            <dt>{t('product.sku')}</dt><dd>{variation?.sku ?? product.sku}</dd>
            <dt>{t('product.weight')}</dt><dd>{weight} g</dd>
            <dt>{t('product.dimensions')}</dt><dd>{product.lengthCm} × {product.widthCm} × {product.heightCm} cm</dd>
          </dl>
        </section>
      </div>
      <BundleOffers bundles={product.bundles} />
      <section className="product-description" aria-labelledby="product-description">
        <h2 id="product-description">{t('product.description')}</h2>
        {/* Rendered by the domain renderer through an allow-list: no raw HTML reaches the page. */}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.description.html }} />
      </section>
      <ProductReviews slug={product.slug} rating={product.rating} reviews={product.reviews} />
      {product.category && product.category.products.edges.length > 1 && (
        // Below the fold and only links: taken over in a task of its own.
        <HydrateLater>
          <section aria-labelledby="product-related">
            <h2 id="product-related">{t('product.related')}</h2>
            <ProductGrid products={product.category.products.edges.map((e) => e.node).filter((p) => p.id !== product.id).slice(0, 4)} />
          </section>
        </HydrateLater>
      )}
    </article>
  );
}
