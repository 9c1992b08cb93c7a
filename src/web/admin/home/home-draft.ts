// The home page screen's editable copy of the arrangement, and what it sends to be saved.
import type { AdminHomeLayoutFieldsFragment, HomeSectionInput } from '../../graph/generated/admin-operations';

export const HOME_KINDS = ['banner', 'categories', 'products', 'text'] as const;
export type HomeKind = (typeof HOME_KINDS)[number];
export const HOME_SOURCES = ['picked', 'category', 'featured', 'newest', 'sale'] as const;

export interface TextDraft { id: string; en: string }
export interface SectionDraft {
  /** Keeps React's rows and the focus with a section as it moves. */
  uid: string;
  kind: HomeKind;
  imageId: string;
  heading: TextDraft;
  text: TextDraft;
  buttonLabel: TextDraft;
  link: string;
  title: TextDraft;
  body: TextDraft;
  categoryIds: string[];
  source: string;
  categoryId: string;
  products: Array<{ id: string; name: string }>;
  count: string;
}

let next = 0;
const uid = () => `section-${++next}`;
const textOf = (value: { id: string; en?: string | null } | null | undefined): TextDraft => ({ id: value?.id ?? '', en: value?.en ?? '' });

export function newSection(kind: HomeKind): SectionDraft {
  return {
    uid: uid(), kind, imageId: '', heading: textOf(null), text: textOf(null), buttonLabel: textOf(null), link: '', title: textOf(null), body: textOf(null),
    categoryIds: [], source: 'newest', categoryId: '', products: [], count: '8',
  };
}

export function draftOf(layout: AdminHomeLayoutFieldsFragment): SectionDraft[] {
  return layout.sections.map((section) => ({
    uid: uid(),
    kind: (HOME_KINDS as readonly string[]).includes(section.kind) ? section.kind as HomeKind : 'text',
    imageId: section.imageId ?? '', link: section.link ?? '',
    heading: textOf(section.heading), text: textOf(section.text), buttonLabel: textOf(section.buttonLabel), title: textOf(section.title), body: textOf(section.body),
    categoryIds: section.categoryIds, source: section.source ?? 'newest', categoryId: section.categoryId ?? '',
    products: section.products.map((product) => ({ id: product.id, name: product.name })), count: String(section.count ?? 8),
  }));
}

const pair = (text: TextDraft) => ({ id: text.id, en: text.en });

/** Only the fields of each section's kind are sent. */
export function inputOf(sections: readonly SectionDraft[]): HomeSectionInput[] {
  return sections.map((section): HomeSectionInput => {
    switch (section.kind) {
      case 'banner': return { kind: 'banner', imageId: section.imageId, heading: pair(section.heading), text: pair(section.text), buttonLabel: pair(section.buttonLabel), link: section.link.trim() };
      case 'categories': return { kind: 'categories', title: pair(section.title), categoryIds: section.categoryIds };
      case 'products': return {
        kind: 'products', title: pair(section.title), source: section.source, count: section.count === '' ? null : Number(section.count),
        ...(section.source === 'category' ? { categoryId: section.categoryId || null } : {}),
        ...(section.source === 'picked' ? { productIds: section.products.map((product) => product.id) } : {}),
      };
      case 'text': return { kind: 'text', heading: pair(section.heading), body: pair(section.body) };
    }
  });
}

/** The element a refusal of `field` (`sections.{i}.{name}`) belongs to. */
export function fieldElementId(field: string): string {
  return field === 'sections' ? 'home-add-kind' : `home-${field.replace(/^sections\./, 's').replace(/\./g, '-')}`;
}

/** Moves the item at `from` one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  [copy[from], copy[to]] = [copy[to]!, copy[from]!];
  return copy;
}
