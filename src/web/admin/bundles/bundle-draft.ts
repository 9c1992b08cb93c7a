// What the bundle editor holds while the owner works: the name in both languages, the status,
// the price as typed digits and the items, each with the product as it was loaded (so the page
// prices the set at today's prices as it changes). Compared with what was saved, it tells
// whether leaving would lose anything and which parts a save must send.
import { bundleItemsProblem, MAX_BUNDLE_ITEM_COUNT, MAX_BUNDLE_ITEMS } from '../../../domain/catalog/bundle-deals';
import { MAX_UNIT_PRICE } from '../../../domain/checkout/pricing';
import type { AdminBundleFieldsFragment, AdminBundleProductFieldsFragment, ProductBundleStatus } from '../../graph/generated/admin-operations';
import type { Translate } from '../../i18n/i18n-react';
import type { AdminMoney } from '../ui/admin-money';

export type EditedBundle = AdminBundleFieldsFragment;
export type BundleProduct = AdminBundleProductFieldsFragment;

/** As long as the staff API takes a bundle's name in either language. */
export const BUNDLE_NAME_MAX = 80;

export interface ItemDraft {
  /** A key for the row, stable while the owner edits. */
  key: string;
  /** Null when the product was deleted after the bundle was saved. */
  product: BundleProduct | null;
  /** The chosen variation; '' for a product without variations, or while none is chosen. */
  variationId: string;
  /** Units, as typed. */
  count: string;
}

export interface BundleDraft {
  name: { id: string; en: string };
  status: ProductBundleStatus;
  /** Whole rupiah, as typed digits ('' while empty). */
  price: string;
  items: ItemDraft[];
}

/**
 * A refusal to show beside a field: the shop's own words (already in the staff member's
 * language), or a message of the dictionaries, put into words when drawn.
 */
export type Problem = { text: string } | { key: string; params?: Readonly<Record<string, string | number>> };

/**
 * Fields a refusal can name, as the staff API names them (`extensions.field`), in the page's
 * order; an item's own fields are `items.{index}.productId`, `.variationId` and `.count`.
 */
export const BUNDLE_FIELDS = ['bundleName.id', 'bundleName.en', 'items', 'price', 'status'] as const;
export type BundleField = string;

export function isBundleField(field: string): boolean {
  return (BUNDLE_FIELDS as readonly string[]).includes(field) || /^items\.\d+\.(productId|variationId|count)$/.test(field);
}

/** The page's order of a field, for the first refusal to take the focus. */
export function fieldRank(field: string): number {
  const item = /^items\.(\d+)\.(productId|variationId|count)$/.exec(field);
  if (item) return BUNDLE_FIELDS.indexOf('items') + 0.01 * (Number(item[1]) + 1) + (item[2] === 'count' ? 0.001 : 0);
  const listed = (BUNDLE_FIELDS as readonly string[]).indexOf(field);
  return listed >= 0 ? listed : BUNDLE_FIELDS.length;
}

let nextKey = 0;
export function newItemKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

export function draftFromBundle(bundle: EditedBundle): BundleDraft {
  return {
    name: { id: bundle.nameTexts.id, en: bundle.nameTexts.en ?? '' },
    status: bundle.status,
    price: String(bundle.price.amount),
    items: bundle.items.map((item, index) => ({
      key: `${bundle.id}-${index}`,
      product: item.product,
      variationId: item.variation?.id ?? '',
      count: String(item.count),
    })),
  };
}

/** What a new bundle starts as: a draft with nothing in it. */
export function emptyDraft(): BundleDraft {
  return { name: { id: '', en: '' }, status: 'draft', price: '', items: [] };
}

export function variationName(variation: { optionValues: readonly string[] }): string {
  return variation.optionValues.join(' / ');
}

/** The product and, when it has variations, the chosen one ("Kaos Batik (Merah / L)"). */
export function itemName(item: ItemDraft, goneName: string): string {
  if (!item.product) return goneName;
  const variation = item.product.variations.find((candidate) => candidate.id === item.variationId);
  return variation ? `${item.product.name} (${variationName(variation)})` : item.product.name;
}

/** One unit of the item today, or null while it cannot be priced (product gone, no variation chosen). */
export function unitPriceOf(item: ItemDraft): number | null {
  if (!item.product) return null;
  if (item.product.variations.length === 0) return item.product.price.amount;
  return item.product.variations.find((variation) => variation.id === item.variationId)?.price.amount ?? null;
}

/** Units in stock today of what the item names. */
export function stockOf(item: ItemDraft): number | null {
  if (!item.product) return null;
  if (item.product.variations.length === 0) return item.product.stock;
  return item.product.variations.find((variation) => variation.id === item.variationId)?.stock ?? null;
}

const units = (count: string) => (count === '' ? 0 : Number(count));

/** What one set costs bought apart at today's prices, or null while an item cannot be priced. */
export function priceApart(items: readonly ItemDraft[]): number | null {
  let total = 0;
  for (const item of items) {
    const unit = unitPriceOf(item);
    if (unit === null) return null;
    total += unit * units(item.count);
  }
  return total;
}

