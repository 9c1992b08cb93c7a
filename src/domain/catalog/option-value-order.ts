/** Clothing sizes in the order shoppers read them, smallest first. */
const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', '3XL', '4XL', '5XL'];

/** `localeCompare` with these options builds a collator at every call; a facet sorts hundreds of values. */
const NAME_ORDER = new Intl.Collator('id', { numeric: true, sensitivity: 'base' });

function rank(value: string): [number, number] {
  const size = SIZE_ORDER.indexOf(value.trim().toUpperCase());
  if (/^\d+([.,]\d+)?$/.test(value.trim())) return [0, Number(value.trim().replace(',', '.'))];
  if (size >= 0) return [1, size];
  return [2, 0];
}

/**
 * The order a filter lists an option's values in: numbers by size (28 before 100), clothing
 * sizes from small to large (S, M, L, XL), then the rest alphabetically with their numbers read
 * as numbers ("No. 7" before "No. 10").
 */
export function compareOptionValues(a: string, b: string): number {
  const [groupA, orderA] = rank(a);
  const [groupB, orderB] = rank(b);
  if (groupA !== groupB) return groupA - groupB;
  if (orderA !== orderB) return orderA - orderB;
  return NAME_ORDER.compare(a, b);
}