/** The saving of a set as the editor shows it live; null while the price apart is unknown. */
export function liveSaving(draft: BundleDraft): { apart: number | null; price: number | null; saving: number | null } {
  const apart = draft.items.length ? priceApart(draft.items) : null;
  const price = draft.price === '' ? null : Number(draft.price);
  return { apart, price, saving: apart === null || price === null ? null : apart - price };
}

function itemsInput(items: readonly ItemDraft[]) {
  return items.map((item) => ({ productId: item.product?.id ?? '', variationId: item.variationId || null, count: units(item.count) }));
}

const trimmedName = (draft: BundleDraft) => ({ id: draft.name.id.trim(), en: draft.name.en.trim() });

/** Which parts differ from what was saved (spaces around a name aside). */
export function changedParts(saved: BundleDraft, current: BundleDraft) {
  return {
    name: JSON.stringify(trimmedName(saved)) !== JSON.stringify(trimmedName(current)),
    status: saved.status !== current.status,
    price: saved.price !== current.price,
    items: JSON.stringify(itemsInput(saved.items)) !== JSON.stringify(itemsInput(current.items)),
  };
}

export function hasChanges(saved: BundleDraft, current: BundleDraft): boolean {
  return Object.values(changedParts(saved, current)).some(Boolean);
}

/**
 * The staff API's input: everything for a new bundle; for a saved one only what changed, since
 * a field left out keeps its value and only a new price or new items are checked against
 * today's prices (a bundle whose items got cheaper can still be renamed or unpublished).
 */
export function bundleInput(current: BundleDraft, saved: BundleDraft | null) {
  const changed = saved ? changedParts(saved, current) : { name: true, status: true, price: true, items: true };
  return {
    ...(changed.name ? { name: trimmedName(current) } : {}),
    ...(changed.status ? { status: current.status } : {}),
    ...(changed.price ? { price: Number(current.price) } : {}),
    ...(changed.items ? { items: itemsInput(current.items) } : {}),
  };
}

/** The refusals the page can tell before asking the shop (which checks everything again). */
export function draftProblems(current: BundleDraft, saved: BundleDraft | null, money: AdminMoney): Record<BundleField, Problem> {
  const problems: Record<BundleField, Problem> = {};
  const name = trimmedName(current);
  if (!name.id) problems['bundleName.id'] = { key: 'adminBundles.editor.nameRequired' };
  for (const language of ['id', 'en'] as const) {
    if (name[language].length > BUNDLE_NAME_MAX) problems[`bundleName.${language}`] = { key: 'adminBundles.editor.nameTooLong', params: { max: BUNDLE_NAME_MAX } };
  }
  const changed = saved ? changedParts(saved, current) : { price: true, items: true };
  if (!changed.price && !changed.items) return problems;

  current.items.forEach((item, index) => {
    if (!item.product) problems[`items.${index}.productId`] = { key: 'adminBundles.editor.itemGone' };
    else if (item.product.variations.length > 0 && !item.product.variations.some((variation) => variation.id === item.variationId)) {
      problems[`items.${index}.variationId`] = { key: 'error.bundle.variationRequired' };
    }
    const count = units(item.count);
    if (count < 1 || count > MAX_BUNDLE_ITEM_COUNT) problems[`items.${index}.count`] = { key: 'error.bundle.items.count' };
  });
  // A row still without its variation (or product) is told on its own line, not as a repeat.
  const listed = current.items.map((item) => ({ productId: item.product?.id ?? item.key, variationId: item.variationId || (item.product?.variations.length ? item.key : ''), count: Math.max(1, Math.min(units(item.count), MAX_BUNDLE_ITEM_COUNT)) }));
  const itemsProblem = bundleItemsProblem(listed);
  if (itemsProblem) problems.items = { key: `error.bundle.items.${itemsProblem}` };

  if (current.price === '') problems.price = { key: 'adminBundles.editor.priceRequired' };
  else if (Number(current.price) > MAX_UNIT_PRICE) problems.price = { key: 'error.bundle.price', params: { max: MAX_UNIT_PRICE } };
  else {
    const apart = priceApart(current.items);
    if (apart !== null && !problems.items && Number(current.price) >= apart) problems.price = { key: 'error.bundle.priceNotLower', params: { total: money(apart) } };
  }
  return problems;
}

export function problemText(problem: Problem, t: Translate): string {
  return 'text' in problem ? problem.text : t(problem.key, problem.params);
}

/** Whether another item may still be added. */
export function hasRoom(items: readonly ItemDraft[]): boolean {
  return items.length < MAX_BUNDLE_ITEMS;
}

/**
 * Whether the product can be added once more: a product without variations is in a bundle
 * once; one with variations as long as a variation of it is not in yet.
 */
export function canAdd(product: BundleProduct, items: readonly ItemDraft[]): boolean {
  const rows = items.filter((item) => item.product?.id === product.id);
  if (product.variations.length === 0) return rows.length === 0;
  return rows.length < product.variations.length;
}

/** A new row for the product: its only variation already chosen, else none yet. */
export function itemFor(product: BundleProduct, items: readonly ItemDraft[]): ItemDraft {
  const taken = new Set(items.filter((item) => item.product?.id === product.id).map((item) => item.variationId));
  const free = product.variations.filter((variation) => !taken.has(variation.id));
  return { key: newItemKey(), product, variationId: free.length === 1 && product.variations.length === 1 ? free[0]!.id : '', count: '1' };
}
